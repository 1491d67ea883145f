#include <gtest/gtest.h>

#include <QAbstractItemModelTester>

#include "printers.h"
#include "widgets/models/parameters/paramtablemodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

using T = ParamTableModel;

std::shared_ptr<const shardscope::RunDocument> paramTestRun(
    const char* which);  // paramtablemodel_test

namespace {

QModelIndex child(const QAbstractItemModel& model, const QModelIndex& parent, const char* label) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data().toString() == QString::fromUtf8(label)) {
            return index;
        }
    }
    return {};
}

QModelIndex path(const QAbstractItemModel& model, std::initializer_list<const char*> labels) {
    QModelIndex at;
    for (const char* label : labels) {
        at = child(model, at, label);
        if (!at.isValid()) {
            break;
        }
    }
    return at;
}

}  // namespace

TEST(ParamTreeModel, LeavesKeepModuleAndAttributeUnlessTheModuleIsANumber) {
    const auto start = [](const char* name) {
        const QString s = QString::fromUtf8(name);
        return s.mid(ParamTreeModel::leafStart(s));
    };
    EXPECT_EQ(start("backbone.blocks.0.attention.dense1.weight"), QStringLiteral("dense1.weight"));
    EXPECT_EQ(start("fc1.weight"), QStringLiteral("fc1.weight"));
    EXPECT_EQ(start("learning_rate"), QStringLiteral("learning_rate"));
    EXPECT_EQ(start("model.layers.12.weight_3"), QStringLiteral("weight_3"));
    EXPECT_EQ(start(".hidden"), QStringLiteral(".hidden"));
}

TEST(ParamTreeModel, TinyRunGroupsLayerByLayer) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    ParamTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRunDocument(run);

    const QModelIndex leaf = path(model, {"backbone", "blocks", "0", "attention", "dense1.weight"});
    ASSERT_TRUE(leaf.isValid());
    const int param = leaf.data(T::ParamIndexRole).toInt();
    EXPECT_EQ(run->params[size_t(param)].name, "backbone.blocks.0.attention.dense1.weight");
    EXPECT_EQ(model.indexOfParam(param), leaf);
    EXPECT_EQ(leaf.data(T::NameRole).toString(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    EXPECT_EQ(leaf.siblingAtColumn(T::LocalShapeColumn).data().toString(),
              QStringLiteral("[32, 64]"));
    EXPECT_EQ(leaf.siblingAtColumn(T::SplitColumn).data().toString(),
              QStringLiteral("dim 0 / 2 over mp, replicated ×2 over dp"));

    // Every group counts and sums exactly the parameters whose names start with its path.
    const auto check = [&](const QModelIndex& group, const std::string& prefix) {
        int count = 0;
        quint64 total = 0;
        for (const auto& p : run->params) {
            if (p.name.rfind(prefix + ".", 0) == 0) {
                ++count;
                total += p.bytesTotal;
            }
        }
        EXPECT_EQ(group.data(T::ParamIndexRole).toInt(), -1);
        EXPECT_EQ(group.data(T::NameRole).toString().toStdString(), prefix);
        EXPECT_EQ(group.data(ParamTreeModel::GroupCountRole).toInt(), count) << prefix;
        EXPECT_EQ(group.siblingAtColumn(T::TotalColumn).data(T::SortRole).toULongLong(), total);
        EXPECT_EQ(group.siblingAtColumn(T::TotalColumn).data().toString(), T::bytesText(total));
    };
    const QModelIndex attention = leaf.parent();
    check(attention, "backbone.blocks.0.attention");
    EXPECT_EQ(model.rowCount(attention), 8);  // dense1..3 and projection, weight and bias
    check(path(model, {"backbone"}), "backbone");
    check(path(model, {"backbone", "blocks"}), "backbone.blocks");
    check(path(model, {"adam_m", "backbone", "blocks", "1"}), "adam_m.backbone.blocks.1");
    EXPECT_EQ(path(model, {"backbone", "blocks"}).siblingAtColumn(T::StageColumn).data(),
              QStringLiteral("0–1"));
    EXPECT_EQ(attention.siblingAtColumn(T::StageColumn).data().toString(), QStringLiteral("0"));

    const QModelIndex lr = child(model, {}, "learning_rate");
    ASSERT_TRUE(lr.isValid());
    EXPECT_EQ(model.rowCount(lr), 0);
    EXPECT_EQ(lr.siblingAtColumn(T::StatusColumn).data().toString(),
              QStringLiteral("not in strategy"));
}

TEST(ParamTreeModel, GroupsCountTheProblemsBelowThem) {
    const auto run = paramTestRun("broken");
    ASSERT_TRUE(run);
    ParamTreeModel model;
    model.setRunDocument(run);
    const QModelIndex block0 = path(model, {"backbone", "blocks", "0"});
    const QModelIndex block1 = path(model, {"backbone", "blocks", "1"});
    ASSERT_TRUE(block0.isValid() && block1.isValid());
    const int count = block0.data(ParamTreeModel::GroupCountRole).toInt();
    EXPECT_GT(count, 0);
    // Stage 0 lost rank 1: each of its parameters is a problem; stage 1 is whole.
    EXPECT_EQ(block0.siblingAtColumn(T::StatusColumn).data(T::SortRole).toInt(),
              int(shardscope::ParamStatus::MissingOnRanks));
    EXPECT_FALSE(block0.siblingAtColumn(T::StatusColumn).data().toString().isEmpty());
    EXPECT_TRUE(block1.siblingAtColumn(T::StatusColumn).data().toString().isEmpty());

    model.setRunDocument(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_FALSE(model.indexOfParam(0).isValid());
}
