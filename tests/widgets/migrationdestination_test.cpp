// The Migration tab and the folder it converts into (issue 34): another conversion there is
// refused before anything is written, with what is there and the choices; a re-run of the same
// plan keeps every file and ends at 100 %.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

namespace {

class MigrationDestinationTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_out.isValid());
        ASSERT_TRUE(writeSynthRun(m_dir.path().toStdString(), SynthConfig{}));  // 8 cards
        m_window.setRecordRecentFiles(false);
        m_window.resize(1400, 900);
        m_window.show();
        m_window.openPath(m_dir.path());
        ASSERT_TRUE(QTest::qWaitFor([this] { return !m_window.isIndexing(); }, kSettleMs));
        m_window.inspector()->setView(InspectorPanel::View::Migration);
        m_view = m_window.inspector()->migration();
        m_view->setDestination(destination());
    }
    QString destination() const { return m_out.filePath(QStringLiteral("converted")); }
    bool simulateAndPlan(const QString& spec) {
        QString error;
        if (!m_view->simulate(spec, &error)) {
            ADD_FAILURE() << error.toStdString();
            return false;
        }
        return QTest::qWaitFor(
            [this] {
                return !m_view->controller()->isPlanning() && m_view->controller()->planned().plan;
            },
            kSettleMs);
    }
    bool convertAndWait() {
        m_view->controller()->startConversion();
        return QTest::qWaitFor(
            [this] {
                return m_view->controller()->conversion()->outcome().has_value() &&
                       !m_view->controller()->conversion()->isRunning();
            },
            kSettleMs);
    }
    QStringList problemTexts() const {
        QStringList texts;
        const ProblemListModel* rows = m_view->controller()->problems();
        for (int i = 0; i < rows->rowCount(); ++i) {
            texts << rows->index(i, 0).data(ProblemListModel::kTextRole).toString();
        }
        return texts;
    }
    QString progressCell(int row) const {
        const PlanTableModel* model = m_view->preview()->model();
        return model->index(row, PlanTableModel::ProgressColumn).data().toString();
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    MainWindow m_window;
    MigrationView* m_view = nullptr;
};

}  // namespace

TEST_F(MigrationDestinationTest, AnotherConversionInTheFolderIsRefusedWithTheChoices) {
    ASSERT_TRUE(simulateAndPlan(QStringLiteral("dp=1,mp=4,pp=1")));
    ASSERT_TRUE(convertAndWait());
    ASSERT_FALSE(m_view->controller()->conversion()->outcome()->error)
        << m_view->controller()->conversion()->outcome()->error->describe();
    ASSERT_TRUE(simulateAndPlan(QStringLiteral("dp=1,mp=2,pp=1")));
    const QString d = destination();
    const QStringList texts = problemTexts();
    ASSERT_EQ(texts.size(), 4) << texts.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(texts[0].startsWith(d +
                                    QStringLiteral("/shardscope-conversion.json records "
                                                   "another conversion: of ") +
                                    m_dir.path()))
        << texts[0].toStdString();
    EXPECT_EQ(texts[1], d + QStringLiteral(" holds rank folders 2-3, outside this conversion's 2 "
                                           "ranks (0-1)"));
    EXPECT_EQ(texts[2],
              d + QStringLiteral(
                      "/strategy.ckpt describes another strategy than this conversion's target"));
    EXPECT_EQ(texts[3], QStringLiteral("Nothing is written into ") + d +
                            QStringLiteral(": choose another destination folder, or remove "
                                           "these from it first: rank_{0..3}/, "
                                           "strategy.ckpt, shardscope-conversion.json"));
    EXPECT_FALSE(m_view->runButton()->isEnabled());
    EXPECT_EQ(m_view->statusText(), QStringLiteral("4 problems block this conversion."));
    // Asked anyway, nothing is written.
    m_view->controller()->startConversion();
    EXPECT_FALSE(m_view->controller()->conversion()->isRunning());
    EXPECT_FALSE(QDir(d).exists(QStringLiteral("rank_0/checkpoint_0.ckpt.tmp")));
}

TEST_F(MigrationDestinationTest, ARerunThatKeepsEveryFileEndsAtOneHundredPercent) {
    ASSERT_TRUE(simulateAndPlan(QStringLiteral("dp=1,mp=4,pp=1")));
    ASSERT_TRUE(convertAndWait());
    ASSERT_FALSE(m_view->controller()->conversion()->outcome()->error);
    // The same plan again: every file is kept.
    m_view->setDestination(destination());
    ASSERT_TRUE(convertAndWait());
    const auto& outcome = *m_view->controller()->conversion()->outcome();
    ASSERT_FALSE(outcome.error) << outcome.error->describe();
    ASSERT_TRUE(outcome.result);
    for (const RankOutcome& r : outcome.result->ranks) {
        EXPECT_TRUE(r.skipped) << r.rank;
    }
    ASSERT_TRUE(outcome.verify);
    for (int row = 0; row < 4; ++row) {
        EXPECT_EQ(progressCell(row), QStringLiteral("verified")) << row;
    }
    EXPECT_EQ(progressCell(4), QStringLiteral("100%"));  // the totals row
    EXPECT_TRUE(QFile::exists(destination() + QStringLiteral("/shardscope-conversion.json")));
}
