#include "runhistory.h"

#include <algorithm>
#include <tuple>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

const char* fileStateName(FileState state) {
    switch (state) {
        case FileState::Intact:
            return "intact";
        case FileState::Unchecked:
            return "unchecked";
        case FileState::Temporary:
            return "temporary";
        case FileState::Empty:
            return "empty";
        case FileState::Unreadable:
            return "unreadable";
        case FileState::CrcMismatch:
            return "crc-mismatch";
        case FileState::Inconsistent:
            return "inconsistent";
        case FileState::Growing:
            return "growing";
    }
    return "unchecked";
}

bool usableState(FileState state) {
    return state == FileState::Intact || state == FileState::Unchecked;
}

const char* pickConsequenceName(PickConsequence consequence) {
    switch (consequence) {
        case PickConsequence::Same:
            return "same";
        case PickConsequence::Older:
            return "older";
        case PickConsequence::Unusable:
            return "unusable";
        case PickConsequence::Mixed:
            return "mixed";
        case PickConsequence::None:
            return "none";
    }
    return "none";
}

IssueArg explanationArg(const RulePick& pick, std::string name) {
    if (!pick.note) {
        return issuePiece(std::move(name), pick.why);
    }
    return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "{why} ({note})"),
                    {issuePiece("why", pick.why), issuePiece("note", *pick.note)});
}

const HistoryFile& HistoryCell::best() const {
    for (const HistoryFile& f : copies) {
        if (usableState(f.state)) {
            return f;
        }
    }
    return copies.front();
}

bool HistoryCell::usable() const {
    return !copies.empty() && usableState(best().state);
}

bool StepKey::operator<(const StepKey& o) const {
    return std::tie(clash, epoch, step, kind, prefix) <
           std::tie(o.clash, o.epoch, o.step, o.kind, o.prefix);
}

bool HistoryStep::complete() const {
    return missingRanks.empty() && std::all_of(cells.begin(), cells.end(), [](const auto& c) {
               return std::any_of(c.copies.begin(), c.copies.end(),
                                  [](const auto& f) { return f.state != FileState::Temporary; });
           });
}

bool HistoryStep::usable() const {
    if (!complete() || cells.empty()) {
        return false;
    }
    for (const HistoryCell& c : cells) {
        if (!c.usable()) {
            return false;
        }
    }
    return true;
}

const HistoryCell* HistoryStep::cell(int rank) const {
    // Cells are kept by ascending rank (buildSteps): a search, then, should a caller have
    // added one out of order, a scan.
    const auto at = std::lower_bound(cells.begin(), cells.end(), rank,
                                     [](const HistoryCell& c, int r) { return c.rank < r; });
    if (at != cells.end() && at->rank == rank) {
        return &*at;
    }
    for (const HistoryCell& c : cells) {
        if (c.rank == rank) {
            return &c;
        }
    }
    return nullptr;
}

std::string HistoryStep::describe() const {
    return describedArg("when").value;
}

IssueArg HistoryStep::describedArg(std::string argName) const {
    std::vector<IssueArg> args = {{"epoch", std::to_string(key.epoch)},
                                  {"step", std::to_string(key.step)}};
    if (globalStep && (key.epoch >= 0 || *globalStep != key.step)) {
        args.push_back({"global", std::to_string(*globalStep)});
        return key.epoch >= 0
                   ? pieceArg(std::move(argName),
                              QT_TRANSLATE_NOOP("ErrorPiece",
                                                "epoch {epoch}, step {step}, global step {global}"),
                              std::move(args))
                   : pieceArg(std::move(argName),
                              QT_TRANSLATE_NOOP("ErrorPiece", "step {step}, global step {global}"),
                              std::move(args));
    }
    return key.epoch >= 0
               ? pieceArg(std::move(argName),
                          QT_TRANSLATE_NOOP("ErrorPiece", "epoch {epoch}, step {step}"),
                          std::move(args))
               : pieceArg(std::move(argName), QT_TRANSLATE_NOOP("ErrorPiece", "step {step}"),
                          std::move(args));
}

std::string RunHistory::stepName(int index) const {
    return index >= 0 && static_cast<size_t>(index) < steps.size()
               ? steps[static_cast<size_t>(index)].name
               : std::string("no saved step");
}

}  // namespace shardscope
