#pragma once

#include <string>
#include <vector>

#include "logs/lossseries.h"
#include "widgets/models/loss/lossseriesoptions.h"
#include "widgets/models/loss/savedstepmark.h"

// What the Loss tab's chart shows of the loaded runs, beside the runs themselves (held by
// LossController).
struct LossChartState {
    LossSeriesOptions series;  // metric, axis, smoothing, ranks; offsets are the runs' own
    bool logY = false;
    std::vector<shardscope::LossMetricName> metrics;  // in the loaded logs, the loss first
    std::string wantedMetric;          // asked for by name; chosen once a load brings it
    std::vector<SavedStepMark> marks;  // the open checkpoint run's saved steps
    int unplacedSteps = 0;             // saved steps without a global step (not marked)
};
