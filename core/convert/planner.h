#pragma once

#include <string>

#include "conversionplan.h"

namespace shardscope {

struct PlanRequest {
    std::string srcFolder;    // rank_<N>/ folders
    std::string srcStrategy;  // file or folder of per-stage files; empty: one unsplit checkpoint
    std::string dstStrategy;  // file or folder; empty: merge into one checkpoint in rank_0
    std::string dstFolder;    // may be empty when only planning
    ConversionOptions options;
};

// Plans a transform_checkpoints conversion from metadata alone (docs/layouts.md section 5).
// Fails only when the inputs cannot be read at all; everything else that is wrong is listed in
// the plan's problems, all of them, before anything is written.
Result<ConversionPlan> planConversion(const PlanRequest& request);

// Lays out one destination file: record headers, content ranges, the CRC trailer slot.
void layoutRankFile(RankPlan& rank, const ConversionOptions& options);

}  // namespace shardscope
