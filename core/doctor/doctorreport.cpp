#include "doctorreport.h"

#include <map>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

const char* problemKindName(ProblemKind kind) {
    switch (kind) {
        case ProblemKind::Split:
            return "split";
        case ProblemKind::ConfigChange:
            return "config-change";
        case ProblemKind::ShapeMismatch:
            return "shape-mismatch";
        case ProblemKind::ScalarShape:
            return "scalar-shape";
        case ProblemKind::Dtype:
            return "dtype";
        case ProblemKind::DtypeConverted:
            return "dtype-converted";
        case ProblemKind::Prefix:
            return "prefix";
        case ProblemKind::OtherStage:
            return "other-stage";
        case ProblemKind::Renamed:
            return "renamed";
        case ProblemKind::Missing:
            return "missing";
        case ProblemKind::NotTensor:
            return "not-a-tensor";
        case ProblemKind::SavedElsewhere:
            return "saved-elsewhere";
        case ProblemKind::RedundancyConflict:
            return "redundancy-conflict";
    }
    return "shape-mismatch";
}

const char* fixKindName(FixKind kind) {
    switch (kind) {
        case FixKind::None:
            return "none";
        case FixKind::Command:
            return "command";
        case FixKind::Config:
            return "config";
        case FixKind::Python:
            return "python";
        case FixKind::LoadOption:
            return "load-option";
        case FixKind::LoadFile:
            return "load-file";
    }
    return "none";
}

const char* findingKindName(FindingKind kind) {
    switch (kind) {
        case FindingKind::PerRankSlice:
            return "per-rank-slice";
        case FindingKind::FullIntoSplit:
            return "full-into-split";
        case FindingKind::Resplit:
            return "resplit";
        case FindingKind::OtherStage:
            return "other-stage";
        case FindingKind::ConfigChange:
            return "config-change";
        case FindingKind::LayerCount:
            return "layer-count";
        case FindingKind::Prefix:
            return "prefix";
        case FindingKind::Renames:
            return "renames";
        case FindingKind::DtypeChange:
            return "dtype-change";
        case FindingKind::RedundancyRemoved:
            return "redundancy-removed";
        case FindingKind::FullWithRemoveRedundancy:
            return "full-with-remove-redundancy";
    }
    return "config-change";
}

bool Fix::operator==(const Fix& other) const {
    const bool sameSentence = sentence.has_value() == other.sentence.has_value() &&
                              (!sentence || (sentence->code == other.sentence->code &&
                                             sentence->args == other.sentence->args));
    return kind == other.kind && text == other.text && command == other.command && sameSentence &&
           convertDst == other.convertDst && convertDstStrategy == other.convertDstStrategy;
}

std::string Fix::describe() const {
    if (command.empty()) {
        return text;
    }
    return text.empty() ? command : text + ": " + command;
}

size_t DoctorReport::errors() const {
    size_t n = 0;
    for (const DoctorProblem& p : problems) {
        n += p.severity == Severity::Error ? 1 : 0;
    }
    return n;
}

size_t DoctorReport::warningProblems() const {
    return problems.size() - errors();
}

namespace {

// "{count} split": problems of one kind counted, the kind by the name scripts read
// (problemKindName), which the window words in its language.
IssueArg kindCount(ProblemKind kind, size_t count) {
    std::vector<IssueArg> n = {{"count", std::to_string(count)}};
    switch (kind) {
        case ProblemKind::Split:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} split"), n);
        case ProblemKind::ConfigChange:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} config-change"), n);
        case ProblemKind::ShapeMismatch:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} shape-mismatch"), n);
        case ProblemKind::ScalarShape:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} scalar-shape"), n);
        case ProblemKind::Dtype:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} dtype"), n);
        case ProblemKind::DtypeConverted:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} dtype-converted"), n);
        case ProblemKind::Prefix:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} prefix"), n);
        case ProblemKind::OtherStage:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} other-stage"), n);
        case ProblemKind::Renamed:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} renamed"), n);
        case ProblemKind::Missing:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} missing"), n);
        case ProblemKind::NotTensor:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} not-a-tensor"), n);
        case ProblemKind::SavedElsewhere:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} saved-elsewhere"), n);
        case ProblemKind::RedundancyConflict:
            return pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} redundancy-conflict"),
                            n);
    }
    return {"item", std::to_string(count) + " " + problemKindName(kind)};
}

}  // namespace

Issue DoctorReport::summaryIssue() const {
    const std::string mode = strict ? "strict_load=True" : "strict_load=False";
    Issue out;
    if (loads()) {
        out = makeIssue(IssueCode::DoctorAllLoad, Severity::Info, {}, {}, -1, {});
        out.with("params", std::to_string(netParams)).with("mode", mode);
    } else {
        // Kinds in the order they first appear, so the summary reads like the list above it.
        std::vector<ProblemKind> order;
        std::map<ProblemKind, size_t> counts;
        for (const DoctorProblem& p : problems) {
            if (p.severity == Severity::Error && counts[p.kind]++ == 0) {
                order.push_back(p.kind);
            }
        }
        std::vector<IssueArg> kinds;
        kinds.reserve(order.size());
        for (const ProblemKind kind : order) {
            kinds.push_back(kindCount(kind, counts[kind]));
        }
        out = makeIssue(IssueCode::DoctorNotAllLoad, Severity::Error, {}, {}, -1, {});
        out.with("errors", std::to_string(errors()))
            .with("params", std::to_string(netParams))
            .with("mode", mode);
        out.args.push_back(listOfArgs("kinds", std::move(kinds), MessagePiece::Join::Commas));
    }
    std::vector<IssueArg> details;
    if (warningProblems() > 0) {
        details.push_back(pieceArg(
            "item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} load with a dtype conversion"),
            {{"count", std::to_string(warningProblems())}}));
    }
    details.push_back(pieceArg(
        "item",
        PiecePlural("{count} checkpoint entry not loaded (ckpt_not_load)",
                    QT_TRANSLATE_N_NOOP("ErrorPiece",
                                        "{count} checkpoint entries not loaded (ckpt_not_load)"),
                    "count"),
        {{"count", std::to_string(ckptNotLoaded.size())}}));
    if (!firstError.empty()) {
        details.push_back(pieceArg(
            "item", QT_TRANSLATE_NOOP("ErrorPiece", "MindSpore raises at the first error, {param}"),
            {{"param", firstError}}));
    }
    out.args.push_back(listOfArgs("details", std::move(details), MessagePiece::Join::Semicolons));
    return out;
}

std::string DoctorReport::summary() const {
    return summaryIssue().text();
}

}  // namespace shardscope
