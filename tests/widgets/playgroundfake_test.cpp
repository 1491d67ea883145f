// The Playground bound to stand-in controllers (issue 32 §3), handed to PlaygroundView and to
// the window: the user's changes reach the FitController given, the view shows its report, and
// "Open as Run" goes to the writer given, which writes nothing; the folder it names is opened
// by the window.
#include <gtest/gtest.h>

#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <vector>

#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/fit/playgroundrunwriter.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

namespace {

// The real report, with every split the view asks for recorded.
class RecordingFitController final : public FitController {
public:
    void setSplit(const Split& split) override {
        splits.push_back(split);
        FitController::setSplit(split);
    }
    void setDeviceMemory(uint64_t bytes) override {
        memories.push_back(bytes);
        FitController::setDeviceMemory(bytes);
    }
    std::vector<Split> splits;
    std::vector<uint64_t> memories;
};

// Writes nothing: says that `folder` (a run made beforehand) was written.
class CannedRunWriter final : public PlaygroundRunWriter {
public:
    CannedRunWriter(FitController* fit, QString folder)
        : PlaygroundRunWriter(fit), m_canned(std::move(folder)) {}
    void start(const QString& parent) override {
        parents << parent;
        SynthSummary summary;
        summary.ranks = 8;
        summary.fileBytes = 2048;
        Q_EMIT started(m_canned, QStringLiteral("canned"));
        Q_EMIT written(m_canned, QStringLiteral("canned"), summary);
    }
    QStringList parents;

private:
    QString m_canned;
};

}  // namespace

TEST(PlaygroundFake, TheViewDrivesTheControllerItIsGiven) {
    RecordingFitController fit;
    CannedRunWriter writer(&fit, QStringLiteral("/nowhere/run"));
    PlaygroundView view(&fit, &writer);
    EXPECT_EQ(view.controller(), &fit);
    // The view's start: llama2-13b on dp 2 x mp 4 x pp 2.
    ASSERT_FALSE(fit.splits.empty());
    EXPECT_EQ(fit.splits.back().dp, 2);
    EXPECT_EQ(fit.splits.back().mp, 4);
    EXPECT_EQ(fit.splits.back().pp, 2);
    const size_t before = fit.splits.size();
    view.dpBox()->setValue(4);
    ASSERT_EQ(fit.splits.size(), before + 1);
    EXPECT_EQ(fit.splits.back().dp, 4);
    EXPECT_EQ(fit.split().dp, 4);
    view.memoryBox()->setValue(32);
    ASSERT_FALSE(fit.memories.empty());
    EXPECT_EQ(fit.memories.back(), 32 * FitController::kGiB);
    ASSERT_NE(fit.report(), nullptr);
    EXPECT_EQ(view.headline()->text(), FitTexts::headline(*fit.report()));

    view.openAsRun(QStringLiteral("/parent"));
    EXPECT_EQ(writer.parents, QStringList{QStringLiteral("/parent")});
    EXPECT_EQ(view.runStatus()->text(),
              QStringLiteral("Wrote /nowhere/run (%1 in 8 rank files): canned")
                  .arg(SizeText::bytes(2048)));
}

TEST(PlaygroundFake, TheWindowPassesItsControllersToThePlayground) {
    QTemporaryDir dir;
    const QString run = dir.filePath(QStringLiteral("canned"));
    ASSERT_TRUE(writeSynthRun(run.toStdString(), SynthConfig{}));
    RecordingFitController fit;
    CannedRunWriter writer(&fit, run);
    ViewControllers controllers;
    controllers.fit = &fit;
    controllers.playgroundRuns = &writer;
    MainWindow window(controllers);
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.inspector()->setView(InspectorPanel::View::Playground);
    PlaygroundView* view = window.inspector()->playground();
    EXPECT_EQ(view->controller(), &fit);
    view->ppBox()->setValue(1);
    EXPECT_EQ(fit.splits.back().pp, 1);
    // "Open as Run": the canned folder is opened like File > Open.
    view->openAsRun(dir.path());
    EXPECT_EQ(writer.parents, QStringList{dir.path()});
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto doc = window.inspector()->runDocument();
            return !window.isIndexing() && doc && QString::fromStdString(doc->path) == run;
        },
        kSettleMs));
    EXPECT_EQ(window.inspector()->runDocument()->rankCount(), 8);
}
