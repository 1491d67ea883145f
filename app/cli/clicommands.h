#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "common/convertoptions.h"
#include "common/exitcode.h"
#include "common/keyoptions.h"
#include "util/error.h"
#include "util/issue.h"

namespace shardscope::cli {

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
// common/jsonfailure.h).
void printError(const std::string& line);
// The same for an error: its describe(), its code's name for --json.
void printError(const Error& error);
// A line that reports a coded issue (a --simulate spec's): the issue's code for --json's
// "issue_code" (common/jsonfailure.h).
void printError(const std::string& line, const Issue& issue);
// Prints the refusal's line (printError) and sets exitCode to its status.
void refuse(const Refusal& why, int& exitCode);

// The keys of common/keyoptions.h, with the error printed and exitCode set (kUsage) when one
// cannot be made.
std::optional<CheckpointKeyRef> readingKey(const KeyArgs& args, int& exitCode);
std::optional<CheckpointKeyRef> writingKey(const KeyArgs& args, int& exitCode);

// --step S of the commands that read a run folder (inspect, plan, convert, export, doctor).
using shardscope::addStepOption;

}  // namespace shardscope::cli
