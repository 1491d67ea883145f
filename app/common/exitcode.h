#pragma once

#include <string>

#include "util/error.h"

namespace shardscope::cli {

// Exit statuses scripts can rely on (shardscope-cli and shardscope-mpi alike).
enum ExitCode : int { kOk = 0, kFailed = 1, kUsage = 2, kIntegrity = 3 };

// Why a command stops before it starts: the line its program prints (after its own name) and
// the exit status.
struct Refusal {
    std::string line;
    int exitCode = kFailed;
    const char* code = nullptr;  // the error's code (errorCodeName) when an error refused
    // The refusal as an error (its describe() is `line`): the error that refused, whole, or the
    // command's own words (a usage error: InvalidArgument), for a process that words it again
    // (shardscope-mpi's JobStart).
    Error error;
};

}  // namespace shardscope::cli
