#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

#include "../formats/chunklist.h"
#include "conversionplan.h"

namespace shardscope {

struct ConversionProgress {
    int rank = 0;
    uint64_t rankDone = 0;
    uint64_t rankTotal = 0;
    uint64_t done = 0;   // content bytes copied, all ranks
    uint64_t total = 0;  // content bytes to copy, all ranks
};

// Called from worker threads, one call at a time.
using ProgressFn = std::function<void(const ConversionProgress&)>;

struct RankOutcome {
    int rank = 0;
    std::string path;
    bool skipped = false;  // already complete and verified from an earlier run
    uint32_t crc = 0;      // of the file's protobuf bytes (valid when the plan writes CRCs)
    double seconds = 0;    // from creating the temporary file to the rename (0 when skipped)
};

struct ConversionResult {
    std::vector<RankOutcome> ranks;
    uint64_t bytesWritten = 0;
    std::vector<std::string> strategyFiles;  // written beside the ranks (deststrategy.h)
    // Threads that copied: fewer than asked when each must have its window's decrypted source
    // blocks cached and the budget does not hold that many (ConversionOptions).
    unsigned threads = 0;
};

// Carries out a runnable plan. Output sizes are known, so every file is laid out first and the
// slices are copied straight from the memory-mapped sources to their final offsets by a pool of
// threads; memory stays bounded by a few windows per thread whatever the checkpoint size.
// Encrypted sources are decrypted block by block as they are read; encrypted outputs
// (options.encryptKey) are assembled, encrypted and written one block per work item. Each
// file appears by rename once complete; on cancel or error no partial file is left. Files that
// an earlier run completed, and that verify against the sources, are kept.
Result<ConversionResult> executeConversion(const ConversionPlan& plan, std::stop_token stop = {},
                                           const ProgressFn& progress = {});

}  // namespace shardscope
