#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "common/keyoptions.h"

namespace shardscope::cli {

struct HistoryArgs {
    std::string run;
    std::vector<std::string> tiers;
    std::string strategy;
    bool noStrategy = false;
    bool verifyCrc = false;
    bool verifyAll = false;
    int64_t stepsPerEpoch = 0;
    unsigned threads = 0;
    bool json = false;
    KeyArgs key;  // encrypted saves
};

// `history`: every saved step of a run on every rank, and the step to resume from.
void addHistory(CLI::App& app, HistoryArgs& args, int& exitCode);

struct StageArgs {
    std::string step;
    std::string from;
    std::string to;
    std::string ranks;
    unsigned threads = 0;
    bool json = false;
    bool noProgress = false;
};

// `stage`: copy one saved step from a slow tier to a fast one, verified and resumable.
void addStage(CLI::App& app, StageArgs& args, int& exitCode);

}  // namespace shardscope::cli
