// Converting some destination ranks only (transform_checkpoint_by_rank): the same plan as for the
// whole conversion, from the minimal sources alone; and what the cluster views derive from a
// plan and a rank table: per-host totals, model-parallel groups across hosts, the mpirun line.
#include <gtest/gtest.h>

#include <filesystem>

#include "cluster/hostspan.h"
#include "cluster/hosttotals.h"
#include "cluster/mpicommand.h"
#include "convert/executor.h"
#include "convert/planner.h"
#include "formats/ranktable.h"
#include "layoutbuilders.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// An 8-card pipeline run with optimizer sharding (dp 2 x mp 2 x pp 2, shard 2), and the
// strategy of the same network on 6 cards (dp 3 x pp 2): a count that is no multiple of 8.
struct Runs {
    test::TempDir dir;
    std::string src, dst6;
    Runs() {
        src = dir.file("src");
        dst6 = dir.file("dst6");
        SynthConfig config = *synthPreset("tiny");
        config.optShard = 2;
        EXPECT_TRUE(writeSynthRun(src, config));
        config.dp = 3;
        config.mp = 1;
        config.optShard = 0;
        EXPECT_TRUE(writeSynthRun(dst6, config));
    }
    PlanRequest request(const std::string& from, const std::string& out = {}) const {
        PlanRequest r;
        r.srcFolder = from;
        r.srcStrategy = src + "/strategy.ckpt";
        r.dstStrategy = dst6 + "/strategy.ckpt";
        r.dstFolder = out;
        return r;
    }
};

std::vector<int> opened(const ConversionPlan& plan) {
    std::vector<int> out;
    for (size_t g = 0; g < plan.sources.size(); ++g) {
        if (plan.sources[g] != nullptr) {
            out.push_back(static_cast<int>(g));
        }
    }
    return out;
}

TEST(ClusterPlan, SomeRanksPlanAsInTheWholePlanFromTheirSourcesOnly) {
    Runs runs;
    auto whole = test::planFromPath(runs.request(runs.src));
    ASSERT_TRUE(whole) << whole.error().describe();
    ASSERT_TRUE(whole->runnable());
    ASSERT_EQ(whole->ranks.size(), 6u);
    PlanRequest some = runs.request(runs.src);
    some.dstRanks = std::vector<int>{4, 5};
    auto part = test::planFromPath(some);
    ASSERT_TRUE(part) << part.error().describe();
    EXPECT_TRUE(part->runnable());
    EXPECT_TRUE(part->problems.empty());
    ASSERT_EQ(part->ranks.size(), 2u);
    // Ranks 4 and 5 are stage 1: they read stage 1's sources, and nothing else is opened.
    EXPECT_EQ(opened(*part), (std::vector<int>{4, 5, 6, 7}));
    for (size_t i = 0; i < 2; ++i) {
        const RankPlan& a = part->ranks[i];
        const RankPlan& b = whole->ranks[4 + i];
        EXPECT_EQ(a.rank, b.rank);
        EXPECT_EQ(a.sources, b.sources);
        EXPECT_EQ(a.bytesRead, b.bytesRead);
        EXPECT_EQ(a.fileSize, b.fileSize);
        ASSERT_EQ(a.tensors.size(), b.tensors.size());
        for (size_t t = 0; t < a.tensors.size(); ++t) {
            EXPECT_EQ(a.tensors[t].name, b.tensors[t].name);
            EXPECT_EQ(a.tensors[t].dims, b.tensors[t].dims);
        }
    }
    // Without the other stage's folders the selected ranks still plan, and convert the same.
    for (int g = 0; g < 4; ++g) {
        fs::remove_all(runs.src + "/rank_" + std::to_string(g));
    }
    some.dstFolder = runs.dir.file("part");
    auto alone = test::planFromPath(some);
    ASSERT_TRUE(alone) << alone.error().describe();
    EXPECT_TRUE(alone->problems.empty());
    ASSERT_TRUE(executeConversion(*alone));
    EXPECT_EQ(opened(*alone), (std::vector<int>{4, 5, 6, 7}));
    EXPECT_FALSE(fs::exists(runs.dir.file("part/rank_3")));
}

TEST(ClusterPlan, ARankOutOfRangeAndAMissingSource) {
    Runs runs;
    PlanRequest request = runs.request(runs.src);
    request.dstRanks = std::vector<int>{6};
    auto out = test::planFromPath(request);
    ASSERT_FALSE(out);
    EXPECT_EQ(out.error().describe(),
              runs.dst6 +
                  "/strategy.ckpt: destination rank 6 is out of range: the destination "
                  "strategy has 6 ranks (0-5)");
    fs::remove_all(runs.src + "/rank_1");
    fs::remove_all(runs.src + "/rank_3");
    request.dstRanks = std::vector<int>{0};
    auto missing = test::planFromPath(request);
    ASSERT_TRUE(missing) << missing.error().describe();
    ASSERT_FALSE(missing->runnable());
    bool named = false;
    for (const Issue& p : missing->problems) {
        named = named || p.text() ==
                             "The checkpoint file of rank1 is needed for converting rank0's "
                             "checkpoint, but it is missing.";
    }
    EXPECT_TRUE(named);
}

