// Which run am I looking at? One visible active run: the Files tree, the Runs menu and the title
// agree, choosing a run in any of them shows it, and closing a run takes its strategy and logs.
#include <gtest/gtest.h>

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <fstream>

#include "losstestlogs.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "testpaths.h"
#include "widgets/common/messagebar.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/lossview.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/common/recentfiles.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/shell/session.h"
#include "widgets/models/shell/shellcontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

class MainWindowRunsTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setRecordRecentFiles(false);
        window.resize(1280, 800);
        window.show();
    }

    QString makeRun(const char* name, int dp) {
        const QString path = dir.filePath(QLatin1String(name));
        shardscope::SynthConfig config;
        config.dp = dp;
        EXPECT_TRUE(shardscope::writeSynthRun(path.toStdString(), config));
        return path;
    }
    bool waitIdle() {
        return QTest::qWaitFor(
            [this] {
                return !window.isIndexing() &&
                       !window.inspector()->loss()->controller()->isLoading();
            },
            kSettleMs);
    }
    QMenu* runsMenu() { return window.findChild<QMenu*>(QStringLiteral("runsMenu")); }
    QStringList checkedRuns() {
        QStringList out;
        for (QAction* a : runsMenu()->actions()) {
            if (a->isChecked()) {
                out << a->data().toString();
            }
        }
        return out;
    }
    QString treeCurrentPath() {
        auto* tree = window.findChild<QTreeView*>(QStringLiteral("inspectTree"));
        QModelIndex index = tree->currentIndex();
        while (index.parent().isValid()) {
            index = index.parent();
        }
        return index.data(InspectModel::PathRole).toString();
    }
    QString status() { return window.findChild<QLabel*>(QStringLiteral("statusCounts"))->text(); }

    QTemporaryDir dir;
    MainWindow window;
};

}  // namespace

TEST_F(MainWindowRunsTest, TheNewestRunIsShownAndNamedEverywhere) {
    const QString first = makeRun("alpha", 2);
    const QString second = makeRun("beta", 4);
    window.openPath(first);
    ASSERT_TRUE(waitIdle());
    window.openPath(second);
    ASSERT_TRUE(waitIdle());

    Session* session = window.session();
    EXPECT_EQ(session->activePath(), second);
    EXPECT_EQ(window.inspector()->runDocument()->rankCount(), 16u);
    EXPECT_EQ(treeCurrentPath(), second);
    EXPECT_EQ(checkedRuns(), QStringList{second});
    EXPECT_EQ(window.windowTitle(), QStringLiteral("beta — ShardScope"));
    const int betaRow = window.controller()->model()->rowOfPath(second);
    EXPECT_TRUE(
        window.controller()->model()->index(betaRow, 0).data(InspectModel::ActiveRole).toBool());
    EXPECT_FALSE(window.controller()
                     ->model()
                     ->index(window.controller()->model()->rowOfPath(first), 0)
                     .data(InspectModel::ActiveRole)
                     .toBool());

    // Choosing the other run in the Runs menu shows it, and the tree and title follow.
    QAction* alpha = nullptr;
    for (QAction* a : runsMenu()->actions()) {
        if (a->data().toString() == first) {
            alpha = a;
        }
    }
    ASSERT_NE(alpha, nullptr);
    EXPECT_TRUE(alpha->text().contains(QStringLiteral("alpha"))) << alpha->text().toStdString();
    alpha->trigger();
    EXPECT_EQ(session->activePath(), first);
    EXPECT_EQ(window.inspector()->runDocument()->rankCount(), 8u);
    EXPECT_EQ(treeCurrentPath(), first);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("alpha — ShardScope"));
    EXPECT_EQ(checkedRuns(), QStringList{first});

    // Clicking a row of the other run in the Files tree makes it current.
    auto* tree = window.findChild<QTreeView*>(QStringLiteral("inspectTree"));
    const QModelIndex betaTop = tree->model()->index(betaRow, 0);
    tree->setCurrentIndex(tree->model()->rowCount(betaTop) > 0 ? tree->model()->index(0, 0, betaTop)
                                                               : betaTop);
    EXPECT_EQ(session->activePath(), second);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("beta — ShardScope"));
}

