#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "cluster/destinationranks.h"
#include "cluster/ranktable.h"
#include "fitcommand.h"
#include "keyoptions.h"

namespace shardscope::cli {

struct ConvertArgs {
    std::string src;
    std::string dst;
    std::string srcStrategy;
    std::string dstStrategy;
    std::string prefix = "checkpoint_";
    std::string format;  // ckpt or safetensors; empty: the sources' format
    unsigned threads = 0;
    bool verify = false;
    bool crc = false;
    bool json = false;
    int rank = -1;
    std::string ranks;              // --ranks 0-3,8
    std::string rankTable;          // --rank-table FILE or msrun:W:L
    std::string host;               // --host SERVER_ID
    uint64_t hostBandwidth = 0;     // plan --host-bandwidth, bytes per second
    std::string simulate;           // --simulate "dp=1,mp=4,pp=1"
    bool removeRedundancy = false;  // plan/convert --remove-redundancy
    std::string step;               // --step: the source run's saved step
    std::string srcRun;             // ranks --src: the run whose files say who holds what
    KeyArgs key;
    StepArgs work;  // plan/convert: the training step of the memory headline
};

// ranks, plan and convert share their options.
void addRanks(CLI::App& app, ConvertArgs& args, int& exitCode);
void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode);
void addConvert(CLI::App& app, ConvertArgs& args, int& exitCode);

// The request plan and convert make of their options (plancommand.cpp); planRequestWithKeys()
// adds the keys of args.key: nullopt (the error printed, exitCode set) when a key cannot be made.
PlanRequest planRequest(const ConvertArgs& args);
std::optional<PlanRequest> planRequestWithKeys(const ConvertArgs& args, int& exitCode);
// Every problem of the plan, one line each on stderr (issueLine).
void printProblems(const ConversionPlan& plan);

// --ranks, --rank-table and --host of plan and convert (clusteroptions.cpp).
void addRankOptions(CLI::App* cmd, ConvertArgs& args, const char* hostHelp);
struct ResolvedRanks {
    std::optional<RankTable> table;
    RankSelection selection;
};
// Prints the error and sets exitCode on failure. `localHost`: with a table and no --host, the
// ranks of this machine's server (convert); otherwise every rank, with the table's hosts (plan).
std::optional<ResolvedRanks> resolveRanks(const ConvertArgs& args, bool localHost, int& exitCode);

}  // namespace shardscope::cli
