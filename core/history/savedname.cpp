#include "savedname.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace shardscope {

namespace {

constexpr std::string_view kBreakpoint = "_breakpoint";
constexpr std::string_view kRankMark = "_rank_";
constexpr size_t kMaxDigits = 15;

bool isDigits(std::string_view s) {
    return !s.empty() && s.size() <= kMaxDigits &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int64_t number(std::string_view digits) {
    int64_t v = 0;
    for (char c : digits) {
        v = v * 10 + (c - '0');
    }
    return v;
}

// A rank or clash number kept as int: nine digits at most.
bool isSmallNumber(std::string_view s) {
    return isDigits(s) && s.size() <= 9;
}

bool endsWith(std::string_view s, std::string_view tail) {
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

// "base_12" -> {"base", 12}; nullopt without such a suffix.
std::optional<std::pair<std::string_view, int64_t>> digitSuffix(std::string_view s) {
    const size_t us = s.rfind('_');
    if (us == std::string_view::npos || us == 0 || !isDigits(s.substr(us + 1))) {
        return std::nullopt;
    }
    return std::make_pair(s.substr(0, us), number(s.substr(us + 1)));
}

// MindFormers' rank mark at the end of a raw prefix: "<prefix>_rank_<r>[_K][-network|
// -trainable_params]".
struct RankMark {
    std::string prefix;  // what is before the mark, with the save's kind after it
    int rank = 0;
    int clash = 0;
};

std::optional<RankMark> rankMark(std::string_view raw) {
    const size_t at = raw.rfind(kRankMark);
    // A mark with no prefix before it is the prefix itself: its stem would be no saved name.
    if (at == std::string_view::npos || at == 0) {
        return std::nullopt;
    }
    std::string_view rest = raw.substr(at + kRankMark.size());
    // MindFormers' network-only and trainable-only saves: "<prefix>_rank_<r>-network-<e>_<s>".
    std::string_view saved;
    for (const std::string_view kind :
         {std::string_view("-network"), std::string_view("-trainable_params")}) {
        if (rest.size() > kind.size() && rest.ends_with(kind)) {
            saved = kind;
            rest.remove_suffix(kind.size());
            break;
        }
    }
    const size_t end = rest.find('_');
    const std::string_view rank = rest.substr(0, end);
    if (!isSmallNumber(rank)) {
        return std::nullopt;
    }
    if (end != std::string_view::npos && !isSmallNumber(rest.substr(end + 1))) {
        return std::nullopt;
    }
    RankMark mark;
    mark.prefix = std::string(raw.substr(0, at)) + std::string(saved);
    mark.rank = static_cast<int>(number(rank));
    mark.clash = end == std::string_view::npos ? 0 : static_cast<int>(number(rest.substr(end + 1)));
    return mark;
}

bool splitRankMark(SavedName& n) {
    const auto mark = rankMark(n.rawPrefix);
    if (!mark) {
        return false;
    }
    // What the stem keeps of the name: the prefix and the clash number.
    const std::string head =
        mark->clash > 0 ? mark->prefix + "_" + std::to_string(mark->clash) : mark->prefix;
    // A head that holds a rank mark of its own ("ttp_rank_1_rank_1-3_5", "ttp_rank_rank_1_2-3_5")
    // is no MindFormers name: its stem would be read as another rank's save (fault tolerance's,
    // for "ttp").
    if (rankMark(head)) {
        return false;
    }
    // A step-only save whose name without the mark would end in "-<digits>_<step>" keeps the
    // mark in its prefix: "a-3_rank_1_100" is not the periodic save "a-3_100" (epoch 3).
    if (n.kind == SaveKind::StepOnly && n.stepSeparator == '_') {
        const size_t dash = head.rfind('-');
        if (dash != std::string::npos && isDigits(std::string_view(head).substr(dash + 1))) {
            return false;
        }
    }
    n.nameRank = mark->rank;
    n.prefix = mark->prefix;
    n.clash = mark->clash;
    return true;
}

}  // namespace

const char* saveKindName(SaveKind kind) {
    switch (kind) {
        case SaveKind::Periodic:
            return "periodic";
        case SaveKind::StepOnly:
            return "step-only";
        case SaveKind::Breakpoint:
            return "breakpoint";
        case SaveKind::FaultTolerance:
            return "tft";
    }
    return "periodic";
}

std::string SavedName::stem() const {
    std::string out = prefix;
    if (clash > 0) {
        out += "_" + std::to_string(clash);
    }
    if (epoch < 0) {
        return out + stepSeparator + std::to_string(step);
    }
    out += "-" + std::to_string(epoch) + "_" + std::to_string(step);
    if (kind == SaveKind::Breakpoint) {
        out += kBreakpoint;
    }
    return out;
}

std::optional<SavedName> parseSavedName(std::string_view name) {
    SavedName n;
    if (endsWith(name, ".tmp")) {
        n.temporary = true;
        name.remove_suffix(4);
    }
    if (endsWith(name, ".ckpt")) {
        n.format = "ckpt";
        name.remove_suffix(5);
    } else if (endsWith(name, ".safetensors")) {
        n.format = "safetensors";
        name.remove_suffix(12);
    } else if (!n.temporary) {
        return std::nullopt;
    }
    if (endsWith(name, kBreakpoint)) {
        n.kind = SaveKind::Breakpoint;
        name.remove_suffix(kBreakpoint.size());
    }
    const size_t dash = name.rfind('-');
    const std::string_view tail = dash == std::string_view::npos ? "" : name.substr(dash + 1);
    const size_t us = tail.find('_');
    if (us != std::string_view::npos && isDigits(tail.substr(0, us)) &&
        isDigits(tail.substr(us + 1))) {
        n.epoch = number(tail.substr(0, us));
        n.step = number(tail.substr(us + 1));
        n.rawPrefix = std::string(name.substr(0, dash));
    } else {
        if (n.kind == SaveKind::Breakpoint) {
            return std::nullopt;
        }
        // One number at the end, after '-' or '_', with a name before it.
        size_t start = name.size();
        while (start > 0 && name[start - 1] >= '0' && name[start - 1] <= '9') {
            --start;
        }
        if (start < 2 || start == name.size() ||
            (name[start - 1] != '_' && name[start - 1] != '-') || !isDigits(name.substr(start))) {
            return std::nullopt;
        }
        n.kind = SaveKind::StepOnly;
        n.stepSeparator = name[start - 1];  // kept: "net-1-1" is not "net-1_1" (epoch 1, step 1)
        n.step = number(name.substr(start));
        n.rawPrefix = std::string(name.substr(0, start - 1));
    }
    if (!splitRankMark(n)) {
        n.prefix = n.rawPrefix;
        n.clashSuffixInName = n.epoch >= 0 && digitSuffix(n.rawPrefix).has_value();
    }
    if (n.nameRank >= 0 && n.prefix == "ttp") {
        n.kind = n.kind == SaveKind::Periodic ? SaveKind::FaultTolerance : n.kind;
    }
    return n;
}

void resolveClashes(std::vector<SavedName>& names) {
    // Every raw prefix of a periodic save, and the "_j" suffixes each base is seen with.
    std::set<std::string, std::less<>> raw;
    std::map<std::string, std::set<int64_t>, std::less<>> suffixes;
    for (const SavedName& n : names) {
        if (n.nameRank < 0 && n.epoch >= 0 && raw.insert(n.rawPrefix).second) {
            if (const auto split = digitSuffix(n.rawPrefix)) {
                suffixes[std::string(split->first)].insert(split->second);
            }
        }
    }
    for (SavedName& n : names) {
        if (!n.clashSuffixInName) {
            continue;
        }
        const auto split = digitSuffix(n.rawPrefix);
        const std::string base(split->first);
        const auto seen = suffixes.find(base);
        const bool earlier = raw.count(base) != 0 ||
                             (seen != suffixes.end() && *seen->second.begin() < split->second);
        if (earlier && split->second > 0 && split->second <= std::numeric_limits<int>::max()) {
            n.prefix = base;
            n.clash = static_cast<int>(split->second);
        }
    }
}

std::optional<FaultToleranceFolder> parseFaultToleranceFolder(std::string_view name) {
    constexpr std::string_view kHead = "tft_saved_checkpoints-step_";
    if (name.substr(0, kHead.size()) != kHead) {
        return std::nullopt;
    }
    name.remove_prefix(kHead.size());
    FaultToleranceFolder f;
    if (endsWith(name, "_tmp")) {
        f.unfinished = true;
        name.remove_suffix(4);
    }
    if (!isDigits(name)) {
        return std::nullopt;
    }
    f.globalStep = number(name);
    return f;
}

}  // namespace shardscope
