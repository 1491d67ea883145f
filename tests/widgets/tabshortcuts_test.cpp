// Issue 34 #26: each tab a keystroke away (Ctrl+1 … Ctrl+9, Ctrl+0: the Playground, issue 33),
// listed in the View menu; History's recommended step can be used or copied as "--step NAME" where
// the recommendation is read.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historyview.h"
#include "widgets/history/stepactions.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

TEST(TabShortcuts, CtrlDigitsReachEveryTabAndTheViewMenuListsThem) {
    QTemporaryDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    auto* view = window.menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    ASSERT_NE(view, nullptr);
    QStringList listed;
    for (const QAction* action : view->actions()) {
        if (!action->shortcut().isEmpty() &&
            action->objectName().startsWith(QStringLiteral("tab"))) {
            listed << action->text() + QLatin1Char(' ') +
                          action->shortcut().toString(QKeySequence::PortableText);
        }
    }
    EXPECT_EQ(listed,
              (QStringList{QStringLiteral("Files Ctrl+1"), QStringLiteral("Parameters Ctrl+2"),
                           QStringLiteral("Device matrix Ctrl+3"), QStringLiteral("Slices Ctrl+4"),
                           QStringLiteral("Tensor Ctrl+5"), QStringLiteral("Migration Ctrl+6"),
                           QStringLiteral("Doctor Ctrl+7"), QStringLiteral("Loss Ctrl+8"),
                           QStringLiteral("History Ctrl+9"), QStringLiteral("Playground Ctrl+0")}));
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Playground);
    QTest::keyClick(&window, Qt::Key_9, Qt::ControlModifier);
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::History);
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Matrix);
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Files);
}

TEST(TabShortcuts, HistoryUsesOrCopiesTheRecommendedStep) {
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
    HistoryView* history = window.inspector()->history();
    ASSERT_TRUE(QTest::qWaitFor([&] { return history->history() != nullptr; }, kSettleMs));
    const QString resume = QString::fromStdString(history->history()->steps[1].name);
    StepActions* actions = history->stepActions();
    EXPECT_TRUE(actions->isVisible());
    EXPECT_EQ(actions->step(), resume);
    // The run opened at the recommended step: nothing to use, it is open.
    EXPECT_EQ(actions->useButton()->text(), QStringLiteral("Step %1 is open").arg(resume));
    EXPECT_FALSE(actions->useButton()->isEnabled());
    EXPECT_EQ(actions->copyButton()->text(), QStringLiteral("Cop&y --step %1").arg(resume));
    actions->copyButton()->click();
    EXPECT_EQ(QApplication::clipboard()->text(), QStringLiteral("--step ") + resume);

    // Another step open: "Use" brings the recommended one back in every tab.
    const QString oldest = QString::fromStdString(history->history()->steps[0].name);
    Q_EMIT history->stepRequested(dir.path(), oldest);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto run = window.inspector()->runDocument();
            return !window.isIndexing() && run && run->run.step &&
                   QString::fromStdString(run->run.step->name) == oldest;
        },
        kSettleMs));
    EXPECT_EQ(actions->useButton()->text(), QStringLiteral("&Use step %1").arg(resume));
    ASSERT_TRUE(actions->useButton()->isEnabled());
    actions->useButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto run = window.inspector()->runDocument();
            return !window.isIndexing() && run && run->run.step &&
                   QString::fromStdString(run->run.step->name) == resume;
        },
        kSettleMs));
}
