#pragma once

#include <string_view>

#include "logline.h"

namespace shardscope {

// One line of a JSON-lines log: a flat object such as {"step": 10, "loss": 2.31, "lr": 1e-4}.
// Keys, in any case: step / iteration, global_step, epoch, loss, wall_time / timestamp (seconds,
// or a date-and-time string); every other key with a number or true/false is a series.
// Strings, null and nested values of other keys are ignored. NaN / Infinity (as Python's json
// writes them) are read; a loss of null or "N/A" counts as not available.
void parseJsonLine(std::string_view line, LogLine& out);

}  // namespace shardscope
