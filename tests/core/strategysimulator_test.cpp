// The strategy simulator (issue 5): resized device matrices, divisibility with the sizes that
// would work, other device matrices, bad specs and the real 8- and 4-card strategies; every
// problem reported at once with exact words.
#include <gtest/gtest.h>

#include "convert/devicegrouping.h"
#include "convert/strategysimulator.h"
#include "layout/proxyshapes.h"
#include "layout/tensorlayout.h"
#include "simulatorfixtures.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::expectRoundTrip;
using test::findLayout;
using test::issueFor;
using test::issuesOf;
using test::layoutOf;
using test::simulate;
using test::strategyOf;
using test::synthStrategy;
using test::tinyConfig;

using test::kDense1;
using test::kGamma;

TEST(StrategySimulator, MainDeviceMatrixIsTheMostUsedFirstOnTies) {
    Strategy s = strategyOf({layoutOf("a", {4}, {0}), layoutOf("b", {2, 2}, {0}),
                             layoutOf("c", {2, 2}, {-1}), layoutOf("d", {4}, {-1}),
                             layoutOf("e", {2, 2}, {0})});
    EXPECT_EQ(mainDeviceMatrix(s), (std::vector<int64_t>{2, 2}));
    s.layouts.pop_back();
    EXPECT_EQ(mainDeviceMatrix(s), (std::vector<int64_t>{4}));  // 2 each: the first seen
    EXPECT_TRUE(mainDeviceMatrix(Strategy{}).empty());
}

TEST(StrategySimulator, KeepingEverythingReproducesTheSource) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2, 2));
    auto r = simulateStrategy(synth.strategy, synth.shapes, {});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    EXPECT_EQ(r->devMatrix, (std::vector<int64_t>{2, 2}));
    EXPECT_EQ(r->stages, 2);
    EXPECT_EQ(r->cards, 8);
    ASSERT_EQ(r->strategy.layouts.size(), synth.strategy.layouts.size());
    for (size_t i = 0; i < r->strategy.layouts.size(); ++i) {
        ParamLayout expected = synth.strategy.layouts[i];
        expected.tensorShape = synth.shapes.at(expected.name);  // filled in for the JSON form
        EXPECT_EQ(r->strategy.layouts[i], expected) << expected.name;
    }
    EXPECT_TRUE(r->strategy.merged);
    expectRoundTrip(r->strategy);
}

TEST(StrategySimulator, NonDivisibleDimensionsListTheSizesThatWork) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2));  // hidden 64, ffn 256
    auto r = simulate(synth.strategy, synth.shapes, {2, 3});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_FALSE(r->runnable());
    EXPECT_EQ(r->cards, 12);
    EXPECT_EQ(r->devMatrix, (std::vector<int64_t>{2, 3}));
    // Every mp-split parameter at once: 10 per layer, 2 layers, and their two Adam moments.
    EXPECT_EQ(issuesOf(*r, "not-divisible").size(), 60u);
    EXPECT_EQ(r->issues.size(), 60u);

    const Issue* dense = issueFor(*r, "not-divisible", kDense1);
    ASSERT_NE(dense, nullptr);
    EXPECT_TRUE(dense->blocking());
    EXPECT_EQ(dense->text(),
              "parameter 'backbone.blocks.0.attention.dense1.weight': dimension 0 (size 64) does "
              "not divide by 3 (device axis 1 of dev_matrix [2, 3]); axis 1 of the main "
              "dev_matrix [2, 3] could be 1, 2, 4, 8, 16, 32 or 64 instead (4, 8, 16, 32, 64, "
              "128 or 256 cards)");
    EXPECT_EQ(dense->arg("axis"), "1");
    EXPECT_EQ(dense->args,
              (std::vector<IssueArg>{{"param", kDense1},
                                     {"dimension", "0"},
                                     {"size", "64"},
                                     {"parts", "3"},
                                     {"dev_matrix", "[2, 3]"},
                                     {"axis", "1"},
                                     {"sizes", "1, 2, 4, 8, 16, 32, 64"},
                                     {"cards", "4, 8, 16, 32, 64, 128, 256"},
                                     {"axes", "1"},
                                     {"axis_count", "1"},
                                     {"main", "[2, 3]"},
                                     {"size_choices", "1, 2, 4, 8, 16, 32 or 64"},
                                     {"card_choices", "4, 8, 16, 32, 64, 128 or 256"}}));

    const Issue* mapping =
        issueFor(*r, "not-divisible", "adam_v.backbone.blocks.1.output.mapping.weight");
    ASSERT_NE(mapping, nullptr);
    EXPECT_EQ(mapping->text(),
              "parameter 'adam_v.backbone.blocks.1.output.mapping.weight': dimension 1 (size 256) "
              "does not divide by 3 (device axis 1 of dev_matrix [2, 3]); axis 1 of the main "
              "dev_matrix [2, 3] could be 1, 2, 4, 8, 16, 32, 64, 128 or 256 instead (4, 8, 16, "
              "32, 64, 128, 256, 512 or 1024 cards)");
    // Replicated parameters divide whatever the sizes.
    EXPECT_EQ(issueFor(*r, "not-divisible", kGamma), nullptr);
    // The strategy is still there to look at, resized.
    const ParamLayout* layout = findLayout(r->strategy, kDense1, 0);
    ASSERT_NE(layout, nullptr);
    EXPECT_EQ(layout->devMatrix(), (std::vector<int64_t>{2, 3}));
}

