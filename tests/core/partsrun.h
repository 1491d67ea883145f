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
#include "formats/checkpointwriter.h"
#include "formats/safetensorswriter.h"
#include "redundancyrun.h"

namespace shardscope::test {

struct PartTensor {
    std::string name, dtype;
    std::vector<int64_t> dims;
    std::vector<uint8_t> bytes;
};

using PartEdit = std::function<void(int, size_t, const std::string&, std::vector<uint8_t>&)>;

// Rewrites each rank's net-1_1.ckpt of `run` as parts: part p holds the names `parts[p]` lists,
// written by `write(path, tensors)`. `edit` may change a part's copy of a parameter.
inline void splitRanks(
    const std::string& run, const std::vector<std::vector<std::string>>& parts,
    const std::string& extension, const PartEdit& edit,
    const std::function<void(const std::string&, const std::vector<PartTensor>&)>& write) {
    for (int g = 0; g < 4; ++g) {
        const std::string folder = run + "/rank_" + std::to_string(g);
        const std::string whole = folder + "/net-1_1.ckpt";
        {
            auto file = CheckpointFile::open(whole);
            ASSERT_TRUE(file) << file.error().describe();
            for (size_t p = 0; p < parts.size(); ++p) {
                std::vector<PartTensor> tensors;
                for (const std::string& name : parts[p]) {
                    const TensorEntry* t = file->index().find(name);
                    ASSERT_NE(t, nullptr) << name;
                    PartTensor out{name,
                                   std::string(t->dtypeName),
                                   std::vector<int64_t>(t->dims.begin(), t->dims.end()),
                                   {}};
                    ASSERT_TRUE(file->readTensor(*t, [&](std::span<const uint8_t> piece) {
                        out.bytes.insert(out.bytes.end(), piece.begin(), piece.end());
                        return Status{};
                    }));
                    if (edit) {
                        edit(g, p, name, out.bytes);
                    }
                    tensors.push_back(std::move(out));
                }
                write(folder + "/checkpoint_" + std::to_string(g) + "_part" + std::to_string(p) +
                          extension,
                      tensors);
            }
        }
        std::filesystem::remove(whole);
    }
}

// .ckpt parts, with the CRC trailer MindSpore 2.3+ writes.
inline void splitIntoParts(const std::string& run,
                           const std::vector<std::vector<std::string>>& parts,
                           const PartEdit& edit = {}) {
    splitRanks(run, parts, ".ckpt", edit,
               [](const std::string& path, const std::vector<PartTensor>& tensors) {
                   CheckpointWriteOptions options;
                   options.crc = true;
                   options.readOnly = false;
                   auto w = CheckpointWriter::create(path, options);
                   ASSERT_TRUE(w);
                   for (const PartTensor& t : tensors) {
                       ASSERT_TRUE(w->addTensor(t.name, t.dtype, t.dims, t.bytes));
                   }
                   ASSERT_TRUE(w->commit());
               });
}

// .safetensors parts (transform_safetensors), with MindSpore's crc_num.
inline void splitIntoSafetensorsParts(const std::string& run,
                                      const std::vector<std::vector<std::string>>& parts) {
    splitRanks(run, parts, ".safetensors", {},
               [](const std::string& path, const std::vector<PartTensor>& tensors) {
                   std::vector<SafetensorsTensorSpec> specs;
                   for (const PartTensor& t : tensors) {
                       specs.push_back(
                           {t.name, t.dtype == "Float32" ? "F32" : "I32", t.dims, t.bytes.size()});
                   }
                   SafetensorsWriteOptions options;
                   options.crc = true;
                   auto w = SafetensorsWriter::create(path, specs, options);
                   ASSERT_TRUE(w);
                   for (const PartTensor& t : tensors) {
                       ASSERT_TRUE(w->append(t.bytes));
                   }
                   ASSERT_TRUE(w->commit());
               });
}

}  // namespace shardscope::test
