#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

#include "common/keyoptions.h"

namespace shardscope::cli {

struct ExportArgs {
    std::string path;
    std::string to;
    std::string strategy;
    bool merged = false;
    int rank = -1;
    std::string params;
    std::string param;
    bool float32 = false;
    int compress = 0;
    uint64_t maxFileSize = 0;
    bool crc = false;
    unsigned threads = 0;
    bool json = false;
    KeyArgs key;
    std::string step;
};

// `export`: tensors of a checkpoint or run to HDF5, safetensors or NumPy.
void addExport(CLI::App& app, ExportArgs& args, int& exitCode);

}  // namespace shardscope::cli
