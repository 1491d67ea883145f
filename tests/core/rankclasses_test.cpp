// A plan is made once per class of destination ranks that read alike (RankClasses) and derived
// for the rest of each class: every field of every rank's plan, and the problems, must be what
// planning every rank on its own gives (PlanRequest::planEachRank), on runs with pipeline
// stages, optimizer sharding, sources saved with remove_redundancy, missing or differing source
// files, some destination ranks only, and summaries as `plan` makes them.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <sstream>

#include "ckptrewrite.h"
#include "convert/holders.h"
#include "convert/planjson.h"
#include "convert/planner.h"
#include "formats/strategy.h"
#include "layout/replicachooser.h"
#include "layout/transformcontext.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

// Every field of a rank's plan, one line per tensor and block.
std::string rankPlanText(const RankPlan& r) {
    std::ostringstream s;
    s << "rank " << r.rank << " " << r.outPath << " size " << r.fileSize << "/" << r.plainSize
      << " read " << r.bytesRead << " peak " << r.peakMemory << " let go " << r.tensorsLetGo
      << " sources";
    for (int g : r.sources) {
        s << " " << g;
    }
    s << "\n";
    for (const PlannedTensor& t : r.tensors) {
        s << " " << t.name << " " << t.dtypeName << " [";
        for (int64_t d : t.dims) {
            s << d << ",";
        }
        s << "] " << static_cast<int>(t.origin) << " " << t.contentBytes << " chunks";
        for (const ByteRange& c : t.contentChunks) {
            s << " " << c.offset << "+" << c.size;
        }
        s << "\n";
        for (const CopyBlock& b : t.blocks) {
            s << "  " << b.srcRank << ":" << b.srcTensor << " " << b.srcBase << "->" << b.dstBase
              << " x" << b.runBytes << " counts";
            for (size_t i = 0; i < b.counts.size(); ++i) {
                s << " " << b.counts[i] << "/" << b.srcStrides[i] << "/" << b.dstStrides[i];
            }
            s << "\n";
        }
    }
    for (const FixedBytes& h : r.headers) {
        s << " header " << h.offset << " "
          << test::hexOf({reinterpret_cast<const uint8_t*>(h.bytes.data()), h.bytes.size()})
          << "\n";
    }
    return s.str();
}

void expectSamePlans(const ConversionPlan& byClass, const ConversionPlan& eachRank) {
    ASSERT_EQ(byClass.ranks.size(), eachRank.ranks.size());
    for (size_t i = 0; i < byClass.ranks.size(); ++i) {
        ASSERT_EQ(rankPlanText(byClass.ranks[i]), rankPlanText(eachRank.ranks[i]));
    }
    ASSERT_EQ(byClass.problems.size(), eachRank.problems.size());
    for (size_t i = 0; i < byClass.problems.size(); ++i) {
        EXPECT_EQ(byClass.problems[i].file, eachRank.problems[i].file);
    }
    EXPECT_EQ(planToJson(byClass).dump(), planToJson(eachRank).dump());
    EXPECT_EQ(eachRank.derivedRanks, 0);
}

// Plans `request` both ways, whole and as a summary; returns the ranks derived (whole plan).
int expectClassesPlanAsEachRank(PlanRequest request) {
    int derived = -1;
    for (const bool summary : {false, true}) {
        request.summaryOnly = summary;
        request.planEachRank = true;
        request.planThreads = 1;
        auto eachRank = test::planFromPath(request);
        // By class, the stages shared out between three threads.
        request.planEachRank = false;
        request.planThreads = 3;
        auto byClass = test::planFromPath(request);
        EXPECT_TRUE(eachRank) << eachRank.error().describe();
        EXPECT_TRUE(byClass) << byClass.error().describe();
        if (!eachRank || !byClass) {
            return -1;
        }
        SCOPED_TRACE(summary ? "summary" : "whole plan");
        expectSamePlans(*byClass, *eachRank);
        if (!summary) {
            derived = byClass->derivedRanks;
        } else {
            EXPECT_EQ(byClass->derivedRanks, derived);
        }
    }
    return derived;
}

struct Shape {
    int dp = 2;
    int mp = 2;
    int pp = 2;
    int optShard = 0;
    bool removeRedundancy = false;
};

SynthConfig synthShape(const Shape& s) {
    SynthConfig config;  // tiny
    config.layers = 4;
    config.hidden = 16;
    config.vocab = 64;
    config.seqLength = 16;
    config.dp = s.dp;
    config.mp = s.mp;
    config.pp = s.pp;
    config.optShard = s.optShard;
    config.removeRedundancy = s.removeRedundancy;
    return config;
}

