// The source ranks a destination global rank needs over a whole strategy pair (layouts.md
// sections 4 and 5), on MindSpore's own GPT-2 strategies and on small hand-made ones.
#include <gtest/gtest.h>

#include <algorithm>

#include "layout/replicachooser.h"
#include "layout/transformsources.h"
#include "testutil.h"

namespace shardscope {
namespace {

using Dims = std::vector<int64_t>;
using Ranks = std::vector<int>;

Strategy readFixture(const std::string& name) {
    Result<Strategy> r = readStrategyFile(test::realFixture(name));
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? std::move(r).value() : Strategy{};
}

// Every dimension 8: divisible by all the splits both GPT-2 strategies use.
FullShapes shapesOf(const Strategy& a, const Strategy& b) {
    FullShapes shapes;
    for (const Strategy* s : {&a, &b}) {
        for (const ParamLayout& layout : s->layouts) {
            shapes[layout.name] = Dims(layout.tensorMap.size(), 8);
        }
    }
    return shapes;
}

TransformSources sourcesOk(const Strategy* src, const Strategy* dst, const FullShapes& shapes,
                           int rank, const std::set<int>& preferred = {}) {
    Result<TransformSources> r = transformSources(src, dst, shapes, rank, preferred);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? std::move(r).value() : TransformSources{};
}

const ParamSources* find(const TransformSources& t, const std::string& name) {
    const auto it = std::find_if(t.params.begin(), t.params.end(),
                                 [&](const ParamSources& p) { return p.src->name() == name; });
    return it == t.params.end() ? nullptr : &*it;
}

ParamLayout layout(const std::string& name, int stage, const Dims& dev, const Dims& map) {
    ParamLayout p;
    p.name = name;
    p.stage = stage;
    p.devMatrices = {dev};
    for (const int64_t v : map) {
        p.tensorMap.push_back({v});
    }
    return p;
}

Strategy strategy(std::vector<ParamLayout> layouts) {
    Strategy s;
    s.source = "s.ckpt";
    s.layouts = std::move(layouts);
    return s;
}

TEST(LayoutTransform, RealEightToFourOneSourceRankEach) {
    const Strategy src = readFixture("strategy_8_npus.ckpt");
    const Strategy dst = readFixture("strategy_4_npus.ckpt");
    const FullShapes shapes = shapesOf(src, dst);
    const std::vector<Ranks> expected = {{0}, {1}, {4}, {5}};
    for (int rank = 0; rank < 4; ++rank) {
        SCOPED_TRACE("destination rank " + std::to_string(rank));
        const TransformSources t = sourcesOk(&src, &dst, shapes, rank);
        EXPECT_EQ(t.ranks, expected[static_cast<size_t>(rank)]);
        EXPECT_EQ(t.dstStage, rank / 2);
        EXPECT_EQ(t.srcStageDevices, 4);
        EXPECT_EQ(t.dstStageDevices, 2);
        const auto inStage =
            std::count_if(dst.layouts.begin(), dst.layouts.end(),
                          [&](const ParamLayout& l) { return l.stage == rank / 2; });
        EXPECT_EQ(static_cast<int64_t>(t.params.size()), inStage);
    }
    // Destination rank 1 holds rows [4, 8), stored by source ranks 1 and 3 (axis 0 replicates).
    const TransformSources t = sourcesOk(&src, &dst, shapes, 1);
    const ParamSources* dense = find(t, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    ASSERT_EQ(dense->slices.size(), 1u);
    EXPECT_EQ(dense->slices[0].stored, (Box{{4, 0}, {8, 8}}));
    EXPECT_EQ(dense->slices[0].replicas, (Ranks{1, 3}));
    EXPECT_EQ(dense->chosen, Ranks{1});
    const ParamSources* mapping = find(t, "backbone.blocks.0.output.mapping.weight");
    ASSERT_NE(mapping, nullptr);
    EXPECT_EQ(mapping->slices[0].overlap, (Box{{0, 4}, {8, 8}}));
}

TEST(LayoutTransform, RealPreferredRankWinsTies) {
    const Strategy src = readFixture("strategy_8_npus.ckpt");
    const Strategy dst = readFixture("strategy_4_npus.ckpt");
    EXPECT_EQ(sourcesOk(&src, &dst, shapesOf(src, dst), 0, {2}).ranks, Ranks{2});
    EXPECT_EQ(sourcesOk(&src, &dst, shapesOf(src, dst), 3, {7}).ranks, Ranks{7});
}

TEST(LayoutTransform, RealFourToEight) {
    const Strategy src = readFixture("strategy_4_npus.ckpt");
    const Strategy dst = readFixture("strategy_8_npus.ckpt");
    const FullShapes shapes = shapesOf(src, dst);
    EXPECT_EQ(sourcesOk(&src, &dst, shapes, 0).ranks, Ranks{0});
    EXPECT_EQ(sourcesOk(&src, &dst, shapes, 5).ranks, Ranks{3});  // stage 1, coordinates (0, 1)
    EXPECT_EQ(sourcesOk(&src, &dst, shapes, 6).ranks, Ranks{2});  // stage 1, coordinates (1, 0)
}

TEST(LayoutTransform, RealMergeToOne) {
    const Strategy src = readFixture("strategy_8_npus.ckpt");
    const TransformSources t = sourcesOk(&src, nullptr, shapesOf(src, src), 0);
    EXPECT_EQ(t.ranks, (Ranks{0, 1, 4, 5}));
    std::set<std::string> names;
    for (const ParamLayout& l : src.layouts) {
        names.insert(l.name);
    }
    EXPECT_EQ(t.params.size(), names.size());  // the tied embedding once
    const ParamSources* tied = find(t, "backbone.embedding.word_embedding.embedding_table");
    ASSERT_NE(tied, nullptr);
    EXPECT_EQ(tied->src->stage(), 0);
    EXPECT_EQ(tied->chosen, Ranks{0});
    const Result<TransformSources> outside = transformSources(&src, nullptr, shapesOf(src, src), 1);
    ASSERT_FALSE(outside.ok());
    EXPECT_EQ(outside.error().message,
              "destination rank 1 is outside the 1 destination ranks (1 stage of 1 device)");
}

TEST(LayoutTransform, UnsplitSourceIsRankZero) {
    const Strategy dst = readFixture("strategy_4_npus.ckpt");
    const TransformSources t = sourcesOk(nullptr, &dst, shapesOf(dst, dst), 3);
    EXPECT_EQ(t.ranks, Ranks{0});
    ASSERT_FALSE(t.params.empty());
    for (const ParamSources& p : t.params) {
        EXPECT_EQ(p.chosen, Ranks{0});
        EXPECT_EQ(p.dst->stage(), 1);
    }
}

// Parameters of one cut share one list of slices in a rank's answer; a parameter some replicas
// do not hold (remove_redundancy) gets a list of its own, and the replicas chosen are those that
// choosing slice by slice, over every parameter, gives.
TEST(LayoutTransform, ParametersOfOneCutShareTheirSlices) {
    const Strategy src = strategy(
        {layout("a", 0, {2, 2}, {0}), layout("b", 0, {2, 2}, {0}), layout("c", 0, {2, 2}, {0})});
    const Strategy dst =
        strategy({layout("a", 0, {1}, {-1}), layout("b", 0, {1}, {-1}), layout("c", 0, {1}, {-1})});
    const FullShapes shapes = {{"a", {8}}, {"b", {8}}, {"c", {8}}};
    const TransformSources whole = sourcesOk(&src, &dst, shapes, 0);
    ASSERT_EQ(whole.params.size(), 3u);
    const ParamSources* a = find(whole, "a");
    ASSERT_NE(a, nullptr);
    ASSERT_EQ(a->slices.size(), 2u);
    for (const ParamSources& p : whole.params) {
        EXPECT_EQ(p.slices.identity(), a->slices.identity()) << p.src->name();
    }
    // b is held by the higher replica of each slice only.
    HolderMap holders;
    for (const SourceSlice& slice : a->slices) {
        ASSERT_EQ(slice.replicas.size(), 2u);
        holders["b"].push_back(slice.replicas.back());
        holders["a"].insert(holders["a"].end(), slice.replicas.begin(), slice.replicas.end());
        holders["c"].insert(holders["c"].end(), slice.replicas.begin(), slice.replicas.end());
    }
    for (auto& [name, ranks] : holders) {
        std::sort(ranks.begin(), ranks.end());
    }
    const Result<TransformSources> held = transformSources(&src, &dst, shapes, 0, {}, &holders);
    ASSERT_TRUE(held.ok());
    const ParamSources* ha = find(*held, "a");
    const ParamSources* hb = find(*held, "b");
    const ParamSources* hc = find(*held, "c");
    ASSERT_TRUE(ha != nullptr && hb != nullptr && hc != nullptr);
    EXPECT_EQ(ha->slices.identity(), hc->slices.identity());
    EXPECT_NE(hb->slices.identity(), ha->slices.identity());
    for (size_t i = 0; i < hb->slices.size(); ++i) {
        EXPECT_EQ(hb->slices[i].replicas, Ranks{holders["b"][i]});
        EXPECT_EQ(ha->slices[i].replicas, a->slices[i].replicas);
    }
    // Slice by slice over the three parameters, as chooseReplicas() is documented.
    std::vector<Ranks> candidates;
    Ranks chosen;
    for (const ParamSources& p : held->params) {
        for (const SourceSlice& slice : p.slices) {
            candidates.push_back(slice.replicas);
        }
        chosen.insert(chosen.end(), p.chosen.begin(), p.chosen.end());
    }
    EXPECT_EQ(chosen, chooseReplicas(candidates, {held->copyRank}));
    // b's replicas cover every slice, so a and c read them too: two files, not three.
    EXPECT_EQ(held->ranks, holders["b"]);
}

TEST(LayoutTransform, RealLocalShapeGivesTheFullShape) {
    const Strategy src = readFixture("strategy_8_npus.ckpt");
    for (const ParamLayout& l : src.layouts) {
        if (l.name == "backbone.blocks.0.output.mapping.weight") {
            const Result<Dims> full = TensorLayout::fullShapeFromLocal(l, {768, 1536});
            ASSERT_TRUE(full.ok());
            EXPECT_EQ(*full, (Dims{768, 3072}));
        }
    }
}

TEST(LayoutTransform, PipelineStagesChangeCount) {
    // Two stages of two devices into one stage of four: each parameter keeps its source stage.
    const Strategy src = strategy({layout("a", 0, {2}, {0}), layout("b", 1, {2}, {0})});
    const Strategy dst = strategy({layout("a", 0, {4}, {0}), layout("b", 0, {4}, {0})});
    const FullShapes shapes = {{"a", {8}}, {"b", {8}}};
    const TransformSources t = sourcesOk(&src, &dst, shapes, 3);
    EXPECT_EQ(t.ranks, (Ranks{1, 3}));
    ASSERT_EQ(t.params.size(), 2u);
    EXPECT_EQ(t.params[0].chosen, Ranks{1});
    EXPECT_EQ(t.params[1].chosen, Ranks{3});
}

TEST(LayoutTransform, TiedParameterUsesTheDestinationStage) {
    const Strategy src = strategy({layout("e", 0, {2}, {-1}), layout("e", 1, {2}, {-1})});
    const Strategy dst = strategy({layout("e", 0, {1}, {-1}), layout("e", 1, {1}, {-1})});
    EXPECT_EQ(sourcesOk(&src, &dst, {{"e", {4}}}, 0).ranks, Ranks{0});
    EXPECT_EQ(sourcesOk(&src, &dst, {{"e", {4}}}, 1).ranks, Ranks{2});
}

TEST(LayoutTransform, JsonTensorShapeIsUsedWhenNoShapeIsGiven) {
    ParamLayout a = layout("a", 0, {2}, {0, -1});
    a.tensorShape = {4, 3};
    const Strategy src = strategy({a});
    const Strategy dst = strategy({layout("a", 0, {1}, {-1, -1})});
    const TransformSources t = sourcesOk(&src, &dst, {}, 0);
    EXPECT_EQ(t.ranks, (Ranks{0, 1}));
    EXPECT_EQ(t.params[0].dst->fullShape(), (Dims{4, 3}));
}

TEST(LayoutTransform, Errors) {
    const Strategy good = strategy({layout("a", 0, {2}, {0}), layout("b", 1, {2}, {0})});
    auto describe = [](const Strategy* s, const Strategy* d, const FullShapes& shapes, int rank) {
        const Result<TransformSources> r = transformSources(s, d, shapes, rank);
        EXPECT_FALSE(r.ok());
        return r.ok() ? std::string() : r.error().describe();
    };
    EXPECT_EQ(describe(&good, &good, {}, 0),
              "parameter 'a': no full shape is known (protobuf strategies record none; a rank's "
              "local shape gives it through TensorLayout::fullShapeFromLocal)");
    EXPECT_EQ(describe(&good, &good, {{"a", {8}}, {"b", {8}}}, 4),
              "destination rank 4 is outside the 4 destination ranks (2 stages of 2 devices)");
    EXPECT_EQ(describe(&good, &good, {{"a", {8}}, {"b", {8}}}, -1),
              "destination rank -1 is outside the 4 destination ranks (2 stages of 2 devices)");
    const Strategy gap = strategy({layout("a", 0, {2}, {0}), layout("b", 2, {2}, {0})});
    EXPECT_EQ(describe(&gap, &good, {}, 0),
              std::string("s.ckpt: ") + std::string(kMissingStagesMessage));
    const Strategy mixed = strategy({layout("a", 0, {2, 2}, {0}), layout("b", 0, {2}, {0})});
    EXPECT_EQ(describe(&good, &mixed, {}, 0),
              "s.ckpt: parameters 'a' (dev_matrix [2, 2]) and 'b' (dev_matrix [2]) disagree on "
              "the number of devices per stage");
    const Strategy zero = strategy({layout("a", 0, {0}, {0})});
    EXPECT_EQ(describe(&zero, &good, {}, 0),
              "s.ckpt: parameter 'a': dev_matrix [0] does not describe a number of devices");
    EXPECT_EQ(describe(&good, &good, {{"a", {7}}, {"b", {8}}}, 0),
              "s.ckpt: parameter 'a': dimension 0 (size 7) does not divide by 2 (device axis 0 "
              "of dev_matrix [2])");
    const Strategy empty = strategy({});
    EXPECT_EQ(describe(&empty, &good, {}, 0),
              "s.ckpt: the source strategy lists no parameter layouts");
}

}  // namespace
}  // namespace shardscope
