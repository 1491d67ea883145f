#include "exportitems.h"

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

Error invalid(ErrorTemplate message, std::vector<IssueArg> args, const std::string& file) {
    return makeError(ErrorCode::InvalidArgument, message, std::move(args)).inFile(file);
}

bool anyFile(const RunDocument& model) {
    return std::any_of(model.files.begin(), model.files.end(),
                       [](const auto& f) { return f != nullptr; });
}

// The rank whose slices are exported (-1: merged tensors, or a single checkpoint's), or why
// the request cannot be met.
Result<int> exportRankOf(const RunDocument& model, const ExportRequest& request, bool run,
                         bool merged) {
    int rank = -1;
    if (run && !merged) {
        rank = request.rank;
        if (rank < 0 && model.rankCount() == 1) {
            rank = 0;
        }
        if (rank < 0) {
            return invalid(
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "the run holds {ranks} ranks: give --rank R to export one "
                                  "rank's slices, or --merged for full tensors"),
                {{"ranks", std::to_string(model.rankCount())}}, request.source);
        }
        if (rank >= model.rankCount() || !model.files[static_cast<size_t>(rank)]) {
            return makeError(ErrorCode::NotFound,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the run has no readable checkpoint for this rank"),
                             {})
                .inFile(request.source)
                .onRank(rank);
        }
    } else if (merged && !model.strategy && model.rankCount() > 1) {
        // As plan and convert refuse it: without the layouts, rank 0's slices would pass for
        // whole tensors.
        const auto other =
            std::find_if(model.issues.begin(), model.issues.end(),
                         [](const Issue& n) { return n.code == IssueCode::StrategyRunMismatch; });
        if (other != model.issues.end()) {
            // The issue's own sentence follows: an Issue's English, which an error's arguments
            // cannot carry translated yet (English only).
            return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                             "give a strategy (--strategy) to merge the slices of "
                                             "the run's {ranks} ranks, or --rank R to export one "
                                             "rank's slices: {issue}"),
                           {{"ranks", std::to_string(model.rankCount())}, {"issue", other->text()}},
                           request.source);
        }
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "give a strategy (--strategy) to merge the slices of the "
                                         "run's {ranks} ranks, or --rank R to export one rank's "
                                         "slices: no strategy was given or found beside the rank "
                                         "folders"),
                       {{"ranks", std::to_string(model.rankCount())}}, request.source);
    } else if (!run && request.rank > 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "--rank is for run folders; this is a single checkpoint"),
                       {}, request.source);
    }
    return rank;
}

// One parameter's export: where its bytes are, its layout and shape, and its slice of `rank`.
Result<ExportItem> exportItemOf(const RunDocument& model, const ParamInfo& p, int rank, bool merged,
                                const ExportRequest& request) {
    Result<TensorSource> source =
        merged ? mergedSource(model, p) : rankSource(model, p, std::max(rank, 0));
    if (!source) {
        Error e = std::move(source).error();
        return e.inFile(e.file.empty() ? request.source : e.file);
    }
    ExportItem item;
    item.source = std::move(*source);
    item.layout = p.layoutIndex >= 0 && model.strategy
                      ? &model.strategy->layouts[static_cast<size_t>(p.layoutIndex)]
                      : nullptr;
    item.fullShape = p.layout ? p.layout->fullShape() : p.globalShape;
    if (rank >= 0) {
        item.rank = rank;
        item.source.rank = rank;
        if (p.layout) {
            item.slice = p.layout->storedSlice(rank - p.stage * model.stages.devices);
        }
    }
    if (merged) {
        for (const TensorPiece& piece : item.source.pieces) {
            item.ranks.push_back(piece.rank);
        }
    }
    return item;
}

}  // namespace

Result<std::optional<std::regex>> exportPattern(const ExportRequest& request) {
    std::optional<std::regex> pattern;
    if (!request.params.empty()) {
        try {
            pattern.emplace(request.params, std::regex::ECMAScript);
        } catch (const std::regex_error&) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "--params '{pattern}' is not a valid regular "
                                               "expression"),
                             {{"pattern", request.params}});
        }
    }
    return pattern;
}

Result<ExportSelection> selectExport(std::shared_ptr<const RunDocument> run,
                                     const ExportRequest& request) {
    auto compiled = exportPattern(request);
    if (!compiled) {
        return std::move(compiled).error();
    }
    const std::optional<std::regex>& pattern = *compiled;
    ExportSelection sel;
    sel.model = std::move(run);
    const RunDocument& model = *sel.model;
    sel.run = model.kind == InputKind::Run;
    for (const Issue& n : model.issues) {
        if (n.code == IssueCode::MixedSteps && request.merged) {
            // The issue's English (an error cannot carry an Issue translated yet).
            Error e =
                makeError(ErrorCode::InvalidArgument, QT_TRANSLATE_NOOP("ErrorMessage", "{issue}"),
                          {{"issue", n.text()}});
            e.fix =
                QT_TRANSLATE_NOOP("ErrorMessage", "merged tensors must come from one saved step");
            return e.inFile(request.source);
        }
        if (isStepIssue(n.code) || n.code == IssueCode::StrategyRunMismatch) {
            sel.notes.push_back(n);
        }
    }
    if (!anyFile(model)) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "nothing to export: no checkpoint data here (a strategy "
                                         "holds layouts only)"),
                       {}, request.source);
    }
    const bool merged = sel.run && request.merged;
    auto rankOf = exportRankOf(model, request, sel.run, merged);
    if (!rankOf) {
        return std::move(rankOf).error();
    }
    const int rank = *rankOf;
    std::set<std::string> taken;
    std::vector<std::string> duplicates;
    for (const ParamInfo& p : model.params) {
        if (p.ranks.empty() || (!request.param.empty() && p.name != request.param) ||
            (pattern && !std::regex_search(p.name, *pattern)) ||
            (rank >= 0 && std::find(p.ranks.begin(), p.ranks.end(), rank) == p.ranks.end())) {
            continue;
        }
        if (!taken.insert(p.name).second) {
            duplicates.push_back(p.name);
            continue;
        }
        auto item = exportItemOf(model, p, rank, merged, request);
        if (!item) {
            return std::move(item).error();
        }
        sel.items.push_back(std::move(*item));
    }
    if (!duplicates.empty()) {
        Issue note = makeIssue(IssueCode::ExportDuplicate, Severity::Info, {}, {}, -1, {});
        note.args.push_back(listArg("params", duplicates, MessagePiece::Join::Commas));
        sel.notes.push_back(std::move(note));
    }
    if (!request.param.empty() && sel.items.empty()) {
        return makeError(ErrorCode::NotFound,
                         rank >= 0 && sel.run
                             ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                   "ErrorMessage", "no parameter of that name on rank {rank}"))
                             : ErrorTemplate(
                                   QT_TRANSLATE_NOOP("ErrorMessage", "no parameter of that name")),
                         {{"rank", std::to_string(rank)}})
            .inFile(request.source)
            .forParam(request.param);
    }
    return sel;
}

}  // namespace shardscope
