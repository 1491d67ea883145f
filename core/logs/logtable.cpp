#include "logtable.h"

#include <cmath>
#include <new>

namespace shardscope {

namespace {

int32_t narrow(int64_t v) {
    if (v == std::numeric_limits<int64_t>::min() || v < INT32_MIN || v > INT32_MAX) {
        return LogTable::kNone;
    }
    return static_cast<int32_t>(v);
}

}  // namespace

LogTable::LogTable() {
    m_metrics.push_back(LogMetric{"loss", {}, {}, {}});
}

double LogTable::wallTime(size_t row) const {
    return row < m_wall.size() ? m_wall[row] : std::numeric_limits<double>::quiet_NaN();
}

const LogMetric* LogTable::metric(std::string_view name) const {
    for (const LogMetric& m : m_metrics) {
        if (m.name == name) {
            return &m;
        }
    }
    return nullptr;
}

size_t LogTable::pointCount() const {
    size_t n = 0;
    for (const LogMetric& m : m_metrics) {
        n += m.values.size();
    }
    return n;
}

void LogTable::reserve(size_t rows) {
    m_reserve = rows;
    m_global.reserve(rows);
    m_epoch.reserve(rows);
    m_step.reserve(rows);
    for (size_t i = 0; i < m_metrics.size() && i < kReservedSeries; ++i) {
        m_metrics[i].rows.reserve(rows);
        m_metrics[i].values.reserve(rows);
    }
}

size_t LogTable::addRow(int64_t global, int64_t epoch, int64_t step, double wall) {
    m_global.push_back(global);
    m_epoch.push_back(narrow(epoch));
    m_step.push_back(narrow(step));
    if (!std::isnan(wall) || !m_wall.empty()) {
        m_wall.resize(m_global.size(), std::numeric_limits<double>::quiet_NaN());
        m_wall.back() = wall;
    }
    return m_global.size() - 1;
}

void LogTable::setWallTime(size_t row, double wall) {
    if (std::isnan(wall)) {
        return;
    }
    if (m_wall.size() < m_global.size()) {
        m_wall.resize(m_global.size(), std::numeric_limits<double>::quiet_NaN());
    }
    if (std::isnan(m_wall[row])) {
        m_wall[row] = wall;
    }
}

size_t LogTable::metricIndex(std::string_view name, std::string_view unit) {
    for (size_t i = 0; i < m_metrics.size(); ++i) {
        if (m_metrics[i].name == name) {
            return i;
        }
    }
    m_metrics.push_back(LogMetric{std::string(name), std::string(unit), {}, {}});
    // Room for the first few series only: a CSV with hundreds of columns would otherwise ask
    // for gigabytes of address space.
    if (m_metrics.size() <= kReservedSeries) {
        try {
            m_metrics.back().rows.reserve(m_reserve);
            m_metrics.back().values.reserve(m_reserve);
        } catch (const std::bad_alloc&) {
            // Only a hint.
        }
    }
    return m_metrics.size() - 1;
}

bool LogTable::hasPoint(size_t metric, size_t row) const {
    const auto& rows = m_metrics[metric].rows;
    return !rows.empty() && rows.back() == row;
}

void LogTable::addPoint(size_t metric, size_t row, double value) {
    m_metrics[metric].rows.push_back(static_cast<uint32_t>(row));
    m_metrics[metric].values.push_back(value);
}

void LogTable::shiftSteps(int64_t delta) {
    for (int64_t& g : m_global) {
        if (g != kNoStep) {
            g += delta;
        }
    }
    ++m_revision;
}

}  // namespace shardscope
