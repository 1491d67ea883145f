#pragma once

// A tensor's bytes as the checkpoint holds them, read whole (tests only: small tensors).
#include <gtest/gtest.h>

#include <cstdint>
#include <span>
#include <vector>

#include "formats/checkpointfile.h"

namespace shardscope::test {

inline std::vector<uint8_t> contentOf(const CheckpointFile& file, const TensorEntry& entry) {
    std::vector<uint8_t> out;
    EXPECT_TRUE(file.readTensor(entry, [&](std::span<const uint8_t> b) -> Status {
        out.insert(out.end(), b.begin(), b.end());
        return {};
    }));
    return out;
}

}  // namespace shardscope::test
