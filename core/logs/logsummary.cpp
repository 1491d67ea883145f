#include "logsummary.h"

#include <cmath>

namespace shardscope {

LogSummary summarizeLog(const LogTable& table) {
    LogSummary s;
    s.rows = table.rowCount();
    s.points = table.pointCount();
    for (size_t r = 0; r < table.rowCount(); ++r) {
        const int64_t g = table.globalStep(r);
        if (g == LogTable::kNoStep) {
            continue;
        }
        if (s.firstStep == LogTable::kNoStep || g < s.firstStep) {
            s.firstStep = g;
        }
        if (s.lastStep == LogTable::kNoStep || g > s.lastStep) {
            s.lastStep = g;
        }
    }
    const LogMetric& loss = table.metrics()[LogTable::kLoss];
    s.lossPoints = loss.values.size();
    if (loss.values.empty()) {
        return s;
    }
    s.firstLoss = LogStepValue{table.globalStep(loss.rows.front()), loss.values.front()};
    s.lastLoss = LogStepValue{table.globalStep(loss.rows.back()), loss.values.back()};
    for (size_t i = 0; i < loss.values.size(); ++i) {
        const double v = loss.values[i];
        if (std::isfinite(v) && (!s.minLoss || v < s.minLoss->value)) {
            s.minLoss = LogStepValue{table.globalStep(loss.rows[i]), v};
        }
    }
    return s;
}

}  // namespace shardscope
