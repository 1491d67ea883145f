// Progressive display (issue 35): a run folder's device matrix is drawn from its strategy while
// the rank files are read; the run replaces it keeping the user's zoom, card and tab; a failure
// or a close while reading leaves nothing looking like a loaded run.
#include <gtest/gtest.h>

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <condition_variable>
#include <memory>
#include <mutex>

#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "testpaths.h"
#include "widgets/common/busyindicator.h"
#include "widgets/common/messagebar.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/common/jobbase.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/matrixpage.h"
#include "widgets/shell/summarystrip.h"

namespace {

using shardscope::ErrorCode;
using shardscope::InputKind;
using shardscope::LoadOptions;
using shardscope::LoadWatch;
using shardscope::Result;
using shardscope::RunDocument;

// Holds the loader's result back until the test lets it go: the rank files "are still read".
struct PreviewLatch {
    std::mutex mutex;
    std::condition_variable opened;
    bool open = false;

    void release() {
        {
            const std::lock_guard lock(mutex);
            open = true;
        }
        opened.notify_all();
    }
    void wait() {
        std::unique_lock lock(mutex);
        opened.wait(lock, [this] { return open; });
    }
};

class MainWindowPreviewTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setRecordRecentFiles(false);
        window.resize(1280, 800);
        window.show();
        shardscope::SynthConfig config;  // 128 ranks in 2 stages: enough cards to zoom in on
        config.dp = 8;
        config.mp = 8;
        ASSERT_TRUE(shardscope::writeSynthRun(run.toStdString(), config));
        // The real load, its result held back until the latch opens; `fail` turns it into an
        // error, as a rank file found broken at the end would.
        window.session()->setLoadFunction(
            [latch = latch, fail = fail](const std::string& path, const LoadOptions& options,
                                         const LoadWatch& watch) -> Result<RunDocument> {
                auto loaded = shardscope::loadPath(path, options, watch);
                latch->wait();
                if (*fail) {
                    return shardscope::makeError(ErrorCode::NotFound, "rank_3 went away", {})
                        .inFile(path);
                }
                return loaded;
            });
        window.inspector()->setView(InspectorPanel::View::Matrix);
    }
    void TearDown() override {
        latch->release();  // a loader still held ends
        window.closeAll();
    }

    bool waitPreview() {
        return QTest::qWaitFor(
            [this] { return window.inspector()->matrixPage()->preview() != nullptr; }, kSettleMs);
    }
    bool waitIdle() {
        return QTest::qWaitFor([this] { return !window.isIndexing(); }, kSettleMs);
    }
    DeviceMatrixView* matrix() { return window.inspector()->matrixView(); }
    QString summary() { return window.findChild<SummaryStrip*>()->summaryText(); }
    QString busyText() {
        auto* busy = window.findChild<BusyIndicator*>(QStringLiteral("busyIndicator"));
        return busy->isVisible() ? busy->findChild<QLabel*>()->text() : QString();
    }

    QTemporaryDir dir;
    QString run = dir.filePath(QStringLiteral("run"));
    std::shared_ptr<PreviewLatch> latch = std::make_shared<PreviewLatch>();
    std::shared_ptr<bool> fail = std::make_shared<bool>(false);
    MainWindow window;
};

TEST_F(MainWindowPreviewTest, TheMatrixDrawsTheLayoutsBeforeTheRunLoadsAndTheRunReplacesThem) {
    window.openPath(run);
    ASSERT_TRUE(waitPreview());
    const auto preview = window.inspector()->matrixPage()->preview();
    EXPECT_EQ(window.session()->document(run)->state, SessionDocument::State::Loading);
    EXPECT_EQ(preview->kind, InputKind::Strategy);
    EXPECT_EQ(QString::fromStdString(preview->path), run);
    EXPECT_EQ(matrix()->cards().run(), preview);
    EXPECT_EQ(matrix()->geometry().rankCount(), 128);
    EXPECT_EQ(window.session()->activeRun(), nullptr) << "nothing is loaded yet";
    EXPECT_EQ(window.inspector()->runDocument(), nullptr);
    // What the window says while reading: no bytes, no parameters counted, no rank missing.
    EXPECT_EQ(summary(),
              QStringLiteral("run  ·  reading the rank files…  ·  128 ranks  ·  2 stages"));
    EXPECT_EQ(busyText(), QStringLiteral("Reading the rank files: 128 of 128…"));
    EXPECT_TRUE(window.isIndexing());

    // The user zooms and picks a card while the files are read.
    matrix()->setZoom(2);
    ASSERT_EQ(matrix()->zoom(), 2);
    matrix()->setCurrentRank(5);  // a card of stage 0, which holds the first parameter
    EXPECT_EQ(window.inspector()->matrixPage()->detailRank(), -1)
        << "no rank file is read: nothing to list";

    latch->release();
    ASSERT_TRUE(waitIdle());
    const auto loaded = window.session()->activeRun();
    ASSERT_NE(loaded, nullptr);
    EXPECT_EQ(loaded->kind, InputKind::Run);
    EXPECT_EQ(window.inspector()->matrixPage()->preview(), nullptr);
    EXPECT_EQ(matrix()->cards().run(), loaded);
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Matrix);
    EXPECT_EQ(matrix()->zoom(), 2);
    EXPECT_EQ(matrix()->currentRank(), 5);
    EXPECT_EQ(window.inspector()->matrixPage()->detailRank(), 5);
    EXPECT_TRUE(summary().startsWith(QStringLiteral("run  ·  128 ranks  ·  2 stages  ·  ")))
        << summary().toStdString();
    EXPECT_EQ(busyText(), QString());
}

