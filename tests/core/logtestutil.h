#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "logs/logparser.h"
#include "logs/logtable.h"

namespace shardscope::test {

// The whole text through one parser, as a file would be.
inline LogTable parseLog(std::string_view text, LogParserOptions options = {}) {
    LogParser parser(options);
    parser.feed(text);
    parser.finish();
    return parser.takeTable();
}

inline std::vector<int64_t> globalSteps(const LogTable& table) {
    std::vector<int64_t> out;
    for (size_t r = 0; r < table.rowCount(); ++r) {
        out.push_back(table.globalStep(r));
    }
    return out;
}

// The values of one series, in file order; empty when the table has no such series.
inline std::vector<double> values(const LogTable& table, std::string_view name) {
    const LogMetric* m = table.metric(name);
    return m == nullptr ? std::vector<double>{} : m->values;
}

// The rows one series has points on.
inline std::vector<uint32_t> rowsOf(const LogTable& table, std::string_view name) {
    const LogMetric* m = table.metric(name);
    return m == nullptr ? std::vector<uint32_t>{} : m->rows;
}

inline std::vector<std::string> metricNames(const LogTable& table) {
    std::vector<std::string> out;
    for (const LogMetric& m : table.metrics()) {
        out.push_back(m.name);
    }
    return out;
}

}  // namespace shardscope::test
