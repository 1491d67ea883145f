#pragma once

#include <memory>
#include <vector>

#include "inspect/rundocument.h"

// Two pipeline stages of D = [2, 4] (dp 2 x mp 4), 16 ranks without files: "w" (stage 0) is
// layouts.md's [8, 6] example cut 4 ways along mp, "ln" (stage 1) is replicated. Shared by the
// device-matrix and server tests.
inline std::shared_ptr<shardscope::RunDocument> matrixTestRun() {
    using namespace shardscope;
    auto run = std::make_shared<RunDocument>();
    run->stages = {8, 2};
    const auto add = [&](const char* name, int stage, std::vector<int64_t> map,
                         std::vector<int64_t> shape) {
        ParamLayout p;
        p.name = name;
        p.stage = stage;
        p.devMatrices = {{2, 4}};
        for (int64_t t : map) {
            p.tensorMap.push_back({t});
        }
        ParamInfo info;
        info.name = name;
        info.stage = stage;
        info.globalShape = shape;
        info.layout = TensorLayout::make(p, shape).value();
        info.localShape = info.layout->localShape();
        info.bytesPerRank = 48;
        for (int r = 0; r < 8; ++r) {
            info.ranks.push_back(stage * 8 + r);
        }
        run->params.push_back(std::move(info));
    };
    add("w", 0, {0, -1}, {8, 6});
    add("ln", 1, {-1}, {6});
    run->files.resize(16);
    return run;
}
