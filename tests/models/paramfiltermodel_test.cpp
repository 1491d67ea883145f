#include <gtest/gtest.h>

#include <QAbstractItemModelTester>

#include "paramtestrun.h"
#include "printers.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtablemodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

using T = ParamTableModel;

namespace {

QList<qint64> parse(const char* text, bool expectOk = true) {
    bool ok = false;
    const QList<qint64> pattern = ParamFilterModel::parseShapePattern(QString::fromUtf8(text), &ok);
    EXPECT_EQ(ok, expectOk) << text;
    return pattern;
}

bool matches(const char* pattern, QList<qint64> shape) {
    return ParamFilterModel::shapeMatches(parse(pattern), shape);
}

// What a filter should let through, counted straight from the run.
int expectedCount(const shardscope::RunDocument& run, const ParamFilterModel& filter) {
    int n = 0;
    for (const auto& p : run.params) {
        n += filter.acceptsParam(QString::fromStdString(p.name),
                                 QList<qint64>(p.globalShape.begin(), p.globalShape.end()))
                 ? 1
                 : 0;
    }
    return n;
}

class ParamFilterModelTest : public ::testing::Test {
protected:
    void SetUp() override {
        run = paramTestRun("tiny");
        ASSERT_TRUE(run);
        model.setRunDocument(run);
        proxy.setSourceModel(&model);
    }
    QStringList names() const {
        QStringList out;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            out << proxy.index(row, 0).data().toString();
        }
        return out;
    }

