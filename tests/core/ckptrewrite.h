#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"

namespace shardscope::test {

// Rewrites a .ckpt in place, every tensor's bytes as they are, under the name and shape `edit`
// gives it (it may change either): a rank file that differs from the others of its class.
inline void rewriteCheckpoint(
    const std::string& file,
    const std::function<void(std::string& name, std::vector<int64_t>& dims)>& edit) {
    auto original = CheckpointFile::open(file);
    ASSERT_TRUE(original);
    const std::string rewritten = file + ".new";
    {
        auto w = CheckpointWriter::create(rewritten);
        ASSERT_TRUE(w);
        for (const TensorEntry& t : original->index().tensors) {
            std::vector<uint8_t> bytes;
            ASSERT_TRUE(original->readTensor(t, [&](std::span<const uint8_t> b) -> Status {
                bytes.insert(bytes.end(), b.begin(), b.end());
                return {};
            }));
            std::string name = t.name.str();
            std::vector<int64_t> dims = t.dims.vec();
            edit(name, dims);
            ASSERT_TRUE(w->addTensor(name, t.dtypeName, dims, bytes));
        }
        ASSERT_TRUE(w->commit());
    }
    std::filesystem::rename(rewritten, file);
}

}  // namespace shardscope::test
