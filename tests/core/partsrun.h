#pragma once

// The small four-rank run of redundancyrun.h rewritten as per-stage parts, as transform_checkpoints
// writes a rank folder when it is called once per source stage:
// rank_<r>/checkpoint_<r>_part<p>.ckpt.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "formats/checkpointfile.h"
#include "redundancyrun.h"

namespace shardscope::test {

// Rewrites each rank's net-1_1.ckpt of `run` as parts: part p holds the names `parts[p]` lists,
// with the CRC trailer MindSpore 2.3+ writes. `edit` may change a part's copy of a parameter.
inline void splitIntoParts(
    const std::string& run, const std::vector<std::vector<std::string>>& parts,
    const std::function<void(int, size_t, const std::string&, std::vector<uint8_t>&)>& edit = {}) {
    for (int g = 0; g < 4; ++g) {
        const std::string folder = run + "/rank_" + std::to_string(g);
        const std::string whole = folder + "/net-1_1.ckpt";
        {
            auto file = CheckpointFile::open(whole);
            ASSERT_TRUE(file) << file.error().describe();
            for (size_t p = 0; p < parts.size(); ++p) {
                CheckpointWriteOptions options;
                options.crc = true;
                options.readOnly = false;
                auto w = CheckpointWriter::create(folder + "/checkpoint_" + std::to_string(g) +
                                                      "_part" + std::to_string(p) + ".ckpt",
                                                  options);
                ASSERT_TRUE(w);
                for (const std::string& name : parts[p]) {
                    const TensorEntry* t = file->index().find(name);
                    ASSERT_NE(t, nullptr) << name;
                    std::vector<uint8_t> bytes;
                    ASSERT_TRUE(file->readTensor(*t, [&](std::span<const uint8_t> piece) {
                        bytes.insert(bytes.end(), piece.begin(), piece.end());
                        return Status{};
                    }));
                    if (edit) {
                        edit(g, p, name, bytes);
                    }
                    const std::vector<int64_t> dims(t->dims.begin(), t->dims.end());
                    ASSERT_TRUE(w->addTensor(name, std::string(t->dtypeName), dims, bytes));
                }
                ASSERT_TRUE(w->commit());
            }
        }
        std::filesystem::remove(whole);
    }
}

}  // namespace shardscope::test
