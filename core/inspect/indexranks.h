#pragma once

#include <memory>
#include <vector>

#include "copyverdict.h"
#include "util/progress.h"

namespace shardscope {

struct RunDocument;
struct LoadOptions;

// Indexes every rank file of model.run at once (metadata only): model.files, or with
// options.summaryOnly each rank's summary only; adds each rank's problems to model.issues in rank
// order, keeps the first key error, and the files' remove_redundancy marks. Returns each rank's
// name digest by global rank (options.summaryOnly; else empty). `progress` (when set) hears of
// the rank files indexed, of all.
std::vector<std::shared_ptr<const NameDigest>> indexRankFiles(RunDocument& model,
                                                              const LoadOptions& options,
                                                              const ProgressSink& progress = {});

}  // namespace shardscope
