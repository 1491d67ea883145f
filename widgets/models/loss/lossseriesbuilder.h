#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "logs/logrun.h"
#include "widgets/models/loss/losscurve.h"
#include "widgets/models/loss/lossseriesoptions.h"

// Turns runs into drawable curves, without painting: the full-resolution series of one run
// (core's lossSeries: axis, offset, smoothing, per-rank or mean) as curves, then for an x range and
// a pixel width the point lists a chart draws. With more points in range than pixel columns a curve
// is summarised per column (first, min, max, last), so every point still shows and none is dropped.
class LossSeriesBuilder {
public:
    // The curves of `run` for the metric in `options`; logs without that metric give none.
    // `run` is the curves' run index; labels come from LogRun::label().
    static std::vector<LossCurve> curves(const shardscope::LogRun& run, int runIndex,
                                         const LossSeriesOptions& options);
    // Fills the curve's point lists for [x0, x1] at `columns` pixel columns (0: never summarise).
    static void draw(LossCurve& curve, double x0, double x1, size_t columns, bool logY);

    // Smallest and largest x over the visible curves; nothing when they have no point.
    static std::optional<std::pair<double, double>> xRange(std::span<const LossCurve> curves);
    // Smallest and largest drawn y (band included) with x in [x0, x1] over the visible curves.
    static std::optional<std::pair<double, double>> yRange(std::span<const LossCurve> curves,
                                                           double x0, double x1);
};
