#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope {

// One series of a log: the loss, or any other value its lines carry (lr, loss_scale, overflow,
// per_step_time, throughput, grad norm, ...). Points refer to rows of their LogTable, which hold
// the step, epoch and wall time; a row has at most one point per series.
struct LogMetric {
    std::string name;
    std::string unit;            // as printed ("ms", "T"); empty when none
    std::vector<uint32_t> rows;  // ascending
    std::vector<double> values;  // as printed: NaN and infinities are points too
};

}  // namespace shardscope
