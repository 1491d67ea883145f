#include "ranklist.h"

#include <algorithm>
#include <charconv>

#include "translatenoop.h"

namespace shardscope {

namespace {

std::string trimmed(std::string_view s) {
    const size_t a = s.find_first_not_of(" \t");
    if (a == std::string_view::npos) {
        return {};
    }
    const size_t b = s.find_last_not_of(" \t");
    return std::string(s.substr(a, b - a + 1));
}

bool number(const std::string& s, int& out) {
    if (s.empty() || s.size() > 9 ||
        !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return false;
    }
    std::from_chars(s.data(), s.data() + s.size(), out);
    return true;
}

// `why` starts with "rank list '{list}': "; bad() passes {list}.
Error bad(const std::string& text, ErrorTemplate why, std::vector<IssueArg> args = {}) {
    args.insert(args.begin(), {"list", text});
    return makeError(ErrorCode::InvalidArgument, why, std::move(args));
}

}  // namespace

Result<std::vector<int>> parseRankList(const std::string& text, int rankCount) {
    std::vector<int> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos) {
            comma = text.size();
        }
        const std::string item = trimmed(std::string_view(text).substr(start, comma - start));
        start = comma + 1;
        if (item.empty()) {
            return bad(text, QT_TRANSLATE_NOOP(
                                 "ErrorMessage",
                                 "rank list '{list}': an empty item (expected ranks like 0-3,8)"));
        }
        const size_t dash = item.find('-');
        int lo = 0, hi = 0;
        if (dash == std::string::npos) {
            if (!number(item, lo)) {
                return bad(text,
                           QT_TRANSLATE_NOOP("ErrorMessage",
                                             "rank list '{list}': '{item}' is not a rank number"),
                           {{"item", item}});
            }
            hi = lo;
        } else if (!number(trimmed(item.substr(0, dash)), lo) ||
                   !number(trimmed(item.substr(dash + 1)), hi)) {
            return bad(text,
                       QT_TRANSLATE_NOOP("ErrorMessage",
                                         "rank list '{list}': '{item}' is not a range like 0-3"),
                       {{"item", item}});
        } else if (hi < lo) {
            return bad(text,
                       QT_TRANSLATE_NOOP("ErrorMessage",
                                         "rank list '{list}': the range '{item}' goes backwards"),
                       {{"item", item}});
        }
        const int limit = rankCount >= 0 ? rankCount : kMaxTableRanks;
        if (hi >= limit) {
            return rankCount < 0
                       ? bad(text,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "rank list '{list}': rank {rank} is too large"),
                             {{"rank", std::to_string(hi)}})
                       : bad(text,
                             rankCount == 1
                                 ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                       "ErrorMessage",
                                       "rank list '{list}': rank {rank} is out of range: "
                                       "the destination has {count} rank"))
                                 : ErrorTemplate(QT_TRANSLATE_NOOP(
                                       "ErrorMessage",
                                       "rank list '{list}': rank {rank} is out of range: "
                                       "the destination has {count} ranks")),
                             {{"rank", std::to_string(hi)}, {"count", std::to_string(rankCount)}});
        }
        for (int r = lo; r <= hi; ++r) {
            out.push_back(r);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string formatRankList(const std::vector<int>& ascending) {
    std::string out;
    for (size_t i = 0; i < ascending.size();) {
        size_t j = i;
        while (j + 1 < ascending.size() && ascending[j + 1] == ascending[j] + 1) {
            ++j;
        }
        out += (out.empty() ? "" : ",") + std::to_string(ascending[i]);
        if (j > i) {
            out += "-" + std::to_string(ascending[j]);
        }
        i = j + 1;
    }
    return out;
}

bool isFolderNumber(const std::string& s) {
    return !s.empty() && s.size() <= 9 &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace shardscope
