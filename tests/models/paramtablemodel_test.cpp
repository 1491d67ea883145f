#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QPixmap>
#include <QTemporaryDir>
#include <array>
#include <map>

#include "chinesestyle.h"
#include "chinesetranslation.h"
#include "formats/checkpointwriter.h"
#include "inspect/splitpiece.h"
#include "paramtestrun.h"
#include "printers.h"
#include "synth/demorun.h"
#include "synth/synthrun.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/common/splitwords.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtablemodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

using shardscope::ParamStatus;
using shardscope::RunDocument;
using shardscope::SplitDescription;
using T = ParamTableModel;

namespace {

int rowOf(const QAbstractItemModel& model, const QString& name) {
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data().toString() == name) {
            return row;
        }
    }
    return -1;
}

QString cell(const QAbstractItemModel& model, int row, int column) {
    return model.index(row, column).data().toString();
}

}  // namespace

TEST(ParamTableModel, TinyRunCellsReadAsUsersExpect) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    T model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRunDocument(run);
    ASSERT_EQ(model.rowCount(), int(run->params.size()));
    EXPECT_EQ(model.columnCount(), int(T::ColumnCount));
    EXPECT_EQ(model.headerData(T::SplitColumn, Qt::Horizontal).toString(), QStringLiteral("Split"));

    const int row = rowOf(model, QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    ASSERT_GE(row, 0);
    EXPECT_EQ(model.findParam(QStringLiteral("backbone.blocks.0.attention.dense1.weight")), row);
    EXPECT_EQ(cell(model, row, T::StageColumn), QStringLiteral("0"));
    EXPECT_EQ(cell(model, row, T::GlobalShapeColumn), QStringLiteral("[64, 64]"));
    EXPECT_EQ(cell(model, row, T::LocalShapeColumn), QStringLiteral("[32, 64]"));
    EXPECT_EQ(cell(model, row, T::DtypeColumn), QStringLiteral("Float32"));
    EXPECT_EQ(cell(model, row, T::PerRankColumn), QStringLiteral("8.0\u00A0KiB"));
    EXPECT_EQ(cell(model, row, T::TotalColumn), QStringLiteral("32.0\u00A0KiB"));
    EXPECT_EQ(cell(model, row, T::SplitColumn),
              QStringLiteral("dim 0 / 2 over mp, replicated ×2 over dp"));
    EXPECT_EQ(cell(model, row, T::StatusColumn), QStringLiteral("OK"));
    {
        // The same piece in the window's language.
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        EXPECT_EQ(cell(model, row, T::SplitColumn),
                  QStringLiteral("维度 0 按 mp 切 2 份、副本 ×2（dp）"));
    }

    const QModelIndex total = model.index(row, T::TotalColumn);
    EXPECT_EQ(total.data(T::SortRole).toULongLong(), 32768u);
    EXPECT_EQ(total.data(Qt::ToolTipRole).toString(), QStringLiteral("32,768 bytes"));
    EXPECT_EQ(total.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    EXPECT_EQ(model.index(row, T::GlobalShapeColumn).data(T::SortRole).toLongLong(), 4096);
    EXPECT_EQ(model.index(row, T::LocalShapeColumn).data(T::SortRole).toLongLong(), 2048);
    EXPECT_EQ(model.index(row, 0).data(T::ShapeRole).value<QList<qint64>>(),
              (QList<qint64>{64, 64}));
    EXPECT_EQ(model.index(row, 3).data(T::ParamIndexRole).toInt(), row);
    EXPECT_EQ(model.index(row, 0).data(T::StatusRole).toInt(), int(ParamStatus::Ok));
    EXPECT_FALSE(model.index(row, T::StatusColumn).data(Qt::DecorationRole).isValid());

    // Scalars the strategy never lists are noted, not flagged.
    const int lr = rowOf(model, QStringLiteral("learning_rate"));
    ASSERT_GE(lr, 0);
    EXPECT_EQ(cell(model, lr, T::GlobalShapeColumn), QStringLiteral("[]"));
    EXPECT_EQ(cell(model, lr, T::SplitColumn), QStringLiteral("—"));
    EXPECT_EQ(cell(model, lr, T::StatusColumn), QStringLiteral("not in strategy"));
    EXPECT_EQ(model.index(lr, T::StatusColumn).data(Qt::ForegroundRole).value<QColor>(),
              QColor(Qt::gray));
}

TEST(ParamTableModel, ProblemsShowAWarningAndSayWhatIsWrong) {
    const auto run = paramTestRun("broken");
    ASSERT_TRUE(run);
    T model;
    QPixmap red(16, 16);
    red.fill(Qt::red);
    model.setStatusIcons({QIcon(red), QIcon()});
    model.setRunDocument(run);
    const int row = rowOf(model, QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    ASSERT_GE(row, 0);
    const QModelIndex status = model.index(row, T::StatusColumn);
    EXPECT_EQ(status.data().toString(), QStringLiteral("missing on ranks"));
    EXPECT_EQ(status.data(Qt::ToolTipRole).toString(),
              QStringLiteral("Missing on rank(s) 1 of stage 0."));
    EXPECT_EQ(status.data(T::StatusRole).toInt(), int(ParamStatus::MissingOnRanks));
    EXPECT_TRUE(status.data(Qt::DecorationRole).isValid());
    EXPECT_EQ(status.data(Qt::ForegroundRole).value<QColor>(), QColor(0xb0, 0x20, 0x20));
    EXPECT_EQ(cell(model, row, T::TotalColumn), QStringLiteral("24.0\u00A0KiB"));  // 3 of 4 ranks
}

TEST(ParamSplitWords, PutsEverySplitIntoWords) {
    EXPECT_EQ(SplitWords::text(SplitDescription{}), QStringLiteral("not split"));
    SplitDescription split;
    split.dims = {{0, 4, {1}}, {1, 8, {0, 2}}};
    split.replicas = 2;
    split.replicaAxes = {3};
    split.optShard = 2;
    EXPECT_EQ(SplitWords::text(split),
              QStringLiteral("dim 0 / 4 over axis 1, dim 1 / 8 over axes 0,2, replicated ×2 over "
                             "axis 3, optimizer shard ×2"));
    // In the device matrix's names, as the matrix and the slices say it (issue 36).
    const QStringList names{QStringLiteral("dp"), QStringLiteral("mp"), QStringLiteral("a2"),
                            QStringLiteral("dp2")};
    EXPECT_EQ(SplitWords::text(split, names),
              QStringLiteral("dim 0 / 4 over mp, dim 1 / 8 over dp,a2, replicated ×2 over dp2, "
                             "optimizer shard ×2"));
    // Chinese joins a list of axes with 、 (issue 36: "（轴 0,1）", "（dp,mp）"), numbered or
    // named, and leaves no space between two Chinese words ("按轴 1", not "按 轴 1"): the core's
    // piece (splitArg), worded from its catalogue templates.
    {
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        const QString numbered = SplitWords::text(split);
        const QString named = SplitWords::text(split, names);
        EXPECT_EQ(numbered, QStringLiteral("维度 0 按轴 1 切 4 份、维度 1 按轴 0、2 切 8 份、副本 "
                                           "×2（轴 3）、优化器分片 ×2"));
        EXPECT_EQ(named, QStringLiteral("维度 0 按 mp 切 4 份、维度 1 按 dp、a2 切 8 份、副本 "
                                        "×2（dp2）、优化器分片 ×2"));
        EXPECT_EQ(numbered, PieceText::text(shardscope::splitArg("split", split)));
        EXPECT_EQ(SplitWords::text(SplitDescription{}), QStringLiteral("未切分"));
        SplitDescription replicas;
        replicas.replicas = 8;
        EXPECT_EQ(SplitWords::text(replicas), QStringLiteral("副本 ×8"));
        for (const QString& text : {numbered, named}) {
            EXPECT_FALSE(text.contains(QLatin1Char(','))) << text.toStdString();
            EXPECT_TRUE(chinesestyle::spacesBetweenChinese(text).isEmpty()) << text.toStdString();
            EXPECT_TRUE(chinesestyle::halfWidthPunctuation(text).isEmpty()) << text.toStdString();
        }
    }
    EXPECT_EQ(SplitWords::statusText(ParamStatus::ShapeContradicts),
              QStringLiteral("shape contradicts"));
    EXPECT_EQ(SplitWords::statusText(ParamStatus::NotInCheckpoint),
              QStringLiteral("not in checkpoint"));
}

TEST(ParamTableModel, SmallRunPassesTheModelTesterSortedAndFiltered) {
    const auto run = paramTestRun("small");
    ASSERT_TRUE(run);
    T model;
    ParamFilterModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRunDocument(run);
    ASSERT_EQ(proxy.rowCount(), int(run->params.size()));
    proxy.sort(T::TotalColumn, Qt::DescendingOrder);
    proxy.setNameFilter(QStringLiteral("attention"));
    EXPECT_GT(proxy.rowCount(), 0);
    model.setRunDocument(nullptr);
    EXPECT_EQ(proxy.rowCount(), 0);
}

TEST(ParamTableModel, HundredThousandRowsSortFilterAndGroup) {
    const auto run = paramTestRun("large");
    ASSERT_TRUE(run);
    ASSERT_EQ(run->params.size(), size_t(kLargeParams));
    T model;
    model.setRunDocument(run);
    ParamFilterModel proxy;
    proxy.setSourceModel(&model);
    {
        // The tester checks every signal; filters that remove rows one by one would take minutes.
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        ASSERT_EQ(proxy.rowCount(), kLargeParams);
        proxy.sort(T::GlobalShapeColumn, Qt::DescendingOrder);
        EXPECT_EQ(cell(proxy, 0, T::GlobalShapeColumn), QStringLiteral("[4, 2]"));
        EXPECT_EQ(cell(proxy, kLargeParams - 1, T::GlobalShapeColumn), QStringLiteral("[2]"));
        proxy.setShapeFilter(QStringLiteral("4,*"));  // the first third, in this order
        EXPECT_EQ(proxy.rowCount(), (kLargeParams + 2) / 3);
        proxy.setShapeFilter(QString());
        proxy.setNameFilter(QStringLiteral("layers.9999."));
        ASSERT_EQ(proxy.rowCount(), 10);
        proxy.sort(T::NameColumn, Qt::AscendingOrder);
        EXPECT_EQ(cell(proxy, 0, T::NameColumn), QStringLiteral("model.layers.9999.weight_0"));
        proxy.setNameFilter(QString());
        EXPECT_EQ(cell(proxy, 0, T::NameColumn), QStringLiteral("model.layers.0.weight_0"));
        EXPECT_EQ(cell(proxy, 10, T::NameColumn), QStringLiteral("model.layers.1.weight_0"));
    }
    proxy.setShapeFilter(QStringLiteral("4,*"));  // every third row, in name order
    EXPECT_EQ(proxy.rowCount(), (kLargeParams + 2) / 3);
    proxy.setNameFilter(QStringLiteral("/weight_[02]$/"));
    EXPECT_EQ(proxy.rowCount(), 6667);
    proxy.setNameFilter(QString());
    proxy.setShapeFilter(QString());
    EXPECT_EQ(proxy.rowCount(), kLargeParams);

    ParamTreeModel tree;
    QAbstractItemModelTester treeTester(&tree,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
    tree.setRunDocument(run);
    ASSERT_EQ(tree.rowCount(), 1);  // model > layers > 0..9999 > weight_0..9
    const QModelIndex layers = tree.index(0, 0, tree.index(0, 0));
    EXPECT_EQ(layers.data().toString(), QStringLiteral("layers"));
    EXPECT_EQ(tree.rowCount(layers), kLargeParams / 10);
    EXPECT_EQ(layers.data(ParamTreeModel::GroupCountRole).toInt(), kLargeParams);
    EXPECT_EQ(tree.groupCount(), 2 + kLargeParams / 10);
}
