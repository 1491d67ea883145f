#include <cmath>
#include <ostream>

#include <nlohmann/json.hpp>

#include "logs/logrun.h"
#include "logs/logsummary.h"
#include "logscommand.h"
#include "util/jsontext.h"

namespace shardscope::cli {

namespace {

std::string count(size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string stepText(int64_t step) {
    return step == LogTable::kNoStep ? std::string("no step") : "step " + std::to_string(step);
}

void writeLog(std::ostream& out, const LogRun& run, size_t index) {
    const LogRankLog& log = run.logs[index];
    const LogTable& table = log.table;
    const LogReport& report = table.report();
    const LogSummary s = summarizeLog(table);
    out << "  ";
    if (log.rank >= 0) {
        out << "rank " << log.rank << ": ";
    }
    out << log.path << ": " << logFormatName(log.format) << ", "
        << count(static_cast<size_t>(report.lines), "line", "lines") << ", "
        << count(s.rows, "row", "rows") << ", " << count(s.points, "point", "points");
    const char* sep = ": ";
    for (const LogMetric& m : table.metrics()) {
        if (!m.values.empty()) {
            out << sep << m.name << " " << m.values.size();
            sep = ", ";
        }
    }
    out << "\n";
    if (s.firstStep != LogTable::kNoStep) {
        out << "    steps " << s.firstStep << "-" << s.lastStep;
        if (table.stepsPerEpoch() > 0) {
            out << " (" << table.stepsPerEpoch() << " per epoch)";
        }
        out << "; ";
    } else {
        out << "    ";
    }
    if (s.firstLoss) {
        out << "loss first " << logNumber(s.firstLoss->value) << " at "
            << stepText(s.firstLoss->step) << ", last " << logNumber(s.lastLoss->value) << " at "
            << stepText(s.lastLoss->step);
        if (s.minLoss) {
            out << ", min " << logNumber(s.minLoss->value) << " at " << stepText(s.minLoss->step);
        }
        out << "\n";
    } else {
        out << "no loss\n";
    }
    if (report.restartCount > 0) {
        out << "    " << count(static_cast<size_t>(report.restartCount), "restart", "restarts")
            << " (the step goes back: the log holds " << report.restartCount + 1
            << " runs one after another):\n";
        for (const LogRestart& r : report.restarts) {
            out << "      " << log.path << ":" << r.line << ": step " << r.toStep << " after step "
                << r.fromStep << "\n";
        }
    }
    if (report.naLosses > 0) {
        out << "    loss N/A on " << count(static_cast<size_t>(report.naLosses), "line", "lines")
            << " (no point)\n";
    }
    if (report.nonFiniteLosses > 0) {
        out << "    " << count(static_cast<size_t>(report.nonFiniteLosses), "loss", "losses")
            << " NaN or infinite\n";
    }
    if (report.unreadLines > 0) {
        out << "    " << count(static_cast<size_t>(report.unreadLines), "line", "lines")
            << " could not be read:\n";
        for (const LogUnreadLine& u : report.unread) {
            out << "      " << log.path << ":" << u.line << ": " << u.message.text() << " ["
                << logLineProblemName(logLineProblem(u.message.code)) << "]: " << u.text << "\n";
        }
    }
    if (report.skippedValues > 0) {
        out << "    " << count(static_cast<size_t>(report.skippedValues), "value", "values")
            << " skipped:\n";
        for (const LogUnreadLine& u : report.skipped) {
            out << "      " << log.path << ":" << u.line << ": " << u.message.text() << "\n";
        }
    }
}

nlohmann::ordered_json stepValue(const std::optional<LogStepValue>& v) {
    if (!v) {
        return nullptr;
    }
    nlohmann::ordered_json j;
    j["step"] =
        v->step == LogTable::kNoStep ? nlohmann::ordered_json() : nlohmann::ordered_json(v->step);
    j["value"] = std::isfinite(v->value) ? nlohmann::ordered_json(v->value)
                                         : nlohmann::ordered_json(logNumber(v->value));
    return j;
}

nlohmann::ordered_json lineList(const std::vector<LogUnreadLine>& lines, bool problem) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const LogUnreadLine& u : lines) {
        nlohmann::ordered_json e;
        e["line"] = u.line;
        if (problem) {
            e["problem"] = logLineProblemName(logLineProblem(u.message.code));
        }
        e["message"] = u.message.text();
        e["code"] = issueCodeName(u.message.code);
        e["text"] = u.text;
        list.push_back(std::move(e));
    }
    return list;
}

nlohmann::ordered_json logJson(const LogRun& run, size_t index) {
    const LogRankLog& log = run.logs[index];
    const LogTable& table = log.table;
    const LogReport& r = table.report();
    const LogSummary s = summarizeLog(table);
    nlohmann::ordered_json j;
    j["label"] = run.label(index);
    if (log.rank >= 0) {
        j["rank"] = log.rank;
    }
    j["path"] = log.path;
    j["format"] = logFormatName(log.format);
    j["lines"] = r.lines;
    j["read_lines"] = r.readLines;
    j["other_lines"] = r.otherLines;
    j["rows"] = s.rows;
    j["points"] = s.points;
    nlohmann::ordered_json series = nlohmann::ordered_json::array();
    for (const LogMetric& m : table.metrics()) {
        series.push_back({{"name", m.name}, {"unit", m.unit}, {"points", m.values.size()}});
    }
    j["series"] = std::move(series);
    const bool stepped = s.firstStep != LogTable::kNoStep;
    j["first_step"] = stepped ? nlohmann::ordered_json(s.firstStep) : nlohmann::ordered_json();
    j["last_step"] = stepped ? nlohmann::ordered_json(s.lastStep) : nlohmann::ordered_json();
    // Unknown (no epochs, or a single one) is null, never 0.
    j["steps_per_epoch"] = table.stepsPerEpoch() > 0 ? nlohmann::ordered_json(table.stepsPerEpoch())
                                                     : nlohmann::ordered_json();
    j["loss"] = {{"points", s.lossPoints},        {"first", stepValue(s.firstLoss)},
                 {"last", stepValue(s.lastLoss)}, {"min", stepValue(s.minLoss)},
                 {"na_lines", r.naLosses},        {"non_finite", r.nonFiniteLosses}};
    j["unread_lines"] = r.unreadLines;
    j["unread"] = lineList(r.unread, true);
    j["skipped_values"] = r.skippedValues;
    j["skipped"] = lineList(r.skipped, false);
    j["restart_count"] = r.restartCount;
    nlohmann::ordered_json restarts = nlohmann::ordered_json::array();
    for (const LogRestart& e : r.restarts) {
        restarts.push_back({{"line", e.line}, {"from_step", e.fromStep}, {"to_step", e.toStep}});
    }
    j["restarts"] = std::move(restarts);
    return j;
}

struct Totals {
    size_t logs = 0;
    size_t points = 0;
    size_t lossPoints = 0;
    int64_t unread = 0;
};

Totals totalsOf(const LogCollection& logs) {
    Totals t;
    for (const LogRun& run : logs.runs) {
        for (const LogRankLog& log : run.logs) {
            ++t.logs;
            t.points += log.table.pointCount();
            t.lossPoints += log.table.metrics()[LogTable::kLoss].values.size();
            t.unread += log.table.report().unreadLines;
        }
    }
    return t;
}

}  // namespace