// 16,384 cards take a while to work out (issue 35): the layouts and then the run are each
// worked out once, with their first parameter and the axis names the user gave the run.
TEST_F(MainWindowPreviewTest, TheMatrixWorksTheCardsOutOncePerDocument) {
    AxisNameStore::save(run, {QStringLiteral("batch"), QStringLiteral("tensor")});
    QTest::qWait(0);
    const int before = matrix()->cards().rebuilds();
    window.openPath(run);
    ASSERT_TRUE(waitPreview());
    QTest::qWait(3 * JobBase::kPollMs);  // the loader's later reports bring the same layouts
    EXPECT_EQ(matrix()->cards().rebuilds(), before + 1);
    EXPECT_NE(matrix()->cards().texts().param(), nullptr) << "drawn with the first parameter";
    EXPECT_EQ(matrix()->cards().userNames(),
              (QStringList{QStringLiteral("batch"), QStringLiteral("tensor")}));

    latch->release();
    ASSERT_TRUE(waitIdle());
    ASSERT_TRUE(
        QTest::qWaitFor([this] { return !window.inspector()->isHandingOver(); }, kSettleMs));
    const auto loaded = window.session()->activeRun();
    ASSERT_NE(loaded, nullptr);
    EXPECT_EQ(matrix()->cards().run(), loaded);
    const int param = window.inspector()->currentParam();
    ASSERT_GE(param, 0);
    EXPECT_EQ(matrix()->cards().texts().param(), &loaded->params[static_cast<size_t>(param)]);
    EXPECT_EQ(matrix()->cards().userNames(),
              (QStringList{QStringLiteral("batch"), QStringLiteral("tensor")}));
    EXPECT_EQ(matrix()->cards().rebuilds(), before + 2);
}

TEST_F(MainWindowPreviewTest, AFailureAfterTheLayoutsIsReportedAndDropsThem) {
    window.openPath(run);
    ASSERT_TRUE(waitPreview());
    *fail = true;
    latch->release();
    ASSERT_TRUE(waitIdle());
    ASSERT_NE(window.session()->document(run), nullptr);
    EXPECT_EQ(window.session()->document(run)->state, SessionDocument::State::Failed);
    EXPECT_EQ(window.session()->activeRun(), nullptr);
    EXPECT_EQ(window.inspector()->matrixPage()->preview(), nullptr);
    EXPECT_EQ(matrix()->cards().run(), nullptr);
    EXPECT_FALSE(window.findChild<SummaryStrip*>()->isVisible());
    auto* bar = window.findChild<MessageBar*>(QStringLiteral("messageBar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->text(),
              QStringLiteral("Not found: ") + run + QStringLiteral(": rank_3 went away"));
    EXPECT_EQ(busyText(), QString());
}

TEST_F(MainWindowPreviewTest, ClosingWhileTheRankFilesAreReadDropsTheLayouts) {
    window.openPath(run);
    ASSERT_TRUE(waitPreview());
    window.closeAll();
    EXPECT_EQ(window.inspector()->matrixPage()->preview(), nullptr);
    EXPECT_EQ(matrix()->cards().run(), nullptr);
    EXPECT_FALSE(window.findChild<SummaryStrip*>()->isVisible());
    latch->release();
    QTest::qWait(3 * JobBase::kPollMs);
    EXPECT_EQ(window.session()->paths(), QStringList());
    EXPECT_EQ(matrix()->cards().run(), nullptr) << "the closed run's load is dropped";
    EXPECT_FALSE(window.isIndexing());
}

}  // namespace
