#pragma once

#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../util/result.h"

namespace shardscope {

// The files a converted run describes itself with, beside its rank folders:
//   DST/strategy.ckpt              the destination strategy, merged, in MindSpore's protobuf form
//   DST/strategy/stage_<k>.ckpt    for pipelines: each stage's own file, as its training job
//                                  saves it (unprefixed names, that stage's operators)
// so that opening DST later finds its strategy, and every rank is known. Safe to run from
// several processes at once (the MPI job): each file is written under a private temporary name.
struct DestinationStrategyFiles {
    std::string merged;
    std::vector<std::string> stages;
};

Result<DestinationStrategyFiles> writeDestinationStrategy(const Strategy& strategy,
                                                          const std::string& dstFolder);

// DST/strategy.ckpt's bytes: the strategy merged, in MindSpore's protobuf form (empty when too
// large for it).
std::string destinationStrategyBytes(const Strategy& strategy);

// One stage of a merged strategy, as that stage's own file holds it.
Strategy stageStrategy(const Strategy& merged, int stage);

}  // namespace shardscope