TEST_F(MainWindowRunsTest, ClosingARunClosesItsStrategyAndLogsAndShowsTheOther) {
    const QString other = makeRun("other", 2);
    const QString demo = makeRun("demo", 2);
    window.openPath(other);
    ASSERT_TRUE(waitIdle());
    window.openDemoFolder(demo);  // the run, its strategy.ckpt as a document, and its logs
    ASSERT_TRUE(waitIdle());
    Session* session = window.session();
    ASSERT_TRUE(session->paths().contains(demo + QStringLiteral("/strategy.ckpt")));
    ASSERT_EQ(session->activePath(), demo);
    LossView* loss = window.inspector()->loss();
    const auto fromDemo = [&] {
        int n = 0;
        for (const auto& run : loss->controller()->runs()) {
            n += QString::fromStdString(run.path).startsWith(demo);
        }
        return n;
    };
    ASSERT_GT(fromDemo(), 0);

    QAction* close = nullptr;
    for (QAction* a : window.menuBar()->actions().front()->menu()->actions()) {
        if (a->text() == QStringLiteral("&Close")) {
            close = a;
        }
    }
    ASSERT_NE(close, nullptr);
    close->trigger();
    EXPECT_EQ(session->paths(), QStringList{other});
    EXPECT_EQ(window.controller()->model()->reportCount(), 1);
    EXPECT_EQ(fromDemo(), 0);
    EXPECT_EQ(session->activePath(), other);
    ASSERT_NE(window.inspector()->runDocument(), nullptr);
    EXPECT_EQ(QString::fromStdString(window.inspector()->runDocument()->path), other);
    EXPECT_EQ(window.windowTitle(), QStringLiteral("other — ShardScope"));
}

TEST_F(MainWindowRunsTest, EveryLogOnTheCommandLineIsItsOwnRunAndNoneTwice) {
    QStringList logs;
    for (const char* name : {"a.log", "b.log", "c.log"}) {
        const QString path = dir.filePath(QLatin1String(name));
        std::ofstream(path.toStdString()) << losstest::lossMonitorLog(
            1, 20, [](int64_t step) { return 5.0 / static_cast<double>(step); });
        logs << path;
    }
    window.openPaths(logs);
    ASSERT_TRUE(waitIdle());
    LossView* loss = window.inspector()->loss();
    ASSERT_EQ(loss->controller()->runs().size(), 3u);
    QStringList names;
    for (const auto& run : loss->controller()->runs()) {
        names << QString::fromStdString(run.name);
    }
    EXPECT_EQ(names, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Loss);
    // Only logs are open: the status bar says so, not "Nothing open".
    EXPECT_EQ(status(), QStringLiteral("3 training log runs on the Loss tab"));

    // Opening one of them again replaces it: no "b (2)".
    window.openPath(logs[1]);
    ASSERT_TRUE(waitIdle());
    names.clear();
    for (const auto& run : loss->controller()->runs()) {
        names << QString::fromStdString(run.name);
    }
    EXPECT_EQ(names.size(), 3);
    EXPECT_FALSE(names.join(QLatin1Char(',')).contains(QStringLiteral("(2)")))
        << names.join(QLatin1Char(',')).toStdString();
}

TEST_F(MainWindowRunsTest, OpenRecentListsWhatOpenedNeverWhatFailed) {
    window.setRecordRecentFiles(true);
    const QString good = makeRun("good", 2);
    const QString missing = dir.filePath(QStringLiteral("missing"));
    const QString broken = dir.filePath(QStringLiteral("broken.ckpt"));
    std::ofstream(broken.toStdString()) << "not a checkpoint";
    for (const QString& path : {good, missing, broken}) {
        window.openPath(path);
        ASSERT_TRUE(waitIdle());
    }
    const QStringList recent = window.controller()->recentFiles()->paths();
    EXPECT_TRUE(recent.contains(good));
    EXPECT_FALSE(recent.contains(missing));
    EXPECT_FALSE(recent.contains(broken));
    window.controller()->recentFiles()->remove(good);
}

