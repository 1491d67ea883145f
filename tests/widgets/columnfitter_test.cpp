#include <gtest/gtest.h>

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTreeView>

#include "widgets/common/columnfitter.h"

namespace {

// A list of 4,096 rows: "rank 0" ... "rank 4095", and one short row far down that is no wider.
struct LongList {
    QStandardItemModel model{0, 3};
    QTreeView view;

    LongList() {
        model.setHorizontalHeaderLabels(
            {QStringLiteral("Name"), QStringLiteral("Type"), QStringLiteral("Details")});
        for (int r = 0; r < 4096; ++r) {
            model.appendRow({new QStandardItem(QStringLiteral("rank %1").arg(r)),
                             new QStandardItem(QStringLiteral("ckpt")),
                             new QStandardItem(QStringLiteral("a long path ").repeated(20))});
        }
        view.setModel(&model);
        view.resize(1200, 600);
        view.show();
    }
};

// A sample of a long list is spread over it, the last row included: the widest names (the
// highest ranks, and a long name put last) are measured even with a small sample.
TEST(ColumnFitter, ASampledLongListMeasuresItsLastRows) {
    LongList list;
    list.model.item(4095, 0)->setText(QStringLiteral("rank 4095 with a much longer name"));
    ColumnFitter::Options options;
    options.sampleRows = 50;
    options.caps = {0.5, 0.2};
    ColumnFitter::fit(&list.view, options);
    const int needed = ColumnFitter::cellWidth(&list.view, list.model.index(4095, 0), 0);
    EXPECT_GE(list.view.header()->sectionSize(0), needed);
    // The last column stretches: its long text is not measured, and never sized by the fitter.
    EXPECT_LT(list.view.header()->sectionSize(1), 200);
}

// No more rows than the sample: every row is measured.
TEST(ColumnFitter, AListNoLongerThanTheSampleMeasuresEveryRow) {
    LongList list;
    list.model.item(17, 0)->setText(QStringLiteral("a name longer than every other one"));
    ColumnFitter::Options options;
    options.sampleRows = 4096;
    options.caps = {0.5, 0.2};
    ColumnFitter::fit(&list.view, options);
    EXPECT_GE(list.view.header()->sectionSize(0),
              ColumnFitter::cellWidth(&list.view, list.model.index(17, 0), 0));
}

// A tree of two reports, the first with thousands of rows: the second's rows get their share of
// the sample, so its long name is measured (the Files tree: a run, then its strategy).
TEST(ColumnFitter, EveryTopLevelRowsChildrenShareTheSample) {
    QStandardItemModel model(0, 2);
    auto* run = new QStandardItem(QStringLiteral("run"));
    for (int r = 0; r < 4096; ++r) {
        run->appendRow({new QStandardItem(QStringLiteral("rank %1").arg(r)),
                        new QStandardItem(QStringLiteral("ckpt"))});
    }
    auto* strategy = new QStandardItem(QStringLiteral("strategy.ckpt"));
    for (int r = 0; r < 10; ++r) {
        strategy->appendRow({new QStandardItem(r == 9 ? QStringLiteral("a.very.long.parameter.name."
                                                                       "of.the.last.layer.weight")
                                                      : QStringLiteral("w%1").arg(r)),
                             new QStandardItem(QStringLiteral("stage 0"))});
    }
    model.appendRow({run, new QStandardItem()});
    model.appendRow({strategy, new QStandardItem()});
    QTreeView view;
    view.setModel(&model);
    view.resize(1200, 600);
    view.show();
    ColumnFitter::Options options;
    options.sampleRows = 100;
    options.collapsedChildren = true;
    options.caps = {0.6};
    ColumnFitter::fit(&view, options);
    const QModelIndex longName = model.index(9, 0, model.index(1, 0));
    EXPECT_GE(view.header()->sectionSize(0), ColumnFitter::cellWidth(&view, longName, 1));
}

}  // namespace
