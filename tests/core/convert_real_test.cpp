// MindSpore's own GPT-2 strategies (tests/data/real): 8 cards (2 stages x [2, 2]) to 4 cards
// (2 stages x [2]) and back, with the word embedding shared by both stages; data synthesized
// from the strategies and checked tensor by tensor against the naive reference. Also
// cancellation: a stopped conversion leaves no file, final or temporary.
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "formats/conversionrecord.h"
#include "formats/strategy.h"
#include "naivereference.h"
#include "plantestutil.h"
#include "realrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::shapesFor;
using test::sliceOf;
using test::writeRun;

void convertAndCheck(const std::string& srcName, const std::string& dstName) {
    auto src = readStrategyFile(test::realFixture(srcName));
    auto dst = readStrategyFile(test::realFixture(dstName));
    ASSERT_TRUE(src && dst);
    const auto shapes = shapesFor(*src, *dst);
    test::TempDir dir;
    writeRun(*src, shapes, dir.file("src"));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = test::realFixture(srcName);
    request.dstStrategy = test::realFixture(dstName);
    request.dstFolder = dir.file("dst");
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    for (const Issue& p : plan->problems) {
        ADD_FAILURE() << issueCodeName(p.code) << ": " << p.text();
    }
    ASSERT_TRUE(executeConversion(*plan));
    ASSERT_TRUE(verifyConversion(*plan).ok());
    const int devices =
        static_cast<int>(dst->layouts[0].devMatrix().size() == 1
                             ? dst->layouts[0].devMatrix()[0]
                             : dst->layouts[0].devMatrix()[0] * dst->layouts[0].devMatrix()[1]);
    size_t checked = 0;
    for (int g = 0; g < devices * 2; ++g) {
        auto out = CheckpointFile::open(dir.file("dst/rank_" + std::to_string(g) + "/checkpoint_" +
                                                 std::to_string(g) + ".ckpt"));
        ASSERT_TRUE(out) << out.error().describe();
        size_t expected = 1;  // step_num
        for (const ParamLayout& l : dst->layouts) {
            if (l.stage != g / devices) {
                continue;
            }
            ++expected;
            const TensorEntry* t = out->index().find(l.name);
            ASSERT_NE(t, nullptr) << "rank " << g << " lacks " << l.name;
            std::vector<int64_t> ext;
            const auto want = sliceOf(l, shapes.at(l.name), g % devices, ext);
            std::vector<uint8_t> got;
            ASSERT_TRUE(out->readTensor(*t, [&](std::span<const uint8_t> b) -> Status {
                got.insert(got.end(), b.begin(), b.end());
                return {};
            }));
            EXPECT_EQ(got, want) << "rank " << g << " " << l.name;
            EXPECT_EQ(t->dims, ext) << "rank " << g << " " << l.name;
            ++checked;
        }
        EXPECT_EQ(out->index().tensors.size(), expected);
        EXPECT_EQ(out->index().tensors.back().name, "step_num");
    }
    EXPECT_EQ(checked,
              static_cast<size_t>(devices) * dst->layouts.size());  // every rank of its stage
}

TEST(ConvertReal, EightCardsToFourWithPipelineAndSharedEmbedding) {
    convertAndCheck("strategy_8_npus.ckpt", "strategy_4_npus.ckpt");
}

TEST(ConvertReal, FourCardsToEight) {
    convertAndCheck("strategy_4_npus.ckpt", "strategy_8_npus.ckpt");
}

TEST(ConvertCancel, AStoppedConversionLeavesNoFile) {
    auto src = readStrategyFile(test::realFixture("strategy_8_npus.ckpt"));
    ASSERT_TRUE(src);
    test::TempDir dir;
    writeRun(*src, shapesFor(*src, *src), dir.file("src"));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = test::realFixture("strategy_8_npus.ckpt");
    request.dstStrategy = test::realFixture("strategy_4_npus.ckpt");
    request.dstFolder = dir.file("dst");
    request.options.windowBytes = 64;
    request.options.threads = 2;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan);
    std::stop_source stop;
    int calls = 0;
    auto result = executeConversion(*plan, stop.get_token(), [&](const ConversionProgress& p) {
        EXPECT_LE(p.done, p.total);
        if (++calls == 3) {
            stop.request_stop();
        }
    });
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
    for (const auto& entry : fs::recursive_directory_iterator(dir.file("dst"))) {
        if (entry.path().filename() == kConversionRecordName) {
            continue;  // what was being written there, so that a re-run is told apart (issue 34)
        }
        EXPECT_FALSE(entry.is_regular_file()) << entry.path();
    }
    auto record = readConversionRecord(dir.file("dst"));
    ASSERT_TRUE(record);
    EXPECT_EQ(record->status, "in progress");
    // A second run writes everything; a third finds it complete and verified, and keeps it.
    auto second = executeConversion(*plan);
    ASSERT_TRUE(second) << second.error().describe();
    EXPECT_TRUE(verifyConversion(*plan).ok());
    auto third = executeConversion(*plan);
    ASSERT_TRUE(third);
    for (const RankOutcome& r : third->ranks) {
        EXPECT_TRUE(r.skipped) << r.path;
    }
}

}  // namespace
}  // namespace shardscope
