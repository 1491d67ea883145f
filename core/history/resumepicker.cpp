#include "resumepicker.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <tuple>

#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

Issue issueOf(IssueCode code, std::vector<IssueArg> args) {
    Issue issue;
    issue.code = code;
    issue.severity = Severity::Info;
    issue.args = std::move(args);
    return issue;
}

std::vector<IssueArg> ranksArgs(const std::vector<int>& ranks) {
    return {{"ranks", formatRankList(ranks)}, {"count", std::to_string(ranks.size())}};
}

// The words a damaged copy is grouped under: its state, and for unreadable files whether they
// are cut short (a piece named "damage"; an empty value for a copy without damage).
IssueArg damageWords(const HistoryFile& f) {
    switch (f.state) {
        case FileState::Temporary:
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece",
                                                        "only a leftover temporary (interrupted "
                                                        "save)"));
        case FileState::Empty:
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "empty file"));
        case FileState::Unreadable:
            return shardscope::damageWords(f.reason);
        case FileState::CrcMismatch:
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "CRC mismatch"));
        case FileState::Inconsistent:
            return shardscope::damageWords(f.reason);
        case FileState::Growing:
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "still being written"));
        case FileState::Intact:
        case FileState::Unchecked:
            break;
    }
    return {"damage", {}};
}

// "truncated on rank 3", "missing on ranks 6-7": one kind of damage and the ranks it hits.
IssueArg onRanksArg(IssueArg damage, const std::vector<int>& ranks) {
    std::vector<IssueArg> args = ranksArgs(ranks);
    if (damage.value.empty()) {
        return issuePiece("reason", issueOf(IssueCode::ReasonMissingOnRanks, std::move(args)));
    }
    args.insert(args.begin(), std::move(damage));
    return issuePiece("reason", issueOf(IssueCode::ReasonDamagedOnRanks, std::move(args)));
}

bool resumable(const HistoryStep& s) {
    return s.key.kind == SaveKind::Periodic || s.key.kind == SaveKind::StepOnly;
}

int stepOfFile(const RunHistory& h, int rank, const std::string& path) {
    for (size_t i = 0; i < h.steps.size(); ++i) {
        if (const HistoryCell* c = h.steps[i].cell(rank)) {
            for (const HistoryFile& f : c->copies) {
                if (f.tier == 0 && f.path == path) {
                    return static_cast<int>(i);
                }
            }
        }
    }
    return -1;
}

// The pick's meaning (`why`), without a note yet.
void explain(RulePick& pick, IssueCode code, std::vector<IssueArg> args) {
    pick.why = issueOf(code, std::move(args));
    pick.note.reset();
}

void addNote(RulePick& pick, Issue note) {
    pick.note = std::move(note);
}

// "ranks 0-3 take net-1_10": one choice of a mixed pick.
IssueArg mixedPart(const RunHistory& h, const RankPick& p) {
    std::vector<IssueArg> args = ranksArgs(p.ranks);
    if (p.step >= 0) {
        args.push_back({"taken", h.stepName(p.step)});
    } else if (p.file.empty()) {
        args.push_back(pieceArg("taken", QT_TRANSLATE_NOOP("ErrorPiece", "nothing")));
    } else {
        args.push_back(
            pieceArg("taken", QT_TRANSLATE_NOOP("ErrorPiece", "'{file}'"), {{"file", p.file}}));
    }
    return pieceArg(
        "part",
        PiecePlural("rank {ranks} take {taken}",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "ranks {ranks} take {taken}"), "count"),
        std::move(args));
}

void judgeStep(const RunHistory& h, RulePick& pick, const RankPick& p) {
    const HistoryStep& taken = h.steps[static_cast<size_t>(p.step)];
    if (p.step == h.resume) {
        pick.consequence = PickConsequence::Same;
        explain(pick, IssueCode::PickSameStep, {{"step", taken.name}});
        return;
    }
    if (h.resume >= 0 && taken.key < h.steps[static_cast<size_t>(h.resume)].key) {
        const HistoryStep& resume = h.steps[static_cast<size_t>(h.resume)];
        pick.consequence = PickConsequence::Older;
        // Names sort as text: the resume step's name may come before the older one's.
        const bool sorts = resume.name < taken.name;
        explain(pick, IssueCode::PickOlderStep,
                {{"step", taken.name},
                 taken.describedArg("when"),
                 {"resume", resume.name},
                 {"sorts", sorts ? "yes" : ""}});
        return;
    }
    pick.consequence = PickConsequence::Unusable;
    std::vector<IssueArg> reasons = unusableReasons(taken);
    std::vector<IssueArg> args = {{"step", taken.name}};
    if (!reasons.empty()) {
        args.push_back(listOfArgs("reasons", std::move(reasons), MessagePiece::Join::Semicolons));
    }
    explain(pick, IssueCode::PickUnusableStep, std::move(args));
}

