#include "logparser.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <new>
#include <optional>

#include "jsonlineparser.h"
#include "numbertext.h"
#include "textlineparser.h"

namespace shardscope {

LogParser::LogParser(LogParserOptions options)
    : m_options(options), m_format(options.format), m_steps(options.stepsPerEpoch) {}

void LogParser::reset() {
    m_format = m_options.format;
    m_table = LogTable();
    m_steps = StepDeriver(m_options.stepsPerEpoch);
    m_csv = CsvLineParser();
    m_csvBroken = false;
    m_csvProblem = Issue();
    m_pending.clear();
    m_pendingTooLong = false;
    m_fieldCache.clear();
    m_bytes = 0;
    m_lineNo = 0;
    m_lastGlobal = LogTable::kNoStep;
}

void LogParser::expect(uint64_t bytes) {
    // The densest logs hold a point every 24 bytes or so. The cap (4 Mi rows, 32 MiB for the
    // steps) keeps address space modest; bigger files grow the usual way past it.
    constexpr uint64_t kBytesPerRow = 24;
    constexpr uint64_t kMaxRows = uint64_t{1} << 22;
    try {
        m_table.reserve(static_cast<size_t>(std::min(bytes / kBytesPerRow, kMaxRows)));
    } catch (const std::bad_alloc&) {
        // Only a hint: without the room the vectors grow as they fill.
    }
}

void LogParser::feed(std::string_view bytes) {
    m_bytes += bytes.size();
    size_t pos = 0;
    if (!m_pending.empty() || m_pendingTooLong) {
        const void* nl = std::memchr(bytes.data(), '\n', bytes.size());
        const size_t end = nl == nullptr
                               ? bytes.size()
                               : static_cast<size_t>(static_cast<const char*>(nl) - bytes.data());
        appendPending(bytes.substr(0, end));
        if (nl == nullptr) {
            return;
        }
        finishPending();
        pos = end + 1;
    }
    const char* data = bytes.data();
    while (pos < bytes.size()) {
        const void* nl = std::memchr(data + pos, '\n', bytes.size() - pos);
        if (nl == nullptr) {
            appendPending(bytes.substr(pos));
            return;
        }
        const size_t end = static_cast<size_t>(static_cast<const char*>(nl) - data);
        parseLine(bytes.substr(pos, end - pos));
        pos = end + 1;
    }
}

void LogParser::appendPending(std::string_view piece) {
    // A line can only be this long in binary data: keep its start for the report, not all of it.
    if (m_pending.size() + piece.size() > LogReport::kMaxLine) {
        m_pendingTooLong = true;
        piece = piece.substr(0, LogReport::kTextLimit * 2 > m_pending.size()
                                    ? LogReport::kTextLimit * 2 - m_pending.size()
                                    : 0);
    }
    m_pending.append(piece);
}

void LogParser::finishPending() {
    if (m_pendingTooLong) {
        ++m_lineNo;
        ++m_table.m_report.lines;
        m_table.m_report.addUnread(m_lineNo, logMessage(IssueCode::LogLineTooLong), m_pending);
    } else {
        parseLine(m_pending);
    }
    m_pending.clear();
    m_pendingTooLong = false;
}

void LogParser::finish() {
    if (!m_pending.empty() || m_pendingTooLong) {
        finishPending();
    }
}

void LogParser::detectFormat(std::string_view line) {
    const std::string_view t = trimmed(line);
    if (t.size() > 1 && t[0] == '{' && trimmed(t.substr(1)).starts_with('"')) {
        m_format = LogFormat::JsonLines;
    } else if (CsvLineParser::looksLikeHeader(t)) {
        m_format = LogFormat::Csv;
    } else {
        m_format = LogFormat::Text;
    }
}

void LogParser::parseLine(std::string_view line) {
    ++m_lineNo;
    LogReport& report = m_table.m_report;
    ++report.lines;
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    if (m_lineNo == 1 && line.starts_with("\xEF\xBB\xBF")) {
        line.remove_prefix(3);
    }
    if (line.size() > LogReport::kMaxLine) {
        report.addUnread(m_lineNo, logMessage(IssueCode::LogLineTooLong), line);
        return;
    }
    m_line.clear();
    if (m_format == LogFormat::Auto) {
        if (trimmed(line).empty()) {
            ++report.otherLines;
            return;
        }
        detectFormat(line);
    }
    switch (m_format) {
        case LogFormat::Auto:
        case LogFormat::Text:
            parseTextLine(line, m_line);
            break;
        case LogFormat::JsonLines:
            parseJsonLine(line, m_line);
            break;
        case LogFormat::Csv:
            if (m_csvBroken) {
                m_line.fail(m_csvProblem);
            } else if (m_csv.hasHeader()) {
                m_csv.parse(line, m_line);
            } else if (!trimmed(line).empty() && !m_csv.setHeader(line, m_csvProblem)) {
                m_csvBroken = true;
                m_line.fail(m_csvProblem);
            }
            break;
    }
    apply(line);
}

namespace {

// Epochs and steps past 2^30 (global steps past 2^40) are no training's; placing them
// (epoch x steps per epoch, shifts of earlier rows) would overflow 64 bits.
std::optional<Issue> pastAnyTraining(const LogLine& line) {
    constexpr int64_t kMaxStep = int64_t{1} << 30;
    constexpr int64_t kMaxGlobal = int64_t{1} << 40;
    const auto past = [](int64_t v, int64_t limit) {
        return v != LogLine::kNone && (v > limit || v < -limit);
    };
    if (past(line.epoch, kMaxStep)) {
        return logMessage(IssueCode::LogPastTraining, {"epoch", std::to_string(line.epoch)});
    }
    if (past(line.step, kMaxStep) || past(line.stepsPerEpoch, kMaxStep)) {
        const int64_t v = past(line.step, kMaxStep) ? line.step : line.stepsPerEpoch;
        return logMessage(IssueCode::LogPastTraining, {"step", std::to_string(v)});
    }
    if (past(line.globalStep, kMaxGlobal)) {
        return logMessage(IssueCode::LogPastTraining,
                          {"global_step", std::to_string(line.globalStep)});
    }
    return std::nullopt;
}

// "global_norm: no ':' before its value '[1 31049]', the field skipped": the field's name is
// its first word.
Issue withoutColonMessage(std::string_view field) {
    const size_t end = field.find_first_of(" \t[(");
    const std::string_view name = field.substr(0, end);
    const std::string_view value =
        end == std::string_view::npos ? std::string_view() : trimmed(field.substr(end));
    if (name.empty() || value.empty()) {
        return logMessage(IssueCode::LogSkippedWithoutColon, {std::string(field), "", ""});
    }
    return logMessage(IssueCode::LogSkippedWithoutColon,
                      {std::string(field), std::string(name), std::string(value)});
}

}  // namespace

void LogParser::apply(std::string_view text) {
    LogReport& report = m_table.m_report;
    if (m_line.kind == LogLine::Kind::Point) {
        if (std::optional<Issue> past = pastAnyTraining(m_line)) {
            m_line.fail(std::move(*past));
        }
    }
    switch (m_line.kind) {
        case LogLine::Kind::Other:
            ++report.otherLines;
            return;
        case LogLine::Kind::Unread:
            report.addUnread(m_lineNo, std::move(m_line.message), text);
            return;
        case LogLine::Kind::Point:
            break;
    }
    ++report.readLines;
    if (m_line.loss == LogLine::Loss::NotAvailable) {
        ++report.naLosses;
    }
    int64_t global = LogTable::kNoStep;
    if (m_line.hasStep()) {
        const StepDeriver::Placed placed =
            m_steps.place(m_line.epoch, m_line.step, m_line.stepsPerEpoch, m_line.globalStep);
        if (placed.shiftEarlier != 0) {
            m_table.shiftSteps(placed.shiftEarlier);
            if (m_lastGlobal != LogTable::kNoStep) {
                m_lastGlobal += placed.shiftEarlier;
            }
        }
        global = placed.global;
        if (m_lastGlobal != LogTable::kNoStep && global < m_lastGlobal) {
            report.addRestart(m_lineNo, m_lastGlobal, global);
        }
        m_lastGlobal = global;
        m_table.m_stepsPerEpoch = m_steps.stepsPerEpoch();
    }
    // The series this line adds to, the loss first.
    // Left uninitialised on purpose: zeroing them cost more than parsing a LossMonitor line.
    size_t metric[LogLine::kMaxFields + 1];
    double value[LogLine::kMaxFields + 1];
    std::string_view unit[LogLine::kMaxFields + 1];
    size_t n = 0;
    if (m_line.loss == LogLine::Loss::Value) {
        metric[n] = LogTable::kLoss;
        value[n++] = m_line.lossValue;
        if (!std::isfinite(m_line.lossValue)) {
            ++report.nonFiniteLosses;
        }
    }
    for (size_t i = 0; i < m_line.fieldCount; ++i) {
        const LogField& f = m_line.fields[i];
        metric[n] = cachedMetric(i, f.name, f.unit);
        unit[n] = f.unit;
        value[n++] = f.value;
    }
    for (size_t i = 0; i < m_line.skippedCount; ++i) {
        const LogSkippedField& s = m_line.skipped[i];
        if (s.name.empty()) {
            report.addSkipped(m_lineNo, withoutColonMessage(s.text), text);
        } else {
            report.addSkipped(m_lineNo,
                              logMessage(IssueCode::LogSkippedNotNumber,
                                         {std::string(s.name), std::string(s.text)}),
                              text);
        }
    }
    if (n == 0) {
        return;
    }
    // Join the row before when this line continues it: same step (or none, as TimeMonitor has),
    // and none of its series already there.
    const size_t rows = m_table.rowCount();
    bool join = rows > 0 && (global == LogTable::kNoStep || m_table.m_global.back() == global);
    for (size_t i = 0; join && i < n; ++i) {
        join = !m_table.hasPoint(metric[i], rows - 1);
    }
    const size_t row =
        join ? rows - 1 : m_table.addRow(global, m_line.epoch, m_line.step, m_line.wallTime);
    if (join) {
        m_table.setWallTime(row, m_line.wallTime);
    }
    for (size_t i = 0; i < n; ++i) {
        const LogMetric& m = m_table.m_metrics[metric[i]];
        // A series named twice on one line (found by fuzzing: a line holding two MindFormers
        // records) keeps its first value: one value per series and row.
        if (m_table.hasPoint(metric[i], row)) {
            report.addSkipped(m_lineNo, logMessage(IssueCode::LogSkippedTwice, {m.name}), text);
            continue;
        }
        double v = value[i];
        if (unit[i] != m.unit) {
            const double factor = unitFactor(unit[i], m.unit);
            if (factor == 0) {
                report.addSkipped(
                    m_lineNo,
                    logMessage(IssueCode::LogSkippedUnit, {m.name, std::string(unit[i]), m.unit}),
                    text);
                continue;
            }
            v *= factor;
        }
        m_table.addPoint(metric[i], row, v);
    }
}

size_t LogParser::cachedMetric(size_t position, std::string_view name, std::string_view unit) {
    // Lines of one log carry the same fields in the same order: remember them by position.
    if (position < m_fieldCache.size() && m_fieldCache[position].first == name) {
        return m_fieldCache[position].second;
    }
    const size_t index = m_table.metricIndex(name, unit);
    if (position >= m_fieldCache.size()) {
        m_fieldCache.resize(position + 1);
    }
    m_fieldCache[position] = {std::string(name), index};
    return index;
}

}  // namespace shardscope
