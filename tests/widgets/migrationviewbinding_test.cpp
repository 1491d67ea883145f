// MigrationView bound to a controller that publishes canned state (issue 32 §3): the view shows
// exactly what it is told, and forwards the user's actions, with no run, plan or job behind it.
#include <gtest/gtest.h>

#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <memory>
#include <utility>
#include <vector>

#include "formats/ranktable.h"
#include "util/issue.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/migration/migrationcontroller.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/problemlistmodel.h"

namespace migrationviewbindingtest {

// A controller whose state the test sets: it publishes what it is given.
class CannedMigrationController final : public MigrationController {
public:
    void publishSource(const Source& source) { Q_EMIT sourceChanged(source); }
    void publishSides(const Sides& sides) { Q_EMIT sidesChanged(sides); }
    void publishRunState(const RunState& state) { Q_EMIT runStateChanged(state); }
    void publishStatus(const QString& text, int permille) {
        Q_EMIT statusChanged(text);
        Q_EMIT progressChanged(permille);
    }
    void publishPreview(const QString& why) {
        Preview preview;
        preview.why = why;
        Q_EMIT previewChanged(preview);
    }
    void publishPlan(std::shared_ptr<const shardscope::ConversionPlan> plan) {
        Preview preview;
        preview.plan = std::move(plan);
        Q_EMIT previewChanged(preview);
    }
};

QStringList labelTexts(const QWidget& view) {
    QStringList texts;
    for (const QLabel* label : view.findChildren<QLabel*>()) {
        texts << label->text();
    }
    return texts;
}

QPushButton* buttonNamed(const QWidget& view, const QString& text) {
    for (QPushButton* button : view.findChildren<QPushButton*>()) {
        if (button->text() == text) {
            return button;
        }
    }
    return nullptr;
}

}  // namespace migrationviewbindingtest

using migrationviewbindingtest::CannedMigrationController;

TEST(MigrationViewBinding, TheViewShowsTheControllersStateAndNothingOfItsOwn) {
    CannedMigrationController controller;
    MigrationView view(&controller);
    EXPECT_EQ(view.controller(), &controller);
    EXPECT_EQ(view.statusText(), QString());
    EXPECT_FALSE(view.runButton()->isEnabled());

    MigrationController::Source source;
    source.planned = true;
    source.title = QStringLiteral("Source: 8 ranks");
    source.devMatrix = {2, 2};
    source.axisNames = {QStringLiteral("dp"), QStringLiteral("mp")};
    source.replicaAxes = {true, false};
    source.stages = 2;
    source.destination = QStringLiteral("/data/canned-converted");
    controller.publishSource(source);
    EXPECT_TRUE(view.targetPanel()->isEnabled());
    EXPECT_EQ(view.targetPanel()->destination(), QStringLiteral("/data/canned-converted"));
    EXPECT_EQ(view.targetPanel()->spec().axisSizes, (std::vector<int64_t>{2, 2}));
    EXPECT_EQ(view.targetPanel()->spec().stages, 2);
    const QStringList panelLabels = migrationviewbindingtest::labelTexts(*view.targetPanel());
    EXPECT_TRUE(panelLabels.contains(QStringLiteral("dp")) &&
                panelLabels.contains(QStringLiteral("mp")))
        << panelLabels.join(u'|').toStdString();

    controller.publishSides({nullptr, QStringLiteral("Source: 8 ranks"),
                             QStringLiteral("Target: 4 ranks"), false, std::nullopt});
    const QStringList labels = migrationviewbindingtest::labelTexts(view);
    EXPECT_TRUE(labels.contains(QStringLiteral("Source: 8 ranks")))
        << labels.join(u'|').toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral("Target: 4 ranks")))
        << labels.join(u'|').toStdString();

    controller.publishStatus(QStringLiteral("Verifying: 3 of 4 ranks checked."), 750);
    EXPECT_EQ(view.statusText(), QStringLiteral("Verifying: 3 of 4 ranks checked."));
    EXPECT_EQ(view.findChild<QProgressBar*>()->value(), 750);

    QLineEdit* destination = nullptr;
    for (QLineEdit* edit : view.targetPanel()->findChildren<QLineEdit*>()) {
        destination = edit->text() == source.destination ? edit : destination;
    }
    ASSERT_NE(destination, nullptr);
    EXPECT_TRUE(destination->isEnabled());
    controller.publishRunState({true, true, true, false, true});
    EXPECT_TRUE(view.runButton()->isEnabled());
    EXPECT_TRUE(view.cancelButton()->isEnabled());
    EXPECT_FALSE(destination->isEnabled());  // locked while converting
    QPushButton* open =
        migrationviewbindingtest::buttonNamed(view, QStringLiteral("&Open converted run"));
    QPushButton* summary =
        migrationviewbindingtest::buttonNamed(view, QStringLiteral("Save s&ummary…"));
    ASSERT_NE(open, nullptr);
    ASSERT_NE(summary, nullptr);
    EXPECT_FALSE(open->isEnabled());
    EXPECT_TRUE(summary->isEnabled());
    controller.publishRunState({});
    EXPECT_FALSE(view.runButton()->isEnabled());
    EXPECT_FALSE(view.cancelButton()->isEnabled());
    EXPECT_TRUE(destination->isEnabled());
    EXPECT_FALSE(summary->isEnabled());

    controller.publishPreview(QStringLiteral("Choose a destination strategy file or folder."));
    EXPECT_EQ(view.preview()->totalsText(),
              QStringLiteral("Choose a destination strategy file or folder."));
    EXPECT_EQ(view.preview()->model()->rowCount(), 0);
}