// A rank table opened or dropped on the window places the active run's cards on servers (the
// run reopens with it, the matrix frames the servers); without a run it says to open one first.
TEST_F(MainWindowRunsTest, ARankTableDroppedOnTheWindowPlacesTheActiveRun) {
    const QString table =
        QString::fromUtf8(SHARDSCOPE_TEST_DATA) + QStringLiteral("/real/rank_table_8pcs.json");
    window.openPath(table);
    auto* bar = window.findChild<MessageBar*>(QStringLiteral("messageBar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_TRUE(bar->text().startsWith(QStringLiteral("Open a run first")))
        << bar->text().toStdString();
    bar->clearMessages();

    const QString run = makeRun("placed", 2);
    window.openPath(run);
    ASSERT_TRUE(waitIdle());
    ASSERT_TRUE(window.session()->activeRun());
    EXPECT_FALSE(window.session()->activeRun()->rankTable);

    window.openPath(table);
    ASSERT_TRUE(waitIdle());
    const auto placed = window.session()->activeRun();
    ASSERT_TRUE(placed);
    ASSERT_TRUE(placed->rankTable);
    EXPECT_EQ(QString::fromStdString(placed->rankTablePath), table);
    EXPECT_EQ(window.session()->paths(), QStringList{run}) << "the table is no document";
    EXPECT_FALSE(bar->isVisible());
    EXPECT_TRUE(window.inspector()->matrixView()->cards().texts().toolTip(3).contains(
        QStringLiteral("Server 10.*.*.*, device 3")));
}

// The open run's saved checkpoints are marked on the Loss tab's step axis once its history is
// read, in step order, where the loss was when each was written (issue 14).
TEST_F(MainWindowRunsTest, TheLossTabMarksTheRunsSavedSteps) {
    const QString path = dir.filePath(QStringLiteral("saves"));
    shardscope::SynthConfig config;
    config.saves = 4;
    ASSERT_TRUE(shardscope::writeSynthRun(path.toStdString(), config));
    window.openPath(path);
    ASSERT_TRUE(waitIdle());
    LossView* loss = window.inspector()->loss();
    window.inspector()->setView(InspectorPanel::View::Loss);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return loss->chart()->savedSteps().size() == 4 && !loss->curves().empty(); },
        kSettleMs));
    qreal last = -1;
    for (const SavedStepMark& mark : loss->chart()->savedSteps()) {
        EXPECT_TRUE(mark.complete) << mark.name.toStdString();
        const auto at = loss->chart()->markPosition(mark);
        ASSERT_TRUE(at.has_value()) << mark.name.toStdString();
        EXPECT_GT(at->x(), last);
        last = at->x();
    }
    EXPECT_TRUE(loss->chart()->savedSteps().back().resume);

    loss->controller()->setAxis(LossAxis::RelativeTime);  // marks belong to the step axis only
    EXPECT_FALSE(loss->chart()->markPosition(loss->chart()->savedSteps().front()).has_value());
}

// A MindFormers output folder holding its run and an earlier conversion: the window asks which
// one to open instead of guessing, and opens the one chosen (issue 15 section 3).
TEST_F(MainWindowRunsTest, AnOutputFolderWithSeveralRunsAsksWhichToOpen) {
    const QString out = dir.filePath(QStringLiteral("output"));
    const QString checkpoint = out + QStringLiteral("/checkpoint");
    const QString converted = out + QStringLiteral("/transformed_checkpoint/llama_4p");
    for (const QString& run : {checkpoint, converted}) {
        shardscope::SynthConfig config;
        ASSERT_TRUE(shardscope::writeSynthRun(run.toStdString(), config));
    }
    window.openPath(out);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("chooseRunBox"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(window.session()->paths().isEmpty()) << "nothing is opened by guessing";
    QStringList choices;
    QAbstractButton* pick = nullptr;
    for (QAbstractButton* button : box->buttons()) {
        if (!button->property("runPath").toString().isEmpty()) {
            choices << button->text();
            if (button->property("runPath").toString() == converted) {
                pick = button;
            }
        }
    }
    EXPECT_EQ(choices, (QStringList{QStringLiteral("checkpoint/"),
                                    QStringLiteral("transformed_checkpoint/llama_4p/")}));
    ASSERT_NE(pick, nullptr);
    pick->click();
    ASSERT_TRUE(waitIdle());
    EXPECT_EQ(window.session()->paths(), QStringList{converted});
    ASSERT_TRUE(window.session()->activeRun());
    EXPECT_EQ(window.session()->activeRun()->rankCount(), 8);
}

// A rank table that does not load leaves the open run as it was, and says why.
TEST_F(MainWindowRunsTest, ABrokenRankTableLeavesTheRunOpen) {
    const QString run = makeRun("kept", 2);
    window.openPath(run);
    ASSERT_TRUE(waitIdle());
    const auto before = window.session()->activeRun();
    ASSERT_TRUE(before);
    const QString broken = dir.filePath(QStringLiteral("rank_table.json"));
    ASSERT_TRUE(QFile::copy(QString::fromUtf8(SHARDSCOPE_TEST_DATA) +
                                QStringLiteral("/ranktable/duplicate_rank_id.json"),
                            broken));
    window.openPath(broken);
    ASSERT_TRUE(waitIdle());
    auto* bar = window.findChild<MessageBar*>(QStringLiteral("messageBar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_TRUE(bar->text().contains(QStringLiteral("rank_table.json")))
        << bar->text().toStdString();
    EXPECT_EQ(window.session()->activeRun(), before) << "the run is not reloaded";
    EXPECT_FALSE(window.session()->activeRun()->rankTable);
}
