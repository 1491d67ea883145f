// LossSeriesBuilder: exact points on every axis, offsets, smoothing as the core computes it,
// per-rank means with their band, and per-column summaries that drop no point.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "logs/lossseries.h"
#include "logs/rankband.h"
#include "losstestlogs.h"
#include "widgets/models/loss/lossseriesbuilder.h"

using namespace shardscope;

namespace {

std::vector<int64_t> range(int64_t first, int64_t count) {
    std::vector<int64_t> out;
    for (int64_t i = 0; i < count; ++i) {
        out.push_back(first + i);
    }
    return out;
}

std::vector<double> asDoubles(const std::vector<int64_t>& v) {
    return {v.begin(), v.end()};
}

TEST(LossSeriesBuilderTest, StepAxisKeepsEveryPoint) {
    const std::vector<double> values = {3.5, 3.25, 3.0, 2.75, 2.5};
    const LogRun r = losstest::run("a", {losstest::csvLog({10, 20, 30, 40, 50}, values)}, false);
    const auto curves = LossSeriesBuilder::curves(r, 0, {});
    ASSERT_EQ(curves.size(), 1u);
    const LossCurve& c = curves[0];
    EXPECT_EQ(c.label, QStringLiteral("a"));
    EXPECT_EQ(c.run, 0);
    EXPECT_EQ(c.log, 0);
    EXPECT_EQ(c.x, (std::vector<double>{10, 20, 30, 40, 50}));
    EXPECT_EQ(c.y, values);
    EXPECT_EQ(c.smoothed, values);
    EXPECT_FALSE(c.smoothedApplied);
    EXPECT_EQ(c.withoutX, 0u);
}

TEST(LossSeriesBuilderTest, OffsetShiftsStepsExactly) {
    const LogRun r =
        losstest::run("resumed", {losstest::csvLog({1, 2, 3}, {1.0, 2.0, 3.0})}, false);
    LossSeriesOptions o;
    o.offset = 5000;
    const auto curves = LossSeriesBuilder::curves(r, 3, o);
    ASSERT_EQ(curves.size(), 1u);
    EXPECT_EQ(curves[0].x, (std::vector<double>{5001, 5002, 5003}));
    EXPECT_EQ(curves[0].run, 3);
    o.axis = LossAxis::WallTime;  // no timestamps: every point is counted, none placed
    const auto timed = LossSeriesBuilder::curves(r, 3, o);
    EXPECT_TRUE(timed[0].x.empty());
    EXPECT_EQ(timed[0].withoutX, 3u);
}

// TensorBoard's debiased EMA and a trailing mean, written out here rather than called, so the
// test does not compare the builder with the code it uses.
std::vector<double> debiasedEma(const std::vector<double>& y, double w) {
    std::vector<double> out;
    double s = 0;
    double weightPower = 1;
    for (const double v : y) {
        s = w * s + (1 - w) * v;
        weightPower *= w;
        out.push_back(s / (1 - weightPower));
    }
    return out;
}

std::vector<double> trailingMean(const std::vector<double>& y, size_t window) {
    std::vector<double> out;
    for (size_t i = 0; i < y.size(); ++i) {
        const size_t first = i + 1 >= window ? i + 1 - window : 0;
        double sum = 0;
        for (size_t k = first; k <= i; ++k) {
            sum += y[k];
        }
        out.push_back(sum / static_cast<double>(i + 1 - first));
    }
    return out;
}

void expectNear(const std::vector<double>& got, const std::vector<double>& want) {
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) {
        EXPECT_NEAR(got[i], want[i], 1e-12 * std::max(1.0, std::abs(want[i]))) << i;
    }
}

TEST(LossSeriesBuilderTest, SmoothingIsTensorBoardsEmaAndATrailingMean) {
    std::vector<double> values;
    for (int i = 0; i < 200; ++i) {
        values.push_back(5.0 / (1 + i) + 0.1 * std::sin(i));
    }
    const LogRun r = losstest::run("a", {losstest::csvLog(range(1, 200), values)}, false);
    LossSeriesOptions o;
    o.weight = 0.6;
    const auto ema = LossSeriesBuilder::curves(r, 0, o);
    EXPECT_TRUE(ema[0].smoothedApplied);
    EXPECT_EQ(ema[0].y, values);
    expectNear(ema[0].smoothed, debiasedEma(values, 0.6));

    o.smoothing = LossSmoothing::RunningMean;
    o.weight = 0.6;  // (1 + 0.6) / (1 - 0.6) = 4 points
    EXPECT_EQ(runningMeanWindow(0.6), 4u);
    EXPECT_EQ(runningMeanWindow(0), 1u);
    EXPECT_EQ(runningMeanWindow(0.99), 199u);
    const auto mean = LossSeriesBuilder::curves(r, 0, o);
    expectNear(mean[0].smoothed, trailingMean(values, 4));
}

