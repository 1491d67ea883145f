// Finding a rank (issue 34 #18): Go to Rank (Ctrl+G, the View menu, Ctrl+F on the device
// matrix), the tensor list follows the parameter to a rank that holds it, and a rank table can
// be loaded for the open run from the File menu.
#include <gtest/gtest.h>

#include <QAction>
#include <QInputDialog>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/matrixpage.h"

namespace {

class MainWindowGoToRankTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        shardscope::SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2
        ASSERT_TRUE(shardscope::writeSynthRun(m_dir.path().toStdString(), config));
        m_window.setRecordRecentFiles(false);
        m_window.resize(1280, 800);
        m_window.show();
        m_window.openPath(m_dir.path());
        ASSERT_TRUE(QTest::qWaitFor([this] { return !m_window.isIndexing(); }, kSettleMs));
        m_window.inspector()->finishHandOver();
    }
    QString listedRank() {
        auto* list = m_window.findChild<QTreeWidget*>(QStringLiteral("rankTensors"));
        return list->topLevelItemCount() > 0 ? list->topLevelItem(0)->text(0) : QString();
    }
    QInputDialog* rankDialog() {
        QInputDialog* dialog = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                dialog = m_window.findChild<QInputDialog*>(QStringLiteral("goToRankDialog"));
                return dialog != nullptr && dialog->isVisible();
            },
            kSettleMs);
        return shown ? dialog : nullptr;
    }
    QAction* menuAction(int menu, const QString& objectName) {
        for (QAction* a : m_window.menuBar()->actions().at(menu)->menu()->actions()) {
            if (a->objectName() == objectName) {
                return a;
            }
        }
        return nullptr;
    }

    QTemporaryDir m_dir;
    MainWindow m_window;
};

TEST_F(MainWindowGoToRankTest, CtrlGAsksForARankAndShowsItOnTheMatrix) {
    QAction* go = menuAction(1, QStringLiteral("goToRankAction"));  // View
    ASSERT_NE(go, nullptr);
    EXPECT_EQ(go->text(), QStringLiteral("&Go to Rank…"));
    EXPECT_EQ(go->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
    EXPECT_TRUE(go->isEnabled());
    m_window.inspector()->setView(InspectorPanel::View::Parameters);
    QTest::keySequence(&m_window, QKeySequence(Qt::CTRL | Qt::Key_G));
    QInputDialog* dialog = rankDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->labelText(), QStringLiteral("Rank (0 to 7):"));
    dialog->setIntValue(6);
    dialog->accept();
    EXPECT_EQ(m_window.inspector()->view(), InspectorPanel::View::Matrix);
    EXPECT_EQ(m_window.inspector()->matrixView()->currentRank(), 6);
    EXPECT_TRUE(listedRank().startsWith(QStringLiteral("Rank 6: "))) << listedRank().toStdString();

    // On the matrix, Ctrl+F (Filter by Name) asks for a rank too.
    QTest::keySequence(&m_window, QKeySequence::Find);
    dialog = rankDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->intValue(), 6);
    dialog->reject();
}

TEST_F(MainWindowGoToRankTest, TheTensorListGoesToARankThatHoldsTheParameter) {
    InspectorPanel* panel = m_window.inspector();
    panel->setView(InspectorPanel::View::Matrix);
    ASSERT_TRUE(panel->selectParam(QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    panel->setRank(1);
    ASSERT_TRUE(listedRank().startsWith(QStringLiteral("Rank 1: "))) << listedRank().toStdString();
    // Stage 1's layer: ranks 4-7 hold it, rank 1 does not.
    ASSERT_TRUE(panel->selectParam(QStringLiteral("backbone.blocks.1.attention.dense1.weight")));
    EXPECT_EQ(panel->matrixPage()->detailRank(), 4);
    EXPECT_TRUE(listedRank().startsWith(QStringLiteral("Rank 4: "))) << listedRank().toStdString();
    EXPECT_EQ(panel->matrixView()->currentRank(), 4);
}

TEST_F(MainWindowGoToRankTest, TheFileMenuLoadsARankTableForTheOpenRun) {
    QAction* load = menuAction(0, QStringLiteral("loadRankTableAction"));  // File
    ASSERT_NE(load, nullptr);
    EXPECT_EQ(load->text(), QStringLiteral("Load Rank &Table…"));
    EXPECT_TRUE(load->isEnabled());
}

}  // namespace
