#include "historytext.h"

#include <map>

#include "../util/ranklist.h"
#include "../util/texttable.h"
#include "../util/wording.h"

namespace shardscope {

namespace {

constexpr size_t kMaxGridRanks = 64;
constexpr size_t kMaxDamagedLines = 20;

// "intact 0-11; missing 12-15; truncated 3" (the state of each rank's best copy).
std::string stateRanges(const RunHistory& h, const HistoryStep& s) {
    std::map<std::string, std::vector<int>> groups;
    std::vector<std::string> order;
    auto add = [&](const std::string& words, int rank) {
        if (groups.count(words) == 0) {
            order.push_back(words);
        }
        groups[words].push_back(rank);
    };
    for (int r : h.ranks) {
        const HistoryCell* c = s.cell(r);
        if (c == nullptr) {
            add("missing", r);
        } else {
            const FileState st = c->best().state;
            add(st == FileState::Unreadable ? damageWords(c->best().reason).value
                                            : std::string(fileStateName(st)),
                r);
        }
    }
    if (order.size() == 1 && order.front() == "intact") {
        return "all " + std::to_string(h.ranks.size()) + " intact";
    }
    std::vector<std::string> parts;
    parts.reserve(order.size());
    for (const std::string& words : order) {
        parts.push_back(words + " " + formatRankList(groups[words]));
    }
    return joined(parts, "; ");
}

std::string grid(const RunHistory& h, const HistoryStep& s) {
    std::string out;
    for (int r : h.ranks) {
        const HistoryCell* c = s.cell(r);
        out += c == nullptr ? '.' : fileStateGlyph(c->best().state);
    }
    return out;
}

std::string tiersHolding(const RunHistory& h, const HistoryStep& s) {
    std::vector<std::string> held;
    for (size_t t = 0; t < h.tiers.size(); ++t) {
        bool whole = s.complete();
        for (const HistoryCell& c : s.cells) {
            bool here = false;
            for (const HistoryFile& f : c.copies) {
                here = here || (f.tier == t && usableState(f.state));
            }
            whole = whole && here;
        }
        if (whole) {
            held.push_back(std::to_string(t + 1));
        }
    }
    return held.empty() ? "-" : joined(held, ",");
}

std::string ruleLine(const RulePick& pick) {
    return explanationArg(pick).value;
}

}  // namespace

char fileStateGlyph(FileState state) {
    switch (state) {
        case FileState::Intact:
            return '#';
        case FileState::Unchecked:
            return '?';
        case FileState::Temporary:
            return 't';
        case FileState::Empty:
            return '0';
        case FileState::Unreadable:
            return 'T';
        case FileState::CrcMismatch:
            return 'C';
        case FileState::Inconsistent:
            return 'X';
        case FileState::Growing:
            return '~';
    }
    return '?';
}

namespace {

// The table of saved steps, and the grid's legend when it shows one.
std::string stepTable(const RunHistory& h, bool tiers) {
    std::string out;
    const bool showGrid = h.ranks.size() <= kMaxGridRanks;
    std::vector<std::string> header{"STEP", "EPOCH", "STEP_IN_EPOCH", "GLOBAL", "BYTES", "RANKS"};
    std::vector<bool> right{false, true, true, true, true, false};
    if (showGrid) {
        header.insert(header.begin() + 5, "GRID");
        right.insert(right.begin() + 5, false);
    }
    if (tiers) {
        header.push_back("TIERS");
        right.push_back(false);
    }
    TextTable table(header, right);
    for (size_t i = 0; i < h.steps.size(); ++i) {
        const HistoryStep& s = h.steps[i];
        std::string name = s.name;
        if (s.key.kind == SaveKind::Breakpoint || s.key.kind == SaveKind::FaultTolerance) {
            name += " (" + std::string(saveKindName(s.key.kind)) + ")";
        }
        if (static_cast<int>(i) == h.resume) {
            name = "> " + name;
        }
        std::vector<std::string> row{name,
                                     s.key.epoch >= 0 ? std::to_string(s.key.epoch) : "-",
                                     std::to_string(s.key.step),
                                     s.globalStep ? std::to_string(*s.globalStep) : "-",
                                     humanBytes(s.bytes),
                                     stateRanges(h, s)};
        if (showGrid) {
            row.insert(row.begin() + 5, grid(h, s));
        }
        if (tiers) {
            row.push_back(tiersHolding(h, s));
        }
        table.addRow(row);
    }
    out += table.render();
    if (showGrid) {
        out += "grid: one character per rank (" + formatRankList(h.ranks) +
               "): # intact, . missing, t temporary, T unreadable, C CRC mismatch, "
               "X inconsistent, ~ growing, 0 empty, ? not checked\n";
    }
    return out;
}

// Where to resume, why not from the newer steps, and what the simpler rules would pick.
std::string resumeLines(const RunHistory& h, bool tiers) {
    std::string out;
    if (const HistoryStep* s = h.resumeStep()) {
        out += "resume from: " + s->name + " (" + s->describe() + ")";
        if (tiers) {
            out += h.resumeTiers.empty()
                       ? "; no tier holds it whole: stage it from the tiers that hold its ranks"
                       : "; from tier " + std::to_string(h.resumeTiers.front() + 1) + ", " +
                             h.tiers[h.resumeTiers.front()];
        }
        out += h.crcVerified && s->crcChecked ? "; CRC verified\n" : "\n";
        out += "  use it: --step " + s->name + "\n";
    } else if (h.steps.empty()) {
        out += "resume from: none -- " + std::string(kNoSavedSteps) + "\n";
    } else {
        out += "resume from: none -- no saved step is complete and intact on every rank\n";
    }
    for (const StepVerdict& v : h.newerUnusable) {
        std::string reasons;
        for (const IssueArg& r : v.reasons) {
            reasons += (reasons.empty() ? "" : "; ") + r.value;
        }
        out += "  not " + h.stepName(v.step) + ": " + reasons + "\n";
    }
    if (!h.lexicographic.picks.empty()) {
        out +=
            "sorted(os.listdir())[-1] and MindSpore's run-folder rule (lexicographically last "
            "file per rank): " +
            ruleLine(h.lexicographic) + "\n";
    }
    if (h.mindformers) {
        out += "MindFormers' resume rule (meta.json, no integrity check): " +
               ruleLine(*h.mindformers) + "\n";
    }
    return out;
}

// Leftovers of interrupted saves, damaged files and the warnings.
std::string damageLines(const RunHistory& h) {
    std::string out;
    if (!h.leftovers.empty()) {
        out += "leftovers of interrupted saves (" + std::to_string(h.leftovers.size()) + "):\n";
        for (size_t i = 0; i < h.leftovers.size() && i < 8; ++i) {
            out += "  " + h.leftovers[i] + "\n";
        }
        if (h.leftovers.size() > 8) {
            out += "  ...\n";
        }
    }
    size_t damaged = 0;
    for (const HistoryStep& s : h.steps) {
        for (const HistoryCell& c : s.cells) {
            for (const HistoryFile& f : c.copies) {
                if (!usableState(f.state) && ++damaged <= kMaxDamagedLines) {
                    out += "damaged: rank " + std::to_string(c.rank) + ": " + f.path + ": " +
                           reasonText(f.reason) + "\n";
                }
            }
        }
    }
    if (damaged > kMaxDamagedLines) {
        out += "damaged: " + std::to_string(damaged - kMaxDamagedLines) +
               " more files (--json lists every one)\n";
    }
    for (const Issue& i : h.issues) {
        out += "warning: " + i.text() + "\n";
    }
    return out;
}

}  // namespace

std::string historyToText(const RunHistory& h) {
    std::string out = h.path + ": " + plural(h.ranks.size(), "rank", "ranks") + " (" +
                      formatRankList(h.ranks) + "), " +
                      plural(h.steps.size(), "saved step", "saved steps");
    if (h.stepsPerEpoch.value > 0) {
        out += "; " + std::to_string(h.stepsPerEpoch.value) + " steps per epoch (from the " +
               h.stepsPerEpoch.source + ")";
    }
    out += "\n";
    if (!h.strategyPath.empty()) {
        out += "checked against the strategy " + h.strategyPath + "\n";
    }
    const bool tiers = h.tiers.size() > 1;
    if (tiers) {
        for (size_t t = 0; t < h.tiers.size(); ++t) {
            out += "tier " + std::to_string(t + 1) + ": " + h.tiers[t] + "\n";
        }
    }
    out += "\n";
    out += stepTable(h, tiers);
    out += "\n";
    out += resumeLines(h, tiers);
    out += damageLines(h);
    return out;
}

}  // namespace shardscope
