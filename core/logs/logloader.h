#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../util/result.h"
#include "logdiscovery.h"
#include "logfollower.h"
#include "logparser.h"
#include "logrun.h"

namespace shardscope {

// For loading off the GUI thread: a stop flag, and progress in bytes over all files.
struct LogLoadControl {
    const std::atomic<bool>* stop = nullptr;  // set from another thread to cancel
    std::function<void(uint64_t done, uint64_t total)> progress;
};

// Reads one whole log through a memory map, a window at a time (pages already parsed are
// dropped, so memory is the table, not the file). The format comes from options, else from the
// extension (logformat.h), else from the first line. A file without points is not an error
// here; its report says why.
Result<LogRankLog> loadLogFile(const std::string& path, int rank = -1,
                               const LogParserOptions& options = {},
                               const LogFollower::ReadProgress& read = {});

// Opens every log `paths` name (logdiscovery.h) and groups them into runs. A file named in
// `paths` that gives no point is an error (ErrorCode::Empty, naming the file and the first
// unread line); one found in a folder is skipped and listed. Nothing readable at all is an error.
// A stop gives ErrorCode::Cancelled.
Result<LogCollection> loadLogs(const std::vector<std::string>& paths,
                               const LogParserOptions& options = {},
                               const LogLoadControl& control = {});
Result<LogCollection> loadLogs(const std::vector<LogSourceRun>& sources,
                               const LogParserOptions& options = {},
                               const LogLoadControl& control = {});

// "no training-log points in 3 lines (2 unread; line 1: missing-loss: the line ends before
// the loss)": why a file gave nothing, from its report.
std::string noPointsReason(const LogReport& report);

}  // namespace shardscope
