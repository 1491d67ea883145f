#include <gtest/gtest.h>

#include <QApplication>
#include <QPalette>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QValueAxis>
#include <memory>

#include "widgets/loss/lossaxisbuilder.h"

namespace {

QPalette inked() {
    QPalette p;
    p.setColor(QPalette::Text, QColor(10, 20, 30));
    p.setColor(QPalette::Mid, QColor(100, 100, 100));
    return p;
}

}  // namespace

// Steps are whole: 0..3 would tick every 0.5, the step axis every 1, labelled without decimals;
// the epoch axis keeps the half.
TEST(LossAxisBuilder, StepTicksAreWholeEpochTicksNeedNotBe) {
    const std::unique_ptr<QValueAxis> step(LossAxisBuilder::x(LossAxis::Step, 0, 3, inked()));
    EXPECT_EQ(step->titleText(), QStringLiteral("Global step"));
    EXPECT_EQ(step->tickType(), QValueAxis::TicksDynamic);
    EXPECT_EQ(step->tickInterval(), 1);
    EXPECT_EQ(step->labelFormat(), QStringLiteral("%.0f"));
    EXPECT_EQ(step->min(), 0);
    EXPECT_EQ(step->max(), 3);
    EXPECT_EQ(step->labelsColor(), QColor(10, 20, 30));
    EXPECT_EQ(step->gridLineColor(), QColor(100, 100, 100, 153));
    EXPECT_FALSE(step->titleFont().bold());

    const std::unique_ptr<QValueAxis> epoch(LossAxisBuilder::x(LossAxis::Epoch, 0, 3, inked()));
    EXPECT_EQ(epoch->titleText(), QStringLiteral("Epoch"));
    EXPECT_EQ(epoch->tickInterval(), 0.5);
    EXPECT_EQ(epoch->labelFormat(), QStringLiteral("%.1f"));
    EXPECT_EQ(LossAxisBuilder::xTitle(LossAxis::RelativeTime),
              QStringLiteral("Hours since the first timestamp"));
}

// Wall times are categories labelled as written, at round intervals after the start.
TEST(LossAxisBuilder, WallTimesAreLabelledAsWritten) {
    // 2024-01-02 10:00:00 to 10:30:00 (seconds since 1970 as written).
    const double t0 = 1704189600;
    const std::unique_ptr<QValueAxis> x(
        LossAxisBuilder::x(LossAxis::WallTime, t0, t0 + 1800, inked()));
    auto* categories = qobject_cast<QCategoryAxis*>(x.get());
    ASSERT_NE(categories, nullptr);
    EXPECT_EQ(x->titleText(), QStringLiteral("Wall time (as written in the log)"));
    EXPECT_EQ(categories->startValue(), t0);
    EXPECT_EQ(
        categories->categoriesLabels(),
        QStringList({QStringLiteral("10:05"), QStringLiteral("10:10"), QStringLiteral("10:15"),
                     QStringLiteral("10:20"), QStringLiteral("10:25"), QStringLiteral("10:30")}));
}

// A log scale labels log10 values with the values; a tick at the start is no category (one
// must end after the start), so 0.01 .. 10 is labelled 0.1, 1, 10.
TEST(LossAxisBuilder, LogScaleLabelsTheValues) {
    const std::unique_ptr<QValueAxis> y(
        LossAxisBuilder::y(true, -2, 1, QStringLiteral("loss"), inked()));
    auto* categories = qobject_cast<QCategoryAxis*>(y.get());
    ASSERT_NE(categories, nullptr);
    EXPECT_EQ(y->titleText(), QStringLiteral("loss (log scale)"));
    EXPECT_EQ(categories->categoriesLabels(),
              QStringList({QStringLiteral("0.1"), QStringLiteral("1"), QStringLiteral("10")}));
    EXPECT_EQ(categories->endValue(QStringLiteral("1")), 0);

    const std::unique_ptr<QValueAxis> linear(
        LossAxisBuilder::y(false, 1.84, 6.16, QStringLiteral("loss"), inked()));
    EXPECT_EQ(qobject_cast<QCategoryAxis*>(linear.get()), nullptr);
    EXPECT_EQ(linear->titleText(), QStringLiteral("loss"));
    EXPECT_EQ(linear->tickInterval(), 1);
    EXPECT_EQ(linear->labelFormat(), QStringLiteral("%.0f"));
}
