#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "../util/result.h"
#include "fitmodel.h"
#include "fitnetwork.h"

namespace shardscope {

// One split of N cards and what a training step costs on it.
struct Candidate {
    Split split;
    bool sequenceParallel = false;
    Recompute recompute = Recompute::None;
    uint64_t peakBytes = 0;
    int peakStage = 0;
    uint64_t commBytesPerStep = 0;
    double commSeconds = 0;
    bool activationsKnown = true;
    bool fits = false;
    std::string refusedBecause;  // a split the network's dimensions refuse; empty otherwise
    ErrorCode refusedCode = ErrorCode::InvalidArgument;  // the refusal's code (--json)
};

// What the search may vary; a fixed choice is searched alone.
struct SearchChoices {
    std::optional<bool> sequenceParallel;
    std::optional<Recompute> recompute;
    std::optional<bool> optimizerShard;  // on: shard over the whole data-parallel group
};

// Builds the step's input for a split, or says why the network cannot be split so.
using SplitBuilder = std::function<Result<FitInput>(const Split& split, const Workload& work)>;

// The builder of a preset network (splitRefusalError, then presetLayout).
SplitBuilder presetBuilder(const NetworkPreset& preset);

// Every dp x mp x pp = cards split (with optimizer shard, sequence parallelism and
// recomputation as `choices` allow), best first: those that fit by communication time, then
// peak memory; then those that do not fit by peak memory; then the splits refused for their
// dimensions, each once, with the reason.
Result<std::vector<Candidate>> searchSplits(const SplitBuilder& build, const Workload& work,
                                            int64_t cards, uint64_t deviceMemory,
                                            const Links& links, const SearchChoices& choices);

// "dp=8,mp=4,pp=2,opt=8" (the --simulate SPEC of plan and convert; opt only when sharded).
std::string splitSpec(const Split& split);

}  // namespace shardscope
