#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "common/convertoptions.h"
#include "fitcommand.h"

namespace shardscope::cli {

// plan and convert: the conversion (ConvertOptions, declared by addConvertOptions and
// addConvertKeyOptions) and what the command line adds; ranks uses the strategies and the keys.
struct ConvertArgs : ConvertOptions {
    bool json = false;
    int rank = -1;               // ranks --rank
    uint64_t hostBandwidth = 0;  // plan --host-bandwidth, bytes per second
    std::string srcRun;          // ranks --src: the run whose files say who holds what
    StepArgs work;               // plan/convert: the training step of the memory headline
};

// ranks, plan and convert share their options.
void addRanks(CLI::App& app, ConvertArgs& args, int& exitCode);
void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode);
void addConvert(CLI::App& app, ConvertArgs& args, int& exitCode);

// Every problem of the plan, one line each on stderr (issueLine).
void printProblems(const ConversionPlan& plan);

}  // namespace shardscope::cli
