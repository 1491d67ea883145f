#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "logs/logrun.h"
#include "models/loss/losscurve.h"
#include "models/loss/lossseriesoptions.h"

// A metric found in the loaded logs, for the metric choice.
struct LossMetricName {
    std::string name;
    std::string unit;  // as printed ("ms"); empty when none
};

// Turns runs into drawable curves, without painting: the full-resolution curves of one run
// (axis, offset, smoothing, per-rank or mean), then for an x range and a pixel width the point
// lists a chart draws. With more points in range than pixel columns a curve is summarised per
// column (first, min, max, last), so every point still shows and none is dropped.
class LossSeriesBuilder {
public:
    // The curves of `run` for the metric in `options`; logs without that metric give none.
    // `run` is the curves' run index; labels come from LogRun::label().
    static std::vector<LossCurve> curves(const shardscope::LogRun& run, int runIndex,
                                         const LossSeriesOptions& options);
    // Fills the curve's point lists for [x0, x1] at `columns` pixel columns (0: never summarise).
    static void draw(LossCurve& curve, double x0, double x1, size_t columns, bool logY);

    // The window of the running mean for a smoothing weight: an EMA of weight w averages about
    // (1 + w) / (1 - w) points, so both methods smooth alike at one slider position.
    static size_t runningMeanWindow(double weight);
    static std::vector<double> smooth(std::span<const double> y, LossSmoothing method,
                                      double weight);

    // Smallest and largest x over the visible curves; nothing when they have no point.
    static std::optional<std::pair<double, double>> xRange(std::span<const LossCurve> curves);
    // Smallest and largest drawn y (band included) with x in [x0, x1] over the visible curves.
    static std::optional<std::pair<double, double>> yRange(std::span<const LossCurve> curves,
                                                           double x0, double x1);

    // The metrics with points in any log: the loss first, then in order of appearance.
    static std::vector<LossMetricName> metricNames(std::span<const shardscope::LogRun> runs);
    // Points of `metric` over every log of `run`.
    static size_t pointCount(const shardscope::LogRun& run, const std::string& metric);
};
