// Which run am I looking at? One visible active run: the Files tree, the Runs menu and the title
// agree, choosing a run in any of them shows it, and closing a run takes its strategy and logs.
#include <gtest/gtest.h>

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <fstream>

#include "loss/lossview.h"
#include "losstestlogs.h"
#include "models/common/recentfiles.h"
#include "models/files/inspectmodel.h"
#include "models/shell/session.h"
#include "shell/inspectorpanel.h"
#include "shell/mainwindow.h"
#include "synth/synthrun.h"

namespace {

constexpr int kWaitMs = 30000;

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
            [this] { return !window.isIndexing() && !window.inspector()->loss()->isLoading(); },
            kWaitMs);
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
    EXPECT_EQ(window.inspector()->runModel()->rankCount(), 16u);
    EXPECT_EQ(treeCurrentPath(), second);
    EXPECT_EQ(checkedRuns(), QStringList{second});
    EXPECT_EQ(window.windowTitle(), QStringLiteral("beta — ShardScope"));
    const int betaRow = window.inspectModel()->rowOfPath(second);
    EXPECT_TRUE(window.inspectModel()->index(betaRow, 0).data(InspectModel::ActiveRole).toBool());
    EXPECT_FALSE(window.inspectModel()
                     ->index(window.inspectModel()->rowOfPath(first), 0)
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
    EXPECT_EQ(window.inspector()->runModel()->rankCount(), 8u);
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
        for (const auto& run : loss->runs()) {
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
    EXPECT_EQ(window.inspectModel()->reportCount(), 1);
    EXPECT_EQ(fromDemo(), 0);
    EXPECT_EQ(session->activePath(), other);
    ASSERT_NE(window.inspector()->runModel(), nullptr);
    EXPECT_EQ(QString::fromStdString(window.inspector()->runModel()->path), other);
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
    ASSERT_EQ(loss->runs().size(), 3u);
    QStringList names;
    for (const auto& run : loss->runs()) {
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
    for (const auto& run : loss->runs()) {
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
    const QStringList recent = window.recentFiles()->paths();
    EXPECT_TRUE(recent.contains(good));
    EXPECT_FALSE(recent.contains(missing));
    EXPECT_FALSE(recent.contains(broken));
    window.recentFiles()->remove(good);
}
