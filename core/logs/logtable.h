#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

#include "logmetric.h"
#include "logreport.h"

namespace shardscope {

// What one log file holds, in file order: rows (one per step a line reported; a TimeMonitor
// line joins the row before it) and the series over them. Memory is 16 bytes per row (24 once
// a line has a timestamp) and 12 per point. Filled by LogParser; read by the CLI and the charts.
class LogTable {
public:
    static constexpr int64_t kNoStep = std::numeric_limits<int64_t>::min();
    static constexpr int32_t kNone = -1;
    static constexpr size_t kLoss = 0;  // metrics()[kLoss] is always the loss, maybe empty

    LogTable();

    size_t rowCount() const { return m_global.size(); }
    // The global step (stepderiver.h), or kNoStep for timing-only lines with no step before them.
    int64_t globalStep(size_t row) const { return m_global[row]; }
    // The epoch and the step as the line printed them; kNone when it did not.
    int32_t epoch(size_t row) const { return m_epoch[row]; }
    int32_t stepOnLine(size_t row) const { return m_step[row]; }
    // Seconds since 1970 as written (timestamp.h); NaN when the line had no timestamp.
    double wallTime(size_t row) const;
    bool hasWallTime() const { return !m_wall.empty(); }

    const std::vector<LogMetric>& metrics() const { return m_metrics; }
    // nullptr when no line carried it (the loss is always there, maybe empty).
    const LogMetric* metric(std::string_view name) const;
    size_t pointCount() const;  // over every series

    const LogReport& report() const { return m_report; }
    // Steps per epoch the placement used (given, printed or inferred); 0 when never needed.
    int64_t stepsPerEpoch() const { return m_stepsPerEpoch; }
    // Grows whenever rows already read change (a resumed log's first epoch moved once its
    // steps per epoch became known): a view that copied rows must read them again.
    uint64_t revision() const { return m_revision; }

private:
    friend class LogParser;

    // Room for about `rows` rows and points per series, so that a big file's vectors are not
    // copied over and over as they grow. Only what is filled is ever touched (resident).
    void reserve(size_t rows);
    size_t addRow(int64_t global, int64_t epoch, int64_t step, double wall);
    void setWallTime(size_t row, double wall);
    // Index of the series `name`; created with `unit` on first use.
    size_t metricIndex(std::string_view name, std::string_view unit);
    bool hasPoint(size_t metric, size_t row) const;
    void addPoint(size_t metric, size_t row, double value);
    void shiftSteps(int64_t delta);

    std::vector<int64_t> m_global;
    std::vector<int32_t> m_epoch;
    std::vector<int32_t> m_step;
    std::vector<double> m_wall;  // empty until a line has a timestamp
    std::vector<LogMetric> m_metrics;
    LogReport m_report;
    static constexpr size_t kReservedSeries = 8;
    size_t m_reserve = 0;
    int64_t m_stepsPerEpoch = 0;
    uint64_t m_revision = 0;
};

}  // namespace shardscope
