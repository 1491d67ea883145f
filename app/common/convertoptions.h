#pragma once

#include <CLI/CLI.hpp>

#include "convert/convertspec.h"

namespace shardscope {

// Which command declares the conversion's options: the same names and help everywhere, and
// only what the command does with them differs.
enum class ConvertCommand {
    Plan,     // shardscope-cli plan: --dst optional, no --verify
    Convert,  // shardscope-cli convert
    Mpi,      // shardscope-mpi convert: no --simulate (give the simulated strategy's file)
};

// Declares --src, --dst, --src-strategy, --dst-strategy, --prefix, --format, --threads,
// --verify, --crc, --step, --remove-redundancy, --simulate, --ranks, --rank-table and --host
// on `cmd`, into `spec`.
void addConvertOptions(CLI::App* cmd, ConvertSpec& spec, ConvertCommand command);

// --step: the saved step of a run folder (inspect, doctor, history's consumers and the above).
void addStepOption(CLI::App* cmd, std::string& step);

}  // namespace shardscope
