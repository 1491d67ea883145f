// Issue 35: the Migration tab plans a large target as each rank's totals (a 16,384-card
// target's planned tensors took gigabytes and the tab never answered), shows the same table
// as a full plan, and plans in full when Convert starts, which converts as before.
#include <gtest/gtest.h>

#include <QFile>
#include <QPushButton>
#include <limits>

#include "migrationviewfixture.h"
#include "widgets/migration/planpreview.h"
#include "widgets/models/migration/plantablemodel.h"

using namespace shardscope;

namespace {

// Every cell of the plan table, row by row.
QStringList tableTexts(const PlanTableModel& model) {
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            texts << model.index(row, column).data().toString();
        }
    }
    return texts;
}

}  // namespace

TEST_F(MigrationViewTest, ALargeTargetIsPlannedAsTotalsAndInFullWhenConverted) {
    MigrationView* view = m_view;
    const auto planWith = [&](size_t limit, const QString& spec) {
        view->controller()->jobs()->setFullPlanLimit(limit);
        return simulateAndWait(spec) && view->controller()->planned().plan != nullptr;
    };

    // The demo-sized target is under the limit: planned in full, as before.
    ASSERT_TRUE(planWith(MigrationPlanJobs::kFullPlanLimit, QStringLiteral("dp=1,mp=4,pp=1")));
    EXPECT_FALSE(view->controller()->planned().summary);
    const auto full = view->controller()->planned().plan;
    ASSERT_EQ(full->ranks.size(), 4u);
    const QStringList fullTable = tableTexts(*view->preview()->model());

    // Over the limit (lowered to 0): totals only, the same table, Convert still on.
    ASSERT_TRUE(planWith(std::numeric_limits<size_t>::max(), QStringLiteral("dp=2,mp=2,pp=1")));
    ASSERT_TRUE(planWith(0, QStringLiteral("dp=1,mp=4,pp=1")));
    EXPECT_TRUE(view->controller()->planned().summary);
    const auto summary = view->controller()->planned().plan;
    ASSERT_EQ(summary->ranks.size(), 4u);
    for (size_t r = 0; r < 4; ++r) {
        EXPECT_TRUE(summary->ranks[r].tensors.empty()) << r;
        EXPECT_GT(full->ranks[r].tensors.size(), 0u) << r;
        EXPECT_EQ(summary->ranks[r].tensorCount(), full->ranks[r].tensors.size()) << r;
        EXPECT_EQ(summary->ranks[r].sources, full->ranks[r].sources) << r;
        EXPECT_EQ(summary->ranks[r].fileSize, full->ranks[r].fileSize) << r;
    }
    EXPECT_EQ(tableTexts(*view->preview()->model()), fullTable);
    EXPECT_TRUE(view->runButton()->isEnabled());

    // Convert plans in full first, then writes and verifies every rank.
    view->controller()->startConversion();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return view->controller()->conversion()->outcome().has_value(); }, kSettleMs));
    const auto& outcome = *view->controller()->conversion()->outcome();
    ASSERT_FALSE(outcome.error) << outcome.error->describe();
    ASSERT_TRUE(outcome.verify);
    EXPECT_TRUE(outcome.verify->ok());
    EXPECT_FALSE(view->controller()->planned().summary);
    EXPECT_EQ(view->controller()->planned().plan->ranks[0].tensors.size(),
              full->ranks[0].tensors.size());
    for (int r = 0; r < 4; ++r) {
        EXPECT_TRUE(QFile::exists(
            m_out.filePath(QStringLiteral("converted/rank_%1/checkpoint_%1.ckpt").arg(r))));
    }
}
