#pragma once

#include <QString>
#include <string>
#include <vector>

#include "logs/logrun.h"
#include "models/loss/lossseriesoptions.h"

// A run to export, with its offset in global steps.
struct LossCsvRun {
    const shardscope::LogRun* run = nullptr;
    qint64 offset = 0;
};

// Every point of one metric of several runs in one CSV file (shardscope::metricCsv, the writer
// `logs --csv` shares), smoothed as the chart smooths it.
class LossCsv {
public:
    static QString csv(const std::vector<LossCsvRun>& runs, const std::string& metric,
                       LossSmoothing smoothing, double weight);
};
