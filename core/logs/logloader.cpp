#include "logloader.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "../util/errorwording.h"
#include "../util/translatenoop.h"
#include "logfollower.h"

namespace shardscope {

Error noPointsError(const LogReport& report) {
    // The lines choose the plural form; what the report counts chooses the wording.
    static constexpr ErrorPlural kNone(
        "no training-log points in {lines} line",
        QT_TRANSLATE_N_NOOP("ErrorMessage", "no training-log points in {lines} lines"), "lines");
    static constexpr ErrorPlural kNa(
        "no training-log points in {lines} line ({na} with loss N/A)",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "no training-log points in {lines} lines ({na} with loss N/A)"),
        "lines");
    static constexpr ErrorPlural kUnread(
        "no training-log points in {lines} line ({unread} unread)",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "no training-log points in {lines} lines ({unread} unread)"),
        "lines");
    static constexpr ErrorPlural kUnreadLine(
        "no training-log points in {lines} line ({unread} unread; line {line}: {problem}: "
        "{detail})",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "no training-log points in {lines} lines ({unread} unread; line "
                            "{line}: {problem}: {detail})"),
        "lines");
    static constexpr ErrorPlural kNaUnread(
        "no training-log points in {lines} line ({na} with loss N/A, {unread} unread)",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "no training-log points in {lines} lines ({na} with loss N/A, "
                            "{unread} unread)"),
        "lines");
    static constexpr ErrorPlural kNaUnreadLine(
        "no training-log points in {lines} line ({na} with loss N/A, {unread} unread; line "
        "{line}: {problem}: {detail})",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "no training-log points in {lines} lines ({na} with loss N/A, "
                            "{unread} unread; line {line}: {problem}: {detail})"),
        "lines");
    std::vector<IssueArg> args = {{"lines", std::to_string(report.lines)},
                                  {"na", std::to_string(report.naLosses)},
                                  {"unread", std::to_string(report.unreadLines)}};
    const bool na = report.naLosses > 0;
    const bool unread = report.unreadLines > 0;
    const bool line = unread && !report.unread.empty();
    if (line) {
        const LogUnreadLine& u = report.unread.front();
        args.push_back({"line", std::to_string(u.line)});
        args.push_back({"problem", logLineProblemName(logLineProblem(u.message.code))});
        args.push_back({"detail", u.message.text()});  // the log parser's words
    }
    const ErrorPlural& form = !unread ? (na ? kNa : kNone)
                              : line  ? (na ? kNaUnreadLine : kUnreadLine)
                                      : (na ? kNaUnread : kUnread);
    return makeError(ErrorCode::Empty, form, std::move(args));
}

std::string noPointsReason(const LogReport& report) {
    return noPointsError(report).message;
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
    std::optional<Error> firstSkipped;  // why the first skipped file gave nothing
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
                Error why = noPointsError(log->table.report()).inFile(f.path);
                if (files == 1 && !source.fromFolder) {
                    return why;
                }
                if (!firstSkipped) {
                    firstSkipped = why;
                }
                Issue reason = makeIssue(IssueCode::LogFileNoPoints, Severity::Warning, f.path, {},
                                         -1, {why.message});
                reason.because(why);
                out.skipped.push_back({f.path, std::move(reason)});
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
        if (!firstSkipped) {
            return makeError(
                       ErrorCode::Empty,
                       QT_TRANSLATE_NOOP("ErrorMessage", "no training-log points in any log found"),
                       {})
                .inFile(where);
        }
        // "(2 files; /r/scheduler.log: no training-log points in 3 lines)"
        return makeError(ErrorCode::Empty,
                         ErrorPlural("no training-log points in any log found ({files} file; "
                                     "{error})",
                                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                         "no training-log points in any log "
                                                         "found ({files} files; {error})"),
                                     "files"),
                         {{"files", std::to_string(out.skipped.size())}}, *firstSkipped)
            .inFile(where);
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
