#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

#include "../util/error.h"
#include "../util/temporaryfile.h"
#include "conversionplan.h"
#include "executor.h"
#include "segmentcrc.h"

namespace shardscope {

// One destination file being written by the executor's threads: its temporary file, the CRCs
// of its parts, and how far it is. open() and finish() run once each, on whichever thread takes
// the file's first and last piece of work.
struct DestinationFile {
    const RankPlan* plan = nullptr;
    TemporaryFile file;
    std::atomic<size_t> remaining{0};
    std::atomic<uint64_t> done{0};
    uint64_t total = 0;  // content bytes
    std::mutex mutex;
    std::vector<CopiedSegment> segments;
    bool opened = false;  // open() was attempted (under mutex)
    bool committed = false;
    std::optional<Error> openError;  // every later item of the rank fails with it
    std::chrono::steady_clock::time_point started;

    // Creates the temporary file at its full size (a full disk is an error here, not a SIGBUS
    // in the middle of a copy) and writes the fixed headers of an unencrypted file.
    Status open(const ConversionPlan& conversion);
    // Every source still as it was read, the CRC trailer (or safetensors header) written: the
    // file is published under its name, read-only.
    Status finish(const ConversionPlan& conversion, RankOutcome& outcome);
    void discard() { file.discard(); }
};

}  // namespace shardscope
