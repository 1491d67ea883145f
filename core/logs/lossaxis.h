#pragma once

#include <cstdint>
#include <vector>

#include "logseries.h"
#include "logtable.h"
#include "lossseriesoptions.h"

namespace shardscope {

// The relative-time axis is in hours.
inline constexpr double kLossSecondsPerHour = 3600;

// Steps in one epoch: as the table placed them (given, printed or inferred), else the largest
// step printed with an epoch (a log that ended within its first epoch); 0 without epochs.
int64_t epochLength(const LogTable& table);

// One metric of a table on a loss axis: steps, epochs completed (global step over the steps per
// epoch, else the printed epoch and step), hours since the first timestamp, or wall time.
XYSeries lossAxisSeries(const LogTable& table, size_t metric, LossAxis axis);

// An offset in global steps on the axis: epochs on the epoch axis, nothing on time axes.
double lossAxisOffset(const LogTable& table, LossAxis axis, double offset);

// Orders x ascending and every column with it, keeping file order among equal x.
void sortByX(std::vector<double>& x, std::vector<std::vector<double>*> columns);

}  // namespace shardscope
