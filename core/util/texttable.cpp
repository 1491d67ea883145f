#include "texttable.h"

#include <algorithm>

#include "utf8text.h"

namespace shardscope {

namespace {
// Display width: a CJK character takes two terminal columns; continuation bytes take none.
size_t displayWidth(const std::string& s) {
    size_t width = 0;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c & 0xC0) == 0x80) {
            continue;
        }
        width += c >= 0xE0 ? 2 : 1;
    }
    return width;
}
}  // namespace

TextTable::TextTable(std::vector<std::string> header, std::vector<bool> rightAligned)
    : m_right(std::move(rightAligned)) {
    m_rows.push_back(std::move(header));
}

void TextTable::addRow(std::vector<std::string> row) {
    // Cells hold names from files: escaped here, so that widths are those the terminal shows.
    for (std::string& cell : row) {
        cell = terminalSafe(cell);
    }
    m_rows.push_back(std::move(row));
}

std::string TextTable::render() const {
    std::vector<size_t> widths;
    for (const auto& row : m_rows) {
        widths.resize(std::max(widths.size(), row.size()), 0);
        for (size_t c = 0; c < row.size(); ++c) {
            widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    }
    std::string out;
    for (const auto& row : m_rows) {
        std::string line;
        for (size_t c = 0; c < row.size(); ++c) {
            const size_t pad = widths[c] - displayWidth(row[c]);
            const bool right = c < m_right.size() && m_right[c];
            if (c > 0) {
                line += "  ";
            }
            if (right) {
                line += std::string(pad, ' ') + row[c];
            } else {
                line += row[c];
                if (c + 1 < row.size()) {
                    line += std::string(pad, ' ');
                }
            }
        }
        out += line + "\n";
    }
    return out;
}

}  // namespace shardscope
