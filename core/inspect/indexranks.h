#pragma once

#include <memory>
#include <vector>

#include "copyverdict.h"

namespace shardscope {

struct RunDocument;
struct LoadOptions;

// Indexes every rank file of model.run at once (metadata only): model.files, or with
// options.summaryOnly each rank's summary only; adds each rank's problems to model.issues in rank
// order, keeps the first key error, and the files' remove_redundancy marks. Returns each rank's
// name digest by global rank (options.summaryOnly; else empty).
std::vector<std::shared_ptr<const NameDigest>> indexRankFiles(RunDocument& model,
                                                              const LoadOptions& options);

}  // namespace shardscope
