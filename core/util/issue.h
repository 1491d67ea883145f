#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "messagearg.h"

namespace shardscope {

struct Error;

enum class Severity { Info, Warning, Error };
const char* severityName(Severity severity);  // "info", "warning", "error": JSON's word
// "note", "warning", "error": the word in front of a message printed as text, the same in
// shardscope-cli, shardscope-mpi and every report.
const char* severityWord(Severity severity);

// Every non-fatal diagnostic the core reports: reading files and runs, planning, simulating a
// strategy, exporting. Names (issueCodeName) are stable: scripts read them from `--json`, and the
// GUI translates each code from its named arguments (issueArgNames lists them per code).
enum class IssueCode {
    // Files and run folders (inspect, the run document)
    SeveralFilesInRank,        // rank, chosen, alternatives
    RankGap,                   // ranks
    StrayFolder,               // folder
    MixedFormats,              // formats
    EmptyRankFolder,           // rank
    UnreadableRank,            // rank, error
    EncryptedFile,             // file, mode
    CrcMismatch,               // file
    UnloadableDtype,           // param, dtype
    UnknownDtype,              // param, dtype
    MissingOptimizerFields,    // file
    DuplicateStage,            // stage, skipped
    StrayFile,                 // file
    ShapeContradictsStrategy,  // param, rank, held, expected
    MissingOnRanks,            // param, ranks
    NoStrategy,                // folder
    InvalidUtf8Name,           // name
    StrategyUnusable,          // error
    StrategyRunMismatch,       // cards, stages, devices, run_cards
    RankTableUnusable,         // error
    SeveralRankTables,         // files
    RankTableRunMismatch,      // table_ranks, run_cards
    RedundancyRemoved,         // params, bytes
    SliceLost,                 // param, ranks
    IterationFileMissing,      // kind, ranks
    IterationOtherFiles,       // files
    IterationWithoutLayouts,   // ranks
    // Planning a conversion (plan, convert)
    SeveralFiles,          // rank, chosen
    SourceStrategyFound,   // strategy
    StrategyRanksUnread,   // cards, stages, devices, run_cards, ranks
    SourceUnreadable,      // error
    SourceNameNotUtf8,     // file, rank, name (a source rank's invalid UTF-8 name, in a plan)
    NotInCheckpoint,       // param, side
    BadLayout,             // param, side, error
    NotDivisibleLayout,    // param, side, error
    NoParameter,           // (none)
    PlanFailed,            // error
    MissingRank,           // source, destination
    MissingTensor,         // param, source
    NotReshardable,        // param, dtype
    PackedNotReshardable,  // param, dtype
    DtypeMismatch,         // param, source, dtype, expected
    ShapeMismatch,         // param, source, shape, expected
    DestinationOnly,       // param
    SourceOnly,            // param
    MapTensorSkipped,      // param
    StringLeftOut,         // param
    UnstorableDtype,       // param, dtype
    NotUtf8ForFormat,      // name
    WrongOutputFormat,     // (none)
    // Simulating a destination strategy (the migration planner, plan --simulate)
    NotDivisible,        // param, dimension, size, parts, dev_matrix, axis, sizes, cards
    DevMatrixDiffers,    // param, dev_matrix, main
    OptShardSkipped,     // param, size, replicas, dim0
    ShapeUnknown,        // param
    StageSplit,          // from, to
    StageEmpty,          // stage, source, params, stages
    BadStageSpec,        // to, from
    BadSourceStages,     // stages
    InvalidLayout,       // param, error
    InvalidStrategy,     // error
    SpecNotNameNumber,   // part
    SpecStagesBelowOne,  // (none)
    SpecOptShardIsOne,   // (none)
    SpecAxisBelowOne,    // axis
    SpecUnknownAxis,     // axis, axes
    SpecAxisMissing,     // axis
    // Exporting
    ExportLeftOut,       // param, kind (map, str, or the dtype), format
    ExportRawBits,       // param, dtype, storage
    ExportRawBitsCount,  // count
    ExportDuplicate,     // params
    // Saved steps: which step of a run's history the rank files are taken from
    StepSelected,          // step, steps
    StepNotMindSporePick,  // step, mindspore, consequence (older, unusable, mixed, none)
    MixedSteps,            // steps
    NoUsableStep,          // step (the newest), reasons
    StepMissingOnRanks,    // step, ranks
    StepUnusable,          // step, reasons
    // The destination folder of a conversion holds what this conversion would not write
    DestinationRanksOutside,     // folder, ranks, cards
    DestinationOtherStrategy,    // file, merged ("yes" when the conversion merges into one)
    DestinationOtherConversion,  // file, source, step, target, cards
    DestinationOtherFiles,       // folder, files
    DestinationInUse,            // folder, files
    // The memory and communication of a training step (fit)
    ActivationsUnknown,  // reason
    OptimizerNotSaved,   // (none)
    // A rank table's oddities that do not stop it from being used (their names are the kinds
    // rank-table --json has always printed)
    RankTableStatus,       // status
    RankTableVersion,      // version
    DuplicateServerId,     // servers, id, labels, count
    RankTablePlaceholder,  // placeholders, count
    DuplicateDeviceIp,     // ranks, ip, count
    // Why a saved copy of a step cannot be resumed from (history)
    FileEmpty,               // (none)
    FileUnreadable,          // error, damage (truncated, encrypted, or none)
    FileShapeNotStrategy,    // param, shape, expected
    FileShapeNotSplittable,  // param, shape, error
    FileGrowing,             // listed, read
    FileCrcMismatch,         // stored, computed
    FileInterrupted,         // temporary
    FileUnfinishedSave,      // (none)
    FileTensorListDiffers,   // difference
    // Why a line of a training log gave no point, or a value on it was skipped (logs, Loss tab)
    LogLineTooLong,          // (none)
    LogOutputsUnclosed,      // (none)
    LogOutputNotNumber,      // index, value
    LogOutputsNoTensor,      // (none)
    LogNoNumberAfter,        // field
    LogLossWithoutStep,      // (none)
    LogEndsBeforeLoss,       // (none)
    LogNoColon,              // name
    LogFieldNotNumber,       // field, value
    LogNoValueAfterLoss,     // (none)
    LogNoStepOnLine,         // (none)
    LogNoLossOnLine,         // (none)
    LogColumnNotNumber,      // column, value, expected (integer, number, time)
    LogColumnCount,          // cells, columns
    LogNoStepColumn,         // (none)
    LogKeyNotNumber,         // key, value, expected (integer, number, time)
    LogKeyNoValue,           // key, value
    LogNotJsonObject,        // expected (brace, key, colon, value, end), column
    LogPastTraining,         // field (epoch, step, global_step), value
    LogSkippedWithoutColon,  // field, name, value
    LogSkippedNotNumber,     // name, value
    LogSkippedTwice,         // name
    LogSkippedUnit,          // name, unit, earlier
    // doctor: how the doctor read its inputs (its notes), and its summary line
    DoctorStageTaken,         // stage, rank
    DoctorLayoutUnusable,     // param, error
    DoctorSliceShape,         // param, shape, rank, expected
    DoctorStrategyFound,      // strategy
    DoctorRunUnreadable,      // error
    DoctorRedundancyUnknown,  // (none)
    DoctorSqueezed,           // param, ckpt_shape, net_shape
    DoctorShapelessLayouts,   // count
    DoctorNetSide,            // rank, stage, file
    DoctorAllLoad,            // params, mode, details
    DoctorNotAllLoad,         // errors, params, mode, kinds, details
    // json: the words of --json outputs that had no code yet
    // Why a saved step newer than the resume step cannot be resumed from (history)
    ReasonMissingOnRanks,  // ranks, count
    ReasonDamagedOnRanks,  // damage, ranks, count
    // What taking a rule of thumb's pick would mean (history's lexicographic and MindFormers picks)
    PickNoFile,           // (none)
    PickMixed,            // parts
    PickNoSavedStep,      // file, rank, ranks (rank and ranks only when several ranks)
    PickSameStep,         // step
    PickOlderStep,        // step, when, resume, sorts ("yes": the names sort as text)
    PickUnusableStep,     // step, reasons
    PickNoMetaJson,       // (none)
    PickMetaJsonMissing,  // ranks, count
    PickNoMetaJsonStep,   // (none)
    // The memory headline (fit, plan, convert) and why activations are not counted
    FitFits,             // peak, memory, where, reason
    FitDoesNotFit,       // where, needs, memory, reason
    ActivationsNoSeq,    // (none)
    ActivationsNoHeads,  // (none)
    NetworkNoEmbedding,  // (none)
    NetworkNoBlocks,     // (none)
    // A preset's split as fit --model --simulate gives it ("dp=8,mp=4,pp=2,opt=8")
    SplitNotNameNumber,  // part
    SplitUnknownAxis,    // axis
    SplitTooManyCards,   // limit
    // A log found in a folder that gave no point (logs, the Loss tab)
    LogFileNoPoints,  // error
    // Why a written file failed its verification (convert --verify, shardscope-mpi)
    VerifyUnreadable,     // error
    VerifyCrcFailed,      // file
    VerifyNotPlanned,     // file, held, planned, tensor, name, dtype, shape, planned_name, ...
    VerifyNotCovered,     // covered, bytes
    VerifyBytesDiffer,    // bytes
    VerifySourceChanged,  // error
    // doctor: why one parameter does not load (a problem's diagnosis)
    DtypeConverted,   // ckpt_dtype, net_dtype
    DtypeStrict,      // ckpt_dtype, net_dtype
    DtypeFamily,      // ckpt_dtype, net_dtype
    ScalarShape,      // ckpt_name, ckpt_dtype, net_shape
    NotTensor,        // ckpt_name, entry
    OtherStageOfRun,  // param, other_stage, rank, stage, ranks
    OtherStageOfNet,  // stage, net_rank, net_stage, param, ranks
    PrefixOnNet,      // stored, prefix
    PrefixOnCkpt,     // stored, prefix
    LayerMissing,     // net_layers, block, net_range, ckpt_layers, ckpt_range, stages_unknown
    Renamed,          // candidates
    Missing,          // sliced
    ConfigShapes,  // full, ckpt_shape, net_shape, same_change, ckpt_value, net_value, dims, values
    SplitGuess,    // dim, factor, ckpt_value, net_value, similar, ckpt_smaller
    DimsDiffer,    // ckpt_shape, ckpt_dims, net_shape, net_dims
    DimFactor,     // dim, ckpt_value, net_value, factor
    DimNotMultiple,      // dim, ckpt_value, net_value
    SliceOfRank,         // rank, net_shape, cuts
    FullIntoSplit,       // ckpt_shape, cuts
    CutDifferently,      // shape, ckpt_cuts, net_cuts
    SavedElsewhere,      // holder, param, rank, members
    SavedByMindFormers,  // holder, param, rank, members
    SharedByStages,      // param, holder, holder_stage, rank, members
    RedundancyConflict,  // holders, param, members
    // doctor: what to do about it (a problem's or a finding's fix)
    FixKeepConverted,           // param, ckpt_dtype
    FixNotStrict,               // ckpt_dtype, net_dtype
    FixDeclareDtype,            // param, ckpt_dtype
    FixScalarShape,             // param
    FixNoTensor,                // (none)
    FixAddPrefix,               // (none)
    FixStripPrefix,             // prefix
    FixLayers,                  // layers, net_layers
    FixRenameEntry,             // (none)
    FixNoEntry,                 // (none)
    FixDescribeNet,             // (none)
    FixCheckNetwork,            // (none)
    FixMerge,                   // file
    FixMergeNoStrategy,         // command
    FixMergeLoneSlice,          // command
    FixReshard,                 // file, rank
    FixReshardLoneFile,         // file, rank
    FixReshardThenMerge,        // merge
    FixLoadRank,                // rank
    FixConfig,                  // values, net_values
    FixConfigValues,            // values
    FixLayerCount,              // layers
    FixRenameEntries,           // (none)
    FixBuildDtype,              // ckpt_dtype, net_dtype
    FixMindFormersLoad,         // holder
    FixRemoveRedundancy,        // holder
    FixRestoreRedundancy,       // file, folder
    FixLoadWithoutFlag,         // (none)
    FixWriteWithoutRedundancy,  // rank
    // doctor: conclusions about the whole load (its findings)
    PerRankSlice,               // rank, ranks, stages, devices, params
    SliceGuess,                 // params
    LargerInCheckpoint,         // params
    FullIntoStrategy,           // rank, params
    Resplit,                    // params
    InOtherStage,               // params, stage
    ConfigChanged,              // changes
    LayerCountChanged,          // block, ckpt_layers, ckpt_range, net_layers, net_range, extra,
                                // stages_unknown
    CommonPrefix,               // params, prefix, on_net
    SameRename,                 // params, from, to
    SameDtypeChange,            // params, ckpt_dtype, net_dtype, converted
    RedundancyRemovedUnloaded,  // rank, params, more, holders
    MindFormersRedundancy,      // rank, params, more, holders
    FullWithRemoveRedundancy,   // param
};
inline constexpr int kIssueCodeCount = static_cast<int>(IssueCode::FullWithRemoveRedundancy) + 1;

const char* issueCodeName(IssueCode code);
// StepSelected .. StepUnusable: which saved step a run's files are taken from. Every command
// that reads a run shows them.
bool isStepIssue(IssueCode code);
// The names of the arguments a code's issues carry, in the order the comments above list them.
const std::vector<std::string_view>& issueArgNames(IssueCode code);

// A problem worth telling the user that does not stop the work by itself (an Error-severity
// issue does block the action it is about, e.g. a conversion). Its words are the catalogue's
// (messagecatalogue.h): text() renders the code's English template from `args`, the CLI prints
// it, and the GUI renders the user's language from the same template.
struct Issue {
    IssueCode code = IssueCode::NoParameter;
    Severity severity = Severity::Warning;
    std::string file;
    std::string param;
    int rank = -1;
    std::vector<IssueArg> args;
    // The error an issue reports (StrategyUnusable, SourceUnreadable...), whose English is its
    // "error" argument: the GUI renders it in the user's language from its template. May be null.
    std::shared_ptr<const Error> cause = nullptr;

    // The argument of that name, or an empty string.
    const std::string& arg(std::string_view name) const;
    Issue& with(std::string name, std::string value);
    // The issue reports `error` (its "error" argument holds the error's English): keep it whole.
    Issue& because(const Error& error);
    std::vector<std::string> argValues() const;  // in order
    bool blocking() const { return severity == Severity::Error; }
    // The English sentence (what the CLI prints after "warning: "): the catalogue's template of
    // `code` with `args` put in.
    std::string text() const;
};

// The whole issue in one call; `args` are the values of issueArgNames(code), in that order (or
// none, to add them with with()). The words come from the catalogue.
Issue makeIssue(IssueCode code, Severity severity, std::string file, std::string param, int rank,
                const std::vector<std::string>& args);

// "note: <text>" (the severity's word, then the text): an issue as a line of text.
std::string issueLine(const Issue& issue);

// The issue for a name read from `file` that is not valid UTF-8 (shown with \xNN escapes).
Issue invalidUtf8NameIssue(const std::string& name, const std::string& file, int rank = -1);

}  // namespace shardscope
