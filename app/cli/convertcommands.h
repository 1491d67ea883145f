#pragma once

#include <string>

#include <CLI/CLI.hpp>

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
};

// ranks, plan and convert share their options.
void addRanks(CLI::App& app, ConvertArgs& args, int& exitCode);
void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode);
void addConvert(CLI::App& app, ConvertArgs& args, int& exitCode);

}  // namespace shardscope::cli
