#pragma once

#include <string>
#include <vector>

#include "../util/issue.h"
#include "logformat.h"
#include "logtable.h"

namespace shardscope {

struct LogRankLog {
    int rank = -1;  // -1: the run's only log, not a per-rank one
    std::string path;
    LogFormat format = LogFormat::Auto;  // as read: Text, Csv or JsonLines
    LogTable table;
};

// A run as the charts show it: its name, and one log per rank (or a single log).
struct LogRun {
    std::string name;
    std::string path;
    std::vector<LogRankLog> logs;  // ascending rank

    // The series name of one log: "NAME" for a single log, "NAME/rank_R" for a per-rank one.
    std::string label(size_t log) const;
};

// A log found in a folder that gave no point (a launcher's scheduler.log, say).
struct LogSkippedFile {
    std::string path;
    // Why (LogFileNoPoints, carrying noPointsError(): reason.text() is its English, and --json
    // prints its code).
    Issue reason;
};

struct LogCollection {
    std::vector<LogRun> runs;
    std::vector<LogSkippedFile> skipped;
};

}  // namespace shardscope
