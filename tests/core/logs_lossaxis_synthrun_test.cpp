// The loss chart's axes (core/logs) on a run's own training logs, as MindSpore's LossMonitor and
// TimeMonitor print them (synth's log/rank_<g>.log: 8 ranks, 2 stages, 2 epochs of 250 steps;
// only the last stage's ranks log a loss): the epoch length, exact places on the step and epoch
// axes, offsets, and the mean of the ranks that log one.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "logs/logloader.h"
#include "logs/lossaxis.h"
#include "logs/lossseries.h"
#include "logs/stepplacer.h"
#include "synth/synthrun.h"
#include "testutil.h"

using namespace shardscope;
using shardscope::test::TempDir;

namespace {

LogRun synthRunLogs(const TempDir& dir) {
    EXPECT_TRUE(writeSynthRun(dir.path(), SynthConfig{}));
    auto logs = loadLogs(std::vector<std::string>{dir.file("log")});
    EXPECT_TRUE(logs) << logs.error().describe();
    if (!logs || logs->runs.size() != 1) {
        return {};
    }
    return logs->runs.front();
}

TEST(LossAxisSynthRun, EpochAxisOfARunsOwnLogs) {
    const TempDir dir;
    const LogRun run = synthRunLogs(dir);
    ASSERT_FALSE(run.logs.empty());
    LossSeriesOptions o;
    o.axis = LossAxis::Step;
    const std::vector<LossSeries> ranks = lossSeries(run, 0, o);
    ASSERT_EQ(ranks.size(), 4u);  // the last stage's ranks 4..7
    for (const LossSeries& s : ranks) {
        ASSERT_EQ(s.x.size(), 500u) << s.label;
        EXPECT_EQ(s.x.front(), 1);
        EXPECT_EQ(s.x[249], 250);
        EXPECT_EQ(s.x.back(), 500);
        EXPECT_EQ(s.withoutX, 0u);
        EXPECT_EQ(epochLength(run.logs[static_cast<size_t>(s.log)].table), 250) << s.label;
    }

    o.axis = LossAxis::Epoch;
    const std::vector<LossSeries> epochs = lossSeries(run, 0, o);
    ASSERT_EQ(epochs.size(), 4u);
    EXPECT_EQ(epochs[0].x.front(), 0.004);  // step 1 of 250
    EXPECT_EQ(epochs[0].x[124], 0.5);
    EXPECT_EQ(epochs[0].x[249], 1);
    EXPECT_EQ(epochs[0].x.back(), 2);
    EXPECT_EQ(StepPlacer(run, LossAxis::Epoch, 0).place(375), 1.5);
    EXPECT_EQ(StepPlacer(run, LossAxis::Step, 0).place(375), 375);
    const LogTable& table = run.logs[static_cast<size_t>(epochs[0].log)].table;
    EXPECT_EQ(lossAxisOffset(table, LossAxis::Epoch, 125), 0.5);
    EXPECT_EQ(lossAxisOffset(table, LossAxis::Step, 125), 125);

    // The mean of the four ranks, on the same places, between their least and greatest.
    o.ranks = LossRankMode::MeanBand;
    const std::vector<LossSeries> mean = lossSeries(run, 0, o);
    ASSERT_EQ(mean.size(), 1u);
    EXPECT_EQ(mean[0].ranks, 4);
    EXPECT_EQ(mean[0].x, epochs[0].x);
    ASSERT_EQ(mean[0].y.size(), 500u);
    for (size_t i = 0; i < mean[0].y.size(); ++i) {
        double sum = 0;
        double lo = INFINITY;
        double hi = -INFINITY;
        for (const LossSeries& s : epochs) {
            sum += s.y[i];
            lo = std::min(lo, s.y[i]);
            hi = std::max(hi, s.y[i]);
        }
        ASSERT_DOUBLE_EQ(mean[0].y[i], sum / 4) << i;
        ASSERT_EQ(mean[0].bandMin[i], lo) << i;
        ASSERT_EQ(mean[0].bandMax[i], hi) << i;
    }
}

}  // namespace
