// The strategy simulator's pipeline stages (merged in order, split into groups), optimizer
// sharding (where MindSpore applies it, with its step) and merge-to-one.
#include <gtest/gtest.h>

#include "convert/strategysimulator.h"
#include "layout/tensorlayout.h"
#include "simulatorfixtures.h"

namespace shardscope {
namespace {

using test::expectRoundTrip;
using test::findLayout;
using test::issueFor;
using test::issuesOf;
using test::layoutOf;
using test::simulate;
using test::stagesOf;
using test::strategyOf;
using test::synthStrategy;
using test::tinyConfig;

using test::kDense1;
using test::kGamma;
const std::string kWordEmb = "backbone.embedding.word_embedding.embedding_table";

TEST(StrategySimulator, StagesMergeInOrderAndSharedParametersStayShared) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 4, 0, 4));  // 4 layers on 4 stages
    auto r = simulate(synth.strategy, synth.shapes, {}, 2);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    EXPECT_EQ(r->stages, 2);
    EXPECT_EQ(r->cards, 8);
    EXPECT_TRUE(r->strategy.merged);
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.0.attention.dense1.weight"),
              std::vector<int>{0});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.1.attention.dense1.weight"),
              std::vector<int>{0});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.2.attention.dense1.weight"),
              std::vector<int>{1});
    EXPECT_EQ(stagesOf(r->strategy, "adam_m.backbone.blocks.3.output.mapping.bias"),
              std::vector<int>{1});
    EXPECT_EQ(stagesOf(r->strategy, kWordEmb), (std::vector<int>{0, 1}));  // from 0 and 3
    for (const ParamLayout& l : r->strategy.layouts) {
        EXPECT_TRUE(l.prefixed);
    }
    for (const StrategyItem& item : r->strategy.items) {
        EXPECT_LT(item.stage, 2u) << item.nodeName;
    }
    expectRoundTrip(r->strategy);

    // Down to one stage: a plain (unprefixed) file, the shared embedding once.
    const auto two = synthStrategy(tinyConfig(2, 2, 2));
    r = simulate(two.strategy, two.shapes, {1, 4}, 1);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    EXPECT_EQ(r->cards, 4);
    EXPECT_FALSE(r->strategy.merged);
    EXPECT_EQ(two.strategy.layouts.size(), 111u);  // 36 parameters and their moments, embedding x2
    EXPECT_EQ(r->strategy.layouts.size(), 108u);
    EXPECT_EQ(stagesOf(r->strategy, kWordEmb), std::vector<int>{0});
    for (const ParamLayout& l : r->strategy.layouts) {
        EXPECT_FALSE(l.prefixed);
        EXPECT_EQ(l.devMatrix(), (std::vector<int64_t>{1, 4}));
    }
    for (const StrategyItem& item : r->strategy.items) {
        EXPECT_EQ(item.stage, 0u);
    }
    expectRoundTrip(r->strategy);
}

TEST(StrategySimulator, StagesSplitIntoContiguousGroupsWithAWarning) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2));
    auto r = simulate(synth.strategy, synth.shapes, {}, 4);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->runnable());
    EXPECT_EQ(r->stages, 4);
    EXPECT_EQ(r->cards, 16);
    ASSERT_EQ(r->issues.size(), 1u);
    EXPECT_EQ(issueCodeName(r->issues[0].code), std::string("stage-split"));
    EXPECT_FALSE(r->issues[0].blocking());
    EXPECT_EQ(r->issues[0].text(),
              "each of the 2 source stages is cut into 2 stages by splitting its parameters, in "
              "strategy-file order, into contiguous groups (optimizer copies follow their "
              "parameter); the real stage assignment follows the network's layers, so load a "
              "compiled destination strategy for exact results");
    // Stage 0 holds 18 parameters (2 embeddings, block 0): 9 and 9. Stage 1 holds 19 (the tied
    // embedding first, block 1, the final norm): 10 and 9.
    EXPECT_EQ(stagesOf(r->strategy, kWordEmb), (std::vector<int>{0, 2}));
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.0.attention.dense3.weight"),
              std::vector<int>{0});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.0.attention.dense3.bias"),
              std::vector<int>{1});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.1.attention.projection.weight"),
              std::vector<int>{2});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.blocks.1.attention.projection.bias"),
              std::vector<int>{3});
    EXPECT_EQ(stagesOf(r->strategy, "backbone.layernorm.beta"), std::vector<int>{3});
    for (const ParamLayout& l : r->strategy.layouts) {
        if (!l.name.starts_with("adam_")) {
            EXPECT_EQ(stagesOf(r->strategy, "adam_m." + l.name), stagesOf(r->strategy, l.name));
            EXPECT_EQ(stagesOf(r->strategy, "adam_v." + l.name), stagesOf(r->strategy, l.name));
        }
    }
    EXPECT_EQ(r->strategy.stages(), (std::vector<int>{0, 1, 2, 3}));
    expectRoundTrip(r->strategy);
}