void judge(const RunHistory& h, RulePick& pick) {
    if (pick.picks.empty()) {
        pick.consequence = PickConsequence::None;
        explain(pick, IssueCode::PickNoFile, {});
        return;
    }
    if (pick.mixed()) {
        pick.consequence = PickConsequence::Mixed;
        std::vector<IssueArg> parts;
        for (const RankPick& p : pick.picks) {
            parts.push_back(mixedPart(h, p));
        }
        explain(pick, IssueCode::PickMixed,
                {listOfArgs("parts", std::move(parts), MessagePiece::Join::Semicolons)});
        return;
    }
    const RankPick& p = pick.picks.front();
    if (p.step < 0) {
        pick.consequence = PickConsequence::None;
        std::vector<IssueArg> args = {{"file", p.file}};
        if (p.ranks.size() > 1) {
            args.push_back({"rank", std::to_string(p.ranks.front())});
            args.push_back({"ranks", formatRankList(p.ranks)});
        }
        explain(pick, IssueCode::PickNoSavedStep, std::move(args));
        return;
    }
    judgeStep(h, pick, p);
}

// Groups rank -> (step, file) into picks, most ranks first.
RulePick groupPicks(const std::map<int, std::pair<int, std::string>>& byRank) {
    std::map<int, std::vector<int>> groups;
    for (const auto& [rank, choice] : byRank) {
        // Files that are no saved step are one pick, whatever their names: a conversion's
        // checkpoint_<r>.ckpt on every rank is not a mix of steps.
        groups[std::max(choice.first, -1)].push_back(rank);
    }
    RulePick pick;
    for (auto& [step, ranks] : groups) {
        RankPick p;
        p.step = step;
        p.file = fs::path(byRank.at(ranks.front()).second).filename().string();
        p.ranks = std::move(ranks);
        pick.picks.push_back(std::move(p));
    }
    std::sort(pick.picks.begin(), pick.picks.end(), [](const RankPick& a, const RankPick& b) {
        return std::make_tuple(b.ranks.size(), a.ranks.front()) <
               std::make_tuple(a.ranks.size(), b.ranks.front());
    });
    return pick;
}

}  // namespace

std::vector<IssueArg> unusableReasons(const HistoryStep& step) {
    std::vector<IssueArg> reasons;
    if (!step.missingRanks.empty()) {
        reasons.push_back(onRanksArg({"damage", {}}, step.missingRanks));
    }
    std::vector<std::pair<IssueArg, std::vector<int>>> groups;
    for (const HistoryCell& c : step.cells) {
        if (c.usable()) {
            continue;
        }
        IssueArg words = damageWords(c.best());
        auto g = std::find_if(groups.begin(), groups.end(),
                              [&](const auto& item) { return item.first.value == words.value; });
        if (g == groups.end()) {
            groups.emplace_back(std::move(words), std::vector<int>{});
            g = groups.end() - 1;
        }
        g->second.push_back(c.rank);
    }
    for (auto& [words, ranks] : groups) {
        reasons.push_back(onRanksArg(std::move(words), ranks));
    }
    return reasons;
}