PlanRequest classRequest(const test::TempDir& dir, const Shape& src, const Shape& dst) {
    EXPECT_TRUE(writeSynthRun(dir.file("src"), synthShape(src)));
    SynthOptions strategyOnly;
    strategyOnly.strategyOnly = true;
    EXPECT_TRUE(writeSynthRun(dir.file("dst"), synthShape(dst), strategyOnly));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.dstStrategy = dir.file("dst/strategy.ckpt");
    request.dstFolder = dir.file("out");
    return request;
}

TEST(RankClasses, MoreDataParallelRanksArePlannedOncePerModelSlice) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 2, 2}, {4, 2, 2});
    // 16 ranks: 2 stages x 2 model-parallel slices are planned, the other 12 derived.
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 12);
}

TEST(RankClasses, FewerModelParallelRanksAndAnotherPipeline) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 4, 2}, {4, 1, 4});
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 12);
}

TEST(RankClasses, OptimizerShardsAreClassesOfTheirOwn) {
    test::TempDir dir;
    // The destination's optimizer shard of 2: each data-parallel pair stores two slices.
    PlanRequest request = classRequest(dir, {2, 2, 2, 2}, {4, 2, 1, 2});
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 4);
}

TEST(RankClasses, SourcesSavedWithoutRedundancy) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {4, 2, 1, 0, true}, {2, 2, 2});
    // Each source file lists the parameters its rank saved: the copy ranks' files differ, so
    // every rank is planned on its own.
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 0);
}

TEST(RankClasses, SomeDestinationRanksOnly) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 2, 2}, {4, 2, 2});
    request.dstRanks = std::vector<int>{1, 3, 5, 6, 9, 15};
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 3);
}

TEST(RankClasses, SafetensorsOutputAndRedundancyRemoved) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 2, 2}, {4, 2, 2});
    request.options.format = CheckpointFormat::Safetensors;
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 12);
    // Each rank of a group saves other parameters: planned on its own.
    request.options.removeRedundancy = true;
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 0);
}

TEST(RankClasses, AMissingSourceRankIsReplacedOrNamedForEveryRank) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 2, 2}, {4, 2, 2});
    // Rank 1's replica is rank 3: the ranks that would read 1 read 3.
    // The ranks whose class's first rank reads rank 1, or copies from it, are planned on their
    // own.
    std::filesystem::remove_all(dir.file("src/rank_1"));
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 9);
    // Both replicas gone: every rank reading that slice names the loss.
    std::filesystem::remove_all(dir.file("src/rank_3"));
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 9);
}

TEST(RankClasses, AFileThatDiffersFromItsReplicasIsNotTakenForThem) {
    test::TempDir dir;
    PlanRequest request = classRequest(dir, {2, 2, 1}, {4, 2, 1});
    // Rank 2 stores what rank 0 stores, but lists its entries in another order, and rank 3
    // lacks a tensor: ranks reading them are planned on their own.
    test::rewriteCheckpoint(dir.file("src/rank_2/synth-2_250.ckpt"),
                            [](std::string& name, std::vector<int64_t>&) {
                                if (name == "learning_rate") {
                                    name = "learning_rate_2";
                                }
                            });
    test::rewriteCheckpoint(dir.file("src/rank_3/synth-2_250.ckpt"),
                            [](std::string& name, std::vector<int64_t>&) {
                                if (name == "backbone.blocks.0.attention.dense1.weight") {
                                    name = "renamed";
                                }
                            });
    // Of the 6 ranks after their class's first, those copying from rank 2 or reading rank 3
    // are planned on their own.
    EXPECT_EQ(expectClassesPlanAsEachRank(request), 2);
}

TEST(RankClasses, SliceKeysMatchExactlyTheRanksStoringTheSameSlices) {
    test::TempDir dir;
    SynthOptions strategyOnly;
    strategyOnly.strategyOnly = true;
    ASSERT_TRUE(writeSynthRun(dir.file("src"), synthShape({2, 2, 1}), strategyOnly));
    ASSERT_TRUE(writeSynthRun(dir.file("dst"), synthShape({4, 2, 1, 2}), strategyOnly));
    auto src = loadStrategy(dir.file("src/strategy.ckpt"));
    auto dst = loadStrategy(dir.file("dst/strategy.ckpt"));
    ASSERT_TRUE(src && dst);
    auto model = buildSynthModel(synthShape({4, 2, 1, 2}));
    ASSERT_TRUE(model);
    FullShapes shapes;
    for (const SynthParam& p : model->params) {
        shapes[p.name] = p.shape;
    }
    const TransformContext context(&*src, &*dst, shapes);
    // dp 4 x mp 2, optimizer shard 2: rank = 2 * dp + mp; the shard is dp mod 2.
    std::set<std::vector<int64_t>> keys;
    for (int r = 0; r < 8; ++r) {
        keys.insert(context.sliceKey(r));
        EXPECT_EQ(context.sliceKey(r), context.sliceKey(r % 4)) << r;
        EXPECT_EQ(context.copyRank(r), r % 4);
    }
    EXPECT_EQ(keys.size(), 4u);
    EXPECT_TRUE(context.sliceKey(8).empty());
}

