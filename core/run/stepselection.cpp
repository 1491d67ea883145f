#include "stepselection.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "../history/historyloader.h"
#include "../history/resumepicker.h"
#include "../history/stepspec.h"
#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// "rank 2 holds net-1_10", "ranks 0-1 hold net-2_10"
IssueArg holding(const std::vector<int>& ranks, const std::string& step) {
    return pieceArg(
        "item",
        PiecePlural("rank {ranks} holds {step}",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "ranks {ranks} hold {step}"), "count"),
        {{"ranks", formatRankList(ranks)},
         {"step", step},
         {"count", std::to_string(ranks.size())}});
}

std::vector<std::string> candidateNames(const RankFile& rf) {
    std::vector<std::string> names = rf.alternatives;
    if (!rf.file.empty()) {
        names.push_back(fs::path(rf.file).filename().string());
    }
    return names;
}

std::string formatOf(const std::string& path) {
    const std::string ext = fs::path(path).extension().string();
    return ext == ".safetensors" ? "safetensors" : ext == ".h5" || ext == ".hdf5" ? "hdf5" : "ckpt";
}

// One file per rank and nothing asked: the names alone say whether the ranks agree.
void checkSingleFiles(RunFolder& run) {
    std::vector<std::pair<int, SavedName>> named;
    for (const RankFile& rf : run.ranks) {
        if (rf.file.empty()) {
            continue;
        }
        if (auto n = parseSavedName(fs::path(rf.file).filename().string())) {
            named.emplace_back(rf.rank, *n);
        }
    }
    // converted runs name files after their rank (checkpoint_3.ckpt): no step in that number
    const bool rankNumbers = std::all_of(named.begin(), named.end(), [](const auto& item) {
        return item.second.kind == SaveKind::StepOnly && item.second.step == item.first;
    });
    if (named.empty() || rankNumbers) {
        return;
    }
    std::vector<SavedName> names;
    names.reserve(named.size());
    for (const auto& item : named) {
        names.push_back(item.second);
    }
    resolveClashes(names);
    std::map<std::string, std::vector<int>> byStem;
    for (size_t i = 0; i < names.size(); ++i) {
        byStem[names[i].stem()].push_back(named[i].first);
    }
    if (byStem.size() == 1) {
        const SavedName& n = names.front();
        run.step = SelectedStep{n.stem(), n.epoch, n.step, std::nullopt, false, 1};
        return;
    }
    std::vector<IssueArg> parts;
    parts.reserve(byStem.size());
    for (const auto& [stem, ranks] : byStem) {
        parts.push_back(holding(ranks, stem));
    }
    Issue mixed = makeIssue(IssueCode::MixedSteps, Severity::Error, run.path, {}, -1, {});
    mixed.args.push_back(listOfArgs("steps", std::move(parts), MessagePiece::Join::Semicolons));
    run.issues.push_back(std::move(mixed));
}

// "net-9_1875", or "ranks 0-11: net-3_100; ranks 12-15: net-2_100" when the ranks disagree.
IssueArg pickedNames(const RunHistory& h, const RulePick& pick) {
    std::vector<IssueArg> parts;
    for (const RankPick& p : pick.picks) {
        const std::string what = p.step >= 0 ? h.stepName(p.step) : p.file;
        parts.push_back(
            pick.mixed()
                ? pieceArg("item",
                           PiecePlural("rank {ranks}: {step}",
                                       QT_TRANSLATE_N_NOOP("ErrorPiece", "ranks {ranks}: {step}"),
                                       "count"),
                           {{"ranks", formatRankList(p.ranks)},
                            {"step", what},
                            {"count", std::to_string(p.ranks.size())}})
                : IssueArg{"item", what});
    }
    return listOfArgs("mindspore", std::move(parts), MessagePiece::Join::Semicolons);
}

void reportMixed(RunFolder& run, const RunHistory& h) {
    std::vector<IssueArg> parts;
    for (const RankPick& p : h.lexicographic.picks) {
        if (p.step >= 0) {
            parts.push_back(holding(p.ranks, h.stepName(p.step)));
        }
    }
    if (parts.size() > 1) {
        Issue mixed = makeIssue(IssueCode::MixedSteps, Severity::Error, run.path, {}, -1, {});
        mixed.args.push_back(listOfArgs("steps", std::move(parts), MessagePiece::Join::Semicolons));
        run.issues.push_back(std::move(mixed));
    }
}

