#pragma once

#include <cstdint>
#include <string_view>

#include "logline.h"

namespace shardscope {

// MindFormers' progress lines, from just after their '{' (or from "Epoch:" when printed without
// braces):
//   { Epoch:[  1/  2], step:[    1/   19], loss: 10.649, per_step_time: 103328ms, lr: 0.0, ...
// Every "key: value" pair is read; values keep their unit ("ms", "T"); "overflow cond" is the
// series "overflow"; True / False are 1 / 0; "[x]" and "[x/y]" give x. A value that is no
// number is reported as skipped, not guessed.
void parseDictLine(std::string_view body, LogLine& out);

// "[  1/  2]", "[3]", "7" or "7/19": the count and, when given, the total (else 0).
bool parseCounterText(std::string_view text, int64_t& value, int64_t& total);

// "N/A", a number, "[x]" or "[x/y]" (MindFormers 0.x prints "loss:[2.1/2.3]", now/average).
// Sets out.loss, or fails the line naming `what`; an empty value fails as MissingLoss.
void readLossValue(std::string_view text, LogLine& out);

}  // namespace shardscope