TEST(LossSeriesBuilderTest, MeanOfRanksWithMinMaxBand) {
    const auto steps = range(1, 4);
    const LogRun r =
        losstest::run("job",
                      {losstest::csvLog(steps, {4, 3, 2, 1}), losstest::csvLog(steps, {6, 5, 4, 3}),
                       losstest::csvLog(steps, {2, 4, std::nan(""), 5})},
                      true);
    LossSeriesOptions o;
    o.ranks = LossRankMode::Individual;
    const auto each = LossSeriesBuilder::curves(r, 0, o);
    ASSERT_EQ(each.size(), 3u);
    EXPECT_EQ(each[1].label, QStringLiteral("job/rank_1"));
    EXPECT_EQ(each[2].y[1], 4);

    o.ranks = LossRankMode::MeanBand;
    const auto mean = LossSeriesBuilder::curves(r, 0, o);
    ASSERT_EQ(mean.size(), 1u);
    const LossCurve& c = mean[0];
    EXPECT_EQ(c.log, -1);
    EXPECT_EQ(c.ranks, 3);
    EXPECT_EQ(c.label, QStringLiteral("job"));
    EXPECT_EQ(c.x, asDoubles(steps));
    EXPECT_EQ(c.y, (std::vector<double>{4, 4, 3, 3}));  // the NaN at step 3 is not averaged
    EXPECT_EQ(c.bandMin, (std::vector<double>{2, 3, 2, 1}));
    EXPECT_EQ(c.bandMax, (std::vector<double>{6, 5, 4, 5}));
    const RankBand core = rankBand(r, "loss");
    EXPECT_EQ(c.y, core.mean);

    LossCurve drawn = c;
    LossSeriesBuilder::draw(drawn, 1, 4, 800, false);
    ASSERT_EQ(drawn.upper.size(), 4);
    EXPECT_EQ(drawn.upper[3], QPointF(4, 5));
    EXPECT_EQ(drawn.lower[3], QPointF(4, 1));
}

TEST(LossSeriesBuilderTest, EpochAxisFromStepsPerEpoch) {
    const std::string text = losstest::lossMonitorLog(3, 10, [](int64_t g) { return 10.0 / g; });
    const LogRun r = losstest::run("lm", {text}, false);
    ASSERT_EQ(r.logs[0].table.stepsPerEpoch(), 10);
    LossSeriesOptions o;
    o.axis = LossAxis::Epoch;
    o.offset = 5;  // half an epoch
    const auto curves = LossSeriesBuilder::curves(r, 0, o);
    ASSERT_EQ(curves[0].x.size(), 30u);
    EXPECT_DOUBLE_EQ(curves[0].x.front(), 0.1 + 0.5);
    EXPECT_DOUBLE_EQ(curves[0].x[9], 1.0 + 0.5);
    EXPECT_DOUBLE_EQ(curves[0].x.back(), 3.0 + 0.5);
}

TEST(LossSeriesBuilderTest, TimeAxesFromTimestamps) {
    const LogRun r = losstest::run("mf", {losstest::mindFormersLog(5, 10.0)}, false);
    LossSeriesOptions o;
    o.axis = LossAxis::RelativeTime;
    const auto rel = LossSeriesBuilder::curves(r, 0, o);
    ASSERT_EQ(rel[0].x.size(), 5u);
    EXPECT_DOUBLE_EQ(rel[0].x[0], 0);
    EXPECT_DOUBLE_EQ(rel[0].x[4], 4.0 / 60);  // four minutes, in hours
    o.axis = LossAxis::WallTime;
    const auto wall = LossSeriesBuilder::curves(r, 0, o);
    EXPECT_DOUBLE_EQ(wall[0].x[1] - wall[0].x[0], 60);
}

TEST(LossSeriesBuilderTest, FewPointsAreDrawnAsTheyAre) {
    const LogRun r =
        losstest::run("a", {losstest::csvLog(range(1, 100), std::vector<double>(100, 2.0))}, false);
    auto curves = LossSeriesBuilder::curves(r, 0, {});
    LossCurve& c = curves[0];
    LossSeriesBuilder::draw(c, 1, 100, 100, false);
    EXPECT_FALSE(c.summarised);
    EXPECT_EQ(c.inRange, 100u);
    EXPECT_EQ(c.raw.size(), 100);
    // Zoomed in: the points in range and one either side, at full resolution.
    LossSeriesBuilder::draw(c, 20.5, 30.5, 100, false);
    EXPECT_EQ(c.inRange, 10u);
    ASSERT_EQ(c.raw.size(), 12);
    EXPECT_EQ(c.raw.front().x(), 20);
    EXPECT_EQ(c.raw.back().x(), 31);
}

