#include <gtest/gtest.h>

#include <QApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QValueAxis>
#include <cmath>
#include <memory>

#include "convert/conversionplan.h"
#include "convert/readspeed.h"
#include "widgets/migration/planpreview.h"
#include "widgets/models/files/reportcells.h"
#include "widgets/models/migration/plantablemodel.h"

using shardscope::ConversionPlan;
using shardscope::RankPlan;

namespace {

// A plan of `ranks` target ranks writing about `bytes` each.
std::shared_ptr<const ConversionPlan> planOf(int ranks, uint64_t bytes) {
    auto plan = std::make_shared<ConversionPlan>();
    for (int r = 0; r < ranks; ++r) {
        RankPlan p;
        p.rank = r;
        p.fileSize = bytes - static_cast<uint64_t>(r % 7) * (bytes / 64);
        plan->ranks.push_back(p);
    }
    return plan;
}

QValueAxis* bytesAxis(const PlanPreview& preview) {
    const auto axes = preview.findChild<QChartView*>()->chart()->axes(Qt::Vertical);
    return axes.size() == 1 ? qobject_cast<QValueAxis*>(axes.front()) : nullptr;
}

}  // namespace

// The chart's axis counts in the largest unit in which the tallest rank is 10 or more: 1,024
// ranks of 435 KiB (376 MiB in all) are drawn in KiB, where every tick labelled "0" in MiB.
TEST(PlanPreview, TheChartCountsInAUnitInWhichEachRankIsTenOrMore) {
    PlanPreview preview;
    preview.resize(900, 400);
    const struct {
        int ranks;
        uint64_t bytes;  // the tallest rank
        const char* unit;
        double max;
    } cases[] = {{1024, 435u << 10, "KiB", 500},
                 {8, 40u << 20, "MiB", 50},
                 {4, 3ull << 30, "MiB", 4000},  // 3 GiB: 3,072 MiB, not 3 GiB
                 {4, 30ull << 30, "GiB", 40},
                 {2, 9000, "B", 10000},
                 {3, 0, "B", 15}};  // ranks that write nothing: 0 to 15, not 0 to 1.5
    for (const auto& c : cases) {
        preview.setPlan(planOf(c.ranks, c.bytes), {}, {}, -1);
        QValueAxis* axis = bytesAxis(preview);
        ASSERT_NE(axis, nullptr);
        EXPECT_EQ(axis->titleText(), QString::fromLatin1(c.unit)) << c.ranks;
        EXPECT_DOUBLE_EQ(axis->min(), 0) << c.ranks;
        EXPECT_DOUBLE_EQ(axis->max(), c.max) << c.ranks;
        // Whole-number labels ("%.0f") are exact and differ: the tick step is a whole number.
        const double step = axis->max() / (axis->tickCount() - 1);
        EXPECT_GE(step, 1) << c.ranks;
        EXPECT_DOUBLE_EQ(step, std::round(step)) << c.ranks;
    }
}

