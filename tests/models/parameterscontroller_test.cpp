// The Parameters tab's controller with no view (issue 32 §3): the demo run's 119 parameters in
// the table, grouped into the tree only once tree mode is asked for; the filters, their
// problems and the count they leave; the parameter the other views show, kept while a filter
// hides it, as the view's current row (the controller's selection) moves.
#include "widgets/models/parameters/parameterscontroller.h"

#include <gtest/gtest.h>

#include <QItemSelectionModel>
#include <QSignalSpy>
#include <memory>

#include "paramtestrun.h"
#include "printers.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

using shardscope::RunDocument;

namespace {

constexpr auto kSelectRow = QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows;

int paramIndexOf(const RunDocument& run, const char* name) {
    const auto* p = run.find(name);
    return p ? static_cast<int>(p - run.params.data()) : -1;
}

}  // namespace

TEST(ParametersController, TheCountSaysWhatTheFiltersLeave) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    ASSERT_EQ(run->params.size(), 119u);
    ParametersController c;
    EXPECT_EQ(c.countText(), QStringLiteral("No run loaded"));
    EXPECT_EQ(c.visibleParamCount(), 0);

    QSignalSpy runs(&c, &ParametersController::runChanged);
    QSignalSpy filters(&c, &ParametersController::filterChanged);
    c.setRunDocument(run);
    EXPECT_EQ(runs.count(), 1);
    EXPECT_EQ(c.runDocument(), run);
    EXPECT_EQ(c.paramCount(), 119);
    EXPECT_EQ(c.filterModel()->rowCount(), 119);
    EXPECT_EQ(c.countText(), QStringLiteral("119 parameters"));

    // dense1.weight of 2 blocks, each with its 2 Adam moments.
    c.setNameFilter(QStringLiteral("dense1.weight"));
    EXPECT_EQ(filters.count(), 1);
    EXPECT_EQ(c.visibleParamCount(), 6);
    EXPECT_EQ(c.filterModel()->rowCount(), 6);
    EXPECT_EQ(c.countText(), QStringLiteral("6 of 119 parameters"));
    EXPECT_EQ(c.nameProblem(), QString());

    c.setShapeFilter(QStringLiteral("64,?"));
    EXPECT_EQ(c.shapeProblem(),
              QStringLiteral("Not a shape pattern: use numbers, * and ** separated by commas"));
    EXPECT_EQ(c.countText(), QStringLiteral("0 of 119 parameters"));
    c.setShapeFilter(QStringLiteral("[64, 64]"));
    EXPECT_EQ(c.shapeProblem(), QString());
    EXPECT_EQ(c.countText(), QStringLiteral("6 of 119 parameters"));

    c.setShapeFilter(QString());
    c.setNameFilter(QStringLiteral("dense[12]\\.bias$"));
    EXPECT_EQ(c.countText(), QStringLiteral("0 of 119 parameters"));
    c.setRegexMode(true);
    EXPECT_EQ(c.countText(), QStringLiteral("12 of 119 parameters"));
    c.setNameFilter(QStringLiteral("dense[12"));
    EXPECT_EQ(c.nameProblem(), QStringLiteral("Not a valid regular expression"));
    EXPECT_EQ(c.filterModel()->rowCount(), 0);
    EXPECT_EQ(filters.count(), 7);  // every change told, once

    c.setNameFilter(QString());
    EXPECT_FALSE(c.isFiltering());
    EXPECT_EQ(c.countText(), QStringLiteral("119 parameters"));
    c.setRunDocument(nullptr);
    EXPECT_EQ(c.countText(), QStringLiteral("No run loaded"));
}