void select(RunFolder& run, const RunHistory& h, int index, bool recommended) {
    const HistoryStep& step = h.steps[static_cast<size_t>(index)];
    std::vector<int> missing;
    for (RankFile& rf : run.ranks) {
        const std::vector<std::string> names = candidateNames(rf);
        rf.file.clear();
        const HistoryCell* cell = step.cell(rf.rank);
        if (cell != nullptr) {
            for (const HistoryFile& f : cell->copies) {
                if (f.tier == 0 && f.state != FileState::Temporary && rf.file.empty()) {
                    rf.file = f.path;
                }
            }
        }
        if (rf.file.empty()) {
            missing.push_back(rf.rank);
            rf.format.clear();
        } else {
            rf.format = formatOf(rf.file);
        }
        const std::string chosen = fs::path(rf.file).filename().string();
        rf.alternatives.clear();
        for (const std::string& n : names) {
            if (n != chosen || rf.file.empty()) {
                rf.alternatives.push_back(n);
            }
        }
        std::sort(rf.alternatives.begin(), rf.alternatives.end());
    }
    std::erase_if(run.issues, [](const Issue& i) {
        return i.code == IssueCode::SeveralFilesInRank || i.code == IssueCode::EmptyRankFolder;
    });
    if (!missing.empty()) {
        const std::string ranks = formatRankList(missing);
        run.issues.push_back(makeIssue(IssueCode::StepMissingOnRanks, Severity::Error, run.path, {},
                                       missing.front(),
                                       {step.name, ranks, std::to_string(missing.size())}));
    } else if (!step.usable()) {
        Issue unusable = makeIssue(IssueCode::StepUnusable, Severity::Warning, run.path, {}, -1,
                                   {step.name, {}, {}});
        putArg(unusable.args,
               listOfArgs("reasons", unusableReasons(step), MessagePiece::Join::Semicolons));
        run.issues.push_back(std::move(unusable));
    }
    run.step = SelectedStep{step.name,       step.key.epoch, step.key.step,
                            step.globalStep, recommended,    h.steps.size()};
}

}  // namespace

Status applyStepChoice(RunFolder& run, const StepChoice& choice,
                       std::shared_ptr<RunHistory>* scanned) {
    bool several = false;
    for (const RankFile& rf : run.ranks) {
        several = several || candidateNames(rf).size() > 1;
    }
    if (choice.step.empty() && !several) {
        checkSingleFiles(run);
        return {};
    }
    HistoryOptions options;
    options.strategyPath = choice.strategyPath;
    options.crc = choice.verifyCrc ? CrcCheck::Resume : CrcCheck::None;
    options.threads = choice.threads;
    options.key = choice.key;
    // A training log is read for the steps per epoch only when a global step was asked for.
    options.readLogs =
        !choice.step.empty() && choice.step.find_first_not_of("0123456789 ") == std::string::npos;
    auto history = loadRunHistory(run.path, options);
    if (!history) {
        if (!choice.step.empty()) {
            return std::move(history).error();
        }
        return {};  // the listing stands; the loader reports what it cannot read
    }
    const auto shared = std::make_shared<RunHistory>(std::move(*history));
    if (scanned != nullptr) {
        *scanned = shared;
    }
    const RunHistory& h = *shared;
    if (!choice.step.empty()) {
        auto index = findStep(h, choice.step);
        if (!index) {
            return std::move(index).error();
        }
        select(run, h, *index, false);
        return {};
    }
    if (h.steps.empty()) {
        return {};
    }
    if (h.resume < 0) {
        // Without a newer periodic save to name: "none: no periodic save", in words.
        IssueArg newest = pieceArg("step", QT_TRANSLATE_NOOP("ErrorPiece", "none"));
        IssueArg reasons = pieceArg("reasons", QT_TRANSLATE_NOOP("ErrorPiece", "no periodic save"));
        if (!h.newerUnusable.empty()) {
            newest = {"step", h.stepName(h.newerUnusable.front().step)};
            reasons = listOfArgs("reasons", h.newerUnusable.front().reasons,
                                 MessagePiece::Join::Semicolons);
        }
        Issue none = makeIssue(IssueCode::NoUsableStep, Severity::Warning, run.path, {}, -1, {});
        none.args = {std::move(newest), std::move(reasons)};
        run.issues.push_back(std::move(none));
        reportMixed(run, h);
        return {};
    }
    select(run, h, h.resume, true);
    const HistoryStep& step = h.steps[static_cast<size_t>(h.resume)];
    if (h.steps.size() > 1) {
        const std::string count = std::to_string(h.steps.size());
        run.issues.push_back(makeIssue(IssueCode::StepSelected, Severity::Info, run.path, {}, -1,
                                       {step.name, count}));
    }
    if (h.lexicographic.consequence != PickConsequence::Same) {
        const RulePick& pick = h.lexicographic;
        Issue issue = makeIssue(
            IssueCode::StepNotMindSporePick, Severity::Warning, run.path, {}, -1,
            {step.name, std::string(), pickConsequenceName(pick.consequence), std::string()});
        putArg(issue.args, explanationArg(pick));
        putArg(issue.args, pickedNames(h, pick));
        run.issues.push_back(std::move(issue));
    }
    return {};
}

}  // namespace shardscope
