// The History tab on a run whose newest save is missing on two ranks: the grid shows every step
// by rank, the resume step is named, MindSpore's rule is said, and clicking a column opens that
// step in every tab.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historygrid.h"
#include "widgets/history/historyview.h"
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
