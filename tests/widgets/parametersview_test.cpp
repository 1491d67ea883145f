#include <gtest/gtest.h>

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include "paramtestrun.h"
#include "printers.h"
#include "testhome.h"
#include "widgets/common/filteredit.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtablemodel.h"
#include "widgets/parameters/parametersview.h"

using T = ParamTableModel;

namespace {

class ParametersViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        run = paramTestRun("tiny");
        ASSERT_TRUE(run);
        view.resize(1300, 800);
        view.show();
        view.setRunDocument(run);
        nameEdit = view.findChild<QLineEdit*>(QStringLiteral("paramNameFilter"));
        shapeEdit = view.findChild<QLineEdit*>(QStringLiteral("paramShapeFilter"));
        ASSERT_TRUE(nameEdit && shapeEdit);
    }
    int param(const char* name) const {
        const auto* p = run->find(name);
        return p ? int(p - run->params.data()) : -1;
    }
    QString countLabel() const {
        return view.findChild<QLabel*>(QStringLiteral("paramCount"))->text();
    }

    std::shared_ptr<const shardscope::RunDocument> run;
    ParametersView view;
    QLineEdit* nameEdit = nullptr;
    QLineEdit* shapeEdit = nullptr;
};

}  // namespace

TEST_F(ParametersViewTest, FiltersApplyOnlyOnceTypingPauses) {
    const int total = int(run->params.size());
    EXPECT_EQ(view.visibleParamCount(), total);
    EXPECT_TRUE(countLabel().startsWith(QString::number(total))) << countLabel().toStdString();

    nameEdit->setText(QStringLiteral("dense1.weight"));
    // Posted events only (no timers): what would apply at once has applied; the pause has not
    // passed, however slow the machine, so the filter must still be waiting.
    QCoreApplication::sendPostedEvents();
    ASSERT_NE(qobject_cast<FilterEdit*>(nameEdit), nullptr);
    EXPECT_TRUE(qobject_cast<FilterEdit*>(nameEdit)->isPending());
    EXPECT_EQ(view.filterModel()->nameFilter(), QString()) << "applied before the pause";
    EXPECT_EQ(view.treeView()->model()->rowCount(), total);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return view.treeView()->model()->rowCount() < total; }, kSettleMs));
    EXPECT_EQ(view.filterModel()->nameFilter(), QStringLiteral("dense1.weight"));
    const int hits = view.visibleParamCount();
    EXPECT_EQ(view.treeView()->model()->rowCount(), hits);
    EXPECT_TRUE(countLabel().startsWith(QStringLiteral("%1 of %2").arg(hits).arg(total)))
        << countLabel().toStdString();

    // Enter does not wait.
    shapeEdit->setText(QStringLiteral("[64, 64]"));
    QTest::keyClick(shapeEdit, Qt::Key_Return);
    EXPECT_EQ(view.filterModel()->shapeFilter(), QStringLiteral("[64, 64]"));
    EXPECT_EQ(view.visibleParamCount(), hits);  // every dense1.weight is [64, 64]

    shapeEdit->setText(QStringLiteral("64,?"));
    QTest::keyClick(shapeEdit, Qt::Key_Return);
    EXPECT_TRUE(shapeEdit->property("invalid").toBool());
    EXPECT_EQ(view.visibleParamCount(), 0);
    QTest::keyClick(shapeEdit, Qt::Key_Escape);
    EXPECT_FALSE(shapeEdit->property("invalid").toBool());
    EXPECT_EQ(view.visibleParamCount(), hits);
}

TEST_F(ParametersViewTest, RegexToggleAndInvalidPatterns) {
    nameEdit->setText(QStringLiteral("dense[12]\\.bias$"));
    QTest::keyClick(nameEdit, Qt::Key_Return);
    EXPECT_EQ(view.visibleParamCount(), 0);
    view.findChild<QToolButton*>(QStringLiteral("paramRegexToggle"))->click();
    EXPECT_TRUE(view.filterModel()->regexMode());
    // dense1.bias and dense2.bias of 2 blocks, each with its 2 Adam moments.
    EXPECT_EQ(view.visibleParamCount(), 2 * 2 * 3);
    nameEdit->setText(QStringLiteral("dense[12"));
    QTest::keyClick(nameEdit, Qt::Key_Return);
    EXPECT_TRUE(nameEdit->property("invalid").toBool());
    EXPECT_EQ(view.treeView()->model()->rowCount(), 0);
}

TEST_F(ParametersViewTest, SelectionFollowsParametersAcrossModesAndFilters) {
    QSignalSpy changed(&view, &ParametersView::currentParamChanged);
    const int dense1 = param("backbone.blocks.1.attention.dense1.weight");
    ASSERT_GE(dense1, 0);
    view.selectParamByName(QStringLiteral("backbone.blocks.1.attention.dense1.weight"));
    EXPECT_EQ(view.currentParam(), dense1);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toInt(), dense1);

    view.findChild<QToolButton*>(QStringLiteral("paramTreeMode"))->click();
    EXPECT_TRUE(view.isTreeMode());
    EXPECT_EQ(view.currentParam(), dense1);
    EXPECT_EQ(view.treeView()->currentIndex().data().toString(), QStringLiteral("dense1.weight"));
    EXPECT_EQ(changed.count(), 1) << "the same parameter, shown another way";

    // A parameter the filter hides clears the filter rather than select nothing.
    nameEdit->setText(QStringLiteral("layernorm"));
    QTest::keyClick(nameEdit, Qt::Key_Return);
    EXPECT_EQ(view.currentParam(), -1);
    view.selectParam(dense1);
    EXPECT_EQ(view.currentParam(), dense1);
    EXPECT_TRUE(nameEdit->text().isEmpty());
    EXPECT_EQ(view.visibleParamCount(), int(run->params.size()));

    view.setTreeMode(false);
    EXPECT_EQ(view.currentParam(), dense1);
    view.treeView()->setFocus();
    QTest::keyClick(view.treeView(), Qt::Key_Down);
    EXPECT_EQ(view.currentParam(), dense1 + 1);
    EXPECT_EQ(changed.last().at(0).toInt(), dense1 + 1);
    view.selectParam(-1);
    EXPECT_EQ(changed.last().at(0).toInt(), -1);
}