TEST(StrategySimulator, WorkingSizesAreCappedAndCanBeNone) {
    Strategy s = strategyOf({layoutOf("a", {2, 2}, {0}), layoutOf("b", {2, 2}, {-1})});
    ParamLayout nested = layoutOf("n", {2, 2}, {});
    nested.nested = true;
    nested.tensorMap = {{0, 1}};  // axis 1 most significant
    s.layouts.push_back(nested);
    const FullShapes shapes{{"a", {720720}}, {"b", {5}}, {"n", {12}}};

    auto r = simulate(s, shapes, {2, 17});
    ASSERT_TRUE(r) << r.error().describe();
    const Issue* a = issueFor(*r, "not-divisible", "a");
    ASSERT_NE(a, nullptr);
    // kMaxWorkingSizes (16) sizes, 1 to 16.
    EXPECT_EQ(a->arg("sizes"), "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16");
    static_assert(kMaxWorkingSizes == 16);
    EXPECT_EQ(a->text(),
              "parameter 'a': dimension 0 (size 720720) does not divide by 17 (device axis 1 of "
              "dev_matrix [2, 17]); axis 1 of the main dev_matrix [2, 17] could be 1, 2, 3, 4, "
              "5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, ... instead (2, 4, 6, 8, 10, 12, 14, "
              "16, 18, 20, 22, 24, 26, 28, 30, 32, ... cards)");

    // Split by both axes: the changed one is the one to resize.
    r = simulate(s, shapes, {4, 2});
    ASSERT_TRUE(r) << r.error().describe();
    const Issue* n = issueFor(*r, "not-divisible", "n");
    ASSERT_NE(n, nullptr);
    EXPECT_EQ(n->arg("axis"), "0");
    EXPECT_EQ(n->text(),
              "parameter 'n': dimension 0 (size 12) does not divide by 8 (device axes 1 and 0 of "
              "dev_matrix [4, 2]); axis 0 of the main dev_matrix [4, 2] could be 1, 2, 3 or 6 "
              "instead (2, 4, 6 or 12 cards)");

    r = simulate(s, shapes, {5, 8});
    ASSERT_TRUE(r) << r.error().describe();
    n = issueFor(*r, "not-divisible", "n");
    ASSERT_NE(n, nullptr);
    EXPECT_EQ(n->arg("axis"), "1");
    EXPECT_EQ(n->arg("sizes"), "");
    EXPECT_EQ(n->text(),
              "parameter 'n': dimension 0 (size 12) does not divide by 40 (device axes 1 and 0 "
              "of dev_matrix [5, 8]); no size of axis 1 of the main dev_matrix [5, 8] makes it "
              "divide while the others keep theirs");
}

TEST(StrategySimulator, UnknownShapesAreWarningsOnlyWhereSomethingIsSplit) {
    const Strategy s =
        strategyOf({layoutOf("split", {2, 2}, {0, -1}), layoutOf("whole", {2, 2}, {-1, -1}),
                    layoutOf("scalar", {2, 2}, {})});
    auto r = simulate(s, {}, {1, 4});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->runnable());
    ASSERT_EQ(r->issues.size(), 1u);
    EXPECT_FALSE(r->issues[0].blocking());
    EXPECT_EQ(issueCodeName(r->issues[0].code), std::string("shape-unknown"));
    EXPECT_EQ(r->issues[0].param, "split");
    EXPECT_EQ(r->issues[0].text(),
              "parameter 'split': no full shape is known (protobuf strategy files record none; a "
              "run's checkpoints supply them), so whether its split divides evenly could not be "
              "checked");
}

