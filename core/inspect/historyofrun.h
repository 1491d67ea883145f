#pragma once

#include <memory>

#include "history/historyloader.h"
#include "rundocument.h"

namespace shardscope {

// The saved steps of a loaded run (the History tab's). The history its load scanned to choose
// its step (RunDocument::history) is placed with options' steps per epoch and, with
// options.readLogs, the run's training log (placeSavedSteps): no rank file is opened again.
// A run whose load scanned none (one file per rank and no step asked for), or options that ask
// for more than the load checked (tiers, CRC trailers, fewer checks), is scanned now with the
// strategy, key and indexed files the run holds (options' own are replaced): the files of the
// step it shows are checked from their indexes. loadRunHistory(path) is for commands that start
// from a path.
Result<RunHistory> historyOfRun(const std::shared_ptr<const RunDocument>& run,
                                HistoryOptions options);

}  // namespace shardscope
