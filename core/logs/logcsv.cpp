#include "logcsv.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "../util/utf8text.h"

namespace shardscope {

namespace {

constexpr size_t kChunk = size_t{1} << 20;

void appendInteger(std::string& out, int64_t value) {
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, r.ptr);
}

// Every series but the loss, in the order they first appear.
std::vector<std::string> otherMetrics(const LogCollection& logs) {
    std::vector<std::string> names;
    for (const LogRun& run : logs.runs) {
        for (const LogRankLog& log : run.logs) {
            for (size_t m = 1; m < log.table.metrics().size(); ++m) {
                const std::string& name = log.table.metrics()[m].name;
                if (std::find(names.begin(), names.end(), name) == names.end()) {
                    names.push_back(name);
                }
            }
        }
    }
    return names;
}

// "run,global_step,epoch,step" of one table row.
void appendRowStart(std::string& out, const std::string& label, const LogTable& table, size_t row,
                    int64_t offset) {
    out += label;
    out += ',';
    if (const int64_t g = table.globalStep(row); g != LogTable::kNoStep) {
        appendInteger(out, g + offset);
    }
    out += ',';
    if (table.epoch(row) != LogTable::kNone) {
        appendInteger(out, table.epoch(row));
    }
    out += ',';
    if (table.stepOnLine(row) != LogTable::kNone) {
        appendInteger(out, table.stepOnLine(row));
    }
}

void writeLog(const LogTable& table, const std::string& label,
              const std::vector<std::string>& columns, bool wall, std::string& out,
              const CsvSink& sink) {
    const size_t width = columns.size() + 1;
    const auto& metrics = table.metrics();
    // Output column of each series of this log, and how far its points are written.
    std::vector<size_t> column(metrics.size(), 0);
    for (size_t m = 1; m < metrics.size(); ++m) {
        const auto at = std::find(columns.begin(), columns.end(), metrics[m].name);
        column[m] = static_cast<size_t>(at - columns.begin()) + 1;
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
        appendRowStart(out, label, table, row, 0);
        for (size_t c = 0; c < width; ++c) {
            out += ',';
            if (present[c]) {
                appendCsvNumber(out, value[c]);
            }
        }
        if (wall) {
            out += ',';
            if (const double w = table.wallTime(row); !std::isnan(w)) {
                appendCsvNumber(out, w);
            }
        }
        out += '\n';
        if (out.size() > kChunk) {
            sink(out);
            out.clear();
        }
    }
}

}  // namespace

void appendCsvField(std::string& out, std::string_view raw) {
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

void appendCsvNumber(std::string& out, double value) {
    if (std::isnan(value)) {
        out += "nan";
    } else if (std::isinf(value)) {
        out += value > 0 ? "inf" : "-inf";
    } else {
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, value);
        out.append(buf, r.ptr);
    }
}

void writeLogsCsv(const LogCollection& logs, const CsvSink& sink) {
    const std::vector<std::string> columns = otherMetrics(logs);
    bool wall = false;
    for (const LogRun& run : logs.runs) {
        for (const LogRankLog& log : run.logs) {
            wall = wall || log.table.hasWallTime();
        }
    }
    std::string out = "run,global_step,epoch,step,loss";
    for (const std::string& c : columns) {
        out += ',';
        appendCsvField(out, c);
    }
    out += wall ? ",wall_time\n" : "\n";
    for (const LogRun& run : logs.runs) {
        for (size_t l = 0; l < run.logs.size(); ++l) {
            std::string label;
            appendCsvField(label, run.label(l));
            writeLog(run.logs[l].table, label, columns, wall, out, sink);
        }
    }
    sink(out);
}

std::string metricCsv(const std::vector<MetricCsvRun>& runs, const std::string& metric,
                      const CsvSmoothing& smooth) {
    std::string out = "run,global_step,epoch,step,value,smoothed\n";
    for (const MetricCsvRun& r : runs) {
        if (r.run == nullptr) {
            continue;
        }
        for (size_t l = 0; l < r.run->logs.size(); ++l) {
            const LogTable& table = r.run->logs[l].table;
            const LogMetric* m = table.metric(metric);
            if (m == nullptr || m->values.empty()) {
                continue;
            }
            std::vector<size_t> placed;
            std::vector<size_t> unplaced;
            for (size_t i = 0; i < m->rows.size(); ++i) {
                (table.globalStep(m->rows[i]) == LogTable::kNoStep ? unplaced : placed)
                    .push_back(i);
            }
            std::stable_sort(placed.begin(), placed.end(), [&](size_t a, size_t b) {
                return table.globalStep(m->rows[a]) < table.globalStep(m->rows[b]);
            });
            std::vector<double> values;
            values.reserve(placed.size());
            for (size_t i : placed) {
                values.push_back(m->values[i]);
            }
            const std::vector<double> smoothed = smooth ? smooth(values) : values;
            std::string label;
            appendCsvField(label, r.run->label(l));
            const auto row = [&](size_t i, const double* s) {
                appendRowStart(out, label, table, m->rows[i], r.offset);
                out += ',';
                appendCsvNumber(out, m->values[i]);
                out += ',';
                if (s != nullptr) {
                    appendCsvNumber(out, *s);
                }
                out += '\n';
            };
            for (size_t k = 0; k < placed.size(); ++k) {
                row(placed[k], &smoothed[k]);
            }
            for (size_t i : unplaced) {
                row(i, nullptr);
            }
        }
    }
    return out;
}

}  // namespace shardscope
