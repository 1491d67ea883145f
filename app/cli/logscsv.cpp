#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

#include "logs/logrun.h"
#include "logscommand.h"
#include "util/utf8text.h"

namespace shardscope::cli {

namespace {

// Quoted only when it must be. Names come from files: escaped like everything the CLI prints.
void appendCell(std::string& out, const std::string& raw) {
    const std::string text = terminalSafe(raw);
    if (text.find_first_of(",\"\r\n") == std::string::npos) {
        out += text;
        return;
    }
    out += '"';
    for (char c : text) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    out += '"';
}

void appendNumber(std::string& out, double value) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, r.ptr);
}

void appendInteger(std::string& out, int64_t value) {
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, r.ptr);
}

// Every series but the loss, in the order they first appear.
std::vector<std::string> seriesColumns(const LogCollection& logs) {
    std::vector<std::string> names;
    for (const LogRun& run : logs.runs) {
        for (const LogRankLog& log : run.logs) {
            for (size_t m = 1; m < log.table.metrics().size(); ++m) {
                const std::string& name = log.table.metrics()[m].name;
                bool known = false;
                for (const std::string& n : names) {
                    known = known || n == name;
                }
                if (!known) {
                    names.push_back(name);
                }
            }
        }
    }
    return names;
}

}  // namespace

void writeLogsCsv(std::FILE* file, const LogCollection& logs) {
    const std::vector<std::string> columns = seriesColumns(logs);
    bool wall = false;
    for (const LogRun& run : logs.runs) {
        for (const LogRankLog& log : run.logs) {
            wall = wall || log.table.hasWallTime();
        }
    }
    std::string out = "run,global_step,epoch,step,loss";
    for (const std::string& c : columns) {
        out += ',';
        appendCell(out, c);
    }
    out += wall ? ",wall_time\n" : "\n";
    const size_t width = columns.size() + 1;
    for (const LogRun& run : logs.runs) {
        for (size_t l = 0; l < run.logs.size(); ++l) {
            const LogTable& table = run.logs[l].table;
            std::string label;
            appendCell(label, run.label(l));
            // Output column of each series of this log, and how far its points are written.
            const auto& metrics = table.metrics();
            std::vector<size_t> column(metrics.size(), 0);
            for (size_t m = 1; m < metrics.size(); ++m) {
                for (size_t c = 0; c < columns.size(); ++c) {
                    if (columns[c] == metrics[m].name) {
                        column[m] = c + 1;
                    }
                }
            }
            std::vector<size_t> cursor(metrics.size(), 0);
            std::vector<double> value(width);
            std::vector<bool> present(width);
            for (size_t row = 0; row < table.rowCount(); ++row) {
                std::fill(present.begin(), present.end(), false);
                for (size_t m = 0; m < metrics.size(); ++m) {
                    const LogMetric& metric = metrics[m];
                    if (cursor[m] < metric.rows.size() && metric.rows[cursor[m]] == row) {
                        value[column[m]] = metric.values[cursor[m]++];
                        present[column[m]] = true;
                    }
                }
                out += label;
                out += ',';
                if (table.globalStep(row) != LogTable::kNoStep) {
                    appendInteger(out, table.globalStep(row));
                }
                out += ',';
                if (table.epoch(row) != LogTable::kNone) {
                    appendInteger(out, table.epoch(row));
                }
                out += ',';
                if (table.stepOnLine(row) != LogTable::kNone) {
                    appendInteger(out, table.stepOnLine(row));
                }
                for (size_t c = 0; c < width; ++c) {
                    out += ',';
                    if (present[c]) {
                        appendNumber(out, value[c]);
                    }
                }
                if (wall) {
                    out += ',';
                    if (const double w = table.wallTime(row); !std::isnan(w)) {
                        appendNumber(out, w);
                    }
                }
                out += '\n';
                if (out.size() > (size_t{1} << 20)) {
                    std::fwrite(out.data(), 1, out.size(), file);
                    out.clear();
                }
            }
        }
    }
    std::fwrite(out.data(), 1, out.size(), file);
    std::fflush(file);
}

}  // namespace shardscope::cli
