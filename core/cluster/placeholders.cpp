#include "placeholders.h"

#include <algorithm>
#include <cctype>

namespace shardscope {

bool isPlaceholderAddress(const std::string& value) {
    if (value.size() >= 2 && value.front() == '[' && value.back() == ']') {
        return true;
    }
    if (value == "0.0.0.0") {
        return true;
    }
    // Four dot-separated parts, each letters only ("xxx.yyy.zzz.www").
    int parts = 0;
    size_t start = 0;
    while (start <= value.size()) {
        const size_t end = std::min(value.find('.', start), value.size());
        const std::string part = value.substr(start, end - start);
        if (part.empty() || !std::all_of(part.begin(), part.end(),
                                         [](unsigned char c) { return std::isalpha(c) != 0; })) {
            return false;
        }
        ++parts;
        start = end + 1;
    }
    return parts == 4;
}

std::optional<Error> rankTablePlaceholders(const RankTable& table) {
    for (const Issue& w : table.warnings) {
        if (w.code == IssueCode::RankTablePlaceholder) {
            Error e = makeError(ErrorCode::InvalidArgument, w.text());
            return e.inFile(table.path);
        }
    }
    return std::nullopt;
}

}  // namespace shardscope
