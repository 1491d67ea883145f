#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace shardscope {

// What one pixel column of a chart summarises. With more points than columns a chart draws
// min..max per column (and first/last to join neighbours), so no point is dropped silently.
struct EnvelopeColumn {
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    uint32_t count = 0;      // points in the column, finite or not
    uint32_t nonFinite = 0;  // of which NaN or infinite (left out of min and max)
    double min = kNaN;       // over finite values; NaN when there is none
    double max = kNaN;
    double first = kNaN;  // y of the column's first and last point (as they are, maybe NaN)
    double last = kNaN;
    double firstX = kNaN;
    double lastX = kNaN;
};

struct Envelope {
    std::vector<EnvelopeColumn> columns;
    size_t points = 0;  // points in [x0, x1], the sum of the columns' counts
    size_t before = 0;  // points left of x0
    size_t after = 0;   // points right of x1
};

// Points (x ascending) in [x0, x1] split into `columns` equal-width columns: column
// floor((x - x0) * columns / (x1 - x0)), x1 itself in the last one. With x0 == x1 every point at
// x0 is in column 0; with no columns, `columns` is empty and the counts still add up.
Envelope envelope(std::span<const double> x, std::span<const double> y, double x0, double x1,
                  size_t columns);

}  // namespace shardscope
