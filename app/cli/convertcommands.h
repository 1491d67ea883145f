#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "cluster/destinationranks.h"
#include "convert/convertspec.h"
#include "fitcommand.h"
#include "formats/ranktable.h"
#include "keyoptions.h"

namespace shardscope::cli {

// plan and convert: the conversion (ConvertSpec, declared by addConvertOptions) and what the
// command line adds; ranks uses the strategies.
struct ConvertArgs : ConvertSpec {
    bool json = false;
    int rank = -1;               // ranks --rank
    uint64_t hostBandwidth = 0;  // plan --host-bandwidth, bytes per second
    std::string srcRun;          // ranks --src: the run whose files say who holds what
    KeyArgs key;
    StepArgs work;  // plan/convert: the training step of the memory headline
};

// ranks, plan and convert share their options.
void addRanks(CLI::App& app, ConvertArgs& args, int& exitCode);
void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode);
void addConvert(CLI::App& app, ConvertArgs& args, int& exitCode);

// The request plan and convert make of their options (ConvertSpec::planRequest) with the keys of
// args.key: nullopt (the error printed, exitCode set) when a key cannot be made.
std::optional<PlanRequest> planRequestWithKeys(const ConvertArgs& args, int& exitCode);
// Every problem of the plan, one line each on stderr (issueLine).
void printProblems(const ConversionPlan& plan);

struct ResolvedRanks {
    std::optional<RankTable> table;
    RankSelection selection;
};
// Prints the error and sets exitCode on failure. `localHost`: with a table and no --host, the
// ranks of this machine's server (convert); otherwise every rank, with the table's hosts (plan).
// `held`: the destination held in memory (simulated, or --dst-strategy as read once), else
// args.dstStrategy is read.
std::optional<ResolvedRanks> resolveRanks(const ConvertArgs& args, const Strategy* held,
                                          bool localHost, int& exitCode);

}  // namespace shardscope::cli