TEST(StrategySimulator, DeviceAxisGroupings) {
    using Groups = AxisGroups;
    EXPECT_EQ(groupDeviceAxes({4}, {2, 2}), (Groups{{0, 1}}));
    EXPECT_EQ(groupDeviceAxes({2, 2}, {2, 2}), (Groups{{0}, {1}}));
    EXPECT_EQ(groupDeviceAxes({2, 6}, {2, 2, 3}), (Groups{{0}, {1, 2}}));
    EXPECT_EQ(groupDeviceAxes({2, 1, 2}, {2, 2}), (Groups{{0}, {}, {1}}));
    EXPECT_EQ(groupDeviceAxes({2, 2}, {2, 1, 2}), (Groups{{0, 1}, {2}}));  // size 1 joins left
    EXPECT_FALSE(groupDeviceAxes({3, 2}, {2, 3}).has_value());             // out of order
    EXPECT_FALSE(groupDeviceAxes({2, 2}, {4}).has_value());                // a main axis cut
    EXPECT_FALSE(groupDeviceAxes({8}, {2, 2}).has_value());                // another product
    EXPECT_EQ(regroupedMatrix(Groups{{0}, {}, {1, 2}}, {3, 2, 5}),
              (std::vector<int64_t>{3, 1, 10}));
}

TEST(StrategySimulator, OtherDeviceMatricesAreMappedWhenTheyGroupTheMainAxes) {
    const Strategy s = strategyOf({layoutOf("a", {2, 3}, {0}), layoutOf("b", {2, 3}, {-1}),
                                   layoutOf("c", {6}, {0}), layoutOf("d", {3, 2}, {-1, 0})});
    const FullShapes shapes{{"a", {6}}, {"b", {6}}, {"c", {12}}, {"d", {4, 4}}};

    auto r = simulate(s, shapes, {4, 3});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_EQ(r->strategy.layouts[0].devMatrix(), (std::vector<int64_t>{4, 3}));
    EXPECT_EQ(r->strategy.layouts[2].devMatrix(), (std::vector<int64_t>{12}));
    EXPECT_EQ(r->strategy.layouts[3].devMatrix(), (std::vector<int64_t>{3, 2}));  // left as it was
    ASSERT_EQ(r->issues.size(), 1u);
    EXPECT_EQ(issueCodeName(r->issues[0].code), std::string("devmatrix-differs"));
    EXPECT_TRUE(r->issues[0].blocking());
    EXPECT_EQ(r->issues[0].param, "d");
    EXPECT_EQ(r->issues[0].text(),
              "parameter 'd': dev_matrix [3, 2] is not a grouping of the main dev_matrix [2, 3] "
              "(each of its axes must be the product of neighbouring main axes, in order), so the "
              "new axis sizes cannot be applied to it");
    EXPECT_EQ(r->issues[0].argValues(), (std::vector<std::string>{"d", "[3, 2]", "[2, 3]"}));

    // The grouped layout is checked through its group; the axis to resize is a main one.
    r = simulate(s, shapes, {2, 4});
    ASSERT_TRUE(r) << r.error().describe();
    const Issue* c = issueFor(*r, "not-divisible", "c");
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->text(),
              "parameter 'c': dimension 0 (size 12) does not divide by 8 (device axis 0 of "
              "dev_matrix [8]); axis 1 of the main dev_matrix [2, 4] could be 1, 2, 3 or 6 "
              "instead (2, 4, 6 or 12 cards)");
    EXPECT_NE(issueFor(*r, "not-divisible", "a"), nullptr);

    // Sizes unchanged: nothing to map, so nothing differs.
    r = simulate(s, shapes, {}, 0, 0);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->issues.empty());
    EXPECT_TRUE(r->runnable());
}
TEST(StrategySimulator, SpecsThatMakeNoSenseFail) {
    const auto synth = synthStrategy(tinyConfig(2, 2, 2));
    struct Case {
        SimulationSpec spec;
        const char* message;
    };
    const Case cases[] = {
        {{{2, 2, 2}, 0, -1, false},
         "the spec gives 3 axis sizes but the main dev_matrix [2, 2] has 2 axes"},
        {{{2, 0}, 0, -1, false},
         "axis 1 of the spec has size 0; every axis needs at least 1 device"},
        {{{}, -1, -1, false},
         "the spec asks for -1 pipeline stages; give at least 1, or 0 to keep the source's"},
        {{{}, 0, 1, false},
         "optimizer shard size 1 is not one MindSpore accepts (expected -1 to keep the source's, "
         "0 for off, or a size above 1)"},
        {{{}, 0, -2, false},
         "optimizer shard size -2 is not one MindSpore accepts (expected -1 to keep the "
         "source's, 0 for off, or a size above 1)"},
        {{{1024, 2048}, 2, -1, false},
         "the spec asks for dev_matrix [1024, 2048] x 2 stages, more than 1048576 ranks"},
    };
    for (const Case& c : cases) {
        auto r = simulateStrategy(synth.strategy, synth.shapes, c.spec);
        ASSERT_FALSE(r) << c.message;
        EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
        EXPECT_EQ(r.error().message, c.message);
    }
    auto r = simulateStrategy(Strategy{}, {}, {});
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().message, "the source strategy lists no parameter layouts");
}

