// Where what the user opens goes: training logs to the Loss tab, checkpoints to the inspector;
// File > Export opens the export dialog for the open run.
#include <gtest/gtest.h>

#include <QAction>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include "inspect/pathkind.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/export/exportdialog.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

TEST(MainWindowRoutes, LogsGoToTheLossTabAndRunsBringTheirLogs) {
    QTemporaryDir dir;
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), shardscope::SynthConfig{}));
    using shardscope::classifyPath;
    using shardscope::PathKind;
    const auto at = [&dir](const char* rel) {
        return dir.filePath(QLatin1String(rel)).toStdString();
    };
    EXPECT_EQ(classifyPath(at("log")), PathKind::LogFolder);
    EXPECT_EQ(classifyPath(at("log/rank_0.log")), PathKind::Log);
    EXPECT_EQ(classifyPath(dir.path().toStdString()), PathKind::RunFolder);
    EXPECT_EQ(classifyPath(at("strategy.ckpt")), PathKind::Strategy);

    MainWindow window;
    window.setRecordRecentFiles(false);
    window.show();
    window.openPath(dir.filePath(QStringLiteral("log")));
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Loss);
    LossView* loss = window.inspector()->loss();
    ASSERT_TRUE(QTest::qWaitFor(
        [loss] { return !loss->controller()->isLoading() && !loss->controller()->runs().empty(); },
        kSettleMs));
    EXPECT_EQ(loss->controller()->runs().size(), 1u);
    EXPECT_EQ(loss->controller()->runs().front().logs.size(), 8u);  // one log per rank
    EXPECT_EQ(window.inspector()->runDocument(), nullptr);          // no checkpoint was opened

    // Opening the run itself indexes it and leaves the same logs shown once, not twice.
    QTemporaryDir other;
    ASSERT_TRUE(shardscope::writeSynthRun(other.path().toStdString(), shardscope::SynthConfig{}));
    window.openPath(other.path());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !window.isIndexing() && !loss->controller()->isLoading() &&
                   loss->controller()->runs().size() == 2;
        },
        kSettleMs));
}

TEST(MainWindowRoutes, FileExportOpensTheDialogForTheOpenRun) {
    QTemporaryDir dir;
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), shardscope::SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.show();
    QAction* exportAction = nullptr;
    for (QAction* a : window.menuBar()->actions().front()->menu()->actions()) {
        if (a->text() == QStringLiteral("&Export…")) {
            exportAction = a;
        }
    }
    ASSERT_NE(exportAction, nullptr);
    EXPECT_FALSE(exportAction->isEnabled());  // nothing open yet
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&window] { return !window.isIndexing(); }, kSettleMs));
    EXPECT_TRUE(exportAction->isEnabled());
    exportAction->trigger();
    auto* dialog = window.findChild<ExportDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(dialog->controller()->state(), ExportController::State::Editing);
    dialog->close();
}
