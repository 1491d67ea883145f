// One run's problems at a time, and the damaged copies of its saved steps said where a user looks
// (issue 34 #19): in the History tab under the resume line, and in the Problems panel.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/history/historyview.h"
#include "widgets/models/problems/issuelistmodel.h"
#include "widgets/models/problems/runissuefilter.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

class MainWindowProblemsTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        shardscope::SynthConfig config;  // tiny: 8 ranks
        config.saves = 3;
        shardscope::SynthOptions damaged;
        damaged.damage = {{shardscope::SynthDamageKind::Truncate, {3}},
                          {shardscope::SynthDamageKind::MissingNewest, {6}}};
        m_damaged = m_dir.filePath(QStringLiteral("damaged"));
        ASSERT_TRUE(shardscope::writeSynthRun(m_damaged.toStdString(), config, damaged));
        // The clean run lacks its strategy: a problem of its own (no strategy).
        m_clean = m_dir.filePath(QStringLiteral("clean"));
        ASSERT_TRUE(shardscope::writeSynthRun(m_clean.toStdString(), {}));
        ASSERT_TRUE(QFile::remove(m_clean + QStringLiteral("/strategy.ckpt")));
        ASSERT_TRUE(QDir(m_clean + QStringLiteral("/strategy")).removeRecursively());
        m_window.setRecordRecentFiles(false);
        m_window.resize(1280, 800);
        m_window.show();
    }
    bool settle() {
        return QTest::qWaitFor(
            [this] {
                return !m_window.isIndexing() && !m_window.inspector()->history()->isLoading();
            },
            kSettleMs);
    }
    // The Problems panel's rows: problem, location, and the report each belongs to.
    QStringList shownProblems() {
        auto* view = m_window.findChild<QTreeView*>(QStringLiteral("problemsView"));
        QStringList out;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex problem = view->model()->index(r, IssueListModel::ProblemColumn);
            out << problem.data().toString() + QStringLiteral(" | ") +
                       view->model()->index(r, IssueListModel::LocationColumn).data().toString();
        }
        return out;
    }
    QStringList shownReports() {
        auto* view = m_window.findChild<QTreeView*>(QStringLiteral("problemsView"));
        QStringList out;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            out << QFileInfo(
                       view->model()->index(r, 0).data(IssueListModel::ReportPathRole).toString())
                       .fileName();
        }
        out.removeDuplicates();
        return out;
    }
    QString status() { return m_window.findChild<QLabel*>(QStringLiteral("statusCounts"))->text(); }

    QTemporaryDir m_dir;
    QString m_damaged;
    QString m_clean;
    MainWindow m_window;
};

TEST_F(MainWindowProblemsTest, TheProblemsPanelListsTheShownRunsProblemsOnly) {
    m_window.openPath(m_damaged);
    ASSERT_TRUE(settle());
    m_window.openPath(m_clean);
    ASSERT_TRUE(settle());
    ASSERT_EQ(m_window.session()->activePath(), m_clean);
    EXPECT_EQ(shownReports(), QStringList{QStringLiteral("clean#layout")});
    EXPECT_EQ(shownProblems(),
              QStringList{QStringLiteral("No strategy file beside the rank folders; give one to "
                                         "see how the parameters are split | clean")});
    EXPECT_TRUE(status().endsWith(QStringLiteral("1 problem"))) << status().toStdString();

    m_window.session()->setActive(m_damaged);
    ASSERT_TRUE(settle());
    EXPECT_EQ(shownReports(),
              (QStringList{QStringLiteral("damaged"), QStringLiteral("damaged#history")}));
}

TEST_F(MainWindowProblemsTest, DamagedSavedStepsAreListedInTheHistoryTabAndTheProblemsPanel) {
    m_window.openPath(m_damaged);
    ASSERT_TRUE(settle());
    HistoryView* history = m_window.inspector()->history();
    ASSERT_NE(history->history(), nullptr);
    // The reason's words are the CLI's (one catalogue template), after the state's.
    const QString cut = QStringLiteral(
        "truncated or unreadable: truncated (byte 396949: record of 32852 bytes runs past the end "
        "of the file (1828 bytes left))");
    EXPECT_EQ(history->damageText(), QStringLiteral("synth-2_250 · rank 3: ") + cut +
                                         QStringLiteral("\nsynth-2_250 · rank 6: missing"));
    EXPECT_TRUE(history->summaryText().endsWith(
        QStringLiteral("1 newer step cannot be used, for the reasons below.")))
        << history->summaryText().toStdString();
    EXPECT_EQ(shownProblems(),
              (QStringList{QStringLiteral("The run holds 3 saved steps; using synth-2_83, the "
                                          "newest complete and intact on every rank | damaged"),
                           QStringLiteral("Step synth-2_250 cannot be resumed from on rank 3: ") +
                               cut + QStringLiteral(" | synth-2_250.ckpt · rank 3"),
                           QStringLiteral("Step synth-2_250 has no file on rank 6 | "
                                          "damaged · rank 6")}));

    // A damaged problem jumps to the History tab.
    auto* view = m_window.findChild<QTreeView*>(QStringLiteral("problemsView"));
    m_window.inspector()->setView(InspectorPanel::View::Files);
    const QModelIndex last = view->model()->index(view->model()->rowCount() - 1, 0);
    Q_EMIT view->activated(last);
    EXPECT_EQ(m_window.inspector()->view(), InspectorPanel::View::History);
}

}  // namespace