// strategy_8_npus (dev_matrix [2, 2], dp 2 x mp 2, 2 stages) and strategy_4_npus (dev_matrix
// [2], mp 2, 2 stages) are the same GPT-2 network from the same mindformers test. Resizing dp to
// 1 must give the 4-card file's layouts: the same parameters on the same stages, the same tensor
// maps and optimizer fields, and the same slice on every rank. What differs: the simulated
// dev_matrix keeps the size-1 dp axis ([1, 2] against [2]; it places no rank differently), and
// the operator items keep their source strategies (the real file rewrote dp's 2s to 1s; which
// number is dp is not recorded, so the simulator does not guess).
TEST(StrategySimulator, RealEightCardStrategyResizedToFourMatchesTheRealFourCardOne) {
    auto eight = readStrategyFile(test::realFixture("strategy_8_npus.ckpt"));
    auto four = readStrategyFile(test::realFixture("strategy_4_npus.ckpt"));
    ASSERT_TRUE(eight) << eight.error().describe();
    ASSERT_TRUE(four) << four.error().describe();
    ASSERT_EQ(mainDeviceMatrix(*eight), (std::vector<int64_t>{2, 2}));
    auto r = simulate(*eight, {}, {1, 2});
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_EQ(r->cards, 4);
    EXPECT_EQ(r->stages, 2);
    EXPECT_TRUE(r->runnable());
    for (const Issue& i : r->issues) {
        EXPECT_EQ(issueCodeName(i.code),
                  std::string("shape-unknown"));  // protobuf files record no shapes
    }

    const Strategy& sim = r->strategy;
    ASSERT_EQ(sim.layouts.size(), 148u);
    ASSERT_EQ(four->layouts.size(), 148u);
    const FullShapes proxies = proxyShapes(&sim, &*four);
    for (const ParamLayout& real : four->layouts) {
        SCOPED_TRACE(real.storedName());
        const ParamLayout* mine = findLayout(sim, real.name, real.stage);
        ASSERT_NE(mine, nullptr);
        EXPECT_TRUE(mine->prefixed);
        EXPECT_EQ(mine->tensorMap, real.tensorMap);
        EXPECT_EQ(mine->optShardSize, real.optShardSize);
        EXPECT_EQ(mine->optShardStep, real.optShardStep);
        EXPECT_EQ(mine->devMatrix(), (std::vector<int64_t>{1, 2}));
        EXPECT_EQ(real.devMatrix(), (std::vector<int64_t>{2}));
        const auto a = TensorLayout::make(*mine, proxies.at(real.name));
        const auto b = TensorLayout::make(real, proxies.at(real.name));
        ASSERT_TRUE(a && b);
        ASSERT_EQ(a->deviceCount(), b->deviceCount());
        for (int rank = 0; rank < a->deviceCount(); ++rank) {
            EXPECT_EQ(a->storedSlice(rank), b->storedSlice(rank)) << "rank " << rank;
        }
    }
    ASSERT_EQ(sim.items.size(), four->items.size());
    for (const StrategyItem& item : sim.items) {
        const auto it =
            std::find_if(four->items.begin(), four->items.end(),
                         [&](const StrategyItem& i) { return i.nodeName == item.nodeName; });
        ASSERT_NE(it, four->items.end()) << item.nodeName;
        EXPECT_EQ(item.stage, it->stage) << item.nodeName;
    }
    expectRoundTrip(sim);
}

// Found by fuzzing (strategy_pb, twelfth session): 63 layouts of one name, each of 2 devices,
// multiplied the stand-in shape past 2^63 (signed overflow). A stand-in that does not fit is left
// out, so that TensorLayout::make names what is wrong; an ordinary one is untouched.
TEST(ProxyShapes, AStandInPast64BitsIsLeftOut) {
    Strategy s;
    ParamLayout l;
    l.name = "w";
    l.devMatrices = {{2}};
    l.tensorMap = {{0}};
    for (int i = 0; i < 63; ++i) {
        s.layouts.push_back(l);
    }
    ParamLayout huge = l;
    huge.name = "huge";
    huge.devMatrices = {{int64_t{1} << 40, int64_t{1} << 40}};
    huge.tensorMap = {{0}};
    s.layouts.push_back(huge);
    ParamLayout plain = l;
    plain.name = "plain";
    s.layouts.push_back(plain);
    const FullShapes proxies = proxyShapes(&s, nullptr);
    EXPECT_EQ(proxies.count("w"), 0u);
    EXPECT_EQ(proxies.count("huge"), 0u);
    EXPECT_EQ(proxies.at("plain"), std::vector<int64_t>{4});
}

}  // namespace
}  // namespace shardscope