TEST(ClusterPlan, PerHostTotalsAndBalance) {
    Runs runs;
    auto plan = test::planFromPath(runs.request(runs.src));
    ASSERT_TRUE(plan);
    auto table = loadRankTableSpec("msrun:6:3");
    ASSERT_TRUE(table);
    const auto totals = hostTotals(*plan, *table, 1e6);
    ASSERT_EQ(totals.size(), 2u);
    uint64_t read0 = 0, written0 = 0;
    for (int r = 0; r < 3; ++r) {
        read0 += plan->ranks[static_cast<size_t>(r)].bytesRead;
        written0 += plan->ranks[static_cast<size_t>(r)].fileSize;
    }
    EXPECT_EQ(totals[0].host, "node_0");
    EXPECT_EQ(totals[0].ranks, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(totals[0].bytesRead, read0);
    EXPECT_EQ(totals[0].bytesWritten, written0);
    EXPECT_DOUBLE_EQ(totals[0].seconds, static_cast<double>(read0 + written0) / 1e6);
    const double mean = static_cast<double>(totals[0].bytesWritten + totals[1].bytesWritten) / 2;
    EXPECT_DOUBLE_EQ(
        hostBalance(totals),
        static_cast<double>(std::max(totals[0].bytesWritten, totals[1].bytesWritten)) / mean);
    // Ranks the table does not place come last, unnamed.
    auto small = loadRankTableSpec("msrun:4:2");
    const auto partial = hostTotals(*plan, *small, 0);
    ASSERT_EQ(partial.size(), 3u);
    EXPECT_EQ(partial[2].server, -1);
    EXPECT_EQ(partial[2].ranks, (std::vector<int>{4, 5}));
    EXPECT_EQ(partial[2].seconds, 0);
}

TEST(HostSpan, ModelParallelGroupsAcrossServers) {
    // dev_matrix [2, 4]: axis 1 (4 cards) splits dimension 1, axis 0 (2) is data parallel.
    const TensorLayout layout = test::makeOk(test::classic({2, 4}, {-1, 0}), {8, 16});
    const auto groups = modelParallelGroups(layout);
    EXPECT_EQ(groups, (std::vector<std::vector<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}}));
    auto fourPerHost = loadRankTableSpec("msrun:8:4");
    const HostSpan inside = modelParallelHostSpan(layout, *fourPerHost);
    EXPECT_FALSE(inside.spans);
    EXPECT_EQ(inside.groups, 2);
    EXPECT_EQ(inside.maxServers, 1);
    auto twoPerHost = loadRankTableSpec("msrun:8:2");
    const HostSpan across = modelParallelHostSpan(layout, *twoPerHost);
    EXPECT_TRUE(across.spans);
    EXPECT_EQ(across.crossing, 2);
    EXPECT_EQ(across.maxServers, 2);
    EXPECT_EQ(across.example, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(across.exampleServers, (std::vector<std::string>{"node_0", "node_1"}));
    // Split along the other axis, the groups are {0, 4}, {1, 5}, ...: they cross 4 per host.
    const TensorLayout other = test::makeOk(test::classic({2, 4}, {1, -1}), {8, 16});
    EXPECT_EQ(modelParallelGroups(other).front(), (std::vector<int>{0, 4}));
    EXPECT_TRUE(modelParallelHostSpan(other, *fourPerHost).spans);
    // A parameter split nowhere never crosses.
    const TensorLayout replicated = test::makeOk(test::classic({2, 4}, {-1, -1}), {8, 16});
    EXPECT_EQ(modelParallelGroups(replicated).size(), 8u);
    EXPECT_FALSE(modelParallelHostSpan(replicated, *twoPerHost).spans);
    // A later stage's ranks are offset by its stage: stage 1 of 8 cards is 8..15.
    ParamLayout staged = test::classic({2, 4}, {-1, 0});
    staged.stage = 1;
    const HostSpan small = modelParallelHostSpan(test::makeOk(staged, {8, 16}), *fourPerHost);
    EXPECT_EQ(small.unplaced, 8);
    EXPECT_FALSE(small.spans);
}

TEST(MpiCommand, TheLineThatPerformsAPlan) {
    MpiJobSpec spec;
    spec.src = "/shared/run";
    spec.dst = "/shared/out dir";
    spec.srcStrategy = "/shared/run/strategy.ckpt";
    spec.dstStrategy = "/shared/new.ckpt";
    spec.rankTable = "rank_table.json";
    spec.verify = true;
    auto table = loadRankTableSpec("msrun:16:8");
    spec.hosts = mpiHostsFromTable(*table);
    spec.processesPerHost = 2;
    EXPECT_EQ(mpirunCommandLine(spec),
              "mpirun --bind-to none -np 4 --host node_0:2,node_1:2 --map-by ppr:2:node "
              "shardscope-mpi convert "
              "--src /shared/run --dst '/shared/out dir' --src-strategy /shared/run/strategy.ckpt "
              "--dst-strategy /shared/new.ckpt --rank-table rank_table.json --verify");
    spec.hosts.clear();
    spec.processes = 3;
    spec.rankTable.clear();
    spec.verify = false;
    spec.ranks = "0-3,8";
    spec.step = "net-2_500";
    spec.format = "safetensors";
    EXPECT_EQ(mpirunCommandLine(spec),
              "mpirun --bind-to none -np 3 shardscope-mpi convert --src /shared/run --dst "
              "'/shared/out dir' "
              "--src-strategy /shared/run/strategy.ckpt --dst-strategy /shared/new.ckpt "
              "--format safetensors --ranks 0-3,8 --step net-2_500");
    auto masked = loadRankTable(test::realFixture("rank_table_16pcs.json"));
    EXPECT_TRUE(mpiHostsFromTable(*masked).empty());  // '*' masks: no host names to give
    spec.processes = 0;
    EXPECT_EQ(mpirunCommandLine(spec).substr(0, 69),
              "mpirun --bind-to none --hostfile HOSTFILE --map-by ppr:2:node shardsc");
    EXPECT_EQ(shellQuote("it's"), "'it'\\''s'");
    EXPECT_EQ(shellQuote(""), "''");
}

}  // namespace
}  // namespace shardscope