TEST(MigrationViewBinding, TheControllersProblemsAreListedUnderTheirCount) {
    CannedMigrationController controller;
    MigrationView view(&controller);
    view.resize(900, 700);
    QWidget* page = view.problems()->parentWidget();
    EXPECT_TRUE(page->isHidden());

    controller.problems()->addMessage(true, QStringLiteral("Cannot read rank 3: truncated."));
    controller.problems()->addMessage(false, QStringLiteral("Rank 5 is read twice."));
    EXPECT_FALSE(page->isHidden());
    EXPECT_TRUE(
        migrationviewbindingtest::labelTexts(view).contains(QStringLiteral("Plan problems (2)")));
    const QAbstractItemModel* rows = view.problems()->model();
    ASSERT_EQ(rows->rowCount(), 2);
    EXPECT_EQ(rows->index(0, 0).data(ProblemListModel::kTextRole).toString(),
              QStringLiteral("Cannot read rank 3: truncated."));
    EXPECT_TRUE(rows->index(0, 0).data(ProblemListModel::kBlockingRole).toBool());
    EXPECT_FALSE(rows->index(1, 0).data(ProblemListModel::kBlockingRole).toBool());
    EXPECT_FALSE(rows->index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
    EXPECT_EQ(view.problems()->errorCount(), 1);
    EXPECT_EQ(view.problems()->warningCount(), 1);

    controller.problems()->clearProblems();
    EXPECT_TRUE(page->isHidden());
    EXPECT_EQ(rows->rowCount(), 0);
}

TEST(MigrationViewBinding, TheUsersEditsAndActivatedProblemsReachTheController) {
    CannedMigrationController controller;
    MigrationView view(&controller);
    EXPECT_FALSE(controller.isPlanning());
    view.setDestination(QStringLiteral("/data/elsewhere"));
    EXPECT_TRUE(controller.isPlanning());  // planned again once the edits pause

    const shardscope::Issue issue =
        shardscope::makeIssue(shardscope::IssueCode::NoParameter, shardscope::Severity::Warning, {},
                              "backbone.head.weight", -1, {});
    controller.problems()->addIssues({issue});
    QString requested;
    QObject::connect(&view, &MigrationView::paramRequested,
                     [&requested](const QString& name) { requested = name; });
    Q_EMIT view.problems()->activated(view.problems()->model()->index(0, 0));
    EXPECT_EQ(requested, QStringLiteral("backbone.head.weight"));
}

// The plan's table is the controller's (PlanTableModel, planTable()): the view's table shows it
// and it follows the controller's plan, servers and conversion, the view filling none of it.
TEST(MigrationViewBinding, ThePlansTableIsTheControllers) {
    CannedMigrationController controller;
    MigrationView view(&controller);
    view.resize(1280, 800);
    view.show();
    EXPECT_EQ(view.preview()->model(), controller.planTable());
    auto plan = std::make_shared<shardscope::ConversionPlan>();
    for (int r = 0; r < 2; ++r) {
        shardscope::RankPlan rank;
        rank.rank = r;
        rank.sources = {r, r + 2};
        rank.fileSize = 2048;
        rank.bytesRead = 4096;
        shardscope::PlannedTensor tensor;
        tensor.contentBytes = 1000;
        rank.tensors = {tensor};
        plan->ranks.push_back(std::move(rank));
    }
    controller.publishPlan(plan);
    const QAbstractItemModel* shown = view.preview()->table()->model();
    ASSERT_EQ(shown->rowCount(), 3);
    EXPECT_EQ(controller.planTable()->plan(), plan);
    EXPECT_EQ(shown->index(1, PlanTableModel::SourcesColumn).data().toString(),
              QStringLiteral("1, 3"));
    EXPECT_EQ(shown->index(2, PlanTableModel::RankColumn).data().toString(),
              QStringLiteral("All 2 ranks"));
    EXPECT_EQ(shown->index(2, PlanTableModel::ProgressColumn).data().toString(),
              QStringLiteral("planned"));
    EXPECT_TRUE(view.preview()->table()->isColumnHidden(PlanTableModel::HostColumn));

    auto table = shardscope::loadRankTableSpec("msrun:2:1");
    ASSERT_TRUE(table) << table.error().describe();
    TargetRankTable::Hosts hosts;
    hosts.table = std::make_shared<const shardscope::RankTable>(std::move(*table));
    Q_EMIT controller.hosts()->changed(hosts);
    EXPECT_FALSE(view.preview()->table()->isColumnHidden(PlanTableModel::HostColumn));
    EXPECT_EQ(shown->index(1, PlanTableModel::HostColumn).data().toString(),
              QStringLiteral("node_1"));
    EXPECT_EQ(shown->index(2, PlanTableModel::HostColumn).data().toString(),
              QStringLiteral("2 servers"));

    Q_EMIT controller.conversion()->rankProgress(std::vector<quint64>{1000, 500});
    EXPECT_EQ(shown->index(0, PlanTableModel::ProgressColumn).data().toString(),
              QStringLiteral("100%"));
    EXPECT_EQ(shown->index(2, PlanTableModel::ProgressColumn).data().toString(),
              QStringLiteral("75%"));
    Q_EMIT controller.conversion()->ranksVerified({0}, {1});
    EXPECT_EQ(shown->index(0, PlanTableModel::ProgressColumn).data().toString(),
              QStringLiteral("verified"));
    EXPECT_EQ(shown->index(1, PlanTableModel::ProgressColumn).data().toString(),
              QStringLiteral("verification failed"));

    // No plan, no servers: the table empties and forgets them.
    controller.publishPreview(QStringLiteral("Choose a destination strategy file or folder."));
    EXPECT_EQ(shown->rowCount(), 0);
    EXPECT_EQ(controller.planTable()->plan(), nullptr);
    controller.publishPlan(plan);
    EXPECT_EQ(shown->index(1, PlanTableModel::HostColumn).data().toString(), QString());
}
