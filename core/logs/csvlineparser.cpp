#include "csvlineparser.h"

#include "numbertext.h"
#include "timestamp.h"

namespace shardscope {

namespace {

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out) {
        c = lowerAscii(c);
    }
    return out;
}

// `expected`: integer, number or time.
Issue notANumber(const std::string& column, std::string_view cell, const char* expected) {
    return logMessage(IssueCode::LogColumnNotNumber, {column, std::string(cell), expected});
}

}  // namespace

void CsvLineParser::split(std::string_view line, std::vector<std::string_view>& cells) {
    cells.clear();
    size_t i = 0;
    while (true) {
        size_t start = i;
        while (start < line.size() && line[start] == ' ') {
            ++start;
        }
        if (start < line.size() && line[start] == '"') {
            // A quoted cell: its text between the quotes ("" inside stays as written).
            size_t close = start + 1;
            while (close < line.size() &&
                   !(line[close] == '"' && (close + 1 >= line.size() || line[close + 1] != '"'))) {
                close += line[close] == '"' ? 2 : 1;
            }
            cells.push_back(line.substr(start + 1, close - start - 1));
            i = line.find(',', close);
        } else {
            // Cells are short: a byte loop beats a memchr call per cell.
            size_t comma = i;
            while (comma < line.size() && line[comma] != ',') {
                ++comma;
            }
            cells.push_back(trimmed(line.substr(i, comma - i)));
            i = comma < line.size() ? comma : std::string_view::npos;
        }
        if (i == std::string_view::npos) {
            return;
        }
        ++i;
    }
}

CsvLineParser::Role CsvLineParser::roleOf(std::string_view n) {
    if (n == "global_step" || n == "global step" || n == "globalstep") {
        return Role::GlobalStep;
    }
    if (n == "step" || n == "steps" || n == "iteration" || n == "iter") {
        return Role::Step;
    }
    if (n == "epoch") {
        return Role::Epoch;
    }
    if (n == "loss") {
        return Role::Loss;
    }
    if (n == "wall_time" || n == "wall time" || n == "walltime" || n == "timestamp") {
        return Role::WallTime;
    }
    if (n == "run" || n == "rank" || n == "name") {
        return Role::Ignore;
    }
    return Role::Metric;
}

bool CsvLineParser::looksLikeHeader(std::string_view line) {
    std::vector<std::string_view> cells;
    split(line, cells);
    if (cells.size() < 2) {
        return false;
    }
    bool step = false;
    for (std::string_view c : cells) {
        double number = 0;
        if (parseReal(c, number)) {
            return false;
        }
        const Role role = roleOf(lowered(c));
        step = step || role == Role::Step || role == Role::GlobalStep;
    }
    return step;
}

bool CsvLineParser::setHeader(std::string_view line, Issue& message) {
    m_columns.clear();
    m_header = std::string(line);
    split(m_header, m_cells);
    bool step = false;
    for (std::string_view cell : m_cells) {
        Column column;
        column.name = std::string(cell);
        column.role = roleOf(lowered(cell));
        step = step || column.role == Role::Step || column.role == Role::GlobalStep;
        m_columns.push_back(std::move(column));
    }
    if (!step) {
        m_columns.clear();
        message = logMessage(IssueCode::LogNoStepColumn);
        return false;
    }
    return true;
}

bool CsvLineParser::readCell(const Column& column, std::string_view cell, LogLine& out) const {
    if (column.role == Role::Ignore || cell.empty()) {
        return true;
    }
    switch (column.role) {
        case Role::GlobalStep:
        case Role::Step:
        case Role::Epoch: {
            int64_t& target = column.role == Role::GlobalStep ? out.globalStep
                              : column.role == Role::Step     ? out.step
                                                              : out.epoch;
            if (!parseInteger(cell, target)) {
                out.fail(notANumber(column.name, cell, "integer"));
                return false;
            }
            return true;
        }
        case Role::Loss:
            // Numbers first: they are nearly every cell.
            if (parseReal(cell, out.lossValue)) {
                out.loss = LogLine::Loss::Value;
            } else if (isNotAvailable(cell)) {
                out.loss = LogLine::Loss::NotAvailable;
            } else {
                out.fail(notANumber(column.name, cell, "number"));
                return false;
            }
            return true;
        case Role::WallTime:
            if (!parseReal(cell, out.wallTime) && scanDateTime(cell, out.wallTime) != cell.size()) {
                out.fail(notANumber(column.name, cell, "time"));
                return false;
            }
            return true;
        case Role::Metric: {
            double value = 0;
            bool flag = false;
            if (!parseReal(cell, value)) {
                if (isNotAvailable(cell)) {
                    return true;
                }
                if (!parseBool(cell, flag)) {
                    out.fail(notANumber(column.name, cell, "number"));
                    return false;
                }
                value = flag ? 1.0 : 0.0;
            }
            out.addField(column.name, value);
            return true;
        }
        case Role::Ignore:
            break;
    }
    return true;
}

void CsvLineParser::parse(std::string_view line, LogLine& out) {
    if (trimmed(line).empty() || line[0] == '#' || line == m_header) {
        return;
    }
    split(line, m_cells);
    if (m_cells.size() != m_columns.size()) {
        out.fail(logMessage(IssueCode::LogColumnCount,
                            {std::to_string(m_cells.size()), std::to_string(m_columns.size())}));
        return;
    }
    for (size_t i = 0; i < m_cells.size(); ++i) {
        if (!readCell(m_columns[i], m_cells[i], out)) {
            return;
        }
    }
    if (out.hasStep()) {
        out.kind = LogLine::Kind::Point;
    } else if (out.loss != LogLine::Loss::None) {
        out.fail(logMessage(IssueCode::LogLossWithoutStep));
    }
}

}  // namespace shardscope
