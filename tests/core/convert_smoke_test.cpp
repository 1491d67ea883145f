// The demo run converted end to end: merged into one card, and back onto 4 cards.
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "plantestutil.h"
#include "synth/demorun.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(ConvertSmoke, DemoMergedToOneAndVerified) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy.ckpt");
    request.dstFolder = dir.file("merged");
    request.options.crc = true;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    for (const Issue& p : plan->problems) {
        ADD_FAILURE() << issueCodeName(p.code) << ": " << p.text();
    }
    ASSERT_EQ(plan->ranks.size(), 1u);
    auto result = executeConversion(*plan);
    ASSERT_TRUE(result) << result.error().describe();
    const VerifyReport report = verifyConversion(*plan);
    for (const RankCheck& r : report.ranks) {
        EXPECT_TRUE(r.ok) << r.message;
        for (const TensorCheck& t : r.tensors) {
            EXPECT_TRUE(t.ok) << t.name << ": " << t.message;
        }
    }
    auto out = CheckpointFile::open(dir.file("merged/rank_0/checkpoint_0.ckpt"));
    ASSERT_TRUE(out) << out.error().describe();
    EXPECT_EQ(out->index().crc, CrcState::Ok);
    const TensorEntry* emb = out->index().find("backbone.embedding.word_embedding.embedding_table");
    ASSERT_NE(emb, nullptr);
    EXPECT_EQ(emb->shape, (std::vector<int64_t>{512, 64}));
    EXPECT_EQ(out->index().tensors.size(), 36u * 3 + 4);  // the tied embedding once
}

}  // namespace
}  // namespace shardscope
