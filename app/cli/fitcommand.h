#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

#include "keyoptions.h"

namespace shardscope::cli {

struct FitArgs {
    std::string src;
    std::string srcStrategy;
    std::string dstStrategy;
    std::string simulate;
    std::string model;
    std::string precision;
    std::string step;
    uint64_t deviceMemory = uint64_t{64} << 30;
    int64_t seq = 0;
    int64_t microBatch = 1;
    int64_t microBatches = 0;
    std::string recompute;
    bool sequenceParallel = false;
    int64_t heads = 0;
    std::string rankTable;
    int cardsPerHost = 8;
    double intraBandwidth = 56e9;
    double interBandwidth = 25e9;
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
