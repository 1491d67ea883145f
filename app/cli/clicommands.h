#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "common/convertoptions.h"
#include "keyoptions.h"
#include "util/error.h"

namespace shardscope::cli {

// Exit statuses scripts can rely on.
enum ExitCode : int { kOk = 0, kFailed = 1, kUsage = 2, kIntegrity = 3 };

struct InspectArgs {
    std::string path;
    bool json = false;
    bool verifyCrc = false;
    unsigned threads = 0;
    KeyArgs key;
    std::string step;
};

struct MergeArgs {
    std::string folder;
    std::string out;
};

// Overrides are applied only when given; the preset supplies everything else.
struct SynthArgs {
    std::string out;
    std::string preset;
    int dp = 0;
    int mp = 0;
    int pp = 0;
    int optShard = 0;
    int layers = 0;
    int hidden = 0;
    int vocab = 0;
    std::string dtype;
    uint64_t seed = 0;
    bool force = false;
    bool strategyOnly = false;
    bool removeRedundancy = false;
    unsigned threads = 0;
    KeyArgs key;  // --encrypt MODE --key-file F
    int epochs = 0;
    int stepsPerEpoch = 0;
    int saves = 0;
    int keepMax = 0;
    bool crc = false;
    std::vector<std::string> damage;
};

void addInspect(CLI::App& app, InspectArgs& args, int& exitCode);
void addMergeStrategies(CLI::App& app, MergeArgs& args, int& exitCode);
void addSynth(CLI::App& app, SynthArgs& args, int& exitCode);

// Prints "shardscope-cli: <error>" on stderr (and notes it for --json's error object:
// jsonfailure.h).
void printError(const std::string& line);
// The same for an error: its describe(), its code's name for --json.
void printError(const Error& error);

// --step S of the commands that read a run folder (inspect, plan, convert, export, doctor).
using shardscope::addStepOption;

}  // namespace shardscope::cli
