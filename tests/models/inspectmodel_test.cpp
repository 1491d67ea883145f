#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QPersistentModelIndex>
#include <QTemporaryDir>
#include <fstream>

#include "fixtures.h"
#include "synth/synthrun.h"
#include "widgets/models/files/inspectfiltermodel.h"
#include "widgets/models/files/inspectmodel.h"

using shardscope::InspectReport;

namespace {

QString cell(const QAbstractItemModel& model, int row, int column, const QModelIndex& parent) {
    return model.index(row, column, parent).data().toString();
}

int childRowOf(const QAbstractItemModel& model, const QModelIndex& parent, const QString& name) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        if (cell(model, row, InspectModel::NameColumn, parent) == name) {
            return row;
        }
    }
    return -1;
}

class InspectModelTest : public ::testing::Test {
protected:
    InspectModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

}  // namespace

TEST_F(InspectModelTest, LenetCheckpointListsEveryTensorWithItsValues) {
    model.addReport(inspectFixture("lenet_mnist_old_scalars.ckpt"));
    ASSERT_EQ(model.rowCount(), 1);
    const QModelIndex top = model.index(0, 0);
    EXPECT_EQ(top.data().toString(), QStringLiteral("lenet_mnist_old_scalars.ckpt"));
    EXPECT_EQ(cell(model, 0, InspectModel::TypeColumn, {}), QStringLiteral("Checkpoint"));
    EXPECT_EQ(cell(model, 0, InspectModel::ShapeColumn, {}), QStringLiteral("21 tensors"));
    EXPECT_EQ(cell(model, 0, InspectModel::SizeColumn, {}), QStringLiteral("481.9\u00A0KiB"));
    EXPECT_EQ(cell(model, 0, InspectModel::DetailsColumn, {}),
              QStringLiteral("file size 482.7\u00A0KiB  ·  no CRC trailer"));
    ASSERT_EQ(model.rowCount(top), 21);
    EXPECT_EQ(model.itemCount(), 21);

    EXPECT_EQ(cell(model, 0, InspectModel::NameColumn, top), QStringLiteral("conv1.weight"));
    EXPECT_EQ(cell(model, 0, InspectModel::TypeColumn, top), QStringLiteral("Float32"));
    EXPECT_EQ(cell(model, 0, InspectModel::ShapeColumn, top), QStringLiteral("[6, 1, 5, 5]"));
    EXPECT_EQ(cell(model, 0, InspectModel::SizeColumn, top), QStringLiteral("600\u00A0B"));

    const int scale = childRowOf(model, top, QStringLiteral("scale_sense"));
    ASSERT_EQ(scale, 8);
    EXPECT_EQ(cell(model, scale, InspectModel::ShapeColumn, top), QStringLiteral("[]"));
    EXPECT_EQ(cell(model, scale, InspectModel::SizeColumn, top), QStringLiteral("4\u00A0B"));
    EXPECT_EQ(cell(model, scale, InspectModel::DetailsColumn, top), QStringLiteral("1048576"));
    const int step = childRowOf(model, top, QStringLiteral("current_iterator_step"));
    EXPECT_EQ(cell(model, step, InspectModel::TypeColumn, top), QStringLiteral("Int32"));
    EXPECT_EQ(cell(model, step, InspectModel::DetailsColumn, top), QStringLiteral("18751"));

    const QModelIndex fc1 = model.index(2, InspectModel::SizeColumn, top);
    EXPECT_EQ(fc1.data().toString(), QStringLiteral("187.5\u00A0KiB"));
    EXPECT_EQ(fc1.data(InspectModel::RawBytesRole).toULongLong(), 192000u);
    EXPECT_EQ(fc1.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    EXPECT_EQ(model.index(2, 0, top).data(InspectModel::RowKindRole).toInt(),
              int(InspectModel::RowKind::Tensor));
    EXPECT_EQ(model.index(2, 0, top).data(InspectModel::PathRole).toString(), model.reportPath(0));
}

TEST_F(InspectModelTest, RouterCheckpointHasOneTensor) {
    model.addReport(inspectFixture("router_4x16.ckpt"));
    const QModelIndex top = model.index(0, 0);
    EXPECT_EQ(cell(model, 0, InspectModel::ShapeColumn, {}), QStringLiteral("1 tensor"));
    ASSERT_EQ(model.rowCount(top), 1);
    EXPECT_EQ(cell(model, 0, InspectModel::NameColumn, top), QStringLiteral("gating.weight"));
    EXPECT_EQ(cell(model, 0, InspectModel::ShapeColumn, top), QStringLiteral("[4, 16]"));
    EXPECT_EQ(cell(model, 0, InspectModel::SizeColumn, top), QStringLiteral("256\u00A0B"));
    EXPECT_EQ(cell(model, 0, InspectModel::DetailsColumn, top), QString());
}

TEST_F(InspectModelTest, MergedStrategyListsLayoutsWithStageAndMaps) {
    model.addReport(inspectFixture("strategy_8_npus.ckpt"));
    const QModelIndex top = model.index(0, 0);
    EXPECT_EQ(cell(model, 0, InspectModel::TypeColumn, {}), QStringLiteral("Strategy file"));
    EXPECT_EQ(cell(model, 0, InspectModel::ShapeColumn, {}),
              QStringLiteral("148 layouts  ·  2 stages"));
    EXPECT_EQ(cell(model, 0, InspectModel::SizeColumn, {}), QString());
    EXPECT_EQ(cell(model, 0, InspectModel::DetailsColumn, {}),
              QStringLiteral("protobuf  ·  merged pipeline stages"));
    ASSERT_EQ(model.rowCount(top), 148);

    const int dense3 =
        childRowOf(model, top, QStringLiteral("backbone.blocks.1.attention.dense3.weight"));
    ASSERT_GE(dense3, 0);
    EXPECT_EQ(cell(model, dense3, InspectModel::TypeColumn, top), QStringLiteral("stage 1"));
    EXPECT_EQ(cell(model, dense3, InspectModel::ShapeColumn, top),
              QStringLiteral("dev [2, 2] → map [0, -1]"));
    EXPECT_EQ(model.index(dense3, 0, top).data(InspectModel::StageRole).toInt(), 1);
    EXPECT_EQ(model.index(dense3, 0, top).data(InspectModel::RowKindRole).toInt(),
              int(InspectModel::RowKind::Layout));
}

TEST_F(InspectModelTest, StaleTicketsChangeNothing) {
    const QString path = fixturePath("router_4x16.ckpt");
    const quint64 first = model.beginReport(path);
    const quint64 second = model.beginReport(path);  // opened again before the first finished
    EXPECT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.indexingCount(), 1);
    EXPECT_TRUE(model.index(0, 0).data(InspectModel::IndexingRole).toBool());
    EXPECT_EQ(cell(model, 0, InspectModel::TypeColumn, {}), QStringLiteral("Indexing…"));

    auto report = std::make_shared<const InspectReport>(inspectFixture("router_4x16.ckpt"));
    EXPECT_FALSE(model.finishReport(first, report));
    EXPECT_FALSE(model.dropReport(first));
    EXPECT_EQ(model.rowCount(model.index(0, 0)), 0);
    EXPECT_TRUE(model.finishReport(second, report));
    EXPECT_EQ(model.rowCount(model.index(0, 0)), 1);
    EXPECT_FALSE(model.finishReport(second, report));  // a ticket is good once

    const quint64 missing = model.beginReport(QStringLiteral("/nowhere/x.ckpt"));
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_TRUE(model.dropReport(missing));
    EXPECT_EQ(model.rowCount(), 1);
}