TEST_F(ParametersViewTest, DownArrowLeavesTheFilterForTheList) {
    nameEdit->setFocus();
    QTest::keyClick(nameEdit, Qt::Key_Down);
    EXPECT_TRUE(view.treeView()->hasFocus() || !QApplication::focusWidget());
    EXPECT_EQ(view.currentParam(), 0);
}

// A run that arrives while another tab is in front is measured when the table is shown, at
// its width then: the split text keeps its room, whatever the hidden table's width.
TEST_F(ParametersViewTest, ARunGivenWhileHiddenIsFittedWhenShown) {
    QHeaderView* header = view.treeView()->header();
    view.hide();
    view.setRunDocument(nullptr);
    for (int c = 0; c < T::ColumnCount; ++c) {
        header->resizeSection(c, 20);  // what the fit on show has to undo
    }
    view.setRunDocument(run);
    view.show();
    int used = 0;
    for (int c = 0; c < T::ColumnCount; ++c) {
        EXPECT_GE(header->sectionSize(c), 40) << c;
        used += c == T::SplitColumn ? 0 : header->sectionSize(c);
    }
    EXPECT_LT(used, view.treeView()->viewport()->width() - 200) << "no room left for the split";
}

TEST_F(ParametersViewTest, ColumnsFitAndStatusComesBeforeTheSplitText) {
    QHeaderView* header = view.treeView()->header();
    EXPECT_LT(header->visualIndex(T::StatusColumn), header->visualIndex(T::SplitColumn));
    int used = 0;
    for (int c = 0; c < T::ColumnCount; ++c) {
        EXPECT_GE(header->sectionSize(c), 40) << c;
        used += c == T::SplitColumn ? 0 : header->sectionSize(c);
    }
    EXPECT_LT(used, view.treeView()->viewport()->width() - 200) << "no room left for the split";
    view.setTreeMode(true);
    EXPECT_LT(header->visualIndex(T::StatusColumn), header->visualIndex(T::SplitColumn));
}

TEST(ParametersView, HundredThousandRowsScrollFilterSortAndGroup) {
    const auto run = paramTestRun("large");
    ASSERT_TRUE(run);
    ParametersView view;
    view.resize(1300, 800);
    view.show();
    view.setRunDocument(run);
    QTreeView* tree = view.treeView();
    ASSERT_EQ(tree->model()->rowCount(), 100'000);
    tree->scrollToBottom();
    QApplication::processEvents();
    tree->verticalScrollBar()->setValue(tree->verticalScrollBar()->maximum() / 2);
    QApplication::processEvents();
    tree->sortByColumn(T::TotalColumn, Qt::DescendingOrder);
    EXPECT_EQ(tree->model()->index(0, T::TotalColumn).data(T::SortRole).toULongLong(), 32u);

    auto* nameEdit = view.findChild<QLineEdit*>(QStringLiteral("paramNameFilter"));
    nameEdit->setText(QStringLiteral("layers.4242."));
    ASSERT_TRUE(QTest::qWaitFor([&] { return tree->model()->rowCount() == 10; }, kSettleMs));
    view.setTreeMode(true);
    EXPECT_EQ(view.visibleParamCount(), 10);
    EXPECT_EQ(view.countText().left(10), QStringLiteral("10 of 100,"));
    nameEdit->clear();
    QTest::keyClick(nameEdit, Qt::Key_Return);
    EXPECT_EQ(view.visibleParamCount(), 100'000);
    view.selectParam(99'999);
    EXPECT_EQ(view.treeView()->currentIndex().data().toString(), QStringLiteral("weight_9"));
    view.setTreeMode(false);
    EXPECT_EQ(view.currentParam(), 99'999);
}

// A new run while the filter hides the selected parameter: nothing of the new run is selected,
// and the count says so (it used to keep "the filter hides the selected …", naming the new run's
// parameter at the old one's index).
TEST_F(ParametersViewTest, ANewRunClearsTheHiddenSelectionFromTheCount) {
    view.selectParamByName(QStringLiteral("backbone.blocks.1.attention.dense1.weight"));
    nameEdit->setText(QStringLiteral("layernorm"));
    QTest::keyClick(nameEdit, Qt::Key_Return);
    ASSERT_TRUE(view.isSelectionHidden());
    ASSERT_TRUE(countLabel().contains(QStringLiteral("the filter hides")))
        << countLabel().toStdString();

    view.setRunDocument(paramTestRun("tiny"));
    EXPECT_EQ(view.currentParam(), -1);
    EXPECT_FALSE(view.isSelectionHidden());
    EXPECT_EQ(countLabel(), view.countText());
    EXPECT_FALSE(countLabel().contains(QStringLiteral("the filter hides")))
        << countLabel().toStdString();
}
