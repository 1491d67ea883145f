// The loss chart's series, axes and CSV in core (logs/lossseries.h, lossaxis.h, stepplacer.h,
// losscsv.h): exact means of per-rank logs with their band, steps placed on the epoch and time
// axes, offsets, and the exported CSV byte for byte.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "../models/losstestlogs.h"
#include "logs/lossaxis.h"
#include "logs/losscsv.h"
#include "logs/lossseries.h"
#include "logs/smoothing.h"
#include "logs/stepplacer.h"

using namespace shardscope;

namespace {

// Three ranks of one run at steps 1..4; rank 2 has a NaN at step 3 and misses step 4's twin.
LogRun lossSeriesThreeRanks() {
    return losstest::run(
        "job",
        {losstest::csvLog({1, 2, 3, 4}, {4, 3, 2, 1}), losstest::csvLog({1, 2, 3, 4}, {6, 5, 4, 3}),
         losstest::csvLog({1, 2, 3}, {2, 4, std::nan("")})},
        true);
}

TEST(LossSeriesCore, MeanOfPerRankLogsWithBandExactly) {
    LossSeriesOptions o;
    o.ranks = LossRankMode::MeanBand;
    const std::vector<LossSeries> mean = lossSeries(lossSeriesThreeRanks(), 2, o);
    ASSERT_EQ(mean.size(), 1u);
    const LossSeries& m = mean[0];
    EXPECT_EQ(m.label, "job");
    EXPECT_EQ(m.run, 2);
    EXPECT_EQ(m.log, -1);
    EXPECT_EQ(m.ranks, 3);
    EXPECT_EQ(m.x, (std::vector<double>{1, 2, 3, 4}));
    // (4+6+2)/3, (3+5+4)/3, the NaN left out of (2+4)/2, step 4 on two ranks only
    EXPECT_EQ(m.y, (std::vector<double>{4, 4, 3, 2}));
    EXPECT_EQ(m.bandMin, (std::vector<double>{2, 3, 2, 1}));
    EXPECT_EQ(m.bandMax, (std::vector<double>{6, 5, 4, 3}));
    EXPECT_EQ(m.smoothed, m.y);
    EXPECT_FALSE(m.smoothedApplied);
    EXPECT_EQ(m.withoutX, 0u);

    o.ranks = LossRankMode::Individual;
    const std::vector<LossSeries> each = lossSeries(lossSeriesThreeRanks(), 2, o);
    ASSERT_EQ(each.size(), 3u);
    EXPECT_EQ(each[1].label, "job/rank_1");
    EXPECT_EQ(each[1].log, 1);
    EXPECT_EQ(each[2].x, (std::vector<double>{1, 2, 3}));
}

TEST(LossSeriesCore, SmoothedMeanIsTheEmaOfTheMean) {
    LossSeriesOptions o;
    o.ranks = LossRankMode::MeanBand;
    o.weight = 0.5;
    const std::vector<LossSeries> mean = lossSeries(lossSeriesThreeRanks(), 0, o);
    ASSERT_EQ(mean.size(), 1u);
    // s = 0.5 s + 0.5 y, debiased by 1 - 0.5^n: 4, (1+2)/0.75, (1.5+1.5)/0.875, (1.5+1)/0.9375
    EXPECT_TRUE(mean[0].smoothedApplied);
    const std::vector<double> want = {4, 4, 3.0 / 0.875, 2.5 / 0.9375};
    ASSERT_EQ(mean[0].smoothed.size(), want.size());
    for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_DOUBLE_EQ(mean[0].smoothed[i], want[i]) << i;
    }
    EXPECT_EQ(runningMeanWindow(0.6), 4u);
    EXPECT_EQ(smoothLoss(std::vector<double>{1, 2, 3, 6}, LossSmoothing::RunningMean, 0.5),
              (std::vector<double>{1, 1.5, 2, 11.0 / 3}));
}

// LossMonitor lines: 2 epochs of 4 steps, loss = 10 - global step.
LogRun lossSeriesTwoEpochs(const std::string& name) {
    return losstest::run(
        name, {losstest::lossMonitorLog(2, 4, [](int64_t g) { return 10.0 - double(g); })}, false);
}

