#pragma once

#include <cstdint>
#include <vector>

#include "../formats/strategy.h"
#include "../layout/tensorlayout.h"
#include "fitmodel.h"

namespace shardscope {

// One layout of the target with everything a training step's memory and communication need
// (fitStep places them, StepCommunication counts what they send).
struct PlacedEntry {
    const ParamLayout* layout = nullptr;
    TensorLayout tensor;
    EntryKind kind = EntryKind::Parameter;
    uint64_t storedBytes = 0;    // what a rank holds (optimizer shard applied)
    uint64_t modelElements = 0;  // the model-parallel slice: what a gradient covers
    uint64_t weightBytes = 0;    // per element of the parameter (the all-gathered slice)
    uint64_t gradientBytes = 0;  // per element of its gradient
    int64_t layer = -1;
};

// The placed entries of each pipeline stage.
using PlacedStages = std::vector<std::vector<PlacedEntry>>;

}  // namespace shardscope
