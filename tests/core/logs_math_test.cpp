// The numbers the loss chart draws: TensorBoard-style debiased EMA, a running mean, the
// min/max envelope per pixel column (no point dropped silently), and series on each x axis.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "logs/envelope.h"
#include "logs/logseries.h"
#include "logs/smoothing.h"
#include "logtestutil.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::kNaN;

TEST(LogsSmoothing, DebiasedEmaMatchesTheFormula) {
    const std::vector<double> y{1, 2, 3};
    const std::vector<double> s = smoothEma(y, 0.5);
    ASSERT_EQ(s.size(), 3u);
    // s1 = 0.5, /(1 - 0.5); s2 = 1.25, /(1 - 0.25); s3 = 2.125, /(1 - 0.125)
    EXPECT_DOUBLE_EQ(s[0], 1.0);
    EXPECT_DOUBLE_EQ(s[1], 5.0 / 3.0);
    EXPECT_DOUBLE_EQ(s[2], 17.0 / 7.0);
    // The first value is never pulled towards zero, whatever the weight.
    const std::vector<double> heavy = smoothEma(std::vector<double>{8.0, 4.0}, 0.99);
    EXPECT_DOUBLE_EQ(heavy[0], 8.0);
    const double w = 0.99;
    EXPECT_DOUBLE_EQ(heavy[1], ((1 - w) * 8.0 * w + (1 - w) * 4.0) / (1 - w * w));
    // A constant series stays exactly constant.
    EXPECT_EQ(smoothEma(std::vector<double>{0.1, 0.1, 0.1}, 0.99),
              (std::vector<double>{0.1, 0.1, 0.1}));
}

TEST(LogsSmoothing, EmaWeightsAtTheEnds) {
    const std::vector<double> y{1, 2, 3, 6};
    EXPECT_EQ(smoothEma(y, 0.0), y);
    EXPECT_EQ(smoothEma(y, -1.0), y);  // clamped to 0
    // Weight 1 is the formula's limit: the mean of everything so far.
    EXPECT_EQ(smoothEma(y, 1.0), (std::vector<double>{1, 1.5, 2, 3}));
    EXPECT_EQ(smoothEma(y, 2.0), (std::vector<double>{1, 1.5, 2, 3}));
    EXPECT_TRUE(smoothEma(std::vector<double>{}, 0.6).empty());
}

TEST(LogsSmoothing, NonFiniteValuesPassThroughAndStayOutOfTheAverage) {
    const std::vector<double> s = smoothEma(std::vector<double>{1, kNaN, 3}, 0.5);
    EXPECT_DOUBLE_EQ(s[0], 1.0);
    EXPECT_TRUE(std::isnan(s[1]));
    EXPECT_DOUBLE_EQ(s[2], 1.75 / 0.75);  // as if the NaN were not there
    const std::vector<double> inf =
        smoothEma(std::vector<double>{std::numeric_limits<double>::infinity(), 2}, 0.5);
    EXPECT_EQ(inf[0], std::numeric_limits<double>::infinity());
    EXPECT_DOUBLE_EQ(inf[1], 2.0);
}

TEST(LogsSmoothing, RunningMean) {
    const std::vector<double> y{1, 2, 3, 4, 5};
    EXPECT_EQ(smoothRunningMean(y, 2), (std::vector<double>{1, 1.5, 2.5, 3.5, 4.5}));
    EXPECT_EQ(smoothRunningMean(y, 3), (std::vector<double>{1, 1.5, 2, 3, 4}));
    EXPECT_EQ(smoothRunningMean(y, 10), (std::vector<double>{1, 1.5, 2, 2.5, 3}));
    EXPECT_EQ(smoothRunningMean(y, 1), y);
    EXPECT_EQ(smoothRunningMean(y, 0), y);
    const std::vector<double> gap = smoothRunningMean(std::vector<double>{1, kNaN, 3, 5}, 2);
    EXPECT_EQ(gap[0], 1);
    EXPECT_TRUE(std::isnan(gap[1]));
    EXPECT_EQ(gap[2], 2);
    EXPECT_EQ(gap[3], 4);
    // Long series stay exact enough: a constant stays that constant.
    const std::vector<double> flat(100000, 0.1);
    const std::vector<double> m = smoothRunningMean(flat, 7);
    EXPECT_NEAR(m.back(), 0.1, 1e-15);
}

