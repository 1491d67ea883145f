#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "../formats/strategy.h"
#include "strategysimulator.h"

namespace shardscope {

// opt_weight_shard_step as MindSpore records it (OperatorInfo::CreateGroupForOptShard): over the
// replica group of a rank, sorted, (last - first) / (count - 1). With one replica axis that is
// the axis's rank stride (layouts.md section 3); 0 when the group has one rank.
int32_t mindsporeOptShardStep(const ParamLayout& layout);

// Sets the optimizer sharding of `layout` (already resized) as SimulationSpec::optShard asks:
// -1 keeps the source's size (a source without sharding stays without), 0 turns it off, N > 1
// shards by N. MindSpore shards a parameter only when its replica group divides into chunks of
// the size and the model-parallel slice's dimension 0 divides by it (TensorLayout::
// GenerateOptShardSliceShape, CreateGroupForOptShard); elsewhere it silently leaves the
// parameter whole, and so does this, with a non-blocking "opt-shard-skipped" issue. `shape` is
// the full shape when known. MindSpore's parallel_optimizer_threshold (parameters under 64 KB
// by default stay whole) depends on the dtype, which strategies do not record: not applied.
void applyOptShard(const ParamLayout& source, ParamLayout& layout,
                   const std::optional<std::vector<int64_t>>& shape, int optShard,
                   std::vector<Issue>& issues);

}  // namespace shardscope
