#pragma once

#include <string>
#include <vector>

namespace shardscope {

// Column-aligned plain-text table for terminal output; numeric columns align right.
class TextTable {
public:
    explicit TextTable(std::vector<std::string> header, std::vector<bool> rightAligned = {});
    void addRow(std::vector<std::string> row);
    std::string render() const;

private:
    std::vector<std::vector<std::string>> m_rows;
    std::vector<bool> m_right;
};

}  // namespace shardscope
