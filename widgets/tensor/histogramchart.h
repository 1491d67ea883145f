#pragma once

#include <QPalette>
#include <QtCharts/QChart>

#include "stats/tensorstats.h"

// The histogram of a TensorStats as a step-shaped area chart with value and count axes, themed
// light or dark after the palette. With no stats (or no finite value) the chart is empty.
class HistogramChart final : public QChart {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistogramChart)

public:
    HistogramChart(const shardscope::TensorStats* stats, const QPalette& palette);
};