void pickResume(RunHistory& h) {
    h.resume = -1;
    h.resumeTiers.clear();
    h.newerUnusable.clear();
    for (int i = static_cast<int>(h.steps.size()) - 1; i >= 0; --i) {
        const HistoryStep& s = h.steps[static_cast<size_t>(i)];
        if (!resumable(s)) {
            continue;
        }
        if (s.usable()) {
            h.resume = i;
            break;
        }
        h.newerUnusable.push_back({i, unusableReasons(s)});
    }
    if (h.resume < 0) {
        return;
    }
    const HistoryStep& s = h.steps[static_cast<size_t>(h.resume)];
    for (size_t t = 0; t < h.tiers.size(); ++t) {
        const bool whole = std::all_of(s.cells.begin(), s.cells.end(), [&](const HistoryCell& c) {
            return std::any_of(c.copies.begin(), c.copies.end(), [&](const HistoryFile& f) {
                return f.tier == t && usableState(f.state);
            });
        });
        if (whole) {
            h.resumeTiers.push_back(t);
        }
    }
}

RulePick lexicographicPick(const RunHistory& h, const ScannedRun& scanned) {
    std::map<int, std::pair<int, std::string>> byRank;
    for (const auto& [rank, path] : scanned.lexLast) {
        byRank[rank] = {stepOfFile(h, rank, path), path};
    }
    RulePick pick = groupPicks(byRank);
    judge(h, pick);
    return pick;
}

std::optional<RulePick> mindformersPick(const RunHistory& h, const ScannedRun& scanned) {
    bool named = false;
    for (const ScannedFile& f : scanned.files) {
        named = named || (f.name.nameRank >= 0 && f.name.kind == SaveKind::Periodic);
    }
    if (scanned.meta.empty() && !named) {
        return std::nullopt;
    }
    if (scanned.meta.empty()) {
        // Without meta.json MindFormers takes each rank's newest file by modification time.
        std::map<int, std::pair<int64_t, std::string>> newest;
        for (const ScannedFile& f : scanned.files) {
            if (f.tier == 0 && !f.name.temporary && !f.folderStep &&
                (newest.count(f.rank) == 0 || f.mtimeNs > newest[f.rank].first)) {
                newest[f.rank] = {f.mtimeNs, f.path};
            }
        }
        std::map<int, std::pair<int, std::string>> byRank;
        for (const auto& [rank, item] : newest) {
            byRank[rank] = {stepOfFile(h, rank, item.second), item.second};
        }
        RulePick pick = groupPicks(byRank);
        judge(h, pick);
        addNote(pick, issueOf(IssueCode::PickNoMetaJson, {}));
        return pick;
    }
    std::optional<std::pair<int64_t, int64_t>> lowest;
    std::string lastFile;
    for (const auto& [rank, meta] : scanned.meta) {
        if (meta.valid && (!lowest || std::make_pair(meta.lastEpoch, meta.lastStep) < *lowest)) {
            lowest = std::make_pair(meta.lastEpoch, meta.lastStep);
            lastFile = meta.lastFile;
        }
    }
    RulePick pick;
    const auto parsed = parseSavedName(fs::path(lastFile).filename().string());
    int chosen = -1;
    if (lowest && parsed) {
        std::vector<SavedName> names{*parsed};
        resolveClashes(names);
        for (size_t i = 0; i < h.steps.size(); ++i) {
            const HistoryStep& s = h.steps[i];
            const bool candidate =
                s.key.kind == SaveKind::Periodic && s.key.prefix == names[0].prefix &&
                s.key.clash == names[0].clash && std::make_pair(s.key.epoch, s.key.step) <= *lowest;
            const bool everywhere =
                s.complete() && std::all_of(s.cells.begin(), s.cells.end(), [](const auto& c) {
                    return std::any_of(c.copies.begin(), c.copies.end(), [](const auto& f) {
                        return f.tier == 0 && f.state != FileState::Temporary;
                    });
                });
            if (candidate && everywhere) {
                chosen = static_cast<int>(i);
            }
        }
    }
    if (chosen >= 0) {
        pick.picks.push_back({chosen, h.steps[static_cast<size_t>(chosen)].name, h.ranks});
    }
    judge(h, pick);
    std::vector<int> without;
    for (int r : h.ranks) {
        if (scanned.meta.count(r) == 0 || !scanned.meta.at(r).valid) {
            without.push_back(r);
        }
    }
    if (!without.empty()) {
        addNote(pick, issueOf(IssueCode::PickMetaJsonMissing, ranksArgs(without)));
    }
    if (chosen < 0) {
        explain(pick, IssueCode::PickNoMetaJsonStep, {});
    }
    return pick;
}

}  // namespace shardscope
