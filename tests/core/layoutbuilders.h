#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "layout/tensorlayout.h"

namespace shardscope::test {

using Dims = std::vector<int64_t>;

// A classic-form layout of parameter "w": one device axis (or -1) per tensor dimension.
inline ParamLayout classic(const Dims& dev, const Dims& map, int32_t size = 0, int32_t step = 0) {
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {dev};
    for (const int64_t v : map) {
        p.tensorMap.push_back({v});
    }
    p.optShardSize = size;
    p.optShardStep = step;
    return p;
}

inline TensorLayout makeOk(const ParamLayout& p, const Dims& shape) {
    Result<TensorLayout> r = TensorLayout::make(p, shape);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return std::move(r).value();
}

}  // namespace shardscope::test