void writeLogsSummary(std::ostream& out, const LogCollection& logs) {
    for (const LogRun& run : logs.runs) {
        out << "run " << run.name << ": " << count(run.logs.size(), "log", "logs") << "\n";
        for (size_t i = 0; i < run.logs.size(); ++i) {
            writeLog(out, run, i);
        }
    }
    for (const LogSkippedFile& f : logs.skipped) {
        out << "skipped " << f.path << ": " << f.reason.text() << "\n";
    }
    const Totals t = totalsOf(logs);
    out << count(logs.runs.size(), "run", "runs") << ", " << count(t.logs, "log", "logs") << ", "
        << count(t.points, "point", "points") << " (" << t.lossPoints << " loss), "
        << count(static_cast<size_t>(t.unread), "unread line", "unread lines") << "\n";
}

void writeLogsJson(std::ostream& out, const LogCollection& logs) {
    nlohmann::ordered_json j;
    nlohmann::ordered_json runs = nlohmann::ordered_json::array();
    for (const LogRun& run : logs.runs) {
        nlohmann::ordered_json r;
        r["name"] = run.name;
        r["path"] = run.path;
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (size_t i = 0; i < run.logs.size(); ++i) {
            list.push_back(logJson(run, i));
        }
        r["logs"] = std::move(list);
        runs.push_back(std::move(r));
    }
    j["runs"] = std::move(runs);
    nlohmann::ordered_json skipped = nlohmann::ordered_json::array();
    for (const LogSkippedFile& f : logs.skipped) {
        skipped.push_back({{"path", f.path},
                           {"reason", f.reason.text()},
                           {"code", issueCodeName(f.reason.code)}});
    }
    j["skipped_files"] = std::move(skipped);
    const Totals t = totalsOf(logs);
    j["totals"] = {{"runs", logs.runs.size()},
                   {"logs", t.logs},
                   {"points", t.points},
                   {"loss_points", t.lossPoints},
                   {"unread_lines", t.unread}};
    // Log text is not always UTF-8: replace what is not rather than fail.
    out << dumpJson(std::move(j), 2) << "\n";
}

}  // namespace shardscope::cli
