// The Files tab apart from the window (FilesPage, issue 32 §3): the name filter, revealing a row
// the filter hides, following the active report and the first look.
#include <gtest/gtest.h>

#include <QTest>

#include "fixtures.h"
#include "testhome.h"
#include "widgets/common/filteredit.h"
#include "widgets/files/inspecttreeview.h"
#include "widgets/models/files/inspectfiltermodel.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/shell/filespage.h"

namespace {

// The row named `name` among the children of `parent` in the source model; invalid if none.
QModelIndex filesPageChild(const InspectModel& model, const QModelIndex& parent,
                           const QString& name) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, InspectModel::NameColumn, parent);
        if (index.data().toString() == name) {
            return index;
        }
    }
    return {};
}

class FilesPageTest : public ::testing::Test {
protected:
    void SetUp() override {
        model.addReport(inspectFixture("lenet_mnist_old_scalars.ckpt"));
        model.addReport(inspectFixture("adam_small_net.ckpt"));
        proxy.setSourceModel(&model);
    }

    InspectModel model;
    InspectFilterModel proxy;
};

}  // namespace

TEST_F(FilesPageTest, FilterExpandsAndRevealClearsItWhenItHidesTheRow) {
    FilesPage page(&proxy);
    page.show();
    int applied = 0;
    QObject::connect(&page, &FilesPage::filterApplied, [&applied] { ++applied; });
    page.filterEdit()->setText(QStringLiteral("conv1"));
    ASSERT_TRUE(QTest::qWaitFor([&applied] { return applied == 1; }, kSettleMs));
    EXPECT_EQ(proxy.nameFilter(), QStringLiteral("conv1"));
    EXPECT_TRUE(page.tree()->isExpanded(proxy.index(0, 0)));

    const QModelIndex lenet = model.index(0, 0);
    const QModelIndex fc1 = filesPageChild(model, lenet, QStringLiteral("fc1.weight"));
    ASSERT_TRUE(fc1.isValid());
    ASSERT_FALSE(proxy.mapFromSource(fc1).isValid());
    page.reveal(fc1);
    EXPECT_EQ(applied, 2);
    EXPECT_EQ(page.filterEdit()->text(), QString());
    EXPECT_EQ(proxy.nameFilter(), QString());
    EXPECT_EQ(proxy.mapToSource(page.tree()->currentIndex()).siblingAtColumn(0), fc1);
    EXPECT_EQ(page.currentReport(), lenet);
}

TEST_F(FilesPageTest, FollowsTheActiveReportAndOpensOnTheFirstItem) {
    FilesPage page(&proxy);
    page.show();
    page.showOverview();
    EXPECT_TRUE(page.tree()->isExpanded(proxy.index(0, 0)));
    EXPECT_EQ(page.tree()->currentIndex(), proxy.index(0, 0, proxy.index(0, 0)));
    EXPECT_EQ(page.currentReport(), model.index(0, 0));

    page.followReport(1);
    EXPECT_EQ(page.currentReport(), model.index(1, 0));
    EXPECT_EQ(page.tree()->currentIndex(), proxy.mapFromSource(model.index(1, 0)));
    page.followReport(-1);  // none active: the current row stays
    EXPECT_EQ(page.currentReport(), model.index(1, 0));
}

TEST_F(FilesPageTest, ShowReportExpandsSmallReports) {
    FilesPage page(&proxy);
    page.show();
    const QModelIndex adam = model.index(1, 0);
    EXPECT_FALSE(page.tree()->isExpanded(proxy.mapFromSource(adam)));
    page.showReport(adam);
    EXPECT_TRUE(page.tree()->isExpanded(proxy.mapFromSource(adam)));
}
