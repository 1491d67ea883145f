// The Playground's controller (issue 33): each change gives exactly what core's fitStep gives for
// the same network, split and step; a split the network refuses shows the core's reason.
#include "widgets/models/fit/fitcontroller.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "formats/strategy.h"
#include "widgets/models/fit/fittexts.h"

using namespace shardscope;

namespace fitcontrollertest {

FitReport directFit(const std::string& preset, const Split& split, const Workload& work,
                    uint64_t memory) {
    FitInput input = fitInputFromPreset(*networkPreset(preset), split);
    input.work = work;
    return *fitStep(input, memory, Links{});
}

}  // namespace fitcontrollertest

TEST(FitController, ChangingModelParallelGivesFitStepsBytesPerCard) {
    FitController c;
    ASSERT_TRUE(c.setPreset(QStringLiteral("llama2-70b")));
    Workload work = c.workload();
    work.microBatches = 16;
    work.recompute = Recompute::Selective;
    work.sequenceParallel = true;
    c.setWorkload(work);
    c.setSplit({1, 4, 8, 0});
    ASSERT_NE(c.report(), nullptr);
    const uint64_t mp4 = c.report()->ranks[0].bytes.parameters;

    QSignalSpy changed(&c, &FitController::changed);
    c.setSplit({1, 8, 8, 0});
    EXPECT_EQ(changed.count(), 1);
    ASSERT_NE(c.report(), nullptr);
    EXPECT_TRUE(c.refusal().isEmpty());
    const FitReport want =
        fitcontrollertest::directFit("llama2-70b", {1, 8, 8, 0}, work, 64 * FitController::kGiB);
    ASSERT_EQ(c.report()->ranks.size(), 64u);
    for (size_t r = 0; r < want.ranks.size(); ++r) {
        EXPECT_EQ(c.report()->ranks[r].bytes, want.ranks[r].bytes) << "rank " << r;
        EXPECT_EQ(c.report()->ranks[r].fits, want.ranks[r].fits) << "rank " << r;
    }
    EXPECT_EQ(c.report()->groups.size(), want.groups.size());
    EXPECT_EQ(c.report()->peakBytes, want.peakBytes);
    EXPECT_LT(c.report()->ranks[0].bytes.parameters, mp4);
    EXPECT_EQ(FitTexts::headline(*c.report()),
              QStringLiteral("Fits: peak 32.5\u00A0GiB of 64.0\u00A0GiB on stage 0 (rank 0)"));
}

TEST(FitController, AnImpossibleSplitShowsTheCoresReason) {
    FitController c;
    ASSERT_TRUE(c.setPreset(QStringLiteral("llama2-7b")));
    c.setSplit({2, 3, 1, 0});
    EXPECT_EQ(c.report(), nullptr);
    EXPECT_EQ(c.refusal(),
              QStringLiteral("model parallel 3 does not divide the 32 attention heads"));
    EXPECT_EQ(FitTexts::refusal(c.refusal()),
              QStringLiteral("This split cannot be built: model parallel 3 does not divide the 32 "
                             "attention heads"));
    // Saving it is refused with the core's error itself (its template, for the window's
    // language), not a copy of the English sentence.
    const Status saved = c.saveStrategy(QStringLiteral("/nonexistent/never.ckpt"));
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().message, "model parallel 3 does not divide the 32 attention heads");
    EXPECT_TRUE(rendersFromTemplate(saved.error()));
    c.setSplit({2, 4, 1, 0});
    EXPECT_NE(c.report(), nullptr);
    EXPECT_TRUE(c.refusal().isEmpty());
}

TEST(FitController, ASmallerCardDoesNotFitAndNamesTheRank) {
    FitController c;
    ASSERT_TRUE(c.setPreset(QStringLiteral("llama2-70b")));
    c.setSplit({1, 8, 1, 0});
    c.setDeviceMemory(32 * FitController::kGiB);
    ASSERT_NE(c.report(), nullptr);
    EXPECT_FALSE(c.report()->fits);
    EXPECT_TRUE(
        FitTexts::headline(*c.report()).startsWith(QStringLiteral("Does not fit: rank 0 needs ")));
    EXPECT_TRUE(FitTexts::headline(*c.report()).endsWith(QStringLiteral(" of 32.0\u00A0GiB")));
}

TEST(FitController, TypedDimensionsLeaveThePreset) {
    FitController c;
    ASSERT_TRUE(c.setPreset(QStringLiteral("demo")));
    EXPECT_EQ(c.presetName(), QStringLiteral("demo"));
    EXPECT_FALSE(c.setPreset(QStringLiteral("gpt5")));
    EXPECT_EQ(c.presetName(), QStringLiteral("demo"));
    NetworkDims dims = c.network().dims;
    dims.layers *= 2;
    c.setDims(dims);
    EXPECT_TRUE(c.presetName().isEmpty());
    ASSERT_NE(c.report(), nullptr);
    EXPECT_EQ(c.report()->stageFits[0].layers, dims.layers);
}

TEST(FitController, TheSplitSavesAsTheStrategyOfItsLayout) {
    FitController c;
    ASSERT_TRUE(c.setPreset(QStringLiteral("demo")));
    c.setSplit({2, 2, 2, 2});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("strategy.ckpt"));
    ASSERT_TRUE(c.saveStrategy(path).ok());
    auto loaded = loadStrategy(QFile::encodeName(path).toStdString());
    ASSERT_TRUE(loaded.ok());
    Strategy want = presetLayout(c.network(), c.split()).strategy;
    ASSERT_EQ(loaded->layouts.size(), want.layouts.size());
    for (size_t i = 0; i < want.layouts.size(); ++i) {
        ParamLayout got = loaded->layouts[i];
        got.tensorShape.clear();  // the file's reader fills in what the file's form holds
        want.layouts[i].tensorShape.clear();
        EXPECT_EQ(got, want.layouts[i]) << want.layouts[i].name;
    }
}

TEST(FitTexts, LongRankListsNameTheirCount) {
    EXPECT_EQ(FitTexts::ranks({0, 1, 2, 3, 8}), QStringLiteral("0–3, 8"));
    std::vector<int> many;
    for (int r = 0; r < 1024; r += 8) {
        many.push_back(r);
    }
    EXPECT_EQ(FitTexts::ranks(many), QStringLiteral("0, 8, 16, … 1016 (128 ranks)"));
}
