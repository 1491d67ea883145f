#pragma once

#include <memory>
#include <string>

#include "inspect/rundocument.h"

// Runs without files for the slice tests (the Slices tab's controller, view and controls).

// A [4, 6, 8] tensor "cube" cut along dim 0 over 2 ranks (dimensions to choose); with `flat`, a
// 2-D [6, 8] "flat" beside it that needs no controls.
inline std::shared_ptr<const shardscope::RunDocument> cubeSliceRun(bool flat = false) {
    using namespace shardscope;
    auto run = std::make_shared<RunDocument>();
    run->stages = {2, 1};
    ParamLayout p;
    p.name = "cube";
    p.devMatrices = {{2}};
    p.tensorMap = {{0}, {-1}, {-1}};
    ParamInfo cube;
    cube.name = "cube";
    cube.globalShape = {4, 6, 8};
    cube.layout = TensorLayout::make(p, cube.globalShape).value();
    cube.localShape = cube.layout->localShape();
    cube.ranks = {0, 1};
    run->params.push_back(cube);
    if (flat) {
        ParamInfo f;
        f.name = "flat";
        f.globalShape = {6, 8};
        f.localShape = f.globalShape;
        f.ranks = {0, 1};
        run->params.push_back(f);
    }
    run->files.resize(2);
    return run;
}

// A [16, 8] "w" on 16 ranks (device matrix [4, 4]) cut along dim 0 over the first axis, with an
// optimizer shard of 2.
inline std::shared_ptr<const shardscope::RunDocument> shardedSliceRun(std::string path = {}) {
    using namespace shardscope;
    auto run = std::make_shared<RunDocument>();
    run->path = std::move(path);
    run->stages = {16, 1};
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {{4, 4}};
    p.tensorMap = {{0}, {-1}};
    p.optShardSize = 2;
    p.optShardStep = 4;
    ParamInfo info;
    info.name = "w";
    info.globalShape = {16, 8};
    info.layout = TensorLayout::make(p, info.globalShape).value();
    info.localShape = info.layout->localShape();
    info.bytesPerRank = 64;
    for (int r = 0; r < 16; ++r) {
        info.ranks.push_back(r);
    }
    run->params.push_back(std::move(info));
    run->files.resize(16);
    return run;
}