TEST(StrategySimulator, StageCountsThatCannotBeMadeAreReported) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2));
    auto r = simulate(synth.strategy, synth.shapes, {}, 3);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_FALSE(r->runnable());
    EXPECT_EQ(r->stages, 2);
    EXPECT_EQ(r->cards, 8);
    ASSERT_EQ(r->issues.size(), 1u);
    EXPECT_EQ(issueCodeName(r->issues[0].code), std::string("bad-spec"));
    EXPECT_EQ(r->issues[0].text(),
              "3 pipeline stages cannot be made from the source's 2: the new count must divide "
              "the old one or be a multiple of it");

    // Too few parameters to go round.
    const Strategy one = strategyOf({layoutOf("w", {2}, {0})});
    r = simulate(one, {{"w", {4}}}, {}, 2);
    ASSERT_TRUE(r) << r.error().describe();
    const auto empty = issuesOf(*r, "stage-empty");
    ASSERT_EQ(empty.size(), 1u);
    EXPECT_TRUE(empty[0]->blocking());
    EXPECT_EQ(empty[0]->text(),
              "stage 1 of the simulated strategy holds no parameter: source stage 0 has 1 "
              "parameter to share among 2 stages");

    // A merged source missing a stage: MindSpore's words.
    Strategy gap = strategyOf({layoutOf("w", {2}, {0}), layoutOf("v", {2}, {0})});
    gap.layouts[1].stage = 2;
    r = simulate(gap, {}, {});
    ASSERT_TRUE(r) << r.error().describe();
    ASSERT_NE(issuesOf(*r, "bad-source").size(), 0u);
    EXPECT_EQ(issuesOf(*r, "bad-source")[0]->text(),
              "The strategy file for pipeline parallel does not contains all stages. (stages "
              "found: 0, 2)");
}

TEST(StrategySimulator, OptimizerShardingFollowsMindSporeGroupsAndSteps) {
    const auto plain = synthStrategy(tinyConfig(2, 2, 1));
    auto r = simulate(plain.strategy, plain.shapes, {}, 0, 2);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    // The same sizes and steps as a run trained with optimizer sharding 2.
    const auto sharded = synthStrategy(tinyConfig(2, 2, 1, 2));
    ASSERT_EQ(r->strategy.layouts.size(), sharded.strategy.layouts.size());
    for (size_t i = 0; i < r->strategy.layouts.size(); ++i) {
        const ParamLayout& l = r->strategy.layouts[i];
        EXPECT_EQ(l.optShardSize, sharded.strategy.layouts[i].optShardSize) << l.name;
        EXPECT_EQ(l.optShardStep, sharded.strategy.layouts[i].optShardStep) << l.name;
    }
    EXPECT_EQ(findLayout(r->strategy, kDense1, 0)->optShardStep, 2);  // dp axis: 2 ranks apart
    EXPECT_EQ(findLayout(r->strategy, kGamma, 0)->optShardStep, 1);   // group 0..3
    expectRoundTrip(r->strategy);

    // 4 does not divide the dp replicas of mp-split parameters: MindSpore leaves them whole.
    r = simulate(plain.strategy, plain.shapes, {}, 0, 4);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->runnable());
    EXPECT_EQ(issuesOf(*r, "opt-shard-skipped").size(), 60u);
    const Issue* skipped = issueFor(*r, "opt-shard-skipped", kDense1);
    ASSERT_NE(skipped, nullptr);
    EXPECT_FALSE(skipped->blocking());
    EXPECT_EQ(skipped->text(),
              "parameter 'backbone.blocks.0.attention.dense1.weight' is left without optimizer "
              "sharding, as MindSpore leaves it: its replica group of 2 ranks (dev_matrix [2, 2], "
              "tensor_map [0, -1]) does not divide into shards of 4");
    EXPECT_EQ(skipped->argValues(),
              (std::vector<std::string>{kDense1, "4", "2", "", "[2, 2]", "[0, -1]", ""}));
    EXPECT_EQ(findLayout(r->strategy, kDense1, 0)->optShardSize, 0);
    EXPECT_EQ(findLayout(r->strategy, kDense1, 0)->optShardStep, 0);
    EXPECT_EQ(findLayout(r->strategy, kGamma, 0)->optShardSize, 4);
    EXPECT_EQ(findLayout(r->strategy, kGamma, 0)->optShardStep, 1);

    // Off.
    r = simulate(sharded.strategy, sharded.shapes, {}, 0, 0);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    for (const ParamLayout& l : r->strategy.layouts) {
        EXPECT_EQ(l.optShardSize, 0);
        EXPECT_EQ(l.optShardStep, 0);
    }
}

