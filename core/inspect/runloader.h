#pragma once

#include <functional>
#include <optional>
#include <string>

#include "rundocument.h"
#include "util/progress.h"

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

// What a run folder's load tells its caller before it returns (the window draws the device
// matrix from the layouts while the rank files are indexed).
struct LoadWatch {
    // Once, from a worker thread, as soon as the run's strategy is read, if it places every rank
    // of the folder (its stages hold as many ranks as there are): the layouts alone, as loadPath
    // makes of a strategy file (layoutsDocument), with path the run's folder. Not called for a
    // run without a usable strategy, nor for anything but a run folder.
    std::function<void(RunDocument)> preview;
    // Rank files indexed, of all, from worker threads (one call at a time).
    ProgressSink progress;
};
Result<RunDocument> loadPath(const std::string& path, const LoadOptions& options,
                             const LoadWatch& watch);
Result<RunDocument> loadRunFolder(const std::string& folder, const LoadOptions& options,
                                  const LoadWatch& watch);

// A run folder already discovered (discoverRunFolder of `folder` with options' step, strategy
// and key: the doctor's checkpoint side found it) loaded as loadRunFolder(folder, options) loads
// it, without discovering it again; `strategy`, when given, is options.strategyPath as already
// read, not read again.
Result<RunDocument> loadDiscoveredRun(const std::string& folder, RunFolder run,
                                      const LoadOptions& options,
                                      std::optional<Strategy> strategy = std::nullopt);

// The layouts of a strategy as a run without files (InputKind::Strategy): what loadPath makes
// of a strategy file at `path`.
RunDocument layoutsDocument(Strategy strategy, const std::string& path);

}  // namespace shardscope
