// An encrypted run waiting for its key, and saved steps the Loss tab cannot place until it is
// told the steps per epoch (issue 34 #24).
#include <gtest/gtest.h>

#include <QDir>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/losscontrols.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/keydialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/shellprompts.h"
#include "widgets/shell/summarystrip.h"

namespace {

class MainWindowEncryptedTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_run = m_dir.filePath(QStringLiteral("run"));
        shardscope::SynthConfig config;  // tiny: 8 ranks, 2 stages, 2 epochs of 250 steps
        shardscope::SynthOptions options;
        auto key = shardscope::makeCheckpointKey("000102030405060708090a0b0c0d0e0f",
                                                 shardscope::KeyEncoding::Hex,
                                                 shardscope::EncryptionMode::AesGcm);
        ASSERT_TRUE(key);
        options.encryptKey = *key;
        ASSERT_TRUE(shardscope::writeSynthRun(m_run.toStdString(), config, options));
        // The logs elsewhere: nothing beside the run tells the steps per epoch.
        m_logs = m_dir.filePath(QStringLiteral("logs"));
        ASSERT_TRUE(QDir().rename(m_run + QStringLiteral("/log"), m_logs));
        m_window.setRecordRecentFiles(false);
        m_window.resize(1280, 800);
        m_window.show();
    }
    bool settle() {
        return QTest::qWaitFor(
            [this] {
                return !m_window.isIndexing() && !m_window.inspector()->history()->isLoading() &&
                       !m_window.inspector()->loss()->controller()->isLoading();
            },
            kSettleMs);
    }

    QTemporaryDir m_dir;
    QString m_run;
    QString m_logs;
    MainWindow m_window;
};

TEST_F(MainWindowEncryptedTest, ARunWaitingForItsKeySaysSoAndNotThatItsParametersAreOutside) {
    m_window.openPath(m_run);
    ASSERT_TRUE(settle());
    ASSERT_TRUE(
        QTest::qWaitFor([this] { return m_window.prompts()->keyDialog() != nullptr; }, kSettleMs));
    m_window.prompts()->keyDialog()->reject();
    auto* strip = m_window.findChild<SummaryStrip*>();
    ASSERT_NE(strip, nullptr);
    EXPECT_EQ(strip->summaryText(),
              QStringLiteral("run  ·  8 ranks  ·  2 stages  ·  111 parameters  ·  8 ranks "
                             "encrypted, waiting for the key"));
}

TEST_F(MainWindowEncryptedTest, TheLossTabTakesTheStepsPerEpochThatPlaceTheSavedSteps) {
    m_window.openPath(m_run);
    ASSERT_TRUE(settle());
    ASSERT_TRUE(
        QTest::qWaitFor([this] { return m_window.prompts()->keyDialog() != nullptr; }, kSettleMs));
    m_window.prompts()->keyDialog()->reject();
    LossView* loss = m_window.inspector()->loss();
    loss->controller()->addPaths({m_logs});
    ASSERT_TRUE(settle());
    m_window.inspector()->setView(InspectorPanel::View::Loss);
    EXPECT_TRUE(loss->chart()->savedSteps().empty());
    EXPECT_TRUE(loss->notesText().startsWith(
        QStringLiteral("1 saved step not marked: its global step is not known (set the steps "
                       "per epoch above)")))
        << loss->notesText().toStdString();

    QSpinBox* box = loss->controls()->stepsPerEpochBox();
    ASSERT_TRUE(box->isVisible());
    EXPECT_EQ(box->text(), QStringLiteral("auto"));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("250"));
    QTest::keyClick(box, Qt::Key_Return);
    ASSERT_TRUE(settle());
    ASSERT_EQ(loss->chart()->savedSteps().size(), 1u);
    EXPECT_EQ(loss->chart()->savedSteps().front().step, 500);
    EXPECT_FALSE(loss->notesText().contains(QStringLiteral("not marked")))
        << loss->notesText().toStdString();
}

}  // namespace
