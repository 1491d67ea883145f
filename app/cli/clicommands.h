#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace shardscope::cli {

// Exit statuses scripts can rely on.
enum ExitCode : int { kOk = 0, kFailed = 1, kUsage = 2, kIntegrity = 3 };

struct InspectArgs {
    std::string path;
    bool json = false;
    bool verifyCrc = false;
    unsigned threads = 0;
};

struct MergeArgs {
    std::string folder;
    std::string out;
};

void addInspect(CLI::App& app, InspectArgs& args, int& exitCode);
void addMergeStrategies(CLI::App& app, MergeArgs& args, int& exitCode);

// Prints "shardscope-cli: <error>" on stderr.
void printError(const std::string& line);

}  // namespace shardscope::cli