// Planning every rank keeps the holders of the parameters some rank of their stages lacks only.
TEST(RankClasses, HoldersOfParametersEveryRankHoldsAreLeftOut) {
    for (const bool removeRedundancy : {false, true}) {
        test::TempDir dir;
        ASSERT_TRUE(writeSynthRun(dir.file("src"), synthShape({2, 2, 2, 0, removeRedundancy})));
        auto src = loadStrategy(dir.file("src/strategy.ckpt"));
        ASSERT_TRUE(src);
        std::vector<std::shared_ptr<const CheckpointFile>> files;
        for (int g = 0; g < 8; ++g) {
            auto f = CheckpointFile::open(
                dir.file("src/rank_" + std::to_string(g) + "/synth-2_250.ckpt"));
            ASSERT_TRUE(f);
            files.push_back(std::make_shared<const CheckpointFile>(std::move(*f)));
        }
        const HolderMap all = holdersOf(files, *src);
        const HolderMap partial = partialHoldersOf(files, *src, 4);
        size_t everywhere = 0;
        for (const auto& [name, ranks] : all) {
            std::set<int> stages;
            for (const ParamLayout& l : src->layouts) {
                if (l.name == name) {
                    stages.insert(l.stage);
                }
            }
            std::vector<int> full;
            for (int s : stages) {
                for (int g = s * 4; g < s * 4 + 4; ++g) {
                    full.push_back(g);
                }
            }
            if (ranks == full) {
                ++everywhere;
                EXPECT_EQ(partial.count(name), 0u) << name;
            } else {
                ASSERT_EQ(partial.count(name), 1u) << name;
                EXPECT_EQ(partial.at(name), ranks) << name;
            }
        }
        EXPECT_EQ(partial.size() + everywhere, all.size());
        EXPECT_EQ(partial.empty(), !removeRedundancy);
        EXPECT_GT(all.size(), 0u);
    }
}

TEST(RankClasses, ReplicaSetsAreChosenAsTheirSlicesAre) {
    const std::vector<std::vector<int>> candidates = {{0, 2}, {1, 3}, {0, 2}, {2, 3}, {1, 3}};
    const std::vector<std::vector<int>> sets = {{0, 2}, {1, 3}, {2, 3}};
    const std::vector<size_t> slices = {2, 2, 1};
    for (const std::set<int>& preferred : std::vector<std::set<int>>{{}, {0}, {1}, {2}, {3}}) {
        const std::vector<int> chosen = chooseReplicas(candidates, preferred);
        const std::vector<int> bySet = chooseReplicaSets(sets, slices, preferred);
        EXPECT_EQ(bySet, (std::vector<int>{chosen[0], chosen[1], chosen[3]}));
    }
    EXPECT_EQ(chooseReplicaSets(sets, slices, {3}), (std::vector<int>{0, 3, 3}));
    EXPECT_EQ(chooseReplicaSets(sets, slices), (std::vector<int>{2, 1, 2}));
}

// The stages are planned on several threads, each into its own output, joined in stage order:
// a problem listed once per parameter is listed at the first rank that finds it, as one thread
// planning every rank in order lists it.
TEST(RankClasses, ThreadsPlanTheStagesAsOneThreadPlansThem) {
    test::TempDir dir;
    // One source stage, whose files hold every parameter, into two destination stages.
    PlanRequest request = classRequest(dir, {2, 2, 1}, {4, 2, 2});
    // A parameter the destination's strategy leaves out is copied by every destination rank of
    // both stages, and said once.
    auto dst = loadStrategy(request.dstStrategy);
    ASSERT_TRUE(dst) << dst.error().describe();
    const std::string left = "backbone.blocks.0.layernorm1.gamma";
    ASSERT_EQ(std::erase_if(dst->layouts, [&](const ParamLayout& l) { return l.name == left; }),
              1u);
    request.dstHeld = std::make_shared<const Strategy>(std::move(*dst));
    std::vector<std::string> plans;
    for (const unsigned threads : {1u, 2u, 5u}) {
        request.planThreads = threads;
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        std::string text;
        for (const RankPlan& r : plan->ranks) {
            text += rankPlanText(r);
        }
        int copiedOnce = 0;
        for (const Issue& issue : plan->problems) {
            text += issueLine(issue) + "\n";
            copiedOnce += issue.code == IssueCode::SourceOnly && issue.param == left ? 1 : 0;
        }
        EXPECT_EQ(copiedOnce, 1) << threads << " threads:\n" << text;
        EXPECT_EQ(plan->ranks.size(), 16u);
        plans.push_back(text + planToJson(*plan).dump());
    }
    EXPECT_EQ(plans[1], plans[0]);
    EXPECT_EQ(plans[2], plans[0]);
}

}  // namespace
}  // namespace shardscope
