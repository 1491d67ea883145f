#pragma once

#include <string>

namespace shardscope::cli {

// Exit statuses scripts can rely on (shardscope-cli and shardscope-mpi alike).
enum ExitCode : int { kOk = 0, kFailed = 1, kUsage = 2, kIntegrity = 3 };

// Why a command stops before it starts: the line its program prints (after its own name) and
// the exit status.
struct Refusal {
    std::string line;
    int exitCode = kFailed;
    const char* code = nullptr;  // the error's code (errorCodeName) when an error refused
};

}  // namespace shardscope::cli
