#pragma once

#include <string>

#include "util/error.h"

namespace shardscope::cli {

// Exit statuses scripts can rely on (shardscope-cli and shardscope-mpi alike).
enum ExitCode : int { kOk = 0, kFailed = 1, kUsage = 2, kIntegrity = 3 };

// Why a command stops before it starts: the error that refused (the line its program prints
// after its own name is its describe()) and the exit status.
struct Refusal {
    // The error that refused, whole, or the command's own words (a usage error:
    // InvalidArgument): shardscope-mpi sends it to every process (JobStart).
    Error error;
    int exitCode = kFailed;
    // What --json's error object names: the error's code (errorCodeName) when an error refused,
    // none for the command's own words (the object then names the exit status's word).
    const char* code = nullptr;

    std::string line() const { return error.describe(); }
};

}  // namespace shardscope::cli
