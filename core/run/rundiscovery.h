#pragma once

#include <memory>
#include <string>

#include "../formats/runfolder.h"
#include "../util/result.h"

namespace shardscope {

struct RunHistory;

// Run discovery sits above formats/ (the files) and history/ (the saved steps): it lists a run
// folder's ranks, then lets stepselection choose each rank's file by saved step.
// MindSpore's rules: rank_<digits> folders only; in a folder with several checkpoints the
// lexicographically last is taken (and we say so, with the alternatives) -- unless the files
// are saved steps (<prefix>-<epoch>_<step>): then every rank takes the step `choice` names, by
// default the newest step complete and intact on every rank, with a warning when MindSpore's
// rule would take another (stepselection.h). The one place a rank's file is chosen.
Result<RunFolder> discoverRunFolder(const std::string& dir, const StepChoice& choice = {});
// The same, and the history scanned to choose the step, when one was (null otherwise): its
// strategy, as read, is not read again by whoever loads the run, and the loaded run keeps it
// (RunDocument::history).
Result<RunFolder> discoverRunFolder(const std::string& dir, const StepChoice& choice,
                                    std::shared_ptr<RunHistory>* history);

// The strategy `history` checked `run`'s files against, when it is the one the run is loaded
// with: `strategyPath` when named, else the one found beside the run among the same files (its
// path into *found). Null otherwise (no history, none read, another one).
std::shared_ptr<const Strategy> strategyOfHistory(const RunHistory* history, const RunFolder& run,
                                                  const std::string& strategyPath,
                                                  std::string* found);

}  // namespace shardscope
