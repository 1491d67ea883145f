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

// Every point of one metric of several runs in one CSV file, at full resolution, one row per
// point of every rank log:
//   run,global_step,epoch,step,value,smoothed
// `run` is the log's series name ("NAME" or "NAME/rank_R"); global_step has the run's offset
// added (as the chart places it); epoch and step are as the line printed them (empty when it
// did not); smoothed is the value smoothed as the chart does per log. Rows of a log go by
// global step (file order among equal steps), rows without a step last, smoothed left empty.
// Numbers are written as the shortest text that reads back to the same double; NaN and
// infinities as nan, inf, -inf.
class LossCsv {
public:
    static QString header();
    static QString csv(const std::vector<LossCsvRun>& runs, const std::string& metric,
                       LossSmoothing smoothing, double weight);
    static QString number(double v);
    static QString field(const QString& text);  // quoted when it holds a comma, quote or newline
};
