#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

#include "../util/progress.h"
#include "../util/result.h"
#include "tensorsource.h"

namespace shardscope {

// Summary of a tensor's values. NaN and infinities are counted, and left out of everything else.
struct TensorStats {
    uint64_t count = 0;  // all elements
    uint64_t zeros = 0;
    uint64_t nans = 0;
    uint64_t posInf = 0;
    uint64_t negInf = 0;
    double min = 0;  // of the finite values; 0 when there are none
    double max = 0;
    double mean = 0;
    double std = 0;  // population standard deviation (numpy's default, ddof 0)
    // Equal-width bins over [histMin, histMax]; the last bin includes histMax. Integer tensors
    // whose range fits in the bin budget get one bin per integer, centred on it, so Bool gets
    // two bars. A constant float tensor gets one bin [v - 0.5, v + 0.5].
    std::vector<uint64_t> histogram;
    double histMin = 0;
    double histMax = 0;

    uint64_t finite() const { return count - nans - posInf - negInf; }
};

struct StatsOptions {
    int bins = 64;
    uint64_t blockElements = 1 << 16;  // decoded at once; bounds memory and stop latency
};

// Progress counts elements over both passes (total = 2 * elements), once per block.

// Two streaming passes over the memory-mapped pieces: the first gathers counts, min, max and the
// moments (per-block two-pass sums combined with Chan's formula, stable for any size); the second
// fills the histogram, whose range the first found. Memory is one block whatever the tensor's
// size. A stop request ends the work at the next block with ErrorCode::Cancelled.
Result<TensorStats> computeStats(const TensorSource& source, const StatsOptions& options = {},
                                 std::stop_token stop = {}, const ProgressSink& progress = {});
Result<TensorStats> computeStats(const CheckpointFile& file, const TensorEntry& entry,
                                 const StatsOptions& options = {}, std::stop_token stop = {},
                                 const ProgressSink& progress = {});

}  // namespace shardscope
