#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <cstddef>
#include <vector>

#include "logs/envelope.h"

// One line of the loss chart: a rank's log, a single log, or the mean of a run's ranks. The
// full-resolution data stays here (for the crosshair, zooming and export); draw() fills the
// point lists for one x range and pixel width.
struct LossCurve {
    QString label;    // "run", "run/rank_3", or the run's name for a mean
    int run = -1;     // index of the run in the view
    int log = -1;     // index in LogRun::logs; -1 for the mean of several logs
    int ranks = 1;    // logs this curve stands for (several for a mean)
    int runLogs = 1;  // logs of the run, with or without points of the curve's metric
    bool visible = true;
    bool smoothedApplied = false;  // `smoothed` differs from `y` (a weight above 0)
    QColor colour;

    // x ascending, on the chosen axis with the run's offset applied.
    std::vector<double> x;
    std::vector<double> y;
    std::vector<double> smoothed;
    std::vector<double> bandMin;  // mean of several logs only: min and max over the ranks at x
    std::vector<double> bandMax;
    size_t withoutX = 0;  // points with no place on the axis (no step, no timestamp)

    // What to draw for one x range (LossSeriesBuilder::draw), in axis units.
    QList<QPointF> raw;    // every point in range, or per column first/min/max/last
    QList<QPointF> line;   // the same for the smoothed values
    QList<QPointF> upper;  // the band's max and min (mean only)
    QList<QPointF> lower;
    shardscope::Envelope envelope;  // of the raw values; no columns unless summarised
    bool summarised = false;        // more points in range than pixel columns
    size_t inRange = 0;             // points with x in the range
    size_t notDrawn = 0;            // of which NaN / infinite, or not above 0 on a log scale
};
