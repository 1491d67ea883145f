// The Tensor tab's controller with no view (issue 32 §3): statistics of the chosen rank or of
// the merged tensor, equal to the core's; put off while hidden and computed once shown; the
// latest request alone answers; a cancel is noted; a rank the parameter lacks is ignored.
#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "inspect/runloader.h"
#include "stats/tensorsource.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/tensor/tensorcontroller.h"

using namespace shardscope;

namespace {

class TensorControllerTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        const std::string path = s_dir->filePath(QStringLiteral("tiny")).toStdString();
        ASSERT_TRUE(writeSynthRun(path, SynthConfig{}));
        auto run = loadRunFolder(path);
        ASSERT_TRUE(run) << run.error().describe();
        s_run = std::make_shared<const RunDocument>(std::move(*run));
    }
    static void TearDownTestSuite() {
        s_run.reset();
        delete s_dir;
    }
    static TensorStats expected(int param, int rank) {
        const ParamInfo& p = s_run->params[static_cast<size_t>(param)];
        auto src = rank < 0 ? mergedSource(*s_run, p) : rankSource(*s_run, p, rank);
        auto stats = computeStats(*src);
        return stats ? *stats : TensorStats{};
    }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::shared_ptr<const RunDocument> s_run;
};

}  // namespace

TEST_F(TensorControllerTest, HiddenItWaitsShownItComputesTheCoresStatistics) {
    TensorController c;
    c.setRunDocument(s_run);
    QSignalSpy ready(&c, &TensorController::statsReady);
    c.setParam(0);
    ASSERT_NE(c.param(), nullptr);
    EXPECT_EQ(c.param()->name, s_run->params[0].name);
    EXPECT_TRUE(c.source());
    EXPECT_FALSE(c.isComputing());
    EXPECT_TRUE(c.canCompute());
    c.setShown(true);
    EXPECT_TRUE(c.isComputing());
    ASSERT_TRUE(ready.wait(kSettleMs));
    ASSERT_TRUE(c.stats());
    const TensorStats want = expected(0, -1);
    EXPECT_EQ(c.stats()->count, want.count);
    EXPECT_EQ(c.stats()->mean, want.mean);
    EXPECT_EQ(c.stats()->histogram, want.histogram);
    EXPECT_FALSE(c.canCompute());
    EXPECT_EQ(c.note(), TensorController::Note::None);
    const QJsonObject json = QJsonDocument::fromJson(c.statsJson().toUtf8()).object();
    EXPECT_EQ(json[QStringLiteral("elements")].toInteger(), static_cast<qint64>(want.count));

    // A rank the parameter lacks changes nothing; one it has is computed at once (shown).
    const ParamInfo& p = s_run->params[0];
    c.setRank(9999);
    EXPECT_EQ(c.rank(), -1);
    EXPECT_TRUE(c.stats());
    c.setRank(p.ranks.back());
    EXPECT_EQ(c.rank(), p.ranks.back());
    EXPECT_FALSE(c.stats());
    ASSERT_TRUE(ready.wait(kSettleMs));
    EXPECT_EQ(c.stats()->count, expected(0, p.ranks.back()).count);
}

TEST_F(TensorControllerTest, OnlyTheLatestAnswersAndACancelIsNoted) {
    TensorController c;
    c.setShown(true);
    c.setRunDocument(s_run);
    QSignalSpy ready(&c, &TensorController::statsReady);
    c.setParam(0);
    c.setParam(1);
    c.setParam(2);
    ASSERT_TRUE(ready.wait(kSettleMs));
    QTest::qWait(300);
    EXPECT_EQ(ready.count(), 1);
    EXPECT_EQ(c.stats()->count, expected(2, -1).count);

    c.setParam(3);
    EXPECT_TRUE(c.isComputing());
    c.cancel();
    EXPECT_FALSE(c.isComputing());
    EXPECT_EQ(c.note(), TensorController::Note::Cancelled);
    QTest::qWait(300);
    EXPECT_EQ(ready.count(), 1);
    EXPECT_FALSE(c.stats());
    c.compute();
    EXPECT_EQ(c.note(), TensorController::Note::None);
    ASSERT_TRUE(ready.wait(kSettleMs));
    EXPECT_EQ(c.stats()->count, expected(3, -1).count);
}
