// `plan` keeps each destination rank's totals, not its tensors (PlanRequest::summaryOnly): the
// same sources, bytes, sizes, tensor counts and problems as the whole plan, in memory that does
// not grow with the tensors; and a rank whose source differs from its class is still named.
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/planjson.h"
#include "convert/planner.h"
#include "formats/checkpointwriter.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

PlanRequest planSummaryRequest(const test::TempDir& dir) {
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy.ckpt");
    request.dstStrategy = dir.file("dst/strategy.ckpt");
    return request;
}

void writePlanSummaryRuns(const test::TempDir& dir) {
    SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2
    ASSERT_TRUE(writeSynthRun(dir.file("src"), config));
    SynthConfig target;
    target.dp = 2;
    target.mp = 4;
    target.pp = 2;
    ASSERT_TRUE(writeSynthRun(dir.file("dst"), target));
}

TEST(PlanSummary, KeepsEveryRanksTotalsAndLetsItsTensorsGo) {
    test::TempDir dir;
    writePlanSummaryRuns(dir);
    PlanRequest request = planSummaryRequest(dir);
    auto whole = test::planFromPath(request);
    ASSERT_TRUE(whole) << whole.error().describe();
    request.summaryOnly = true;
    auto summary = test::planFromPath(request);
    ASSERT_TRUE(summary) << summary.error().describe();
    ASSERT_EQ(summary->ranks.size(), 16u);
    ASSERT_EQ(summary->ranks.size(), whole->ranks.size());
    for (size_t i = 0; i < whole->ranks.size(); ++i) {
        const RankPlan& a = whole->ranks[i];
        const RankPlan& b = summary->ranks[i];
        EXPECT_EQ(a.rank, b.rank);
        EXPECT_EQ(a.sources, b.sources);
        EXPECT_EQ(a.bytesRead, b.bytesRead);
        EXPECT_EQ(a.fileSize, b.fileSize);
        EXPECT_EQ(a.peakMemory, b.peakMemory);
        EXPECT_GT(a.tensors.size(), 0u);
        EXPECT_EQ(a.tensorsLetGo, 0u);
        EXPECT_EQ(b.tensorCount(), a.tensors.size());
        EXPECT_TRUE(b.tensors.empty());
        EXPECT_EQ(b.tensors.capacity(), 0u);
        EXPECT_TRUE(b.headers.empty());
    }
    EXPECT_EQ(planToJson(*summary).dump(), planToJson(*whole).dump());
}

// Drops one tensor from a synth rank file: the file then differs from the other ranks of its
// class, so it is indexed on its own.
void dropFromPlanSummaryRank(const std::string& file, const std::string& name) {
    auto original = CheckpointFile::open(file);
    ASSERT_TRUE(original);
    {
        auto w = CheckpointWriter::create(file + ".new");
        ASSERT_TRUE(w);
        for (const TensorEntry& t : original->index().tensors) {
            if (t.name == name) {
                continue;
            }
            std::vector<uint8_t> bytes;
            ASSERT_TRUE(original->readTensor(t, [&](std::span<const uint8_t> b) -> Status {
                bytes.insert(bytes.end(), b.begin(), b.end());
                return {};
            }));
            ASSERT_TRUE(w->addTensor(t.name, t.dtypeName, t.dims.vec(), bytes));
        }
        ASSERT_TRUE(w->commit());
    }
    std::filesystem::rename(file + ".new", file);
}

TEST(PlanSummary, ASliceNoSourceRankHoldsIsStillNamedWithItsRanks) {
    test::TempDir dir;
    writePlanSummaryRuns(dir);
    // Both replicas of one slice (ranks 1 and 3) lose a tensor; ranks 0 and 2 still share one
    // index, the two that differ are each indexed on their own.
    const std::string name = "backbone.blocks.0.attention.dense1.weight";
    dropFromPlanSummaryRank(dir.file("src/rank_1/synth-2_250.ckpt"), name);
    dropFromPlanSummaryRank(dir.file("src/rank_3/synth-2_250.ckpt"), name);
    auto run = loadRunFolder(dir.file("src"));
    ASSERT_TRUE(run) << run.error().describe();
    PlanRequest request = planSummaryRequest(dir);
    request.indexed = run->files;
    auto whole = test::planFromPath(request);
    ASSERT_TRUE(whole) << whole.error().describe();
    request.summaryOnly = true;
    auto summary = test::planFromPath(request);
    ASSERT_TRUE(summary) << summary.error().describe();
    EXPECT_FALSE(summary->runnable());
    EXPECT_TRUE(run->files[0]->index().tensors.sharedWith(run->files[2]->index().tensors));
    EXPECT_FALSE(run->files[0]->index().tensors.sharedWith(run->files[1]->index().tensors));
    std::vector<std::string> missing;
    for (const Issue& p : summary->problems) {
        if (p.code == IssueCode::MissingTensor) {
            missing.push_back(std::to_string(p.rank) + ": " + p.text());
        }
    }
    const std::string lacks =
        ": parameter '" + name +
        "' has no source bytes for rank %R: the source strategy places its slice on ranks 1, 3, "
        "and none of their checkpoints holds it (rank %S's: " +
        dir.file("src/rank_%S/synth-2_250.ckpt") + ")";
    const auto line = [&](int rank, int source) {
        std::string text = std::to_string(rank) + lacks;
        for (const auto& [from, to] :
             {std::pair<std::string, std::string>{"%R", std::to_string(rank)},
              {"%S", std::to_string(source)}}) {
            for (size_t at = text.find(from); at != std::string::npos; at = text.find(from)) {
                text.replace(at, from.size(), to);
            }
        }
        return text;
    };
    EXPECT_EQ(missing, (std::vector<std::string>{line(2, 1), line(3, 3), line(6, 1), line(7, 3)}));
    EXPECT_EQ(planToJson(*summary).dump(), planToJson(*whole).dump());
}

}  // namespace
}  // namespace shardscope
