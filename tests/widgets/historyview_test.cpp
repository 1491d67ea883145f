// The History tab on a run whose newest save is missing on two ranks: the grid shows every step
// by rank, the resume step is named, MindSpore's rule is said, and clicking a column opens that
// step in every tab.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>
#include <filesystem>

#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historygrid.h"
#include "widgets/history/historyview.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

TEST(HistoryViewTest, ResumeStepNamedAndAColumnOpensItsStep) {
    QTemporaryDir dir;
    SynthConfig config;
    config.hidden = 32;
    config.vocab = 128;
    config.seqLength = 16;
    config.saves = 3;
    SynthOptions options;
    options.damage = {{SynthDamageKind::MissingNewest, {6, 7}}};
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config, options));

    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->setView(InspectorPanel::View::History);
    HistoryView* view = window.inspector()->history();
    ASSERT_TRUE(QTest::qWaitFor([&] { return view->history() != nullptr; }, kSettleMs));
    const RunHistory& h = *view->history();
    ASSERT_EQ(h.steps.size(), 3u);
    ASSERT_EQ(h.resume, 1);
    EXPECT_EQ(h.steps[2].missingRanks, (std::vector<int>{6, 7}));
    const QString resumeName = QString::fromStdString(h.steps[1].name);
    EXPECT_TRUE(view->summaryText().startsWith(QStringLiteral("Resume from ") + resumeName))
        << view->summaryText().toStdString();
    EXPECT_TRUE(view->summaryText().contains(QStringLiteral("1 newer step cannot be used")))
        << view->summaryText().toStdString();
    // The run opened at the recommended step.
    ASSERT_TRUE(window.inspector()->runDocument()->run.step.has_value());
    EXPECT_EQ(QString::fromStdString(window.inspector()->runDocument()->run.step->name),
              resumeName);

    // Every cell has room on screen: three columns, eight ranks.
    HistoryGrid* grid = view->grid();
    EXPECT_GE(grid->cellSize().width(), 20);
    EXPECT_GE(grid->cellSize().height(), 8);

    // A click on the oldest column opens that step in every tab.
    Q_EMIT grid->stepActivated(0);
    const QString oldest = QString::fromStdString(h.steps[0].name);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto run = window.inspector()->runDocument();
            return !window.isIndexing() && run && run->run.step &&
                   QString::fromStdString(run->run.step->name) == oldest;
        },
        kSettleMs));
    EXPECT_EQ(window.inspector()->runDocument()->rankCount(), 8);
    EXPECT_EQ(view->history()->steps.size(), 3u);  // the same history, not read again
}

// The tab shows the saved steps the run's load scanned to choose its step, not a second scan:
// the oldest step's files removed right after the load (before any view has the run), the tab
// still shows that step intact on every rank, and the steps placed with another steps per epoch
// are the same steps (issue 32).
TEST(HistoryViewTest, TheStepsAreTheOnesTheLoadScanned) {
    QTemporaryDir dir;
    SynthConfig config;
    config.hidden = 32;
    config.vocab = 128;
    config.seqLength = 16;
    config.saves = 3;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config));
    const std::string oldest = synthSaveName(synthSaves(config).front());

    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.session()->setLoadFunction(
        [oldest](const std::string& path, const LoadOptions& options, const LoadWatch& watch) {
            auto run = loadPath(path, options, watch);
            for (int rank = 0; rank < 8; ++rank) {
                std::filesystem::remove(path + "/rank_" + std::to_string(rank) + "/" + oldest);
            }
            return run;
        });
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->setView(InspectorPanel::View::History);
    HistoryView* view = window.inspector()->history();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view->isLoading() && view->history(); }, kSettleMs));
    const auto expectAllThree = [&](const char* when) {
        const RunHistory& h = *view->history();
        ASSERT_EQ(h.steps.size(), 3u) << when;
        EXPECT_EQ(h.steps[0].name + ".ckpt", oldest) << when;
        EXPECT_TRUE(h.steps[0].missingRanks.empty()) << when;
        ASSERT_EQ(h.steps[0].cells.size(), 8u) << when;
        for (const HistoryCell& cell : h.steps[0].cells) {
            EXPECT_EQ(cell.best().state, FileState::Intact) << when << " rank " << cell.rank;
        }
        EXPECT_EQ(h.resume, 2) << when;
        EXPECT_TRUE(view->summaryText().startsWith(QStringLiteral("Resume from ") +
                                                   QString::fromStdString(h.steps[2].name)))
            << when << ": " << view->summaryText().toStdString();
    };
    expectAllThree("as loaded");
    const quint64 reads = view->job()->generation();
    view->setStepsPerEpoch(125);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view->isLoading() && view->history(); }, kSettleMs));
    EXPECT_EQ(view->job()->generation(), reads + 1);
    expectAllThree("placed again");
    EXPECT_EQ(view->history()->stepsPerEpoch.value, 125);
    EXPECT_EQ(view->history()->stepsPerEpoch.source, "option");
}