TEST(LossSeriesCore, EpochAxisPlacesStepsAndOffsets) {
    const LogRun run = lossSeriesTwoEpochs("e");
    EXPECT_EQ(epochLength(run.logs[0].table), 4);
    LossSeriesOptions o;
    o.axis = LossAxis::Epoch;
    o.offset = 2;  // global steps: half an epoch here
    const std::vector<LossSeries> s = lossSeries(run, 0, o);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].x, (std::vector<double>{0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5}));
    EXPECT_EQ(s[0].y, (std::vector<double>{9, 8, 7, 6, 5, 4, 3, 2}));
    EXPECT_EQ(lossAxisOffset(run.logs[0].table, LossAxis::Epoch, 2), 0.5);
    EXPECT_EQ(lossAxisOffset(run.logs[0].table, LossAxis::WallTime, 2), 0);

    // A mean over two such ranks is placed by the same steps per epoch.
    LogRun twoRanks = lossSeriesTwoEpochs("m");
    twoRanks.logs.push_back(twoRanks.logs[0]);
    twoRanks.logs[0].rank = 0;
    twoRanks.logs[1].rank = 1;
    o.ranks = LossRankMode::MeanBand;
    o.offset = 0;
    const std::vector<LossSeries> mean = lossSeries(twoRanks, 0, o);
    ASSERT_EQ(mean.size(), 1u);
    EXPECT_EQ(mean[0].x, (std::vector<double>{0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2}));
    EXPECT_EQ(StepPlacer(twoRanks, LossAxis::Epoch, 4).place(6), 2.5);
    EXPECT_EQ(StepPlacer(twoRanks, LossAxis::Step, 4).place(6), 10);
}

TEST(LossSeriesCore, StepsWithoutAPlaceAreCountedNotDropped) {
    // No timestamps: on the time axes every point is counted in withoutX.
    LossSeriesOptions o;
    o.axis = LossAxis::RelativeTime;
    o.ranks = LossRankMode::MeanBand;
    const std::vector<LossSeries> mean = lossSeries(lossSeriesThreeRanks(), 0, o);
    ASSERT_EQ(mean.size(), 1u);
    EXPECT_TRUE(mean[0].x.empty());
    EXPECT_EQ(mean[0].withoutX, 11u);
    EXPECT_TRUE(std::isnan(StepPlacer(lossSeriesThreeRanks(), LossAxis::WallTime, 0).place(1)));
}

TEST(LossSeriesCore, RelativeTimeInHoursFromTheFirstTimestamp) {
    // MindFormers lines one minute apart: step s at (s - 1) / 60 hours.
    const LogRun run = losstest::run("t", {losstest::mindFormersLog(3, 6.0)}, false);
    LossSeriesOptions o;
    o.axis = LossAxis::RelativeTime;
    const std::vector<LossSeries> s = lossSeries(run, 0, o);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].x, (std::vector<double>{0, 60.0 / 3600, 120.0 / 3600}));
    EXPECT_EQ(s[0].y, (std::vector<double>{6, 3, 2}));
}

TEST(LossSeriesCore, MetricNamesAndPointCounts) {
    const LogRun mf = losstest::run("mf", {losstest::mindFormersLog(3, 10.0)}, false);
    const std::vector<LogRun> runs = {mf};
    const std::vector<LossMetricName> names = lossMetricNames(runs);
    ASSERT_GE(names.size(), 3u);
    EXPECT_EQ(names[0].name, "loss");
    EXPECT_EQ(names[1].name, "per_step_time");
    EXPECT_EQ(names[1].unit, "ms");
    EXPECT_EQ(lossPointCount(lossSeriesThreeRanks(), "loss"), 11u);
    EXPECT_EQ(lossPointCount(mf, "nothing"), 0u);
}

TEST(LossCsvTest, AllRunsInOneFileExactly) {
    const LogRun a = losstest::run(
        "a", {losstest::lossMonitorLog(2, 2, [](int64_t g) { return 4.0 - g * 0.5; })}, false);
    const LogRun b = losstest::run("b,c", {losstest::csvLog({2, 1}, {1.5, std::nan("")})}, false);
    const std::string csv = lossCsv({{&a, 0}, {&b, 100}}, "loss", LossSmoothing::Ema, 0);
    EXPECT_EQ(csv, std::string("run,global_step,epoch,step,value,smoothed\n"
                               "a,1,1,1,3.5,3.5\n"
                               "a,2,1,2,3,3\n"
                               "a,3,2,1,2.5,2.5\n"
                               "a,4,2,2,2,2\n"
                               "\"b,c\",101,,1,nan,nan\n"
                               "\"b,c\",102,,2,1.5,1.5\n"));
}

TEST(LossCsvTest, SmoothedColumnIsTheChartsSmoothing) {
    const std::vector<double> values = {3.0, 2.0, 2.5, 1.0};
    const LogRun a = losstest::run("a", {losstest::csvLog({1, 2, 3, 4}, values)}, false);
    const std::string csv = lossCsv({{&a, 0}}, "loss", LossSmoothing::Ema, 0.5);
    const std::vector<double> smoothed = smoothEma(values, 0.5);
    std::string want = "run,global_step,epoch,step,value,smoothed\n";
    for (size_t i = 0; i < values.size(); ++i) {
        want += "a," + std::to_string(i + 1) + ",," + std::to_string(i + 1) + ",";
        appendCsvNumber(want, values[i]);
        want += ',';
        appendCsvNumber(want, smoothed[i]);
        want += '\n';
    }
    EXPECT_EQ(csv, want);
    EXPECT_DOUBLE_EQ(smoothed[1], (0.25 * 3 + 0.5 * 2) / 0.75);
}

}  // namespace
