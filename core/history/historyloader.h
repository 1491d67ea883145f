#pragma once

#include <cstdint>
#include <memory>
#include <stop_token>
#include <string>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../formats/checkpointkey.h"
#include "../formats/strategy.h"
#include "../util/progress.h"
#include "../util/result.h"
#include "runhistory.h"

namespace shardscope {

enum class CrcCheck {
    None,    // metadata only
    Resume,  // prove the resume step: its files' trailers, newest complete step first
    All,     // every file that has a trailer (reads every byte of the run)
};

enum class FileChecks {
    All,         // open every file's metadata: intact or damaged, per rank
    OnePerStep,  // one file per step, for its in-file global step (stage: names are enough)
};

struct HistoryOptions {
    std::vector<std::string> tiers;  // other copies of the run (object storage, a fast cache)
    std::string strategyPath;        // empty: the strategy beside the run, if there is one
    // The strategy at strategyPath already read (a window's run document's): not read again.
    std::shared_ptr<const Strategy> strategy;
    bool useStrategy = true;  // false: never look for one
    CrcCheck crc = CrcCheck::None;
    FileChecks checks = FileChecks::All;
    int64_t stepsPerEpoch = 0;  // 0: from the files, fault-tolerance folder names, or the logs
    bool readLogs = true;       // allowed to read a training log for the steps per epoch
    unsigned threads = 0;       // 0: ioThreads' default
    std::stop_token stop;
    ProgressSink progress;  // files checked, of all files
    CheckpointKeyRef key;   // opens encrypted saves; without it they are "encrypted" (unreadable)
    // Files already indexed (a window's run document, of the step it shows; null entries are
    // skipped): checked from their indexes, not opened and walked again.
    std::vector<std::shared_ptr<const CheckpointFile>> indexed;
    // The files are checked on threads of lower priority (parallel.h): a window's background
    // check yields the CPU to the window.
    bool background = false;
};

// Lists every saved checkpoint of a run (every tier), opens each file's metadata to tell intact
// from damaged, orders the steps by number, and picks the step to resume from: the newest
// periodic step complete and intact on every rank. Also works out what MindSpore's
// lexicographically-last rule and MindFormers' meta.json rule would take instead.
Result<RunHistory> loadRunHistory(const std::string& run, const HistoryOptions& options = {});

}  // namespace shardscope
