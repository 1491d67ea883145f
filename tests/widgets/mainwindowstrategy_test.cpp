// A strategy file opened while a run without one is showing (issue 34 #12): it is attached only
// when the user says so, and the dialog suggests keeping an unrelated strategy apart.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/problems/issuelistmodel.h"
#include "widgets/models/shell/session.h"
#include "widgets/models/shell/shellcontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

class MainWindowStrategyTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        shardscope::SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2
        ASSERT_TRUE(
            shardscope::writeSynthRun(m_dir.filePath(QStringLiteral("run")).toStdString(), config));
        // The run's own strategy, moved away: the run opens without one.
        m_own = m_dir.filePath(QStringLiteral("own.ckpt"));
        ASSERT_TRUE(QFile::rename(m_dir.filePath(QStringLiteral("run/strategy.ckpt")), m_own));
        ASSERT_TRUE(QDir(m_dir.filePath(QStringLiteral("run/strategy"))).removeRecursively());
        // Another network's strategy of 16 cards (more layers, another cut).
        shardscope::SynthConfig other;
        other.dp = 4;
        other.layers = 6;
        shardscope::SynthOptions strategyOnly;
        strategyOnly.strategyOnly = true;
        ASSERT_TRUE(shardscope::writeSynthRun(m_dir.filePath(QStringLiteral("other")).toStdString(),
                                              other, strategyOnly));
        m_window.setRecordRecentFiles(false);
        m_window.resize(1280, 800);
        m_window.show();
        m_window.openPath(m_dir.filePath(QStringLiteral("run")));
        ASSERT_TRUE(settle());
        ASSERT_FALSE(m_window.inspector()->runDocument()->strategy);
    }
    bool settle() {
        return QTest::qWaitFor([this] { return !m_window.isIndexing(); }, kSettleMs);
    }
    QMessageBox* offer() {
        QMessageBox* box = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                box = m_window.findChild<QMessageBox*>(QStringLiteral("attachStrategyBox"));
                return box != nullptr && box->isVisible();
            },
            kSettleMs);
        return shown ? box : nullptr;
    }

    QTemporaryDir m_dir;
    QString m_own;
    MainWindow m_window;
};

TEST_F(MainWindowStrategyTest, AnUnrelatedStrategyOpensAloneUnlessTheUserAttachesIt) {
    const auto before = m_window.inspector()->runDocument();
    const int problems = m_window.controller()->notices()->rowCount();
    const QString other = m_dir.filePath(QStringLiteral("other/strategy.ckpt"));
    m_window.openPath(other);
    ASSERT_TRUE(settle());
    QMessageBox* box = offer();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->text(),
              QStringLiteral("strategy.ckpt lays out 300 parameters; 108 of them are in run. It is "
                             "probably the strategy of another run: attached, it would mark the "
                             "other parameters of run as outside the strategy. Keep it open on "
                             "its own, or attach it anyway?"));
    ASSERT_NE(box->defaultButton(), nullptr);
    EXPECT_EQ(box->defaultButton()->text(), QStringLiteral("Open Alone"));
    EXPECT_EQ(box->findChild<QPushButton*>(QStringLiteral("attachStrategyButton"))->text(),
              QStringLiteral("Attach to run"));
    // Enter takes the default: the run stays as it was, the strategy is a document of its own.
    QTest::keyClick(box, Qt::Key_Return);
    ASSERT_TRUE(settle());
    EXPECT_EQ(m_window.inspector()->runDocument(), before);
    EXPECT_FALSE(m_window.inspector()->runDocument()->strategy);
    EXPECT_EQ(m_window.controller()->notices()->rowCount(), problems);
    EXPECT_TRUE(m_window.session()->paths().contains(other));
}

TEST_F(MainWindowStrategyTest, TheRunsOwnStrategyIsAttachedWhenTheUserSaysSo) {
    m_window.openPath(m_own);
    ASSERT_TRUE(settle());
    QMessageBox* box = offer();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->text(),
              QStringLiteral("own.ckpt lays out 108 parameters, all of them in run, which has no "
                             "strategy. Attach it to run, so that every tab shows how it cuts "
                             "them, or keep it open on its own?"));
    ASSERT_NE(box->defaultButton(), nullptr);
    EXPECT_EQ(box->defaultButton()->objectName(), QStringLiteral("attachStrategyButton"));
    QTest::keyClick(box, Qt::Key_Return);
    ASSERT_TRUE(settle());
    const auto run = m_window.inspector()->runDocument();
    EXPECT_EQ(run->rankCount(), 8);
    ASSERT_TRUE(run->strategy);
    EXPECT_EQ(run->strategyPath, m_own.toStdString());
}

}  // namespace
