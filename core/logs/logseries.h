#pragma once

#include <cstddef>
#include <vector>

#include "logtable.h"

namespace shardscope {

enum class LogAxis {
    Step,          // global step
    WallTime,      // seconds since 1970 as written
    RelativeTime,  // seconds since the table's earliest timestamp
};

// Points ready to draw: x ascending (points with equal x keep file order).
struct XYSeries {
    std::vector<double> x;
    std::vector<double> y;
    size_t withoutX = 0;  // points left out for having no x on the axis (no step, no timestamp)
};

// One series of a table on an axis. Nothing is dropped silently: points that cannot be placed
// are counted in withoutX.
XYSeries logSeries(const LogTable& table, size_t metric, LogAxis axis = LogAxis::Step);

}  // namespace shardscope
