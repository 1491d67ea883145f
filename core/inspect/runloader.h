#pragma once

#include <string>

#include "runmodel.h"

namespace shardscope {

// Whatever the user opened, as a RunModel the inspector views can show:
// - a run folder (rank_<N>/): loadRunModel, with `strategyPath` or the one found beside it;
// - a single checkpoint: a run of one unsplit rank;
// - a strategy file or a folder of per-stage files: the layouts without data. Protobuf
//   strategies record no shapes; stand-in shapes that every split divides keep the pictures
//   right in proportion, and globalShape stays empty so that no view presents them as real.
Result<RunModel> loadInspection(const std::string& path, const std::string& strategyPath = {},
                                unsigned threads = 0);

}  // namespace shardscope