// Bars name their target ranks under them, every n-th rank when there are many, never elided to
// "…" (Qt's bar-category axis elided all 16 names of a 16-rank target): at most 12 names, the
// first rank's among them, on the bar of the rank they name.
TEST(PlanPreview, TheBarsNameTheirRanksWithoutEliding) {
    PlanPreview preview;
    preview.resize(900, 400);
    const struct {
        int ranks;
        QStringList labels;
    } cases[] = {
        {4, {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}},
        {16,
         {QStringLiteral("0"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("6"),
          QStringLiteral("8"), QStringLiteral("10"), QStringLiteral("12"), QStringLiteral("14")}},
        {64,
         {QStringLiteral("0"), QStringLiteral("8"), QStringLiteral("16"), QStringLiteral("24"),
          QStringLiteral("32"), QStringLiteral("40"), QStringLiteral("48"), QStringLiteral("56")}}};
    for (const auto& c : cases) {
        preview.setPlan(planOf(c.ranks, 1u << 20), {}, {}, -1);
        const auto axes = preview.findChild<QChartView*>()->chart()->axes(Qt::Horizontal);
        ASSERT_EQ(axes.size(), 1);
        auto* axis = qobject_cast<QCategoryAxis*>(axes.front());
        ASSERT_NE(axis, nullptr) << c.ranks;
        EXPECT_EQ(axis->categoriesLabels(), c.labels) << c.ranks;
        for (const QString& label : axis->categoriesLabels()) {
            EXPECT_DOUBLE_EQ(axis->endValue(label), label.toDouble()) << c.ranks;
        }
        EXPECT_DOUBLE_EQ(axis->min(), -0.5);
        EXPECT_DOUBLE_EQ(axis->max(), c.ranks - 0.5);
    }
    EXPECT_EQ(PlanPreview::rankLabelStep(12), 1u);
    EXPECT_EQ(PlanPreview::rankLabelStep(13), 2u);
    EXPECT_EQ(PlanPreview::rankLabelStep(48), 4u);
    EXPECT_EQ(PlanPreview::rankLabelStep(49), 8u);
}

// Short column headers keep the table beside the chart; the tooltips say them in full.
TEST(PlanPreview, ShortHeadersWithTheirFullNamesAsTooltips) {
    PlanPreview preview;
    const PlanTableModel* model = preview.model();
    const auto header = [&](int column, int role) {
        return model->headerData(column, Qt::Horizontal, role).toString();
    };
    EXPECT_EQ(header(PlanTableModel::RankColumn, Qt::DisplayRole), QStringLiteral("Target"));
    EXPECT_EQ(header(PlanTableModel::RankColumn, Qt::ToolTipRole), QStringLiteral("Target rank"));
    EXPECT_EQ(header(PlanTableModel::SourcesColumn, Qt::DisplayRole), QStringLiteral("Sources"));
    EXPECT_EQ(header(PlanTableModel::SourcesColumn, Qt::ToolTipRole),
              QStringLiteral("Reads source ranks"));
    EXPECT_EQ(header(PlanTableModel::MemoryColumn, Qt::DisplayRole), QStringLiteral("Memory"));
    EXPECT_EQ(header(PlanTableModel::MemoryColumn, Qt::ToolTipRole), QStringLiteral("Peak memory"));
    EXPECT_EQ(header(PlanTableModel::TensorsColumn, Qt::ToolTipRole), QStringLiteral("Tensors"));
}

// A cluster's target that reads dozens of scattered ranks (seen on a 1,024-card run) keeps every
// column of the table in sight at the width the Migration tab gives it at 1280x800: the list is
// cut, whole in its tooltip; a short list keeps its whole width.
TEST(PlanPreview, ALongListOfSourcesLeavesEveryColumnInSight) {
    PlanPreview preview;
    preview.resize(820, 300);
    preview.show();
    auto plan = std::make_shared<ConversionPlan>();
    for (int r = 0; r < 4; ++r) {
        RankPlan p;
        p.rank = r;
        p.fileSize = 1000;
        for (int s = r; s < 1024; s += 8) {
            p.sources.push_back(s);
        }
        plan->ranks.push_back(p);
    }
    preview.setPlan(plan, {}, {}, -1);
    QApplication::processEvents();
    QTableView* table = preview.table();
    QHeaderView* header = table->horizontalHeader();
    int total = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (!header->isSectionHidden(c)) {
            EXPECT_GE(header->sectionSize(c), header->sectionSizeHint(c)) << "column " << c;
            total += header->sectionSize(c);
        }
    }
    EXPECT_LE(total, table->viewport()->width());
    EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0);
    const QModelIndex sources = table->model()->index(0, PlanTableModel::SourcesColumn);
    EXPECT_TRUE(sources.data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(PlanTableModel::sourcesText(plan->ranks[0].sources)));

    RankPlan few;
    few.sources = {0, 1, 2, 3, 8, 10, 11};
    plan->ranks = {few};
    preview.setPlan(plan, {}, {}, -1);
    QApplication::processEvents();
    const QFontMetrics fm(table->font());
    EXPECT_GE(header->sectionSize(PlanTableModel::SourcesColumn),
              fm.horizontalAdvance(PlanTableModel::sourcesText(few.sources)));
}

// Bound to its owner's model (MigrationController::planTable()), the preview shows it and leaves
// filling it to the owner: its plan, totals and chart are the ones given, the table the model's.
TEST(PlanPreview, ABoundTableShowsItsOwnersModelAndLeavesItAsItIs) {
    PlanTableModel model;
    PlanPreview preview(&model);
    preview.resize(900, 400);
    EXPECT_EQ(preview.model(), &model);
    const auto owners = planOf(3, 1u << 20);
    model.setPlan(owners);
    EXPECT_EQ(preview.table()->model()->rowCount(), 4);

    const auto given = planOf(5, 1u << 20);
    preview.setPlan(given, {}, {}, -1);
    EXPECT_EQ(model.plan(), owners);
    EXPECT_EQ(preview.table()->model()->rowCount(), 4);
    EXPECT_EQ(preview.totalsText(),
              QStringLiteral("Reads %1, writes %2 in 5 files. Executor memory: at most %1 per "
                             "rank being written. Disk: choose where to write to check the free "
                             "space.")
                  .arg(ReportCells::bytesText(0), ReportCells::bytesText(given->totalWritten())));
    preview.clear(QStringLiteral("Choose a target to see the plan."));
    EXPECT_EQ(model.plan(), owners);
    EXPECT_EQ(preview.totalsText(), QStringLiteral("Choose a target to see the plan."));

    // One of its own: the preview fills it.
    PlanPreview alone;
    ASSERT_NE(alone.model(), nullptr);
    EXPECT_EQ(alone.model()->parent(), &alone);
    const auto plan = planOf(2, 1000);
    alone.setPlan(plan, {}, {}, -1);
    EXPECT_EQ(alone.model()->plan(), plan);
    alone.clear(QStringLiteral("none"));
    EXPECT_EQ(alone.model()->plan(), nullptr);
}
