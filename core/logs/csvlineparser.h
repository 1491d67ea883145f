#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "logline.h"

namespace shardscope {

// CSV logs: a header row, then one row per step. Columns are found by name, in any case:
// step / iteration (the step), global_step, epoch, loss, wall_time / timestamp (seconds, or a
// date and time); run / rank / name are ignored; every other column is a series. A step or
// global_step column is required. Empty and "N/A" cells are missing values; cells may be quoted.
class CsvLineParser {
public:
    // A comma-separated line with a step column and no numbers: what Auto takes for a header.
    static bool looksLikeHeader(std::string_view line);

    // False, with `message`, when the header names no step column.
    bool setHeader(std::string_view line, Issue& message);
    bool hasHeader() const { return !m_columns.empty(); }
    void parse(std::string_view line, LogLine& out);

private:
    enum class Role { Ignore, GlobalStep, Step, Epoch, Loss, WallTime, Metric };
    struct Column {
        Role role = Role::Metric;
        std::string name;
    };

    static Role roleOf(std::string_view lowerName);
    static void split(std::string_view line, std::vector<std::string_view>& cells);
    bool readCell(const Column& column, std::string_view cell, LogLine& out) const;

    std::vector<Column> m_columns;
    std::string m_header;
    std::vector<std::string_view> m_cells;
};

}  // namespace shardscope
