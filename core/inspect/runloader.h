#pragma once

#include <string>

#include "rundocument.h"

namespace shardscope {

// Whatever the user opened, as the one RunDocument the inspector views and `inspect` derive from
// (the kind of path is decided by classifyPath):
// - a run folder (rank_<N>/): loadRunFolder, with options.strategyPath or the one beside it;
// - a single checkpoint: a run of one unsplit rank (its CRC verified when options.verifyCrc);
// - a strategy file or a folder of per-stage files: the layouts without data. Protobuf
//   strategies record no shapes; stand-in shapes that every split divides keep the pictures
//   right in proportion, and globalShape stays empty so that no view presents them as real.
// Anything else (logs, a network description, a folder of nothing readable) is an error that
// says what was looked for and what was found.
Result<RunDocument> loadPath(const std::string& path, const LoadOptions& options);
Result<RunDocument> loadPath(const std::string& path, const std::string& strategyPath = {},
                             unsigned threads = 0);

}  // namespace shardscope