std::vector<double> range(int n) {
    std::vector<double> out;
    for (int i = 0; i < n; ++i) {
        out.push_back(i);
    }
    return out;
}

TEST(LogsEnvelope, ColumnsSummariseMinMaxFirstLastAndCount) {
    const std::vector<double> x = range(10);
    std::vector<double> y;
    for (double v : x) {
        y.push_back(v * v);
    }
    const Envelope e = envelope(x, y, 0, 10, 5);
    ASSERT_EQ(e.columns.size(), 5u);
    EXPECT_EQ(e.points, 10u);
    EXPECT_EQ(e.before, 0u);
    EXPECT_EQ(e.after, 0u);
    for (size_t c = 0; c < 5; ++c) {
        const EnvelopeColumn& col = e.columns[c];
        const double a = 2.0 * static_cast<double>(c);
        EXPECT_EQ(col.count, 2u);
        EXPECT_EQ(col.nonFinite, 0u);
        EXPECT_EQ(col.min, a * a);
        EXPECT_EQ(col.max, (a + 1) * (a + 1));
        EXPECT_EQ(col.first, a * a);
        EXPECT_EQ(col.last, (a + 1) * (a + 1));
        EXPECT_EQ(col.firstX, a);
        EXPECT_EQ(col.lastX, a + 1);
    }
}

TEST(LogsEnvelope, RangeEdgesAndPointsOutsideAreCounted) {
    const std::vector<double> x = range(10);
    const std::vector<double> y{5, 3, 9, 1, 7, 2, 8, 4, 6, 0};
    // [2.5, 7] in 3 columns of 1.5: x = 3 | 4 5 | 6 7 (7 is the range's end: last column).
    const Envelope e = envelope(x, y, 2.5, 7, 3);
    EXPECT_EQ(e.before, 3u);
    EXPECT_EQ(e.after, 2u);
    EXPECT_EQ(e.points, 5u);
    ASSERT_EQ(e.columns.size(), 3u);
    EXPECT_EQ(e.columns[0].count, 1u);
    EXPECT_EQ(e.columns[0].min, 1);
    EXPECT_EQ(e.columns[0].max, 1);
    EXPECT_EQ(e.columns[1].count, 2u);
    EXPECT_EQ(e.columns[1].min, 2);
    EXPECT_EQ(e.columns[1].max, 7);
    EXPECT_EQ(e.columns[1].first, 7);
    EXPECT_EQ(e.columns[1].last, 2);
    EXPECT_EQ(e.columns[2].count, 2u);
    EXPECT_EQ(e.columns[2].min, 4);
    EXPECT_EQ(e.columns[2].max, 8);
    EXPECT_EQ(e.columns[2].lastX, 7);

    // An empty column has no values; a zero-width range puts its points in column 0.
    const Envelope sparse = envelope(std::vector<double>{0, 9}, std::vector<double>{1, 2}, 0, 9, 3);
    EXPECT_EQ(sparse.columns[1].count, 0u);
    EXPECT_TRUE(std::isnan(sparse.columns[1].min));
    const Envelope point = envelope(x, y, 4, 4, 8);
    EXPECT_EQ(point.points, 1u);
    EXPECT_EQ(point.columns[0].count, 1u);
    EXPECT_EQ(point.columns[0].min, 7);
    EXPECT_EQ(point.before, 4u);
    EXPECT_EQ(point.after, 5u);
    const Envelope none = envelope(x, y, 0, 9, 0);
    EXPECT_TRUE(none.columns.empty());
    EXPECT_EQ(none.points, 10u);
}

