#pragma once

// Strategies and lookups shared by the strategy simulator's tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "convert/strategysimulator.h"
#include "synth/synthmodel.h"
#include "testutil.h"

namespace shardscope::test {

// Two parameters of the tiny synthetic GPT: a model-parallel weight and a replicated one.
inline const std::string kDense1 = "backbone.blocks.0.attention.dense1.weight";
inline const std::string kGamma = "backbone.blocks.0.layernorm1.gamma";

struct SynthStrategy {
    Strategy strategy;
    FullShapes shapes;
};

inline SynthConfig tinyConfig(int dp, int mp, int pp, int optShard = 0, int layers = 2) {
    SynthConfig c;
    c.dp = dp;
    c.mp = mp;
    c.pp = pp;
    c.optShard = optShard;
    c.layers = layers;
    return c;
}

// What writeSynthRun would save as DIR/strategy.ckpt, and every parameter's full shape.
inline SynthStrategy synthStrategy(const SynthConfig& config) {
    SynthStrategy out;
    auto model = buildSynthModel(config);
    EXPECT_TRUE(model) << model.error().describe();
    if (!model) {
        return out;
    }
    out.strategy = synthMergedStrategy(*model);
    for (const SynthParam& p : model->params) {
        out.shapes[p.name] = p.shape;
    }
    return out;
}

inline const ParamLayout* findLayout(const Strategy& s, const std::string& name, int stage) {
    for (const ParamLayout& l : s.layouts) {
        if (l.name == name && l.stage == stage) {
            return &l;
        }
    }
    return nullptr;
}

inline std::vector<int> stagesOf(const Strategy& s, const std::string& name) {
    std::vector<int> stages;
    for (const ParamLayout& l : s.layouts) {
        if (l.name == name) {
            stages.push_back(l.stage);
        }
    }
    return stages;
}

inline std::vector<const Issue*> issuesOf(const SimulationResult& r, const std::string& kind) {
    std::vector<const Issue*> out;
    for (const Issue& i : r.issues) {
        if (issueCodeName(i.code) == kind) {
            out.push_back(&i);
        }
    }
    return out;
}

inline const Issue* issueFor(const SimulationResult& r, const std::string& kind,
                             const std::string& param) {
    for (const Issue& i : r.issues) {
        if (issueCodeName(i.code) == kind && i.param == param) {
            return &i;
        }
    }
    return nullptr;
}

// A one-stage strategy of hand-made layouts named in order.
inline ParamLayout layoutOf(const std::string& name, std::vector<int64_t> dev,
                            const std::vector<int64_t>& map, int32_t optSize = 0,
                            int32_t optStep = 0) {
    ParamLayout l;
    l.name = name;
    l.devMatrices = {std::move(dev)};
    for (const int64_t v : map) {
        l.tensorMap.push_back({v});
    }
    l.paramSplitShapes = {{}};
    l.indicesOffsets = {{}};
    l.optShardSize = optSize;
    l.optShardStep = optStep;
    return l;
}

inline Result<SimulationResult> simulate(const Strategy& s, const FullShapes& shapes,
                                         std::vector<int64_t> axes, int stages = 0,
                                         int optShard = -1) {
    SimulationSpec spec;
    spec.axisSizes = std::move(axes);
    spec.stages = stages;
    spec.optShard = optShard;
    return simulateStrategy(s, shapes, spec);
}

inline Strategy strategyOf(std::vector<ParamLayout> layouts) {
    Strategy s;
    s.layouts = std::move(layouts);
    return s;
}

// Written by writeStrategyFile and read back by readStrategyFile, in both forms. The protobuf
// form has no tensor_shape field, so that is the one thing it does not bring back.
inline void expectRoundTrip(const Strategy& s) {
    test::TempDir dir;
    for (const char* name : {"sim.ckpt", "sim.json"}) {
        SCOPED_TRACE(name);
        const std::string path = dir.file(name);
        ASSERT_TRUE(writeStrategyFile(s, path));
        auto back = readStrategyFile(path);
        ASSERT_TRUE(back) << back.error().describe();
        EXPECT_EQ(back->merged, s.merged);
        EXPECT_EQ(back->currentStage, s.currentStage);
        EXPECT_EQ(back->items, s.items);
        std::vector<ParamLayout> expected = s.layouts;
        if (std::string(name).ends_with(".ckpt")) {
            for (ParamLayout& l : expected) {
                l.tensorShape.clear();
            }
        }
        EXPECT_EQ(back->layouts, expected);
        EXPECT_TRUE(back->issues.empty());
    }
}

}  // namespace shardscope::test
