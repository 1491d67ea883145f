#include "issue.h"

#include <cassert>
#include <cstdio>
#include <cstdlib>

#include "error.h"
#include "messagecatalogue.h"
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
    return std::string(severityWord(issue.severity)) + ": " + issue.text();
}

namespace {

// One row per code, in the enum's order: its stable name (scripts read it from `--json`) and the
// names of the arguments its issues carry. Some codes share the name the plan's JSON has always
// printed for them ("unsupported", "not-divisible", "invalid-utf8-name"): scripts keep working,
// the GUI still tells them apart.
struct IssueCodeInfo {
    IssueCode code;
    const char* name;
    std::vector<std::string_view> args;
};

// The rows of a rank table's warnings, a saved copy's reasons and a log line's problems, the
// enum's last codes.
std::vector<IssueCodeInfo> reasonCodeRows() {
    return {
        {IssueCode::RankTableStatus, "status", {"status"}},
        {IssueCode::RankTableVersion, "version", {"version"}},
        {IssueCode::DuplicateServerId, "duplicate-server-id", {"servers", "id", "labels", "count"}},
        {IssueCode::RankTablePlaceholder, "placeholder", {"placeholders", "count"}},
        {IssueCode::DuplicateDeviceIp, "duplicate-device-ip", {"ranks", "ip", "count"}},
        {IssueCode::FileEmpty, "file-empty", {}},
        {IssueCode::FileUnreadable, "file-unreadable", {"error", "damage"}},
        {IssueCode::FileShapeNotStrategy,
         "file-shape-not-strategy",
         {"param", "shape", "expected"}},
        {IssueCode::FileShapeNotSplittable,
         "file-shape-not-splittable",
         {"param", "shape", "error"}},
        {IssueCode::FileGrowing, "file-growing", {"listed", "read"}},
        {IssueCode::FileCrcMismatch, "file-crc-mismatch", {"stored", "computed"}},
        {IssueCode::FileInterrupted, "file-interrupted", {"temporary"}},
        {IssueCode::FileUnfinishedSave, "file-unfinished-save", {}},
        {IssueCode::FileTensorListDiffers, "file-tensor-list-differs", {"difference"}},
        {IssueCode::LogLineTooLong, "log-line-too-long", {}},
        {IssueCode::LogOutputsUnclosed, "log-outputs-unclosed", {}},
        {IssueCode::LogOutputNotNumber, "log-output-not-number", {"index", "value"}},
        {IssueCode::LogOutputsNoTensor, "log-outputs-no-tensor", {}},
        {IssueCode::LogNoNumberAfter, "log-no-number-after", {"field"}},
        {IssueCode::LogLossWithoutStep, "log-loss-without-step", {}},
        {IssueCode::LogEndsBeforeLoss, "log-ends-before-loss", {}},
        {IssueCode::LogNoColon, "log-no-colon", {"name"}},
        {IssueCode::LogFieldNotNumber, "log-field-not-number", {"field", "value"}},
        {IssueCode::LogNoValueAfterLoss, "log-no-value-after-loss", {}},
        {IssueCode::LogNoStepOnLine, "log-no-step", {}},
        {IssueCode::LogNoLossOnLine, "log-no-loss", {}},
        {IssueCode::LogColumnNotNumber, "log-column-not-number", {"column", "value", "expected"}},
        {IssueCode::LogColumnCount, "log-column-count", {"cells", "columns"}},
        {IssueCode::LogNoStepColumn, "log-no-step-column", {}},
        {IssueCode::LogKeyNotNumber, "log-key-not-number", {"key", "value", "expected"}},
        {IssueCode::LogKeyNoValue, "log-key-no-value", {"key", "value"}},
        {IssueCode::LogNotJsonObject, "log-not-json-object", {"expected", "column"}},
        {IssueCode::LogPastTraining, "log-past-training", {"field", "value"}},
        {IssueCode::LogSkippedWithoutColon,
         "log-skipped-without-colon",
         {"field", "name", "value"}},
        {IssueCode::LogSkippedNotNumber, "log-skipped-not-number", {"name", "value"}},
        {IssueCode::LogSkippedTwice, "log-skipped-twice", {"name"}},
        {IssueCode::LogSkippedUnit, "log-skipped-unit", {"name", "unit", "earlier"}},
        // doctor
        {IssueCode::DoctorStageTaken, "stage-taken", {"stage", "rank"}},
        {IssueCode::DoctorLayoutUnusable, "layout-unusable", {"param", "error"}},
        {IssueCode::DoctorSliceShape,
         "slice-shape-differs",
         {"param", "shape", "rank", "expected"}},
        {IssueCode::DoctorStrategyFound, "strategy-found-beside-run", {"strategy"}},
        {IssueCode::DoctorRunUnreadable, "other-ranks-unreadable", {"error"}},
        {IssueCode::DoctorRedundancyUnknown, "redundancy-unknown", {}},
        {IssueCode::DoctorSqueezed, "squeezed", {"param", "ckpt_shape", "net_shape"}},
        {IssueCode::DoctorShapelessLayouts, "shapeless-layouts", {"count"}},
        {IssueCode::DoctorNetSide, "net-side-rank", {"rank", "stage", "file"}},
        {IssueCode::DoctorAllLoad, "all-parameters-load", {"params", "mode", "details"}},
        {IssueCode::DoctorNotAllLoad,
         "parameters-not-loaded",
         {"errors", "params", "mode", "kinds", "details"}},
    };
}

// json: the rows of the codes the --json outputs gained (the enum's block after the reasons).
std::vector<IssueCodeInfo> jsonCodeRows() {
    return {
        {IssueCode::ReasonMissingOnRanks, "step-reason-missing", {"ranks", "count"}},
        {IssueCode::ReasonDamagedOnRanks, "step-reason-damaged", {"damage", "ranks", "count"}},
        {IssueCode::PickNoFile, "pick-no-file", {}},
        {IssueCode::PickMixed, "pick-mixed", {"parts"}},
        {IssueCode::PickNoSavedStep, "pick-no-saved-step", {"file", "rank", "ranks"}},
        {IssueCode::PickSameStep, "pick-same-step", {"step"}},
        {IssueCode::PickOlderStep, "pick-older-step", {"step", "when", "resume", "sorts"}},
        {IssueCode::PickUnusableStep, "pick-unusable-step", {"step", "reasons"}},
        {IssueCode::PickNoMetaJson, "pick-no-meta-json", {}},
        {IssueCode::PickMetaJsonMissing, "pick-meta-json-missing", {"ranks", "count"}},
        {IssueCode::PickNoMetaJsonStep, "pick-no-meta-json-step", {}},
        {IssueCode::FitFits, "fit-fits", {"peak", "memory", "where", "reason"}},
        {IssueCode::FitDoesNotFit, "fit-does-not-fit", {"where", "needs", "memory", "reason"}},
        {IssueCode::ActivationsNoSeq, "activations-no-seq", {}},
        {IssueCode::ActivationsNoHeads, "activations-no-heads", {}},
        {IssueCode::NetworkNoEmbedding, "network-no-embedding", {}},
        {IssueCode::NetworkNoBlocks, "network-no-blocks", {}},
        {IssueCode::SplitNotNameNumber, "split-not-name-number", {"part"}},
        {IssueCode::SplitUnknownAxis, "split-unknown-axis", {"axis"}},
        {IssueCode::SplitTooManyCards, "split-too-many-cards", {"limit"}},
        {IssueCode::LogFileNoPoints, "log-file-no-points", {"error"}},
        {IssueCode::VerifyUnreadable, "verify-unreadable", {"error"}},
        {IssueCode::VerifyCrcFailed, "verify-crc-failed", {"file"}},
        {IssueCode::VerifyNotPlanned,
         "verify-not-planned",
         {"file", "held", "planned", "tensor", "name", "dtype", "shape", "planned_name",
          "planned_dtype", "planned_shape"}},
        {IssueCode::VerifyNotCovered, "verify-not-covered", {"covered", "bytes"}},
        {IssueCode::VerifyBytesDiffer, "verify-bytes-differ", {"bytes"}},
        {IssueCode::VerifySourceChanged, "verify-source-changed", {"error"}},
    };
}

// The doctor's sentences (diagnoses, fixes, findings): the enum's last block. Their names are
// the codes `doctor --json` has always printed (one, redundancy-removed-unloaded, prints as
// "redundancy-removed" there: doctorCodeName in core/doctor/doctormessages.h).
std::vector<IssueCodeInfo> doctorSentenceRows() {
    return {
        {IssueCode::DtypeConverted, "dtype-converted", {"ckpt_dtype", "net_dtype"}},
        {IssueCode::DtypeStrict, "dtype-strict", {"ckpt_dtype", "net_dtype"}},
        {IssueCode::DtypeFamily, "dtype-family", {"ckpt_dtype", "net_dtype"}},
        {IssueCode::ScalarShape, "scalar-shape", {"ckpt_name", "ckpt_dtype", "net_shape"}},
        {IssueCode::NotTensor, "not-tensor", {"ckpt_name", "entry"}},
        {IssueCode::OtherStageOfRun,
         "other-stage-of-run",
         {"param", "other_stage", "rank", "stage", "ranks"}},
        {IssueCode::OtherStageOfNet,
         "other-stage-of-net",
         {"stage", "net_rank", "net_stage", "param", "ranks"}},
        {IssueCode::PrefixOnNet, "prefix-on-net", {"stored", "prefix"}},
        {IssueCode::PrefixOnCkpt, "prefix-on-ckpt", {"stored", "prefix"}},
        {IssueCode::LayerMissing,
         "layer-missing",
         {"net_layers", "block", "net_range", "ckpt_layers", "ckpt_range", "stages_unknown"}},
        {IssueCode::Renamed, "renamed", {"candidates"}},
        {IssueCode::Missing, "missing", {"sliced"}},
        {IssueCode::ConfigShapes,
         "config-shapes",
         {"full", "ckpt_shape", "net_shape", "same_change", "ckpt_value", "net_value", "dims",
          "values"}},
        {IssueCode::SplitGuess,
         "split-guess",
         {"dim", "factor", "ckpt_value", "net_value", "similar", "ckpt_smaller"}},
        {IssueCode::DimsDiffer,
         "dims-differ",
         {"ckpt_shape", "ckpt_dims", "net_shape", "net_dims"}},
        {IssueCode::DimFactor, "dim-factor", {"dim", "ckpt_value", "net_value", "factor"}},
        {IssueCode::DimNotMultiple, "dim-not-multiple", {"dim", "ckpt_value", "net_value"}},
        {IssueCode::SliceOfRank, "slice-of-rank", {"rank", "net_shape", "cuts"}},
        {IssueCode::FullIntoSplit, "full-into-split", {"ckpt_shape", "cuts"}},
        {IssueCode::CutDifferently, "cut-differently", {"shape", "ckpt_cuts", "net_cuts"}},
        {IssueCode::SavedElsewhere, "saved-elsewhere", {"holder", "param", "rank", "members"}},
        {IssueCode::SavedByMindFormers,
         "saved-by-mindformers",
         {"holder", "param", "rank", "members"}},
        {IssueCode::SharedByStages,
         "shared-by-stages",
         {"param", "holder", "holder_stage", "rank", "members"}},
        {IssueCode::RedundancyConflict, "redundancy-conflict", {"holders", "param", "members"}},
        {IssueCode::FixKeepConverted, "fix-keep-converted", {"param", "ckpt_dtype"}},
        {IssueCode::FixNotStrict, "fix-not-strict", {"ckpt_dtype", "net_dtype"}},
        {IssueCode::FixDeclareDtype, "fix-declare-dtype", {"param", "ckpt_dtype"}},
        {IssueCode::FixScalarShape, "fix-scalar-shape", {"param"}},
        {IssueCode::FixNoTensor, "fix-no-tensor", {}},
        {IssueCode::FixAddPrefix, "fix-add-prefix", {}},
        {IssueCode::FixStripPrefix, "fix-strip-prefix", {"prefix"}},
        {IssueCode::FixLayers, "fix-layers", {"layers", "net_layers"}},
        {IssueCode::FixRenameEntry, "fix-rename-entry", {}},
        {IssueCode::FixNoEntry, "fix-no-entry", {}},
        {IssueCode::FixDescribeNet, "fix-describe-net", {}},
        {IssueCode::FixCheckNetwork, "fix-check-network", {}},
        {IssueCode::FixMerge, "fix-merge", {"file"}},
        {IssueCode::FixMergeNoStrategy, "fix-merge-no-strategy", {"command"}},
        {IssueCode::FixMergeLoneSlice, "fix-merge-lone-slice", {"command"}},
        {IssueCode::FixReshard, "fix-reshard", {"file", "rank"}},
        {IssueCode::FixReshardLoneFile, "fix-reshard-lone-file", {"file", "rank"}},
        {IssueCode::FixReshardThenMerge, "fix-reshard-then-merge", {"merge"}},
        {IssueCode::FixLoadRank, "fix-load-rank", {"rank"}},
        {IssueCode::FixConfig, "fix-config", {"values", "net_values"}},
        {IssueCode::FixConfigValues, "fix-config-values", {"values"}},
        {IssueCode::FixLayerCount, "fix-layer-count", {"layers"}},
        {IssueCode::FixRenameEntries, "fix-rename-entries", {}},
        {IssueCode::FixBuildDtype, "fix-build-dtype", {"ckpt_dtype", "net_dtype"}},
        {IssueCode::FixMindFormersLoad, "fix-mindformers-load", {"holder"}},
        {IssueCode::FixRemoveRedundancy, "fix-remove-redundancy", {"holder"}},
        {IssueCode::FixRestoreRedundancy, "fix-restore-redundancy", {"file", "folder"}},
        {IssueCode::FixLoadWithoutFlag, "fix-load-without-flag", {}},
        {IssueCode::FixWriteWithoutRedundancy, "fix-write-without-redundancy", {"rank"}},
        {IssueCode::PerRankSlice,
         "per-rank-slice",
         {"rank", "ranks", "stages", "devices", "params"}},
        {IssueCode::SliceGuess, "slice-guess", {"params"}},
        {IssueCode::LargerInCheckpoint, "larger-in-checkpoint", {"params"}},
        {IssueCode::FullIntoStrategy, "full-into-strategy", {"rank", "params"}},
        {IssueCode::Resplit, "resplit", {"params"}},
        {IssueCode::InOtherStage, "in-other-stage", {"params", "stage"}},
        {IssueCode::ConfigChanged, "config-changed", {"changes"}},
        {IssueCode::LayerCountChanged,
         "layer-count-changed",
         {"block", "ckpt_layers", "ckpt_range", "net_layers", "net_range", "extra",
          "stages_unknown"}},
        {IssueCode::CommonPrefix, "common-prefix", {"params", "prefix", "on_net"}},
        {IssueCode::SameRename, "same-rename", {"params", "from", "to"}},
        {IssueCode::SameDtypeChange,
         "same-dtype-change",
         {"params", "ckpt_dtype", "net_dtype", "converted"}},
        {IssueCode::RedundancyRemovedUnloaded,
         "redundancy-removed-unloaded",
         {"rank", "params", "more", "holders"}},
        {IssueCode::MindFormersRedundancy,
         "mindformers-redundancy",
         {"rank", "params", "more", "holders"}},
        {IssueCode::FullWithRemoveRedundancy, "full-with-remove-redundancy", {"param"}},
    };
}

std::vector<IssueCodeInfo> makeIssueCodeTable() {
    std::vector<IssueCodeInfo> table = {
        {IssueCode::SeveralFilesInRank,
         "several-files-in-rank",
         {"rank", "chosen", "alternatives", "count"}},
        {IssueCode::RankGap, "rank-gap", {"ranks", "world"}},
        {IssueCode::StrayFolder, "stray-folder", {"folder"}},
        {IssueCode::MixedFormats, "mixed-formats", {"formats"}},
        {IssueCode::EmptyRankFolder, "empty-rank-folder", {"rank"}},
        {IssueCode::UnreadableRank, "unreadable-rank", {"rank", "error"}},
        {IssueCode::EncryptedFile, "encrypted-file", {"file", "mode"}},
        {IssueCode::CrcMismatch, "crc-mismatch", {}},
        {IssueCode::UnloadableDtype, "unloadable-dtype", {"param", "dtype"}},
        {IssueCode::UnknownDtype, "unknown-dtype", {"param", "dtype", "field", "dataset"}},
        {IssueCode::MissingOptimizerFields, "missing-optimizer-fields", {}},
        {IssueCode::DuplicateStage, "duplicate-stage", {"stage", "skipped", "kept", "others"}},
        {IssueCode::StrayFile, "stray-file", {"file"}},
        {IssueCode::ShapeContradictsStrategy,
         "shape-contradicts-strategy",
         {"param", "rank", "held", "expected"}},
        {IssueCode::MissingOnRanks, "missing-on-ranks", {"param", "ranks"}},
        {IssueCode::NoStrategy, "no-strategy", {}},
        {IssueCode::InvalidUtf8Name, "invalid-utf8-name", {"name"}},
        {IssueCode::StrategyUnusable, "strategy-unusable", {"error", "consequence"}},
        {IssueCode::StrategyRunMismatch,
         "strategy-run-mismatch",
         {"cards", "stages", "devices", "run_cards"}},
        {IssueCode::RankTableUnusable, "rank-table-unusable", {"error"}},
        {IssueCode::SeveralRankTables, "several-rank-tables", {"files"}},
        {IssueCode::RankTableRunMismatch, "rank-table-run-mismatch", {"table_ranks", "run_cards"}},
        {IssueCode::RedundancyRemoved,
         "redundancy-removed",
         {"params", "bytes", "loader", "size", "folder", "strategy"}},
        {IssueCode::SliceLost, "slice-lost", {"param", "ranks"}},
        {IssueCode::IterationFileMissing, "iteration-file-missing", {"kind", "ranks"}},
        {IssueCode::IterationOtherFiles, "iteration-other-files", {"files"}},
        {IssueCode::IterationWithoutLayouts, "iteration-without-layouts", {"ranks"}},
        {IssueCode::SeveralFiles, "several-files", {"rank", "chosen", "alternatives", "count"}},
        {IssueCode::SourceStrategyFound, "source-strategy-found", {"strategy"}},
        {IssueCode::StrategyRanksUnread,
         "strategy-ranks-unread",
         {"cards", "stages", "devices", "run_cards", "ranks", "count"}},
        {IssueCode::SourceUnreadable, "unreadable", {"error"}},
        {IssueCode::SourceNameNotUtf8, "invalid-utf8-name", {"file", "rank", "name"}},
        {IssueCode::NotInCheckpoint, "not-in-checkpoint", {"param", "side"}},
        {IssueCode::BadLayout, "bad-layout", {"param", "side", "error"}},
        {IssueCode::NotDivisibleLayout, "not-divisible", {"param", "side", "error"}},
        {IssueCode::NoParameter, "no-parameter", {}},
        {IssueCode::PlanFailed, "plan", {"rank", "error"}},
        {IssueCode::MissingRank, "missing-rank", {"source", "destination"}},
        {IssueCode::MissingTensor,
         "missing-tensor",
         {"param", "source", "destination", "ranks", "holders", "file", "copied"}},
        {IssueCode::NotReshardable, "unsupported", {"param", "dtype"}},
        {IssueCode::PackedNotReshardable, "unsupported", {"param", "dtype"}},
        {IssueCode::DtypeMismatch, "dtype-mismatch", {"param", "source", "dtype", "expected"}},
        {IssueCode::ShapeMismatch,
         "shape-mismatch",
         {"param", "source", "shape", "expected", "full"}},
        {IssueCode::DestinationOnly, "dst-only", {"param"}},
        {IssueCode::SourceOnly, "src-only", {"param"}},
        {IssueCode::MapTensorSkipped, "unsupported", {"param"}},
        {IssueCode::StringLeftOut, "unsupported", {"param"}},
        {IssueCode::UnstorableDtype, "unsupported", {"param", "dtype"}},
        {IssueCode::NotUtf8ForFormat, "invalid-utf8-name", {"name"}},
        {IssueCode::WrongOutputFormat, "unsupported", {}},
        {IssueCode::NotDivisible,
         "not-divisible",
         {"param", "dimension", "size", "parts", "dev_matrix", "axis", "sizes", "cards", "axes",
          "axis_count", "main", "size_choices", "card_choices"}},
        {IssueCode::DevMatrixDiffers, "devmatrix-differs", {"param", "dev_matrix", "main"}},
        {IssueCode::OptShardSkipped,
         "opt-shard-skipped",
         {"param", "size", "replicas", "dim0", "dev_matrix", "tensor_map", "scalar"}},
        {IssueCode::ShapeUnknown, "shape-unknown", {"param", "counting"}},
        {IssueCode::StageSplit, "stage-split", {"from", "per"}},
        {IssueCode::StageEmpty, "stage-empty", {"stage", "source", "params", "stages"}},
        {IssueCode::BadStageSpec, "bad-spec", {"to", "from"}},
        {IssueCode::BadSourceStages, "bad-source", {"stages"}},
        {IssueCode::InvalidLayout, "invalid-layout", {"param", "error", "counting"}},
        {IssueCode::InvalidStrategy, "invalid-strategy", {"error"}},
        {IssueCode::SpecNotNameNumber, "spec-not-name-number", {"part"}},
        {IssueCode::SpecStagesBelowOne, "spec-stages-below-one", {}},
        {IssueCode::SpecOptShardIsOne, "spec-opt-shard-is-one", {}},
        {IssueCode::SpecAxisBelowOne, "spec-axis-below-one", {"axis"}},
        {IssueCode::SpecUnknownAxis, "spec-unknown-axis", {"axis", "axes"}},
        {IssueCode::SpecAxisMissing, "spec-axis-missing", {"axis"}},
        {IssueCode::ExportLeftOut, "left-out", {"param", "kind", "format"}},
        {IssueCode::ExportRawBits, "raw-bits", {"param", "dtype", "storage"}},
        {IssueCode::ExportRawBitsCount, "raw-bits", {"count"}},
        {IssueCode::ExportDuplicate, "duplicate", {"params"}},
        {IssueCode::StepSelected, "step-selected", {"step", "steps"}},
        {IssueCode::StepNotMindSporePick,
         "step-not-mindspore-pick",
         {"step", "mindspore", "consequence", "explanation"}},
        {IssueCode::MixedSteps, "mixed-steps", {"steps"}},
        {IssueCode::NoUsableStep, "no-usable-step", {"step", "reasons"}},
        {IssueCode::StepMissingOnRanks, "step-missing-on-ranks", {"step", "ranks", "count"}},
        {IssueCode::StepUnusable, "step-unusable", {"step", "reasons", "rank"}},
        {IssueCode::DestinationRanksOutside,
         "destination-ranks-outside",
         {"folder", "ranks", "cards", "count", "last"}},
        {IssueCode::DestinationOtherStrategy, "destination-other-strategy", {"file", "merged"}},
        {IssueCode::DestinationOtherConversion,
         "destination-other-conversion",
         {"file", "source", "step", "target", "cards"}},
        {IssueCode::DestinationOtherFiles, "destination-other-files", {"folder", "files"}},
        {IssueCode::DestinationInUse, "destination-in-use", {"folder", "files"}},
        {IssueCode::ActivationsUnknown, "activations-unknown", {"reason"}},
        {IssueCode::OptimizerNotSaved, "optimizer-not-saved", {}},
    };
    std::vector<IssueCodeInfo> reasons = reasonCodeRows();
    table.insert(table.end(), reasons.begin(), reasons.end());
    std::vector<IssueCodeInfo> json = jsonCodeRows();
    table.insert(table.end(), json.begin(), json.end());
    std::vector<IssueCodeInfo> doctor = doctorSentenceRows();
    table.insert(table.end(), doctor.begin(), doctor.end());
    return table;
}

const std::vector<IssueCodeInfo>& issueCodeTable() {
    static const std::vector<IssueCodeInfo> kTable = makeIssueCodeTable();
    // A row out of the enum's order would name another code: the first use stops the program.
    static const bool kInOrder = [] {
        bool ok = kTable.size() == static_cast<size_t>(kIssueCodeCount);
        for (size_t i = 0; ok && i < kTable.size(); ++i) {
            ok = static_cast<size_t>(kTable[i].code) == i;
        }
        return ok;
    }();
    if (!kInOrder) {
        std::fputs("shardscope: the issue code table is not in the enum's order\n", stderr);
        std::abort();
    }
    return kTable;
}

const IssueCodeInfo& infoOf(IssueCode code) {
    return issueCodeTable()[static_cast<size_t>(code)];
}

}  // namespace

const char* issueCodeName(IssueCode code) {
    return infoOf(code).name;
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
    return infoOf(code).args;
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

Issue& Issue::because(const Error& error) {
    cause = std::make_shared<const Error>(error);
    return *this;
}

std::string Issue::text() const {
    return renderIssueEnglish(*this);
}

Issue makeIssue(IssueCode code, Severity severity, std::string file, std::string param, int rank,
                const std::vector<std::string>& args) {
    Issue issue;
    issue.code = code;
    issue.severity = severity;
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
    return makeIssue(IssueCode::InvalidUtf8Name, Severity::Warning, file, shown, rank, {shown});
}

}  // namespace shardscope
