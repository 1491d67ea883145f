#pragma once

#include "historyloader.h"
#include "runhistory.h"

namespace shardscope {

// Places a history's saved steps on the run's global step axis: the steps per epoch from
// options.stepsPerEpoch, else the files, fault-tolerance folder names or (options.readLogs) the
// run's training log; then each step's global step from its files, its folder, its name or the
// steps per epoch. A history placed before (a load that read no log, the History tab's steps per
// epoch changed) is placed again: what the last steps per epoch gave is forgotten first, and the
// rules' explanations that name a global step say the new one. No rank file is opened.
void placeSavedSteps(RunHistory& history, const HistoryOptions& options);

}  // namespace shardscope
