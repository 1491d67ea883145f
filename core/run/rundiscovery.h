#pragma once

#include <string>

#include "../formats/runfolder.h"
#include "../util/result.h"

namespace shardscope {

// Run discovery sits above formats/ (the files) and history/ (the saved steps): it lists a run
// folder's ranks, then lets stepselection choose each rank's file by saved step.
// MindSpore's rules: rank_<digits> folders only; in a folder with several checkpoints the
// lexicographically last is taken (and we say so, with the alternatives) -- unless the files
// are saved steps (<prefix>-<epoch>_<step>): then every rank takes the step `choice` names, by
// default the newest step complete and intact on every rank, with a warning when MindSpore's
// rule would take another (stepselection.h). The one place a rank's file is chosen.
Result<RunFolder> discoverRunFolder(const std::string& dir, const StepChoice& choice = {});

}  // namespace shardscope