TEST_F(InspectModelTest, ChildIndexesSurviveRemovalOfEarlierReports) {
    model.addReport(inspectFixture("router_4x16.ckpt"));
    model.addReport(inspectFixture("lenet_mnist_old_scalars.ckpt"));
    const QPersistentModelIndex conv2 = model.index(1, 0, model.index(1, 0));
    model.removeReport(0);
    ASSERT_TRUE(conv2.isValid());
    EXPECT_EQ(conv2.data().toString(), QStringLiteral("conv2.weight"));
    EXPECT_EQ(conv2.parent(), model.index(0, 0));
}

TEST_F(InspectModelTest, LocateFindsTheParameterANoticeNames) {
    model.addReport(inspectFixture("lenet_mnist_old_scalars.ckpt"));
    const QModelIndex hit = model.locate(model.reportPath(0), QStringLiteral("momentum"), -1);
    EXPECT_EQ(hit.data().toString(), QStringLiteral("momentum"));
    EXPECT_EQ(model.locate(model.reportPath(0), QString(), -1), model.index(0, 0));
    EXPECT_FALSE(model.locate(QStringLiteral("/other"), QString(), -1).isValid());
}

TEST(InspectFilterModel, NarrowsChildrenByNameAndSortsSizesAsNumbers) {
    InspectModel model;
    model.addReport(inspectFixture("lenet_mnist_old_scalars.ckpt"));
    model.addReport(inspectFixture("strategy_8_npus.ckpt"));
    InspectFilterModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(proxy.visibleItemCount(), 21 + 148);

    proxy.setNameFilter(QStringLiteral("FC1"));
    ASSERT_EQ(proxy.rowCount(), 2);  // top-level rows stay
    const QModelIndex lenet = proxy.index(0, 0);
    ASSERT_EQ(proxy.rowCount(lenet), 4);
    EXPECT_EQ(cell(proxy, 0, 0, lenet), QStringLiteral("fc1.weight"));
    EXPECT_EQ(cell(proxy, 3, 0, lenet), QStringLiteral("moments.fc1.bias"));
    EXPECT_EQ(proxy.rowCount(proxy.index(1, 0)), 0);
    EXPECT_EQ(proxy.visibleItemCount(), 4);

    proxy.setNameFilter(QString());
    proxy.sort(InspectModel::SizeColumn, Qt::DescendingOrder);
    EXPECT_EQ(cell(proxy, 0, 0, {}), QStringLiteral("lenet_mnist_old_scalars.ckpt"));
    const QModelIndex sorted = proxy.index(0, 0);
    EXPECT_EQ(proxy.index(0, 0, sorted).data(InspectModel::RawBytesRole).toULongLong(), 192000u);
    EXPECT_EQ(proxy.index(2, 0, sorted).data(InspectModel::RawBytesRole).toULongLong(), 40320u);
    EXPECT_EQ(proxy.index(20, 0, sorted).data(InspectModel::RawBytesRole).toULongLong(), 4u);
}

