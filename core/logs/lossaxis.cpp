#include "lossaxis.h"

#include <algorithm>
#include <numeric>

namespace shardscope {

namespace {

// Epochs completed at each point: the global step over the steps per epoch.
XYSeries epochSeries(const LogTable& table, size_t metric) {
    const int64_t length = epochLength(table);
    if (table.stepsPerEpoch() > 0) {
        XYSeries s = logSeries(table, metric, LogAxis::Step);
        for (double& x : s.x) {
            x /= static_cast<double>(length);
        }
        return s;
    }
    const LogMetric& m = table.metrics()[metric];
    XYSeries s;
    for (size_t i = 0; i < m.rows.size(); ++i) {
        const int32_t epoch = table.epoch(m.rows[i]);
        const int32_t step = table.stepOnLine(m.rows[i]);
        if (length == 0 || epoch == LogTable::kNone || step == LogTable::kNone) {
            ++s.withoutX;
            continue;
        }
        s.x.push_back(epoch - 1 + static_cast<double>(step) / static_cast<double>(length));
        s.y.push_back(m.values[i]);
    }
    sortByX(s.x, {&s.y});
    return s;
}

}  // namespace

void sortByX(std::vector<double>& x, std::vector<std::vector<double>*> columns) {
    if (std::is_sorted(x.begin(), x.end())) {
        return;
    }
    std::vector<size_t> order(x.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&x](size_t a, size_t b) { return x[a] < x[b]; });
    columns.push_back(&x);
    for (std::vector<double>* column : columns) {
        std::vector<double> sorted;
        sorted.reserve(order.size());
        for (size_t i : order) {
            sorted.push_back((*column)[i]);
        }
        *column = std::move(sorted);
    }
}

int64_t epochLength(const LogTable& table) {
    if (table.stepsPerEpoch() > 0) {
        return table.stepsPerEpoch();
    }
    int64_t most = 0;
    for (size_t r = 0; r < table.rowCount(); ++r) {
        if (table.epoch(r) != LogTable::kNone && table.stepOnLine(r) != LogTable::kNone) {
            most = std::max<int64_t>(most, table.stepOnLine(r));
        }
    }
    return most;
}

XYSeries lossAxisSeries(const LogTable& table, size_t metric, LossAxis axis) {
    switch (axis) {
        case LossAxis::Step:
            return logSeries(table, metric, LogAxis::Step);
        case LossAxis::Epoch:
            return epochSeries(table, metric);
        case LossAxis::RelativeTime: {
            XYSeries s = logSeries(table, metric, LogAxis::RelativeTime);
            for (double& x : s.x) {
                x /= kLossSecondsPerHour;
            }
            return s;
        }
        case LossAxis::WallTime:
            return logSeries(table, metric, LogAxis::WallTime);
    }
    return {};
}

double lossAxisOffset(const LogTable& table, LossAxis axis, double offset) {
    if (axis == LossAxis::Step) {
        return offset;
    }
    const int64_t length = axis == LossAxis::Epoch ? epochLength(table) : 0;
    return length > 0 ? offset / static_cast<double>(length) : 0;
}

}  // namespace shardscope
