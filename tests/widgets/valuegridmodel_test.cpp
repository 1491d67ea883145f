// The paged value grid: exact cells and headers, paging, cuts, formatting by dtype, CSV and TSV.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTemporaryDir>
#include <cmath>
#include <cstring>

#include "formats/checkpointwriter.h"
#include "widgets/models/tensor/valuegridmodel.h"
#include "widgets/tensor/valuegridpanel.h"

using namespace shardscope;

namespace {

// A Float32 tensor whose element i holds i.
std::shared_ptr<const TensorSource> iotaSource(const QTemporaryDir& dir,
                                               const std::vector<int64_t>& shape) {
    int64_t n = 1;
    for (int64_t d : shape) {
        n *= d;
    }
    std::vector<float> v(static_cast<size_t>(n));
    for (size_t i = 0; i < v.size(); ++i) {
        v[i] = static_cast<float>(i);
    }
    std::vector<uint8_t> bytes(v.size() * 4);
    std::memcpy(bytes.data(), v.data(), bytes.size());
    const std::string path = dir.filePath(QStringLiteral("iota.ckpt")).toStdString();
    auto w = CheckpointWriter::create(path);
    EXPECT_TRUE(w && w->addTensor("iota", "Float32", shape, bytes) && w->commit());
    auto f = CheckpointFile::open(path);
    EXPECT_TRUE(f);
    auto file = std::make_shared<const CheckpointFile>(std::move(*f));
    return std::make_shared<const TensorSource>(singleSource(file, file->index().tensors[0]));
}

TEST(ValueGridModel, PagesOfATwoDimensionalTensor) {
    QTemporaryDir dir;
    ValueGridModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSource(iotaSource(dir, {3, 250}));
    EXPECT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.columnCount(), 20);
    EXPECT_EQ(model.colPageCount(), 13);
    EXPECT_EQ(model.index(2, 5).data().toString(), QStringLiteral("505"));
    EXPECT_EQ(model.index(2, 5).data(ValueGridModel::ValueRole).toDouble(), 505.0);
    model.setPage(0, 12);  // the last, short page
    EXPECT_EQ(model.columnCount(), 10);
    EXPECT_EQ(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("240"));
    EXPECT_EQ(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("1"));
    EXPECT_EQ(model.index(1, 9).data().toString(), QStringLiteral("499"));
    model.setPage(5, 99);  // clamped
    EXPECT_EQ(model.rowPage(), 0);
    EXPECT_EQ(model.colPage(), 12);
}

TEST(ValueGridModel, CutWithFixedIndexAndCsv) {
    QTemporaryDir dir;
    ValueGridModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSource(iotaSource(dir, {2, 3, 4}));
    EXPECT_EQ(model.rowDim(), 1);  // the last two dimensions by default
    EXPECT_EQ(model.colDim(), 2);
    model.setCut(2, 0, {0, 1, 0});  // rows along dim 2, columns along dim 0, dim 1 at 1
    EXPECT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.columnCount(), 2);
    EXPECT_EQ(model.toCsv(), QStringLiteral(",0,1\n0,4,16\n1,5,17\n2,6,18\n3,7,19\n"));
}

TEST(ValueGridModel, OneDimensionalAndScalar) {
    QTemporaryDir dir;
    ValueGridModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSource(iotaSource(dir, {150}));
    EXPECT_EQ(model.rowCount(), 100);
    EXPECT_EQ(model.columnCount(), 1);
    EXPECT_EQ(model.headerData(0, Qt::Horizontal).toString(), QString());
    model.setPage(1, 0);
    EXPECT_EQ(model.rowCount(), 50);
    EXPECT_EQ(model.index(49, 0).data().toString(), QStringLiteral("149"));
    QTemporaryDir dir2;
    model.setSource(iotaSource(dir2, {}));
    EXPECT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.columnCount(), 1);
    model.setSource(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ValueGridModel, FormatsByDtype) {
    EXPECT_EQ(ValueGridModel::formatValue(DType::Float32, 0.1f), QStringLiteral("0.1"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Float64, 0.1), QStringLiteral("0.1"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::BFloat16, 3.140625), QStringLiteral("3.141"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Float16, 0.333251953125),
              QStringLiteral("0.33325"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Int64, -5), QStringLiteral("-5"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::UInt64, 9223372036854775808.0),
              QStringLiteral("9223372036854775808"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Bool, 1), QStringLiteral("true"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Float32, NAN), QStringLiteral("NaN"));
    EXPECT_EQ(ValueGridModel::formatValue(DType::Float32, -INFINITY), QStringLiteral("-inf"));
}

TEST(ValueGridPanel, CopiesTheSelectionAsTsvAndTurnsPages) {
    QTemporaryDir dir;
    ValueGridPanel panel;
    panel.setSource(iotaSource(dir, {300, 4}));
    QItemSelectionModel* sel = panel.table()->selectionModel();
    const auto* m = panel.model();
    sel->select(m->index(1, 1), QItemSelectionModel::Select);
    sel->select(m->index(2, 3), QItemSelectionModel::Select);
    EXPECT_EQ(panel.selectionTsv(), QStringLiteral("5\t\t\n\t\t11\n"));
    panel.turnPage(2, 0);
    EXPECT_EQ(m->rowPage(), 2);
    EXPECT_EQ(m->index(0, 0).data().toString(), QStringLiteral("800"));
    panel.setFixedIndex(0, 3);  // ignored: dim 0 is shown
    panel.setCut(1, 0);
    EXPECT_EQ(m->rowCount(), 4);
    EXPECT_EQ(m->index(3, 2).data().toString(), QStringLiteral("11"));
    const QString csv = dir.filePath(QStringLiteral("page.csv"));
    ASSERT_TRUE(panel.exportPage(csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().startsWith(",0,1,2,"));
}

}  // namespace
