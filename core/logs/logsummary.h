#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "logtable.h"

namespace shardscope {

struct LogStepValue {
    int64_t step = LogTable::kNoStep;
    double value = 0;
};

// The figures a summary line gives for one log.
struct LogSummary {
    size_t rows = 0;
    size_t points = 0;                      // over every series
    size_t lossPoints = 0;                  // NaN / inf losses included
    int64_t firstStep = LogTable::kNoStep;  // smallest and largest global step of any row
    int64_t lastStep = LogTable::kNoStep;
    std::optional<LogStepValue> firstLoss;  // in file order, as printed (maybe NaN)
    std::optional<LogStepValue> lastLoss;
    std::optional<LogStepValue> minLoss;  // smallest finite loss, its first occurrence
};

LogSummary summarizeLog(const LogTable& table);

}  // namespace shardscope
