#include "issue.h"

#include <cassert>
#include <map>

#include "utf8text.h"

namespace shardscope {

const char* severityName(Severity severity) {
    switch (severity) {
        case Severity::Info:
            return "info";
        case Severity::Warning:
            return "warning";
        case Severity::Error:
            return "error";
    }
    return "error";
}

const char* severityWord(Severity severity) {
    switch (severity) {
        case Severity::Info:
            return "note";
        case Severity::Warning:
            return "warning";
        case Severity::Error:
            return "error";
    }
    return "error";
}

std::string issueLine(const Issue& issue) {
    return std::string(severityWord(issue.severity)) + ": " + issue.message;
}

// Some codes share the name the plan's JSON has always printed for them ("unsupported",
// "not-divisible", "invalid-utf8-name"): scripts keep working, the GUI still tells them apart.
const char* issueCodeName(IssueCode code) {
    switch (code) {
        case IssueCode::SeveralFilesInRank:
            return "several-files-in-rank";
        case IssueCode::RankGap:
            return "rank-gap";
        case IssueCode::StrayFolder:
            return "stray-folder";
        case IssueCode::MixedFormats:
            return "mixed-formats";
        case IssueCode::EmptyRankFolder:
            return "empty-rank-folder";
        case IssueCode::UnreadableRank:
            return "unreadable-rank";
        case IssueCode::EncryptedFile:
            return "encrypted-file";
        case IssueCode::CrcMismatch:
            return "crc-mismatch";
        case IssueCode::UnloadableDtype:
            return "unloadable-dtype";
        case IssueCode::UnknownDtype:
            return "unknown-dtype";
        case IssueCode::MissingOptimizerFields:
            return "missing-optimizer-fields";
        case IssueCode::DuplicateStage:
            return "duplicate-stage";
        case IssueCode::StrayFile:
            return "stray-file";
        case IssueCode::ShapeContradictsStrategy:
            return "shape-contradicts-strategy";
        case IssueCode::MissingOnRanks:
            return "missing-on-ranks";
        case IssueCode::RedundancyRemoved:
            return "redundancy-removed";
        case IssueCode::SliceLost:
            return "slice-lost";
        case IssueCode::IterationFileMissing:
            return "iteration-file-missing";
        case IssueCode::IterationOtherFiles:
            return "iteration-other-files";
        case IssueCode::IterationWithoutLayouts:
            return "iteration-without-layouts";
        case IssueCode::NoStrategy:
            return "no-strategy";
        case IssueCode::InvalidUtf8Name:
            return "invalid-utf8-name";
        case IssueCode::StrategyUnusable:
            return "strategy-unusable";
        case IssueCode::StrategyRunMismatch:
            return "strategy-run-mismatch";
        case IssueCode::RankTableUnusable:
            return "rank-table-unusable";
        case IssueCode::SeveralRankTables:
            return "several-rank-tables";
        case IssueCode::RankTableRunMismatch:
            return "rank-table-run-mismatch";
        case IssueCode::SeveralFiles:
            return "several-files";
        case IssueCode::SourceStrategyFound:
            return "source-strategy-found";
        case IssueCode::StrategyRanksUnread:
            return "strategy-ranks-unread";
        case IssueCode::SourceUnreadable:
            return "unreadable";
        case IssueCode::NotInCheckpoint:
            return "not-in-checkpoint";
        case IssueCode::BadLayout:
            return "bad-layout";
        case IssueCode::NotDivisibleLayout:
            return "not-divisible";
        case IssueCode::NoParameter:
            return "no-parameter";
        case IssueCode::PlanFailed:
            return "plan";
        case IssueCode::MissingRank:
            return "missing-rank";
        case IssueCode::MissingTensor:
            return "missing-tensor";
        case IssueCode::NotReshardable:
        case IssueCode::PackedNotReshardable:
        case IssueCode::MapTensorSkipped:
            return "unsupported";
        case IssueCode::DtypeMismatch:
            return "dtype-mismatch";
        case IssueCode::ShapeMismatch:
            return "shape-mismatch";
        case IssueCode::DestinationOnly:
            return "dst-only";
        case IssueCode::SourceOnly:
            return "src-only";
        case IssueCode::StringLeftOut:
        case IssueCode::UnstorableDtype:
            return "unsupported";
        case IssueCode::NotUtf8ForFormat:
            return "invalid-utf8-name";
        case IssueCode::WrongOutputFormat:
            return "unsupported";
        case IssueCode::NotDivisible:
            return "not-divisible";
        case IssueCode::DevMatrixDiffers:
            return "devmatrix-differs";
        case IssueCode::OptShardSkipped:
            return "opt-shard-skipped";
        case IssueCode::ShapeUnknown:
            return "shape-unknown";
        case IssueCode::StageSplit:
            return "stage-split";
        case IssueCode::StageEmpty:
            return "stage-empty";
        case IssueCode::BadStageSpec:
            return "bad-spec";
        case IssueCode::BadSourceStages:
            return "bad-source";
        case IssueCode::InvalidLayout:
            return "invalid-layout";
        case IssueCode::InvalidStrategy:
            return "invalid-strategy";
        case IssueCode::SpecNotNameNumber:
            return "spec-not-name-number";
        case IssueCode::SpecStagesBelowOne:
            return "spec-stages-below-one";
        case IssueCode::SpecOptShardIsOne:
            return "spec-opt-shard-is-one";
        case IssueCode::SpecAxisBelowOne:
            return "spec-axis-below-one";
        case IssueCode::SpecUnknownAxis:
            return "spec-unknown-axis";
        case IssueCode::SpecAxisMissing:
            return "spec-axis-missing";
        case IssueCode::ExportLeftOut:
            return "left-out";
        case IssueCode::ExportRawBits:
        case IssueCode::ExportRawBitsCount:
            return "raw-bits";
        case IssueCode::ExportDuplicate:
            return "duplicate";
        case IssueCode::StepSelected:
            return "step-selected";
        case IssueCode::StepNotMindSporePick:
            return "step-not-mindspore-pick";
        case IssueCode::MixedSteps:
            return "mixed-steps";
        case IssueCode::NoUsableStep:
            return "no-usable-step";
        case IssueCode::StepMissingOnRanks:
            return "step-missing-on-ranks";
        case IssueCode::StepUnusable:
            return "step-unusable";
        case IssueCode::DestinationRanksOutside:
            return "destination-ranks-outside";
        case IssueCode::DestinationOtherStrategy:
            return "destination-other-strategy";
        case IssueCode::DestinationOtherConversion:
            return "destination-other-conversion";
        case IssueCode::DestinationOtherFiles:
            return "destination-other-files";
        case IssueCode::DestinationInUse:
            return "destination-in-use";
        case IssueCode::ActivationsUnknown:
            return "activations-unknown";
        case IssueCode::OptimizerNotSaved:
            return "optimizer-not-saved";
    }
    return "unknown";
}

bool isStepIssue(IssueCode code) {
    switch (code) {
        case IssueCode::StepSelected:
        case IssueCode::StepNotMindSporePick:
        case IssueCode::MixedSteps:
        case IssueCode::NoUsableStep:
        case IssueCode::StepMissingOnRanks:
        case IssueCode::StepUnusable:
            return true;
        default:
            return false;
    }
}

const std::vector<std::string_view>& issueArgNames(IssueCode code) {
    static const std::map<IssueCode, std::vector<std::string_view>> kArgs = {
        {IssueCode::SeveralFilesInRank, {"rank", "chosen", "alternatives"}},
        {IssueCode::RankGap, {"ranks"}},
        {IssueCode::StrayFolder, {"folder"}},
        {IssueCode::MixedFormats, {"formats"}},
        {IssueCode::EmptyRankFolder, {"rank"}},
        {IssueCode::UnreadableRank, {"rank", "error"}},
        {IssueCode::EncryptedFile, {"file", "mode"}},
        {IssueCode::CrcMismatch, {"file"}},
        {IssueCode::UnloadableDtype, {"param", "dtype"}},
        {IssueCode::UnknownDtype, {"param", "dtype"}},
        {IssueCode::MissingOptimizerFields, {"file"}},
        {IssueCode::DuplicateStage, {"stage", "skipped"}},
        {IssueCode::StrayFile, {"file"}},
        {IssueCode::ShapeContradictsStrategy, {"param", "rank", "held", "expected"}},
        {IssueCode::MissingOnRanks, {"param", "ranks"}},
        {IssueCode::NoStrategy, {"folder"}},
        {IssueCode::InvalidUtf8Name, {"name"}},
        {IssueCode::StrategyUnusable, {"error"}},
        {IssueCode::StrategyRunMismatch, {"cards", "stages", "devices", "run_cards"}},
        {IssueCode::RankTableUnusable, {"error"}},
        {IssueCode::SeveralRankTables, {"files"}},
        {IssueCode::RankTableRunMismatch, {"table_ranks", "run_cards"}},
        {IssueCode::RedundancyRemoved, {"params", "bytes", "loader"}},
        {IssueCode::SliceLost, {"param", "ranks"}},
        {IssueCode::IterationFileMissing, {"kind", "ranks"}},
        {IssueCode::IterationOtherFiles, {"files"}},
        {IssueCode::IterationWithoutLayouts, {"ranks"}},
        {IssueCode::SeveralFiles, {"rank", "chosen"}},
        {IssueCode::SourceStrategyFound, {"strategy"}},
        {IssueCode::StrategyRanksUnread, {"cards", "stages", "devices", "run_cards", "ranks"}},
        {IssueCode::SourceUnreadable, {"error"}},
        {IssueCode::NotInCheckpoint, {"param", "side"}},
        {IssueCode::BadLayout, {"param", "side", "error"}},
        {IssueCode::NotDivisibleLayout, {"param", "side", "error"}},
        {IssueCode::NoParameter, {}},
        {IssueCode::PlanFailed, {"error"}},
        {IssueCode::NotReshardable, {"param", "dtype"}},
        {IssueCode::PackedNotReshardable, {"param", "dtype"}},
        {IssueCode::MapTensorSkipped, {"param"}},
        {IssueCode::MissingRank, {"source", "destination"}},
        {IssueCode::MissingTensor, {"param", "source"}},
        {IssueCode::DtypeMismatch, {"param", "source", "dtype", "expected"}},
        {IssueCode::ShapeMismatch, {"param", "source", "shape", "expected"}},
        {IssueCode::DestinationOnly, {"param"}},
        {IssueCode::SourceOnly, {"param"}},
        {IssueCode::StringLeftOut, {"param"}},
        {IssueCode::UnstorableDtype, {"param", "dtype"}},
        {IssueCode::NotUtf8ForFormat, {"name"}},
        {IssueCode::WrongOutputFormat, {}},
        {IssueCode::NotDivisible,
         {"param", "dimension", "size", "parts", "dev_matrix", "axis", "sizes", "cards"}},
        {IssueCode::DevMatrixDiffers, {"param", "dev_matrix", "main"}},
        {IssueCode::OptShardSkipped, {"param", "size", "replicas", "dim0"}},
        {IssueCode::ShapeUnknown, {"param"}},
        {IssueCode::StageSplit, {"from", "to"}},
        {IssueCode::StageEmpty, {"stage", "source", "params", "stages"}},
        {IssueCode::BadStageSpec, {"to", "from"}},
        {IssueCode::BadSourceStages, {"stages"}},
        {IssueCode::InvalidLayout, {"param", "error"}},
        {IssueCode::InvalidStrategy, {"error"}},
        {IssueCode::SpecNotNameNumber, {"part"}},
        {IssueCode::SpecStagesBelowOne, {}},
        {IssueCode::SpecOptShardIsOne, {}},
        {IssueCode::SpecAxisBelowOne, {"axis"}},
        {IssueCode::SpecUnknownAxis, {"axis", "axes"}},
        {IssueCode::SpecAxisMissing, {"axis"}},
        {IssueCode::ExportLeftOut, {"param", "kind", "format"}},
        {IssueCode::ExportRawBits, {"param", "dtype", "storage"}},
        {IssueCode::ExportRawBitsCount, {"count"}},
        {IssueCode::ExportDuplicate, {"params"}},
        {IssueCode::StepSelected, {"step", "steps"}},
        {IssueCode::StepNotMindSporePick, {"step", "mindspore", "consequence"}},
        {IssueCode::MixedSteps, {"steps"}},
        {IssueCode::NoUsableStep, {"step", "reasons"}},
        {IssueCode::StepMissingOnRanks, {"step", "ranks"}},
        {IssueCode::StepUnusable, {"step", "reasons"}},
        {IssueCode::DestinationRanksOutside, {"folder", "ranks", "cards"}},
        {IssueCode::DestinationOtherStrategy, {"file", "merged"}},
        {IssueCode::DestinationOtherConversion, {"file", "source", "step", "target", "cards"}},
        {IssueCode::DestinationOtherFiles, {"folder", "files"}},
        {IssueCode::DestinationInUse, {"folder", "files"}},
        {IssueCode::ActivationsUnknown, {"reason"}},
        {IssueCode::OptimizerNotSaved, {}},
    };
    static const std::vector<std::string_view> kNone;
    const auto it = kArgs.find(code);
    return it == kArgs.end() ? kNone : it->second;
}

const std::string& Issue::arg(std::string_view name) const {
    static const std::string kEmpty;
    for (const IssueArg& a : args) {
        if (a.name == name) {
            return a.value;
        }
    }
    return kEmpty;
}

std::vector<std::string> Issue::argValues() const {
    std::vector<std::string> out;
    for (const IssueArg& a : args) {
        out.push_back(a.value);
    }
    return out;
}

Issue& Issue::with(std::string name, std::string value) {
    args.push_back({std::move(name), std::move(value)});
    return *this;
}

Issue makeIssue(IssueCode code, Severity severity, std::string message) {
    Issue issue;
    issue.code = code;
    issue.severity = severity;
    issue.message = std::move(message);
    return issue;
}

Issue makeIssue(IssueCode code, Severity severity, std::string message, std::string file,
                std::string param, int rank, const std::vector<std::string>& args) {
    Issue issue = makeIssue(code, severity, std::move(message));
    issue.file = std::move(file);
    issue.param = std::move(param);
    issue.rank = rank;
    const std::vector<std::string_view>& names = issueArgNames(code);
    assert(args.empty() || args.size() == names.size());  // empty: added with with()
    for (size_t i = 0; i < args.size() && i < names.size(); ++i) {
        issue.args.push_back({std::string(names[i]), args[i]});
    }
    return issue;
}

Issue invalidUtf8NameIssue(const std::string& name, const std::string& file, int rank) {
    const std::string shown = escapeInvalidUtf8(name);
    Issue issue = makeIssue(
        IssueCode::InvalidUtf8Name, Severity::Warning,
        "parameter name '" + shown + "' is not valid UTF-8 (invalid bytes shown as \\xNN)");
    issue.file = file;
    issue.param = shown;
    issue.rank = rank;
    return issue.with("name", shown);
}

}  // namespace shardscope
