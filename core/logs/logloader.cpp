#include "logloader.h"

#include <algorithm>
#include <filesystem>

#include "../util/translatenoop.h"
#include "logfollower.h"

namespace shardscope {

namespace {

std::string plural(int64_t n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

std::string noPointsReason(const LogReport& report) {
    std::string out = "no training-log points in " + plural(report.lines, "line");
    std::string parts;
    if (report.naLosses > 0) {
        parts += std::to_string(report.naLosses) + " with loss N/A";
    }
    if (report.unreadLines > 0) {
        if (!parts.empty()) {
            parts += ", ";
        }
        parts += std::to_string(report.unreadLines) + " unread";
        if (!report.unread.empty()) {
            const LogUnreadLine& u = report.unread.front();
            parts += "; line " + std::to_string(u.line) + ": " + logLineProblemName(u.problem) +
                     ": " + u.message.text();
        }
    }
    if (!parts.empty()) {
        out += " (" + parts + ")";
    }
    return out;
}

Result<LogRankLog> loadLogFile(const std::string& path, int rank, const LogParserOptions& options,
                               const LogFollower::ReadProgress& read) {
    LogParserOptions opts = options;
    if (opts.format == LogFormat::Auto) {
        opts.format = logFormatForPath(path);
    }
    // Read like a followed file that has stopped growing: one pass through a reused buffer.
    LogFollower follower(path, opts);
    if (auto done = follower.poll(read); !done) {
        return std::move(done).error();
    }
    follower.finish();
    LogRankLog log;
    log.rank = rank;
    log.path = path;
    log.format = follower.format() == LogFormat::Auto ? LogFormat::Text : follower.format();
    log.table = follower.takeTable();
    return log;
}

Result<LogCollection> loadLogs(const std::vector<LogSourceRun>& sources,
                               const LogParserOptions& options, std::stop_token stop,
                               const ProgressSink& progress) {
    uint64_t total = 0;
    for (const LogSourceRun& source : sources) {
        for (const LogSource& f : source.files) {
            std::error_code ec;
            const uint64_t size = std::filesystem::file_size(f.path, ec);
            total += ec ? 0 : size;
        }
    }
    size_t files = 0;
    for (const LogSourceRun& source : sources) {
        files += source.files.size();
    }
    uint64_t done = 0;
    const auto stopped = [&stop] { return stop.stop_requested(); };
    LogCollection out;
    for (const LogSourceRun& source : sources) {
        LogRun run;
        run.name = source.name;
        run.path = source.path;
        for (const LogSource& f : source.files) {
            if (stopped()) {
                return makeError(ErrorCode::Cancelled,
                                 QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
                    .inFile(f.path);
            }
            const auto read = [&](uint64_t bytes) {
                if (progress) {
                    progress({done + bytes, std::max(total, done + bytes)});
                }
                return !stopped();
            };
            auto log = loadLogFile(f.path, f.rank, options, read);
            if (!log) {
                return std::move(log).error();
            }
            std::error_code ec;
            const uint64_t size = std::filesystem::file_size(f.path, ec);
            done += ec ? 0 : size;
            if (log->table.pointCount() == 0) {
                if (files == 1 && !source.fromFolder) {
                    return makeError(ErrorCode::Empty, noPointsReason(log->table.report()))
                        .inFile(f.path);
                }
                out.skipped.push_back({f.path, noPointsReason(log->table.report())});
                continue;
            }
            run.logs.push_back(std::move(*log));
        }
        if (!run.logs.empty()) {
            out.runs.push_back(std::move(run));
        }
    }
    if (out.runs.empty()) {
        const std::string where = sources.empty() ? std::string() : sources.front().path;
        std::string message = "no training-log points in any log found";
        if (!out.skipped.empty()) {
            message += " (" + plural(static_cast<int64_t>(out.skipped.size()), "file") + "; " +
                       out.skipped.front().path + ": " + out.skipped.front().reason + ")";
        }
        return makeError(ErrorCode::Empty, message).inFile(where);
    }
    return out;
}

Result<LogCollection> loadLogs(const std::vector<std::string>& paths,
                               const LogParserOptions& options, std::stop_token stop,
                               const ProgressSink& progress) {
    auto sources = discoverLogs(paths);
    if (!sources) {
        return std::move(sources).error();
    }
    return loadLogs(*sources, options, std::move(stop), progress);
}

}  // namespace shardscope