    std::shared_ptr<const shardscope::RunDocument> run;
    T model;
    ParamFilterModel proxy;
    QAbstractItemModelTester tester{&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

}  // namespace

TEST(ParamFilterModel, ShapePatternsReadAsDocumented) {
    EXPECT_EQ(parse("4096,*"), (QList<qint64>{4096, ParamFilterModel::kAnyDim}));
    EXPECT_EQ(parse("[4096, 1024]"), (QList<qint64>{4096, 1024}));
    EXPECT_EQ(parse("(4096 x 1024)"), (QList<qint64>{4096, 1024}));
    EXPECT_EQ(parse("**,64"), (QList<qint64>{ParamFilterModel::kAnyDims, 64}));
    EXPECT_EQ(parse("...,64"), parse("**,64"));
    EXPECT_EQ(parse("[]"), QList<qint64>{});
    parse("4096,abc", false);
    parse("-1", false);

    EXPECT_TRUE(matches("4096,*", {4096, 1024}));
    EXPECT_FALSE(matches("4096,*", {4096}));
    EXPECT_FALSE(matches("4096,*", {4096, 1024, 2}));
    EXPECT_TRUE(matches("*,1024", {4096, 1024}));
    EXPECT_TRUE(matches("4096", {4096}));
    EXPECT_FALSE(matches("4096", {4096, 1}));
    EXPECT_TRUE(matches("4096,**", {4096}));
    EXPECT_TRUE(matches("4096,**", {4096, 2, 3}));
    EXPECT_TRUE(matches("**,3", {4096, 2, 3}));
    EXPECT_TRUE(matches("**,2,**", {4096, 2, 3}));
    EXPECT_FALSE(matches("**,5,**", {4096, 2, 3}));
    EXPECT_TRUE(matches("[]", {}));
    EXPECT_FALSE(matches("[]", {1}));
}

TEST(ParamFilterModel, NaturalOrderReadsNumbersAsNumbers) {
    const auto less = [](const char* a, const char* b) {
        return ParamFilterModel::naturalLess(QString::fromUtf8(a), QString::fromUtf8(b));
    };
    EXPECT_TRUE(less("blocks.2.weight", "blocks.10.weight"));
    EXPECT_FALSE(less("blocks.10.weight", "blocks.2.weight"));
    EXPECT_TRUE(less("Alpha", "beta"));
    EXPECT_TRUE(less("a.bias", "a.weight"));
    EXPECT_TRUE(less("layer", "layer.0"));
    EXPECT_FALSE(less("same", "same"));
}

TEST_F(ParamFilterModelTest, NameFilterIsACaseInsensitiveSubstring) {
    proxy.setNameFilter(QStringLiteral("  DENSE1.Weight "));
    EXPECT_EQ(proxy.nameFilter(), QStringLiteral("DENSE1.Weight"));
    const QStringList hits = names();
    ASSERT_FALSE(hits.isEmpty());
    for (const QString& name : hits) {
        EXPECT_TRUE(name.contains(QStringLiteral("dense1.weight"))) << name.toStdString();
    }
    EXPECT_TRUE(hits.contains(QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    EXPECT_TRUE(hits.contains(QStringLiteral("adam_m.backbone.blocks.0.attention.dense1.weight")));
    EXPECT_EQ(proxy.rowCount(), expectedCount(*run, proxy));
    proxy.setNameFilter(QStringLiteral("dense[13]"));  // not a regex without slashes
    EXPECT_EQ(proxy.rowCount(), 0);
    EXPECT_TRUE(proxy.isValid());
}

TEST_F(ParamFilterModelTest, SlashesOrTheRegexFlagMakeARegex) {
    proxy.setNameFilter(QStringLiteral("/^backbone\\.blocks\\.0\\..*DENSE[13]\\.weight$/"));
    EXPECT_EQ(names(), (QStringList{QStringLiteral("backbone.blocks.0.attention.dense1.weight"),
                                    QStringLiteral("backbone.blocks.0.attention.dense3.weight")}));
    proxy.setNameFilter(QStringLiteral("^backbone\\.blocks\\.0\\..*dense[13]\\.weight$"));
    EXPECT_EQ(proxy.rowCount(), 0);
    proxy.setRegexMode(true);
    EXPECT_EQ(proxy.rowCount(), 2);

    proxy.setNameFilter(QStringLiteral("dense[13"));
    EXPECT_FALSE(proxy.nameFilterValid());
    EXPECT_FALSE(proxy.isValid());
    EXPECT_EQ(proxy.rowCount(), 0);
    proxy.setRegexMode(false);  // the same text is a plain substring again
    EXPECT_TRUE(proxy.isValid());
}

TEST_F(ParamFilterModelTest, ShapeFilterMatchesTheGlobalShape) {
    proxy.setShapeFilter(QStringLiteral("[64, 64]"));
    ASSERT_GT(proxy.rowCount(), 0);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        EXPECT_EQ(proxy.index(row, T::GlobalShapeColumn).data().toString(),
                  QStringLiteral("[64, 64]"));
    }
    EXPECT_EQ(proxy.rowCount(), expectedCount(*run, proxy));
    proxy.setShapeFilter(QStringLiteral("*,64"));
    const int anyBy64 = proxy.rowCount();
    EXPECT_EQ(anyBy64, expectedCount(*run, proxy));
    EXPECT_GT(anyBy64, 0);
    proxy.setShapeFilter(QStringLiteral("**"));
    EXPECT_EQ(proxy.rowCount(), model.rowCount());
    proxy.setShapeFilter(QStringLiteral("[]"));
    EXPECT_TRUE(names().contains(QStringLiteral("learning_rate")));
    proxy.setShapeFilter(QStringLiteral("64,?"));
    EXPECT_FALSE(proxy.shapeFilterValid());
    EXPECT_EQ(proxy.rowCount(), 0);

    proxy.setShapeFilter(QStringLiteral("*,64"));
    proxy.setNameFilter(QStringLiteral("adam_v."));
    EXPECT_EQ(proxy.rowCount(), expectedCount(*run, proxy));
    EXPECT_LT(proxy.rowCount(), anyBy64);
}

TEST_F(ParamFilterModelTest, SortsBytesAndShapesAsNumbers) {
    proxy.sort(T::PerRankColumn, Qt::DescendingOrder);
    quint64 previous = ~quint64(0);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const quint64 bytes = proxy.index(row, T::PerRankColumn).data(T::SortRole).toULongLong();
        EXPECT_LE(bytes, previous);
        previous = bytes;
    }
    // As text, "8.0 KiB" would sort after "32.0 KiB".
    proxy.sort(T::GlobalShapeColumn, Qt::AscendingOrder);
    qint64 elements = -1;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const qint64 n = proxy.index(row, T::GlobalShapeColumn).data(T::SortRole).toLongLong();
        EXPECT_GE(n, elements);
        elements = n;
    }
    proxy.sort(-1);
    EXPECT_EQ(proxy.index(0, 0).data(T::ParamIndexRole).toInt(), 0);  // file order again
}

TEST_F(ParamFilterModelTest, InATreeGroupsStayWhenSomethingBelowMatches) {
    ParamTreeModel tree;
    tree.setRunDocument(run);
    proxy.setSourceModel(&tree);
    proxy.setNameFilter(QStringLiteral("blocks.1.attention.dense2."));
    // backbone > blocks > 1 > attention > dense2.weight, dense2.bias; and the Adam moments.
    ASSERT_EQ(proxy.rowCount(), 3);
    const QModelIndex backbone = proxy.index(0, 0);
    EXPECT_EQ(backbone.data().toString(), QStringLiteral("backbone"));
    const QModelIndex attention = proxy.index(0, 0, proxy.index(0, 0, proxy.index(0, 0, backbone)));
    EXPECT_EQ(attention.data().toString(), QStringLiteral("attention"));
    ASSERT_EQ(proxy.rowCount(attention), 2);
    EXPECT_EQ(proxy.index(0, 0, attention).data().toString(), QStringLiteral("dense2.weight"));
    EXPECT_EQ(proxy.index(1, 0, attention).data().toString(), QStringLiteral("dense2.bias"));

    proxy.setNameFilter(QString());
    proxy.sort(T::NameColumn, Qt::AscendingOrder);
    EXPECT_EQ(proxy.rowCount(), tree.rowCount());
}
