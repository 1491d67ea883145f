#pragma once

#include <vector>

#include "../util/issue.h"
#include "conversionplan.h"

namespace shardscope {

// What the plan's destination folder already holds that this conversion would not write, as
// blocking issues (none when the folder is new, empty, or holds this same plan's files: a re-run
// resumes). Told apart by the folder's conversion record (conversionrecord.h), its strategy
// files, and its rank folders: rank folders outside the target's ranks, files in a rank folder
// under another name than this conversion writes there, another strategy, another conversion's
// record. Each is an issue naming what is there, then one (DestinationInUse) with the choices:
// another folder, or these files removed. planConversion() runs it, so `convert`,
// `shardscope-mpi` and the Migration tab refuse alike before anything is written.
std::vector<Issue> checkDestination(const ConversionPlan& plan);

}  // namespace shardscope
