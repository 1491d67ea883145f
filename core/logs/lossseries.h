#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "logrun.h"
#include "lossseriesoptions.h"

namespace shardscope {

// One series of the loss chart at full resolution: a rank's log, a single log, or the mean of
// a run's ranks with their min-max band. x ascending, on the chosen axis with the run's offset.
struct LossSeries {
    std::string label;             // "run", "run/rank_3", or the run's name for a mean
    int run = -1;                  // index of the run
    int log = -1;                  // index in LogRun::logs; -1 for the mean of several logs
    int ranks = 1;                 // logs this series stands for (several for a mean)
    bool smoothedApplied = false;  // `smoothed` differs from `y` (a weight above 0)
    std::vector<double> x;
    std::vector<double> y;
    std::vector<double> smoothed;
    std::vector<double> bandMin;  // mean of several logs only: min and max over the ranks at x
    std::vector<double> bandMax;
    size_t withoutX = 0;  // points with no place on the axis (no step, no timestamp)
};

// A metric found in the loaded logs, for the metric choice.
struct LossMetricName {
    std::string name;
    std::string unit;  // as printed ("ms"); empty when none
};

// The series of `run` for the metric in `options` (axis, offset, smoothing, per-rank or mean);
// logs without that metric give none. `runIndex` is the series' run; labels from LogRun::label.
std::vector<LossSeries> lossSeries(const LogRun& run, int runIndex,
                                   const LossSeriesOptions& options);

// The window of the running mean for a smoothing weight: an EMA of weight w averages about
// (1 + w) / (1 - w) points, so both methods smooth alike at one slider position.
size_t runningMeanWindow(double weight);
std::vector<double> smoothLoss(std::span<const double> y, LossSmoothing method, double weight);

// The metrics with points in any log: the loss first, then in order of appearance.
std::vector<LossMetricName> lossMetricNames(std::span<const LogRun> runs);
// Points of `metric` over every log of `run`.
size_t lossPointCount(const LogRun& run, const std::string& metric);

}  // namespace shardscope
