#pragma once

#include <cstdint>
#include <cstdio>
#include <iosfwd>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace shardscope {
struct LogCollection;
}

namespace shardscope::cli {

struct LogsArgs {
    std::vector<std::string> paths;
    bool csv = false;
    bool json = false;
    int64_t stepsPerEpoch = 0;
};

void addLogs(CLI::App& app, LogsArgs& args, int& exitCode);

// The three outputs of `logs` (docs/cli.md).
void writeLogsSummary(std::ostream& out, const LogCollection& logs);
void writeLogsJson(std::ostream& out, const LogCollection& logs);

// Shortest text that reads back as the same double ("2.0084016", "1e-05", "nan", "inf").
std::string logNumber(double value);

}  // namespace shardscope::cli