TEST(LogsEnvelope, NonFiniteValuesAreCountedNotDrawn) {
    const std::vector<double> x{1, 2, 3};
    const std::vector<double> y{kNaN, 4, std::numeric_limits<double>::infinity()};
    const Envelope e = envelope(x, y, 0, 4, 1);
    ASSERT_EQ(e.columns.size(), 1u);
    EXPECT_EQ(e.columns[0].count, 3u);
    EXPECT_EQ(e.columns[0].nonFinite, 2u);
    EXPECT_EQ(e.columns[0].min, 4);
    EXPECT_EQ(e.columns[0].max, 4);
    EXPECT_TRUE(std::isnan(e.columns[0].first));
    EXPECT_EQ(e.columns[0].last, std::numeric_limits<double>::infinity());
}

TEST(LogsEnvelope, MorePointsThanColumnsLoseNothing) {
    const int n = 1000000;
    std::vector<double> x = range(n);
    std::vector<double> y(x.size());
    for (size_t i = 0; i < y.size(); ++i) {
        y[i] = (i % 1000 == 999) ? 100.0 : 1.0;  // a spike in every column
    }
    const Envelope e = envelope(x, y, 0, n, 1000);
    size_t total = 0;
    for (const EnvelopeColumn& c : e.columns) {
        total += c.count;
        ASSERT_EQ(c.count, 1000u);
        ASSERT_EQ(c.max, 100.0);
        ASSERT_EQ(c.min, 1.0);
    }
    EXPECT_EQ(total, static_cast<size_t>(n));
    EXPECT_EQ(e.points, static_cast<size_t>(n));
}

TEST(LogsSeries, AxesOrderAndPointsWithoutX) {
    const LogTable t = test::parseLog(
        "epoch time: 5 ms, per step time: 1 ms\n"  // no step yet: no x on the step axis
        "2025-04-07 15:34:30,000 - { Epoch:[1/2], step:[1/2], loss: 3.0, per_step_time: 2ms }\n"
        "2025-04-07 15:34:27,500 - { Epoch:[1/2], step:[2/2], loss: 2.5, per_step_time: 3ms }\n"
        "{ Epoch:[1/2], step:[1/2], loss: 4.0, per_step_time: 4ms }\n");  // a restart
    const size_t loss = LogTable::kLoss;
    const XYSeries steps = logSeries(t, loss, LogAxis::Step);
    EXPECT_EQ(steps.x, (std::vector<double>{1, 1, 2}));
    EXPECT_EQ(steps.y, (std::vector<double>{3.0, 4.0, 2.5}));  // equal x keep file order
    EXPECT_EQ(steps.withoutX, 0u);

    // The TimeMonitor line came first: epoch_time is series 1, per_step_time series 2.
    const size_t time = 2;
    ASSERT_EQ(t.metrics()[time].name, "per_step_time");
    const XYSeries timeSteps = logSeries(t, time, LogAxis::Step);
    EXPECT_EQ(timeSteps.y, (std::vector<double>{2, 4, 3}));
    EXPECT_EQ(timeSteps.withoutX, 1u);

    const XYSeries wall = logSeries(t, loss, LogAxis::WallTime);
    EXPECT_EQ(wall.x, (std::vector<double>{1744040067.5, 1744040070.0}));
    EXPECT_EQ(wall.y, (std::vector<double>{2.5, 3.0}));
    EXPECT_EQ(wall.withoutX, 1u);
    const XYSeries relative = logSeries(t, loss, LogAxis::RelativeTime);
    EXPECT_EQ(relative.x, (std::vector<double>{0.0, 2.5}));
    EXPECT_TRUE(logSeries(t, 99).x.empty());
}

}  // namespace
}  // namespace shardscope
