// The training-log reader: the format detector and every line parser (LossMonitor / TimeMonitor
// / MindFormers text, CSV with its header, JSON lines), as `logs` and the Loss tab drive them.
// The first byte picks the format (Auto detects it); the rest is the log. The same bytes fed in
// one piece and in pieces cut at arbitrary places must give the same table.
#include <bit>
#include <cstring>

#include "fuzzcheck.h"
#include "logs/logcsv.h"
#include "logs/logparser.h"
#include "logs/logrun.h"
#include "logs/logsummary.h"

using namespace shardscope;

namespace {

LogTable parse(std::string_view text, LogFormat format, size_t piece) {
    LogParser parser(LogParserOptions{format, 0});
    parser.expect(text.size());
    for (size_t at = 0; at < text.size(); at += piece) {
        parser.feed(text.substr(at, piece));
        FUZZ_CHECK(parser.bytesFed() == std::min(text.size(), at + piece));
    }
    parser.finish();
    FUZZ_CHECK(!parser.hasPartialLine());
    return parser.takeTable();
}

// Rows, series and line counts, NaN-exact.
bool same(const LogTable& a, const LogTable& b) {
    if (a.rowCount() != b.rowCount() || a.metrics().size() != b.metrics().size()) {
        return false;
    }
    for (size_t r = 0; r < a.rowCount(); ++r) {
        if (a.globalStep(r) != b.globalStep(r) || a.epoch(r) != b.epoch(r) ||
            a.stepOnLine(r) != b.stepOnLine(r) ||
            std::bit_cast<uint64_t>(a.wallTime(r)) != std::bit_cast<uint64_t>(b.wallTime(r))) {
            return false;
        }
    }
    for (size_t m = 0; m < a.metrics().size(); ++m) {
        const LogMetric& x = a.metrics()[m];
        const LogMetric& y = b.metrics()[m];
        if (x.name != y.name || x.unit != y.unit || x.rows != y.rows ||
            x.values.size() != y.values.size() ||
            (!x.values.empty() && std::memcmp(x.values.data(), y.values.data(),
                                              x.values.size() * sizeof(double)) != 0)) {
            return false;
        }
    }
    const LogReport& p = a.report();
    const LogReport& q = b.report();
    return p.lines == q.lines && p.readLines == q.readLines && p.otherLines == q.otherLines &&
           p.unreadLines == q.unreadLines && p.naLosses == q.naLosses &&
           p.skippedValues == q.skippedValues;
}

void checkTable(const LogTable& table) {
    const LogReport& report = table.report();
    FUZZ_CHECK(report.lines == report.readLines + report.otherLines + report.unreadLines);
    FUZZ_CHECK(report.unread.size() <= LogReport::kExamples);
    for (const LogUnreadLine& line : report.unread) {
        FUZZ_CHECK(line.text.size() <= LogReport::kTextLimit + 3);
    }
    FUZZ_CHECK(!table.metrics().empty());
    for (const LogMetric& m : table.metrics()) {
        FUZZ_CHECK(m.rows.size() == m.values.size());
        for (size_t i = 0; i < m.rows.size(); ++i) {
            FUZZ_CHECK(m.rows[i] < table.rowCount());
            FUZZ_CHECK(i == 0 || m.rows[i - 1] < m.rows[i]);
        }
    }
    const LogSummary summary = summarizeLog(table);
    FUZZ_CHECK(summary.rows == table.rowCount());
    FUZZ_CHECK(summary.points == table.pointCount());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 2) {
        return 0;
    }
    static constexpr LogFormat kFormats[] = {LogFormat::Auto, LogFormat::Text, LogFormat::Csv,
                                             LogFormat::JsonLines};
    const LogFormat format = kFormats[data[0] & 3];
    const size_t piece = 1 + (data[0] >> 2);  // 1 to 64 bytes at a time
    const std::string_view text = fuzz::asText(data + 1, size - 1);

    LogTable whole = parse(text, format, text.size());
    checkTable(whole);
    FUZZ_CHECK(same(whole, parse(text, format, piece)));

    LogCollection logs;
    LogRun run;
    run.name = "fuzz";
    run.logs.push_back(LogRankLog{-1, "input.log", format, std::move(whole)});
    logs.runs.push_back(std::move(run));
    size_t csvBytes = 0;
    writeLogsCsv(logs, [&csvBytes](std::string_view chunk) { csvBytes += chunk.size(); });
    FUZZ_CHECK(csvBytes > 0);
    return 0;
}