TEST(LossSeriesBuilderTest, EnvelopeSummarisesEveryPoint) {
    constexpr int kPoints = 100000;
    constexpr size_t kColumns = 500;
    std::vector<double> values;
    uint32_t state = 12345;
    for (int i = 0; i < kPoints; ++i) {
        state = state * 1664525u + 1013904223u;
        values.push_back(2.0 + static_cast<double>(state >> 8) / (1 << 24));
    }
    values[777] = 100.0;  // a spike: must survive the summary
    values[778] = std::numeric_limits<double>::quiet_NaN();
    LossCurve c;
    c.x = asDoubles(range(0, kPoints));
    c.y = values;
    c.smoothed = values;
    const double x0 = 0;
    const double x1 = kPoints - 1;
    LossSeriesBuilder::draw(c, x0, x1, kColumns, false);
    ASSERT_TRUE(c.summarised);
    EXPECT_EQ(c.inRange, static_cast<size_t>(kPoints));
    EXPECT_EQ(c.notDrawn, 1u);
    ASSERT_EQ(c.envelope.columns.size(), kColumns);
    size_t total = 0;
    std::vector<double> lo(kColumns, std::numeric_limits<double>::infinity());
    std::vector<double> hi(kColumns, -std::numeric_limits<double>::infinity());
    for (int i = 0; i < kPoints; ++i) {
        const auto col = std::min<size_t>(
            kColumns - 1, static_cast<size_t>(std::floor((i - x0) * kColumns / (x1 - x0))));
        if (std::isfinite(values[static_cast<size_t>(i)])) {
            lo[col] = std::min(lo[col], values[static_cast<size_t>(i)]);
            hi[col] = std::max(hi[col], values[static_cast<size_t>(i)]);
        }
    }
    for (size_t k = 0; k < kColumns; ++k) {
        const EnvelopeColumn& col = c.envelope.columns[k];
        total += col.count;
        EXPECT_EQ(col.min, lo[k]) << k;
        EXPECT_EQ(col.max, hi[k]) << k;
    }
    EXPECT_EQ(total, static_cast<size_t>(kPoints));
    EXPECT_EQ(c.envelope.points, static_cast<size_t>(kPoints));
    // At most four points a column, and every column's extremes are among them.
    EXPECT_LE(c.raw.size(), static_cast<qsizetype>(4 * kColumns));
    const auto has = [&c](double y) {
        return std::any_of(c.raw.begin(), c.raw.end(),
                           [y](const QPointF& p) { return p.y() == y; });
    };
    EXPECT_TRUE(has(100.0));
    EXPECT_TRUE(has(lo[kColumns / 2]));
    EXPECT_TRUE(has(hi[kColumns - 1]));
    const auto yr = LossSeriesBuilder::yRange(std::span<const LossCurve>(&c, 1), x0, x1);
    ASSERT_TRUE(yr);
    EXPECT_EQ(yr->second, 100.0);
    EXPECT_EQ(yr->first, *std::min_element(lo.begin(), lo.end()));
}

TEST(LossSeriesBuilderTest, LogScaleLeavesOutValuesNotAboveZero) {
    LossCurve c;
    c.x = {1, 2, 3, 4};
    c.y = {1.0, 0.0, -2.0, 4.0};
    c.smoothed = c.y;
    LossSeriesBuilder::draw(c, 1, 4, 100, true);
    EXPECT_EQ(c.notDrawn, 2u);
    ASSERT_EQ(c.raw.size(), 2);
    EXPECT_EQ(c.raw[1], QPointF(4, 4));
    LossSeriesBuilder::draw(c, 1, 4, 100, false);
    EXPECT_EQ(c.notDrawn, 0u);
    EXPECT_EQ(c.raw.size(), 4);
}

TEST(LossSeriesBuilderTest, MetricNamesLossFirst) {
    const LogRun mf = losstest::run("mf", {losstest::mindFormersLog(3, 10.0)}, false);
    const std::vector<LogRun> runs = {mf};
    const auto names = lossMetricNames(runs);
    ASSERT_GE(names.size(), 4u);
    EXPECT_EQ(names[0].name, "loss");
    std::vector<std::string> all;
    for (const auto& n : names) {
        all.push_back(n.name);
    }
    EXPECT_NE(std::find(all.begin(), all.end(), "lr"), all.end());
    EXPECT_NE(std::find(all.begin(), all.end(), "per_step_time"), all.end());
    EXPECT_EQ(lossPointCount(mf, "loss"), 3u);
    EXPECT_EQ(lossPointCount(mf, "nothing"), 0u);
}

}  // namespace
