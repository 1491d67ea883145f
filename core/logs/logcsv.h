#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "logrun.h"

namespace shardscope {

// Training-log points as CSV: the one writer behind `shardscope-cli logs --csv` and the Loss
// tab's Export CSV. Both write every point, never a sample. Numbers are the shortest text that
// reads back to the same double (nan, inf, -inf for the others); a cell is quoted when it holds
// a comma, a quote or a line break; names come from files, so control characters and bytes
// that are not UTF-8 are escaped as everywhere else (terminalSafe).
using CsvSink = std::function<void(std::string_view chunk)>;

void appendCsvField(std::string& out, std::string_view text);
void appendCsvNumber(std::string& out, double value);

// Every metric of every log, one row per logged line (`logs --csv`):
//   run,global_step,epoch,step,loss[,<every other metric, in first-seen order>][,wall_time]
// `run` is the log's series name ("NAME" or "NAME/rank_R"). Streams in chunks of about 1 MiB.
void writeLogsCsv(const LogCollection& logs, const CsvSink& sink);

// One metric of several runs (the chart's export): one row per point of every rank log,
//   run,global_step,epoch,step,value,smoothed
// global_step with the run's offset added (as the chart places it), smoothed as the chart
// smooths it per log. Rows of a log go by global step (file order among equal steps); rows
// without a step last, with smoothed left empty.
struct MetricCsvRun {
    const LogRun* run = nullptr;
    int64_t offset = 0;
};
using CsvSmoothing = std::function<std::vector<double>(std::span<const double> values)>;
std::string metricCsv(const std::vector<MetricCsvRun>& runs, const std::string& metric,
                      const CsvSmoothing& smooth);

}  // namespace shardscope
