#include "historyofrun.h"

#include "history/stepplacement.h"
#include "util/translatenoop.h"

namespace shardscope {

Result<RunHistory> historyOfRun(const std::shared_ptr<const RunDocument>& run,
                                HistoryOptions options) {
    if (!run) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no run is loaded"), {});
    }
    // The run's strategy, as read, kept alive with the run (not copied).
    const std::shared_ptr<const Strategy> strategy =
        run->strategy ? std::shared_ptr<const Strategy>(run, &*run->strategy) : nullptr;
    const bool asLoaded = run->history && options.tiers.empty() && options.crc == CrcCheck::None &&
                          options.checks == FileChecks::All;
    if (asLoaded) {
        RunHistory history = *run->history;
        placeSavedSteps(history, options);
        if (options.stop.stop_requested()) {
            return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"),
                             {})
                .inFile(history.path);
        }
        if (!history.strategyPath.empty() && history.strategyPath == run->strategyPath) {
            history.strategy = strategy;  // the load left it to the run
        }
        return history;
    }
    options.strategyPath = run->strategyPath;
    options.strategy = strategy;
    options.key = run->key;        // encrypted saves open with the run's key
    options.indexed = run->files;  // the step the run shows is not indexed twice
    return loadRunHistory(run->path, options);
}

}  // namespace shardscope
