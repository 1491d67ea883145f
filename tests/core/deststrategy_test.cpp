// A converted run describes itself: the destination strategy is written beside its rank folders,
// merged, and per stage for pipelines; opening the folder finds it.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "convert/deststrategy.h"
#include "convert/executor.h"
#include "convert/planner.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// Layouts keyed by stage and name: merging per-stage files lists stage 0 first, where the real
// merged file interleaves them; the order carries no meaning.
std::map<std::pair<int, std::string>, ParamLayout> byStageAndName(
    const std::vector<ParamLayout>& layouts) {
    std::map<std::pair<int, std::string>, ParamLayout> out;
    for (const ParamLayout& l : layouts) {
        out.emplace(std::make_pair(l.stage, l.name), l);
    }
    return out;
}

TEST(DestinationStrategy, MergedAndPerStageFilesOfARealPipelineStrategy) {
    auto strategy = readStrategyFile(test::realFixture("strategy_8_npus.ckpt"));
    ASSERT_TRUE(strategy.ok()) << strategy.error().describe();
    test::TempDir dir;
    auto files = writeDestinationStrategy(*strategy, dir.path());
    ASSERT_TRUE(files.ok()) << files.error().describe();
    EXPECT_EQ(files->merged, dir.file("strategy.ckpt"));
    EXPECT_EQ(files->stages, (std::vector<std::string>{dir.file("strategy/stage_0.ckpt"),
                                                       dir.file("strategy/stage_1.ckpt")}));
    auto merged = readStrategyFile(files->merged);
    ASSERT_TRUE(merged.ok());
    EXPECT_TRUE(merged->merged);
    EXPECT_EQ(merged->layouts, strategy->layouts);
    // Each stage's file is what that stage's job saves: unprefixed names, its own stage; merged
    // back the way MindSpore merges them, they give the same layouts again.
    for (int stage = 0; stage < 2; ++stage) {
        auto own = readStrategyFile(files->stages[static_cast<size_t>(stage)]);
        ASSERT_TRUE(own.ok());
        EXPECT_FALSE(own->merged);
        EXPECT_EQ(own->fileStage(), static_cast<uint32_t>(stage));
        for (const ParamLayout& l : own->layouts) {
            EXPECT_EQ(l.stage, stage);
        }
    }
    auto remerged = mergeStrategyFolder(dir.file("strategy"));
    ASSERT_TRUE(remerged.ok()) << remerged.error().describe();
    EXPECT_EQ(byStageAndName(remerged->layouts), byStageAndName(strategy->layouts));
}

TEST(DestinationStrategy, AConvertedRunOpensWithItsStrategyAndEveryRank) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("src"), SynthConfig{}));  // 8 ranks, 2 stages
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy");
    request.dstStrategy = dir.file("src/strategy");  // the same layout: every rank kept
    request.dstFolder = dir.file("dst");
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan.ok() && plan->runnable());
    auto result = executeConversion(*plan);
    ASSERT_TRUE(result.ok()) << result.error().describe();
    EXPECT_EQ(result->strategyFiles.size(), 3u);  // merged + two stages
    auto model = loadRunFolder(dir.file("dst"));
    ASSERT_TRUE(model.ok()) << model.error().describe();
    EXPECT_EQ(model->strategyPath, dir.file("dst/strategy.ckpt"));
    EXPECT_EQ(model->rankCount(), 8);
    for (const Issue& issue : model->issues) {
        EXPECT_NE(issue.code, IssueCode::NoStrategy);
        EXPECT_NE(issue.code, IssueCode::MissingOnRanks) << issue.text();
    }
    // Merging to one file writes no strategy: nothing is split.
    request.dstStrategy.clear();
    request.dstFolder = dir.file("one");
    plan = test::planFromPath(request);
    ASSERT_TRUE(plan.ok());
    result = executeConversion(*plan);
    ASSERT_TRUE(result.ok());
    EXPECT_TRUE(result->strategyFiles.empty());
    EXPECT_FALSE(fs::exists(dir.file("one/strategy.ckpt")));
}

}  // namespace
}  // namespace shardscope