// The graph MindSpore saves beside each rank's checkpoint shows on the rank's row, and the run
// row counts them, so nobody wonders whether ShardScope missed a file.
TEST_F(InspectModelTest, GraphFilesBesideTheRanksAreListed) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string run = dir.path().toStdString();
    ASSERT_TRUE(shardscope::writeSynthRun(run, shardscope::SynthConfig{}));
    for (int r = 0; r < 8; r += 7) {
        std::ofstream(run + "/rank_" + std::to_string(r) + "/synth-graph.meta") << "graph";
    }
    auto report = shardscope::inspectPath(run);
    ASSERT_TRUE(report) << report.error().describe();
    model.addReport(std::move(report).value());
    const QModelIndex top = model.index(0, 0);
    EXPECT_TRUE(cell(model, 0, InspectModel::DetailsColumn, {})
                    .endsWith(QStringLiteral("  ·  2 graph files (-graph.meta, not read)")))
        << cell(model, 0, InspectModel::DetailsColumn, {}).toStdString();
    EXPECT_EQ(cell(model, 7, InspectModel::DetailsColumn, top),
              QStringLiteral("rank_7/synth-2_250.ckpt  ·  graph: synth-graph.meta"));
    EXPECT_EQ(cell(model, 3, InspectModel::DetailsColumn, top),
              QStringLiteral("rank_3/synth-2_250.ckpt"));
}
