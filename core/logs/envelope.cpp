#include "envelope.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

Envelope envelope(std::span<const double> x, std::span<const double> y, double x0, double x1,
                  size_t columns) {
    Envelope out;
    const size_t n = std::min(x.size(), y.size());
    const auto begin = x.begin();
    const auto end = x.begin() + static_cast<std::ptrdiff_t>(n);
    const size_t lo = static_cast<size_t>(std::lower_bound(begin, end, x0) - begin);
    const size_t hi = x1 < x0 ? lo : static_cast<size_t>(std::upper_bound(begin, end, x1) - begin);
    out.before = lo;
    out.after = n - std::max(lo, hi);
    out.points = hi > lo ? hi - lo : 0;
    out.columns.resize(columns);
    if (columns == 0) {
        return out;
    }
    const double width = x1 - x0;
    for (size_t i = lo; i < hi; ++i) {
        size_t c = 0;
        if (width > 0) {
            // Multiplying first keeps x on a column edge exact (4 - 2.5) * 3 / 4.5 == 1.
            const double at = std::floor((x[i] - x0) * static_cast<double>(columns) / width);
            c = static_cast<size_t>(std::clamp(at, 0.0, static_cast<double>(columns - 1)));
        }
        EnvelopeColumn& col = out.columns[c];
        const double v = y[i];
        if (col.count == 0) {
            col.first = v;
            col.firstX = x[i];
        }
        ++col.count;
        col.last = v;
        col.lastX = x[i];
        if (!std::isfinite(v)) {
            ++col.nonFinite;
            continue;
        }
        col.min = std::isnan(col.min) ? v : std::min(col.min, v);
        col.max = std::isnan(col.max) ? v : std::max(col.max, v);
    }
    return out;
}

}  // namespace shardscope
