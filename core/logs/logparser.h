#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csvlineparser.h"
#include "logformat.h"
#include "logline.h"
#include "logtable.h"
#include "stepderiver.h"

namespace shardscope {

struct LogParserOptions {
    LogFormat format = LogFormat::Auto;
    // Steps per epoch for LossMonitor logs, when known; 0 infers them (stepderiver.h).
    int64_t stepsPerEpoch = 0;
};

// Streams bytes of one log into a LogTable. Feed it any pieces (a whole memory map, or what a
// growing file appended); it parses each complete line once and keeps an unfinished last line
// until the rest arrives, so memory is the table plus one line. Lines end in "\n" or "\r\n".
class LogParser {
public:
    explicit LogParser(LogParserOptions options = {});

    void feed(std::string_view bytes);
    // End of input: parses an unfinished last line (a file without a final newline).
    void finish();
    // Forgets everything, for a file that was truncated or replaced.
    void reset();
    // A hint: about `bytes` of log are coming (the size of the file). Saves the table's vectors
    // from being copied as they grow; memory is still only what the points fill.
    void expect(uint64_t bytes);

    const LogTable& table() const { return m_table; }
    LogTable takeTable() { return std::move(m_table); }
    LogFormat format() const { return m_format; }  // Auto until the first non-empty line
    uint64_t bytesFed() const { return m_bytes; }
    bool hasPartialLine() const { return !m_pending.empty(); }

private:
    void parseLine(std::string_view line);
    void detectFormat(std::string_view line);
    void apply(std::string_view text);
    size_t cachedMetric(size_t position, std::string_view name, std::string_view unit);
    void appendPending(std::string_view piece);
    void finishPending();

    LogParserOptions m_options;
    LogFormat m_format;
    LogTable m_table;
    StepDeriver m_steps;
    CsvLineParser m_csv;
    bool m_csvBroken = false;
    Issue m_csvProblem;
    LogLine m_line;
    std::string m_pending;
    bool m_pendingTooLong = false;
    std::vector<std::pair<std::string, size_t>> m_fieldCache;
    uint64_t m_bytes = 0;
    int64_t m_lineNo = 0;
    int64_t m_lastGlobal = LogTable::kNoStep;  // the step of the last line with one
};

}  // namespace shardscope