// The tree is grouped the first time it is asked for, and counts parameters, not its rows.
TEST(ParametersController, TheTreeIsGroupedOnlyOnceAskedFor) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    ParametersController c;
    c.setRunDocument(run);
    EXPECT_FALSE(c.isTreeMode());
    EXPECT_EQ(c.treeModel()->runDocument(), nullptr);
    EXPECT_EQ(c.treeModel()->rowCount(), 0);
    EXPECT_EQ(c.filterModel()->sourceModel(), c.tableModel());

    QSignalSpy modes(&c, &ParametersController::treeModeChanged);
    c.setTreeMode(true);
    ASSERT_EQ(modes.count(), 1);
    EXPECT_TRUE(modes.at(0).at(0).toBool());
    EXPECT_EQ(c.treeModel()->runDocument(), run);
    EXPECT_EQ(c.filterModel()->sourceModel(), c.treeModel());
    const int groups = c.treeModel()->rowCount();
    EXPECT_GT(groups, 0);
    EXPECT_EQ(c.filterModel()->rowCount(), groups);
    c.setTreeMode(true);
    EXPECT_EQ(modes.count(), 1);  // no change, no news

    const int dense1 = paramIndexOf(*run, "backbone.blocks.1.attention.dense1.weight");
    ASSERT_GE(dense1, 0);
    EXPECT_EQ(c.indexOf(dense1).data().toString(), QStringLiteral("dense1.weight"));
    c.setNameFilter(QStringLiteral("dense1.weight"));
    EXPECT_EQ(c.visibleParamCount(), 6);
    EXPECT_TRUE(c.opensWholeTree());
    EXPECT_EQ(c.countText(), QStringLiteral("6 of 119 parameters"));
    c.setTreeMode(false);
    EXPECT_FALSE(c.opensWholeTree());
    EXPECT_EQ(c.filterModel()->rowCount(), 6);
    EXPECT_EQ(c.indexOf(dense1).data().toString(),
              QStringLiteral("backbone.blocks.1.attention.dense1.weight"));
    EXPECT_FALSE(c.indexOf(-1).isValid());
    EXPECT_FALSE(c.indexOf(119).isValid());

    // A run given in flat mode is grouped again only when the tree is shown again.
    const auto broken = paramTestRun("broken");
    ASSERT_TRUE(broken);
    c.setRunDocument(broken);
    EXPECT_EQ(c.treeModel()->runDocument(), nullptr);
    c.setTreeMode(true);
    EXPECT_EQ(c.treeModel()->runDocument(), broken);
}

// The other views follow the current row; a filter that hides it leaves them on it (the count
// says so), and a new run moves them to none.
TEST(ParametersController, TheShownParameterSurvivesAFilterThatHidesIt) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    ParametersController c;
    c.setRunDocument(run);
    QSignalSpy shown(&c, &ParametersController::currentParamChanged);
    QSignalSpy counts(&c, &ParametersController::selectionCountChanged);
    const int dense1 = paramIndexOf(*run, "backbone.blocks.1.attention.dense1.weight");
    ASSERT_GE(dense1, 0);

    c.selectionModel()->setCurrentIndex(c.indexOf(dense1), kSelectRow);
    ASSERT_EQ(shown.count(), 1);
    EXPECT_EQ(shown.at(0).at(0).toInt(), dense1);
    EXPECT_EQ(c.currentParam(), dense1);
    EXPECT_EQ(c.shownParam(), dense1);
    EXPECT_EQ(c.selectedParams(), std::vector<int>{dense1});
    ASSERT_EQ(counts.count(), 1);
    EXPECT_EQ(counts.at(0).at(0).toInt(), 1);
    c.selectionModel()->select(c.indexOf(dense1 + 2),
                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
    EXPECT_EQ(c.selectedParams(), (std::vector<int>{dense1, dense1 + 2}));
    EXPECT_EQ(counts.last().at(0).toInt(), 2);
    EXPECT_EQ(shown.count(), 1);  // the current row did not move

    // Switching the rows is not the user's choice: nothing is told while they switch.
    c.setTreeMode(true);
    EXPECT_EQ(shown.count(), 1);
    EXPECT_EQ(c.shownParam(), dense1);
    c.selectionModel()->setCurrentIndex(c.indexOf(dense1), kSelectRow);
    EXPECT_EQ(shown.count(), 1);  // the same parameter, shown another way

    // In the tree, "layernorm" takes the row's group away: the others keep showing it.
    c.setNameFilter(QStringLiteral("layernorm"));
    c.syncCurrentAfterFilter();
    EXPECT_EQ(c.currentParam(), -1);
    EXPECT_TRUE(c.isSelectionHidden());
    EXPECT_EQ(shown.count(), 1);
    EXPECT_EQ(c.shownParam(), dense1);
    EXPECT_EQ(c.countText(),
              QStringLiteral("30 of 119 parameters · the filter hides the "
                             "selected “backbone.blocks.1.attention.dense1.weight”"));
    EXPECT_FALSE(c.indexOf(dense1).isValid());
    c.setNameFilter(QString());
    EXPECT_TRUE(c.indexOf(dense1).isValid());  // where a view puts its current row back

    // A group row shows no parameter; a new run none either.
    const QModelIndex group = c.indexOf(dense1).parent();
    ASSERT_TRUE(group.isValid());
    c.selectionModel()->setCurrentIndex(group, kSelectRow);
    EXPECT_EQ(shown.last().at(0).toInt(), -1);
    EXPECT_EQ(c.selectedParams(), std::vector<int>{});
    c.selectionModel()->setCurrentIndex(c.indexOf(dense1), kSelectRow);
    EXPECT_EQ(shown.last().at(0).toInt(), dense1);
    const int before = shown.count();
    c.setRunDocument(paramTestRun("broken"));
    ASSERT_EQ(shown.count(), before + 1);
    EXPECT_EQ(shown.last().at(0).toInt(), -1);
    EXPECT_FALSE(c.isSelectionHidden());
}
