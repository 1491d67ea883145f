#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "../util/progress.h"
#include "../util/result.h"
#include "logdiscovery.h"
#include "logfollower.h"
#include "logparser.h"
#include "logrun.h"

namespace shardscope {

// Reads one whole log through a memory map, a window at a time (pages already parsed are
// dropped, so memory is the table, not the file). The format comes from options, else from the
// extension (logformat.h), else from the first line. A file without points is not an error
// here; its report says why.
Result<LogRankLog> loadLogFile(const std::string& path, int rank = -1,
                               const LogParserOptions& options = {},
                               const LogFollower::ReadProgress& read = {});

// Opens every log `paths` name (logdiscovery.h) and groups them into runs. A log that gives no
// point is skipped and listed, whether named or found in a folder; nothing readable at all is an
// error (ErrorCode::Empty): for a single file named alone, naming it and its first unread line.
// A stop gives ErrorCode::Cancelled; progress counts bytes over all files.
Result<LogCollection> loadLogs(const std::vector<std::string>& paths,
                               const LogParserOptions& options = {}, std::stop_token stop = {},
                               const ProgressSink& progress = {});
Result<LogCollection> loadLogs(const std::vector<LogSourceRun>& sources,
                               const LogParserOptions& options = {}, std::stop_token stop = {},
                               const ProgressSink& progress = {});

// "no training-log points in 3 lines (2 unread; line 1: missing-loss: the line ends before
// the loss)": why a file gave nothing, from its report.
// As an error (its template and arguments), and its English alone.
Error noPointsError(const LogReport& report);
std::string noPointsReason(const LogReport& report);

}  // namespace shardscope
