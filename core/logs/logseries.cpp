#include "logseries.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace shardscope {

XYSeries logSeries(const LogTable& table, size_t metric, LogAxis axis) {
    XYSeries out;
    if (metric >= table.metrics().size()) {
        return out;
    }
    const LogMetric& m = table.metrics()[metric];
    double origin = 0;
    if (axis == LogAxis::RelativeTime) {
        origin = std::numeric_limits<double>::infinity();
        for (size_t r = 0; r < table.rowCount(); ++r) {
            const double w = table.wallTime(r);
            if (!std::isnan(w)) {
                origin = std::min(origin, w);
            }
        }
    }
    out.x.reserve(m.rows.size());
    out.y.reserve(m.rows.size());
    bool sorted = true;
    for (size_t i = 0; i < m.rows.size(); ++i) {
        const size_t row = m.rows[i];
        double x = 0;
        if (axis == LogAxis::Step) {
            const int64_t g = table.globalStep(row);
            if (g == LogTable::kNoStep) {
                ++out.withoutX;
                continue;
            }
            x = static_cast<double>(g);
        } else {
            x = table.wallTime(row);
            if (std::isnan(x)) {
                ++out.withoutX;
                continue;
            }
            x -= origin;
        }
        sorted = sorted && (out.x.empty() || out.x.back() <= x);
        out.x.push_back(x);
        out.y.push_back(m.values[i]);
    }
    if (!sorted) {
        // A restarted run repeats steps: order by x, keeping file order among equals.
        std::vector<size_t> order(out.x.size());
        std::iota(order.begin(), order.end(), size_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [&](size_t a, size_t b) { return out.x[a] < out.x[b]; });
        XYSeries s;
        s.withoutX = out.withoutX;
        s.x.reserve(order.size());
        s.y.reserve(order.size());
        for (size_t i : order) {
            s.x.push_back(out.x[i]);
            s.y.push_back(out.y[i]);
        }
        return s;
    }
    return out;
}

}  // namespace shardscope
