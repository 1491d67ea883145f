#include "rankband.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace shardscope {

RankBand rankBand(std::span<const XYSeries> ranks) {
    std::vector<std::pair<double, double>> points;
    size_t total = 0;
    for (const XYSeries& s : ranks) {
        total += s.x.size();
    }
    points.reserve(total);
    for (const XYSeries& s : ranks) {
        for (size_t i = 0; i < s.x.size(); ++i) {
            points.emplace_back(s.x[i], s.y[i]);
        }
    }
    std::stable_sort(points.begin(), points.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    RankBand band;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    for (size_t i = 0; i < points.size();) {
        const double x = points[i].first;
        double sum = 0;
        double lo = std::numeric_limits<double>::infinity();
        double hi = -std::numeric_limits<double>::infinity();
        uint32_t finite = 0;
        uint32_t other = 0;
        for (; i < points.size() && points[i].first == x; ++i) {
            const double y = points[i].second;
            if (!std::isfinite(y)) {
                ++other;
                continue;
            }
            sum += y;
            lo = std::min(lo, y);
            hi = std::max(hi, y);
            ++finite;
        }
        band.x.push_back(x);
        band.mean.push_back(finite > 0 ? sum / finite : nan);
        band.min.push_back(finite > 0 ? lo : nan);
        band.max.push_back(finite > 0 ? hi : nan);
        band.count.push_back(finite);
        band.nonFinite.push_back(other);
    }
    return band;
}

RankBand rankBand(const LogRun& run, std::string_view metric, LogAxis axis) {
    std::vector<XYSeries> series;
    for (const LogRankLog& log : run.logs) {
        const auto& metrics = log.table.metrics();
        for (size_t m = 0; m < metrics.size(); ++m) {
            if (metrics[m].name == metric && !metrics[m].values.empty()) {
                series.push_back(logSeries(log.table, m, axis));
            }
        }
    }
    return rankBand(series);
}

}  // namespace shardscope
