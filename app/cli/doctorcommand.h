#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "common/keyoptions.h"

namespace shardscope::cli {

struct DoctorArgs {
    std::string ckpt;
    std::string strategy;
    std::string net;
    std::string netStrategy;
    std::string netCkpt;
    int rank = 0;
    bool strict = false;
    bool removeRedundancy = false;
    bool json = false;
    KeyArgs key;
    std::string step;
};

// `doctor`: would the checkpoint load into the network, and if not, why and what to run.
void addDoctor(CLI::App& app, DoctorArgs& args, int& exitCode);

}  // namespace shardscope::cli
