#pragma once

#include <string_view>

#include "logline.h"

namespace shardscope {

// One line of a text log (without its line ending). Understands, with or without a timestamp
// prefix (timestamp.h):
//   LossMonitor   "epoch: 1 step: 156, loss is 2.0084016", and older spellings ("epoch:1
//                 step:156 loss is [2.0]", "Epoch: 1, Step: 156, Loss: 2.0")
//   TimeMonitor   "epoch time: 1234.567 ms, per step time: 7.913 ms" ("Train epoch time: ...")
//   MindFormers   "{ Epoch:[  1/  2], step:[    1/   19], loss: 10.649, ... }" (dictlineparser.h)
// Any other line is Other: ordinary output, not data. A line that starts like progress
// ("epoch: E step: S") but stops early or holds no number is Unread, with the reason.
void parseTextLine(std::string_view line, LogLine& out);

}  // namespace shardscope
