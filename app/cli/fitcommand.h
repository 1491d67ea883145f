#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "common/keyoptions.h"
#include "fit/fitmodel.h"
#include "inspect/rundocument.h"

namespace shardscope::cli {

// What a training step needs beyond the network and the split: fit, plan and convert take them
// (addStepOptions), so the three print the same memory headline.
struct StepArgs {
    uint64_t deviceMemory = uint64_t{64} << 30;
    int64_t seq = 0;
    int64_t microBatch = 0;  // 0: the configuration's, else 1
    int64_t microBatches = 0;
    std::string recompute;
    bool sequenceParallel = false;
    bool flashAttention = false;
    int64_t heads = 0;
    int cardsPerHost = 8;
    double intraBandwidth = 56e9;
    double interBandwidth = 25e9;
};
// --device-memory, --seq, --micro-batch, --micro-batches, --recompute, --sequence-parallel,
// --flash-attention, --heads; with `links` also --cards-per-host and the two bandwidths.
void addStepOptions(CLI::App* cmd, StepArgs& args, bool links);

// The memory of every card of a conversion's target (`target`, or one card when it merges: null)
// for the loaded source run, for plan's and convert's headline (SourceRun::memoryHeadline, so no
// one converts to a target that cannot train); nullopt with `why` when it cannot be known.
std::optional<FitReport> conversionTargetFit(const RunDocument& run,
                                             std::shared_ptr<const Strategy> target,
                                             const StepArgs& step, std::string* why);

struct FitArgs {
    std::string src;
    std::string srcStrategy;
    std::string dstStrategy;
    std::string simulate;
    std::string model;
    std::string config;  // a MindFormers YAML for a run (default: the one beside its rank folders)
    std::string precision;
    std::string step;
    StepArgs work;
    std::string rankTable;
    bool json = false;
    bool search = false;
    int64_t cards = 0;
    size_t top = 20;
    KeyArgs key;
};

// `fit`: the memory of every card and the communication of every group for one training step
// of a run or a preset on a strategy, a simulated split, or every split of N cards (--search).
void addFit(CLI::App& app, FitArgs& args, int& exitCode);

}  // namespace shardscope::cli