TEST(StrategySimulator, KeptOptimizerShardingIsRecomputedForTheNewAxes) {
    const auto sharded = synthStrategy(tinyConfig(2, 2, 1, 2));
    auto r = simulate(sharded.strategy, sharded.shapes, {4, 1});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    // mp is 1 now, so the replica group of the split weight is axis 0 (stride 1).
    EXPECT_EQ(findLayout(sharded.strategy, kDense1, 0)->optShardStep, 2);
    EXPECT_EQ(findLayout(r->strategy, kDense1, 0)->optShardSize, 2);
    EXPECT_EQ(findLayout(r->strategy, kDense1, 0)->optShardStep, 1);

    r = simulate(sharded.strategy, sharded.shapes, {1, 4});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->runnable());
    const Issue* skipped = issueFor(*r, "opt-shard-skipped", kDense1);
    ASSERT_NE(skipped, nullptr);
    EXPECT_EQ(skipped->text(),
              "parameter 'backbone.blocks.0.attention.dense1.weight' is left without optimizer "
              "sharding, as MindSpore leaves it: its model-parallel slice is held by one rank "
              "only (dev_matrix [1, 4], tensor_map [0, -1]), so there is nothing to shard");
    EXPECT_EQ(findLayout(r->strategy, kGamma, 0)->optShardSize, 2);
    EXPECT_EQ(findLayout(r->strategy, kGamma, 0)->optShardStep, 1);
}

TEST(StrategySimulator, OptimizerShardingSkipsUnevenSlicesAndScalars) {
    const Strategy s = strategyOf({layoutOf("w", {2, 2}, {-1, -1}), layoutOf("s", {2, 2}, {}),
                                   layoutOf("v", {2, 2}, {-1, 0})});
    auto r = simulate(s, {{"w", {6, 4}}, {"s", {}}, {"v", {8, 4}}}, {}, 0, 4);
    ASSERT_TRUE(r) << r.error().describe();
    ASSERT_EQ(r->issues.size(), 3u);
    EXPECT_EQ(r->issues[0].text(),
              "parameter 'w' is left without optimizer sharding, as MindSpore leaves it: "
              "dimension 0 of its model-parallel slice (size 6) does not divide by 4");
    EXPECT_EQ(r->issues[0].argValues(),
              (std::vector<std::string>{"w", "4", "4", "6", "[2, 2]", "[-1, -1]", ""}));
    EXPECT_EQ(r->issues[1].text(),
              "parameter 's' is left without optimizer sharding, as MindSpore leaves it: a "
              "scalar has no dimension 0 to cut");
    EXPECT_EQ(r->issues[2].param, "v");  // 2 replicas
    for (const Issue& i : r->issues) {
        EXPECT_EQ(issueCodeName(i.code), std::string("opt-shard-skipped"));
        EXPECT_FALSE(i.blocking());
    }
}

TEST(StrategySimulator, MergeToOneUnsplitsEverything) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2, 2));
    SimulationSpec spec;
    spec.mergeToOne = true;
    spec.axisSizes = {7, 7, 7};  // ignored
    auto r = simulateStrategy(synth.strategy, synth.shapes, spec);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    EXPECT_EQ(r->cards, 1);
    EXPECT_EQ(r->stages, 1);
    EXPECT_EQ(r->devMatrix, std::vector<int64_t>{1});
    EXPECT_FALSE(r->strategy.merged);
    EXPECT_EQ(r->strategy.layouts.size(), 108u);
    for (const ParamLayout& l : r->strategy.layouts) {
        EXPECT_EQ(l.stage, 0);
        EXPECT_FALSE(l.prefixed);
        EXPECT_EQ(l.devMatrices, (std::vector<std::vector<int64_t>>{{1}}));
        for (const auto& axes : l.tensorMap) {
            EXPECT_EQ(axes, std::vector<int64_t>{-1});
        }
        EXPECT_EQ(l.optShardSize, 0);
        EXPECT_EQ(l.optShardStep, 0);
        EXPECT_EQ(l.tensorShape, synth.shapes.at(l.name));
        EXPECT_TRUE(TensorLayout::make(l, l.tensorShape));
    }
    for (const StrategyItem& item : r->strategy.items) {
        EXPECT_EQ(item.stage, 0u);
        for (const auto& input : item.strategies) {
            for (const uint32_t v : input) {
                EXPECT_EQ(v, 1u) << item.nodeName;
            }
        }
    }
    auto shape = stageShape(r->strategy, "simulated");
    ASSERT_TRUE(shape);
    EXPECT_EQ(shape->ranks(), 1);
    expectRoundTrip(r->strategy);
}

}  // namespace
}  // namespace shardscope
