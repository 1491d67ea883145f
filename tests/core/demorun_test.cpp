// The built-in demo (synth --preset tiny) opens like a real MindSpore run: 8 ranks over 2
// stages, merged and per-stage strategies, logs, and no warnings.
#include <gtest/gtest.h>

#include "formats/checkpointfile.h"
#include "formats/strategy.h"
#include "inspect/inspectreport.h"
#include "synth/demorun.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(DemoRun, WritesEightRanksStrategiesAndLogs) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.path()));
    auto report = inspectPath(dir.path());
    ASSERT_TRUE(report) << report.error().describe();
    EXPECT_EQ(report->kind, InputKind::Run);
    ASSERT_EQ(report->ranks.size(), 8u);
    EXPECT_TRUE(report->issues.empty());
    ASSERT_EQ(report->run.strategyCandidates.size(), 1u);
    // Stage 0 holds the embeddings and blocks 0; stage 1 the rest and the tied word embedding.
    EXPECT_EQ(report->ranks[0].tensors, 58u);
    EXPECT_EQ(report->ranks[4].tensors, 61u);

    auto strategy = loadStrategy(dir.file("strategy.ckpt"));
    ASSERT_TRUE(strategy) << strategy.error().describe();
    EXPECT_TRUE(strategy->merged);
    EXPECT_EQ(strategy->stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(strategy->layouts.size(), 111u);
    auto stages = loadStrategy(dir.file("strategy"));
    ASSERT_TRUE(stages) << stages.error().describe();
    EXPECT_EQ(stages->layouts.size(), 111u);

    // Rank 1 (model-parallel index 1) holds half of each column-parallel weight.
    auto rank1 = CheckpointFile::open(report->ranks[1].file.file);
    ASSERT_TRUE(rank1);
    const TensorEntry* dense1 = rank1->index().find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense1, nullptr);
    EXPECT_EQ(dense1->shape, (std::vector<int64_t>{32, 64}));
    EXPECT_NE(rank1->index().find("backbone.embedding.word_embedding.embedding_table"), nullptr);
}

}  // namespace
}  // namespace shardscope
