#pragma once

#include <string>
#include <vector>

#include "logcsv.h"
#include "lossseriesoptions.h"

namespace shardscope {

// Every point of one metric of several runs in one CSV file (metricCsv, the writer `logs --csv`
// shares), smoothed per log as the loss chart smooths it (smoothLoss).
std::string lossCsv(const std::vector<MetricCsvRun>& runs, const std::string& metric,
                    LossSmoothing smoothing, double weight);

}  // namespace shardscope
