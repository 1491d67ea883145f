// The built-in demo opens like a real MindSpore run: 8 ranks over 2 stages, a merged strategy.
#include <gtest/gtest.h>

#include "formats/checkpointfile.h"
#include "formats/strategy.h"
#include "inspect/inspectreport.h"
#include "synth/demorun.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(DemoRun, WritesEightRanksAndAMergedStrategy) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.path()));
    auto report = inspectPath(dir.path());
    ASSERT_TRUE(report) << report.error().describe();
    EXPECT_EQ(report->kind, InputKind::Run);
    ASSERT_EQ(report->ranks.size(), 8u);
    EXPECT_TRUE(report->notices.empty());
    ASSERT_EQ(report->run.strategyCandidates.size(), 1u);
    // Stage 0: embedding + 2 layers x 7 = 15 params, x3 with Adam moments, + 4 bookkeeping.
    EXPECT_EQ(report->ranks[0].tensors, 15u * 3 + 4);
    EXPECT_EQ(report->ranks[4].tensors, 16u * 3 + 4);

    auto strategy = loadStrategy(dir.file("strategy.ckpt"));
    ASSERT_TRUE(strategy) << strategy.error().describe();
    EXPECT_TRUE(strategy->merged);
    EXPECT_EQ(strategy->stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(strategy->layouts.size(), 31u * 3);

    // Rank 1 (model-parallel index 1) holds the second half of the vocabulary rows.
    auto rank1 = CheckpointFile::open(report->ranks[1].file.file);
    ASSERT_TRUE(rank1);
    const TensorEntry* emb =
        rank1->index().find("backbone.embedding.word_embedding.embedding_table");
    ASSERT_NE(emb, nullptr);
    EXPECT_EQ(emb->shape, (std::vector<int64_t>{256, 64}));
    const TensorEntry* proj = rank1->index().find("backbone.blocks.0.attention.projection.weight");
    ASSERT_NE(proj, nullptr);
    EXPECT_EQ(proj->shape, (std::vector<int64_t>{64, 32}));
    EXPECT_EQ(rank1->index().find("head.weight"), nullptr);
}

}  // namespace
}  // namespace shardscope
