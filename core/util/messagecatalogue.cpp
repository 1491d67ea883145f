#include "messagecatalogue.h"

#include <cstdio>
#include <cstdlib>
#include <iterator>

#include "catalogueentry.h"

namespace shardscope {

namespace {

// Files and run folders (inspect, the run document).
std::vector<CatalogueEntry> runEntries() {
    return {
        // Files and run folders
        {IssueCode::SeveralFilesInRank,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "rank {rank} holds {count} checkpoint files; using the "
                             "lexicographically last, '{chosen}', as MindSpore does (others: "
                             "{alternatives})")}}},
        {IssueCode::RankGap,
         {{"world",
           QT_TRANSLATE_NOOP("IssueMessage", "rank files missing: {ranks} (of {world} ranks)")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "rank folders missing: {ranks}")}}},
        {IssueCode::StrayFolder,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "folder '{folder}' is not a rank_<N> folder; ignored")}}},
        {IssueCode::MixedFormats,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "rank folders mix checkpoint formats: {formats}")}}},
        {IssueCode::EmptyRankFolder,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "rank {rank} has no checkpoint file")}}},
        {IssueCode::UnreadableRank,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "rank {rank} cannot be read: {error}")}}},
        {IssueCode::CrcMismatch,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "the crc check is failed")}}},
        {IssueCode::EncryptedFile,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{file} is encrypted ({mode})")}}},
        {IssueCode::UnknownDtype,
         {{"field",
           QT_TRANSLATE_NOOP("IssueMessage", "unknown {field} '{dtype}'; size not checked")},
          {"dataset",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "dataset '{dataset}' holds no tensor type ShardScope reads; "
                             "skipped")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "{param}: dtype {dtype} has no known size: its bytes are not "
                                      "counted")}}},
        {IssueCode::UnloadableDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "MindSpore cannot load tensors of type {dtype}")}}},
        {IssueCode::MissingOptimizerFields,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "strategy file written before MindSpore 1.3: "
                                      "opt_weight_shard_step/size missing, assumed 0")}}},
        {IssueCode::DuplicateStage,
         {{"others",
           "stage {stage} already merged from {kept}, skipped {skipped} and {others} other "
           "different file",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "stage {stage} already merged from {kept}, skipped {skipped} and "
                               "{others} other different files"),
           "others"},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "stage {stage} already merged from {kept}, skipped {skipped}")}}},
        {IssueCode::StrayFile,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not a strategy file (neither .ckpt nor .json), ignored: {file}")}}},
        {IssueCode::ShapeContradictsStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}': rank {rank} holds shape {held}, the strategy "
                             "gives {expected}")}}},
        {IssueCode::MissingOnRanks,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "parameter '{param}' is missing on rank(s) {ranks}")}}},
        {IssueCode::NoStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "no strategy file beside the rank folders; give one to see how "
                             "the parameters are split")}}},
        {IssueCode::InvalidUtf8Name,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter name '{name}' is not valid UTF-8 (invalid bytes shown "
                             "as \\xNN)")}}},
        {IssueCode::StrategyRunMismatch,
         {{nullptr,
           "the strategy describes {cards} cards ({stages} stage of {devices}), the run has "
           "{run_cards}: it belongs to another run, so its layouts are not used",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the strategy describes {cards} cards ({stages} stages of "
                               "{devices}), the run has {run_cards}: it belongs to another run, "
                               "so its layouts are not used"),
           "stages"}}},
        // The error's own sentence: the window puts it after words of its own (IssueText), in
        // the user's language from the error's template (Issue::because).
        {IssueCode::SeveralRankTables,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "several rank tables beside the run ({files}); name one to use it")}}},
        {IssueCode::RankTableRunMismatch,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the rank table places {table_ranks} ranks, the run has "
                                      "{run_cards}")}}},
        {IssueCode::SliceLost,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is lost on ranks {ranks}: none of them holds "
                             "the slice they share, and no other rank stores it")}}},
        {IssueCode::IterationFileMissing,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "ranks without their {kind} file, which the other ranks have: "
                             "{ranks}")}}},
        {IssueCode::IterationOtherFiles,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "files of another save in the iteration folder, not read: {files}")}}},
        {IssueCode::IterationWithoutLayouts,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "no metadata.json: the layouts of these {ranks} ranks are unknown, "
                             "so each rank's files are read as whole tensors (MindFormers writes "
                             "none when it saves without a parallel strategy; an iteration still "
                             "being written has none yet either)")}}},
    };
}

// Planning a conversion (plan, convert).
std::vector<CatalogueEntry> planEntries() {
    return {
        // Planning a conversion
        {IssueCode::SeveralFiles,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "rank {rank} holds {count} checkpoint files; using the "
                             "lexicographically last, '{chosen}', as MindSpore does (others: "
                             "{alternatives})")}}},
        {IssueCode::SourceNameNotUtf8,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{file}: source rank {rank}: parameter name '{name}' is not valid "
                             "UTF-8 (invalid bytes shown as \\xNN)")}}},
        {IssueCode::SourceStrategyFound,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "source strategy: {strategy} (found beside the rank folders)")}}},
        {IssueCode::NotInCheckpoint,
         {{"side=source",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is in the source strategy but in no source "
                             "checkpoint; skipped")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is in the destination strategy but in no "
                             "source checkpoint; skipped")}}},
        {IssueCode::NoParameter,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "None of the parameters in checkpoint file are in either src "
                             "strategy or dst strategy. Please check correctness of strategy "
                             "files.")}}},
        {IssueCode::MissingRank,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "The checkpoint file of rank{source} is needed for converting "
                             "rank{destination}'s checkpoint, but it is missing.")}}},
        {IssueCode::NotReshardable,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a {dtype} entry and cannot be resharded")}}},
        {IssueCode::PackedNotReshardable,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' has type {dtype}, whose elements are not whole "
                             "bytes; it cannot be resharded")}}},
        {IssueCode::DtypeMismatch,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is {expected} on one source rank and {dtype} "
                             "on rank {source}")}}},
        {IssueCode::ShapeMismatch,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "rank {source} holds '{param}' with shape {shape} but the source "
                             "strategy gives it {expected} (full shape {full})")}}},
        {IssueCode::DestinationOnly,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is in the destination strategy only; copied "
                             "unchanged")}}},
        {IssueCode::SourceOnly,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is in the source strategy only; copied as the "
                             "source slice, unmerged, as MindSpore does")}}},
        {IssueCode::MapTensorSkipped,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a map tensor; map tensors are not copied")}}},
        {IssueCode::StringLeftOut,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a str entry; safetensors has no string type, "
                             "so it is left out")}}},
        {IssueCode::UnstorableDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' has type {dtype}, which safetensors cannot "
                             "store")}}},
        {IssueCode::NotUtf8ForFormat,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter name '{name}' is not valid UTF-8, which a safetensors "
                             "header (JSON) cannot hold; write .ckpt instead")}}},
        {IssueCode::WrongOutputFormat,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "convert writes .ckpt or .safetensors files; HDF5 is written by "
                             "export")}}},
        {IssueCode::StrategyRanksUnread,
         {{"stages=1",
           "the source strategy describes {cards} cards ({stages} stage of {devices}), the run "
           "has {run_cards}: rank {ranks} is outside it and not read",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the source strategy describes {cards} cards ({stages} stage of "
                               "{devices}), the run has {run_cards}: ranks {ranks} are outside "
                               "it and not read"),
           "count"},
          {nullptr,
           "the source strategy describes {cards} cards ({stages} stages of {devices}), the run "
           "has {run_cards}: rank {ranks} is outside it and not read",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the source strategy describes {cards} cards ({stages} stages of "
                               "{devices}), the run has {run_cards}: ranks {ranks} are outside "
                               "it and not read"),
           "count"}}},
    };
}

// Simulating a destination strategy, and exporting.
std::vector<CatalogueEntry> simulationEntries() {
    return {
        // Simulating a destination strategy
        {IssueCode::StageSplit,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "each of the {from} source stages is cut into {per} stages by "
                             "splitting its parameters, in strategy-file order, into contiguous "
                             "groups (optimizer copies follow their parameter); the real stage "
                             "assignment follows the network's layers, so load a compiled "
                             "destination strategy for exact results")}}},
        {IssueCode::DevMatrixDiffers,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}': dev_matrix {dev_matrix} is not a grouping of "
                             "the main dev_matrix {main} (each of its axes must be the product of "
                             "neighbouring main axes, in order), so the new axis sizes cannot be "
                             "applied to it")}}},
        {IssueCode::StageEmpty,
         {{nullptr,
           "stage {stage} of the simulated strategy holds no parameter: source stage {source} "
           "has {params} parameter to share among {stages} stages",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "stage {stage} of the simulated strategy holds no parameter: "
                               "source stage {source} has {params} parameters to share among "
                               "{stages} stages"),
           "params"}}},
        {IssueCode::BadStageSpec,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{to} pipeline stages cannot be made from the source's {from}: the "
                             "new count must divide the old one or be a multiple of it")}}},
        {IssueCode::BadSourceStages,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "The strategy file for pipeline parallel does not contains all "
                             "stages. (stages found: {stages})")}}},
        {IssueCode::SpecNotNameNumber,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "'{part}' is not NAME=NUMBER")}}},
        {IssueCode::SpecStagesBelowOne,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "pp must be at least 1")}}},
        {IssueCode::SpecOptShardIsOne,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "opt must be 0 (off) or at least 2")}}},
        {IssueCode::SpecAxisBelowOne,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{axis} must be at least 1")}}},
        {IssueCode::SpecUnknownAxis,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "unknown axis '{axis}' (the axes are {axes}, plus pp and opt)")}}},
        {IssueCode::SpecAxisMissing,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "give every axis a size: {axis} is missing")}}},
        // Exporting
        {IssueCode::ExportLeftOut,
         {{"kind=map&format=HDF5",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a map tensor, which the HDF5 export does "
                             "not hold; left out")},
          {"format=HDF5",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is of unknown type {kind}, which the HDF5 "
                             "export does not hold; left out")},
          {"kind=map",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a map tensor, which safetensors cannot "
                             "store; left out")},
          {"kind=str",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is a str entry, which safetensors cannot "
                             "store; left out")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is of type {kind}, which safetensors cannot "
                             "store; left out")}}},
        {IssueCode::ExportRawBits,
         {{"dtype=BFloat16",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is {dtype}, which NumPy lacks: stored as its "
                             "raw bits ('{storage}'); --float32 writes float32 values")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is {dtype}, which NumPy lacks: stored as its "
                             "raw bits ('{storage}')")}}},
        {IssueCode::ExportRawBitsCount,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{count} BFloat16 tensor(s) stored as their raw bits (uint16, "
                             "attribute \"storage\"); --float32 adds float32 copies")}}},
        {IssueCode::ExportDuplicate,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "held by several pipeline stages, exported once (from the first "
                             "stage): {params}")}}},
    };
}

// A conversion's destination folder, a training step's memory, and saved steps.
std::vector<CatalogueEntry> destinationEntries() {
    return {
        // The destination folder of a conversion
        {IssueCode::DestinationRanksOutside,
         {{"cards=1",
           "{folder} holds rank folder {ranks}, outside this conversion's {cards} rank (0)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{folder} holds rank folders {ranks}, outside this conversion's "
                               "{cards} rank (0)"),
           "count"},
          {nullptr,
           "{folder} holds rank folder {ranks}, outside this conversion's {cards} ranks "
           "(0-{last})",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{folder} holds rank folders {ranks}, outside this conversion's "
                               "{cards} ranks (0-{last})"),
           "count"}}},
        {IssueCode::DestinationOtherStrategy,
         {{"merged", QT_TRANSLATE_NOOP("IssueMessage",
                                       "{file} is a strategy, but this conversion merges into one "
                                       "checkpoint")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "{file} describes another strategy than this conversion's "
                                      "target")}}},
        {IssueCode::DestinationOtherConversion,
         {{"step&target",
           "{file} records another conversion: of {source} (step {step}) to {target} ({cards} "
           "rank)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{file} records another conversion: of {source} (step {step}) to "
                               "{target} ({cards} ranks)"),
           "cards"},
          {"step",
           "{file} records another conversion: of {source} (step {step}) to one merged "
           "checkpoint ({cards} rank)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{file} records another conversion: of {source} (step {step}) to "
                               "one merged checkpoint ({cards} ranks)"),
           "cards"},
          {"target", "{file} records another conversion: of {source} to {target} ({cards} rank)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{file} records another conversion: of {source} to {target} "
                               "({cards} ranks)"),
           "cards"},
          {nullptr,
           "{file} records another conversion: of {source} to one merged checkpoint ({cards} "
           "rank)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{file} records another conversion: of {source} to one merged "
                               "checkpoint ({cards} ranks)"),
           "cards"}}},
        {IssueCode::DestinationOtherFiles,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{folder} holds files this conversion does not write: {files}")}}},
        {IssueCode::DestinationInUse,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "nothing is written into {folder}: choose another destination "
                             "folder, or remove these from it first: {files}")}}},
        // The memory and communication of a training step (fit)
        {IssueCode::ActivationsUnknown,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "activations are not counted: {reason}")}}},
        {IssueCode::OptimizerNotSaved,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint holds no optimizer state (adam_m.*, moment1.*, ...): "
                             "optimizer memory is counted as 0, as for inference or a frozen "
                             "network")}}},
        // Saved steps
        {IssueCode::StepSelected,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the run holds {steps} saved steps; using {step}, the newest "
                                      "complete and intact on every rank")}}},
        {IssueCode::MixedSteps,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the rank files are of different saved steps: {steps} (choose one "
                             "with --step)")}}},
        {IssueCode::NoUsableStep,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "no saved step is complete and intact on every rank (the newest, "
                             "{step}: {reasons}); each rank's lexicographically last file is "
                             "used, as MindSpore does")}}},
        {IssueCode::StepMissingOnRanks,
         {{nullptr, "step {step} has no file on rank {ranks}",
           QT_TRANSLATE_N_NOOP("IssueMessage", "step {step} has no file on ranks {ranks}"),
           "count"}}},
        {IssueCode::StepUnusable,
         {{"rank",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "step {step} cannot be resumed from on rank {rank}: {reasons}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "step {step} cannot be resumed from: {reasons}")}}},
    };
}

// The English of each catalogued code: the sentence shardscope-cli prints, the source text the
// GUI translates. A code not listed still has its sentence written at its call site.
const std::vector<CatalogueEntry>& catalogueEntries() {
    static const std::vector<CatalogueEntry> kEntries = [] {
        std::vector<CatalogueEntry> all;
        for (const auto family :
             {errorEntries, runEntries, planEntries, simulationEntries, destinationEntries,
              layoutEntries, rankTableEntries, savedCopyEntries, logLineEntries, doctorNoteEntries,
              outcomeEntries, doctorDiagnosisEntries, doctorFindingEntries, doctorFixEntries}) {
            std::vector<CatalogueEntry> entries = family();
            all.insert(all.end(), std::make_move_iterator(entries.begin()),
                       std::make_move_iterator(entries.end()));
        }
        return all;
    }();
    return kEntries;
}

const std::vector<std::vector<MessageForm>>& formsByCode() {
    static const std::vector<std::vector<MessageForm>> kByCode = [] {
        std::vector<std::vector<MessageForm>> out(static_cast<size_t>(kIssueCodeCount));
        for (const CatalogueEntry& e : catalogueEntries()) {
            out[static_cast<size_t>(e.code)] = e.forms;
        }
        return out;
    }();
    return kByCode;
}

bool holdsOne(std::string_view condition, const std::vector<IssueArg>& args) {
    const size_t eq = condition.find('=');
    if (eq == std::string_view::npos) {
        return !argValue(args, condition).empty();
    }
    return argValue(args, condition.substr(0, eq)) == condition.substr(eq + 1);
}

bool holds(const char* when, const std::vector<IssueArg>& args) {
    if (when == nullptr) {
        return true;
    }
    for (const std::string& condition : conditionParts(when)) {
        if (!holdsOne(condition, args)) {
            return false;
        }
    }
    return true;
}

}  // namespace

const std::string& argValue(const std::vector<IssueArg>& args, std::string_view name) {
    static const std::string kEmpty;
    for (const IssueArg& a : args) {
        if (a.name == name) {
            return a.value;
        }
    }
    return kEmpty;
}

std::vector<std::string> conditionParts(std::string_view when) {
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= when.size()) {
        const size_t amp = when.find('&', start);
        out.emplace_back(
            when.substr(start, amp == std::string_view::npos ? when.npos : amp - start));
        start = amp == std::string_view::npos ? when.size() + 1 : amp + 1;
    }
    return out;
}

const std::vector<MessageForm>& issueForms(IssueCode code) {
    return formsByCode()[static_cast<size_t>(code)];
}

bool isCatalogued(IssueCode code) {
    return !issueForms(code).empty();
}

const MessageForm* chooseForm(const std::vector<MessageForm>& forms,
                              const std::vector<IssueArg>& args) {
    for (const MessageForm& f : forms) {
        if (holds(f.when, args)) {
            return &f;
        }
    }
    return nullptr;
}

std::vector<std::string> templatePlaceholders(std::string_view text) {
    std::vector<std::string> out;
    size_t open = text.find('{');
    while (open != std::string_view::npos) {
        const size_t close = text.find('}', open);
        if (close == std::string_view::npos) {
            break;
        }
        out.emplace_back(text.substr(open + 1, close - open - 1));
        open = text.find('{', close);
    }
    return out;
}

std::string fillTemplate(std::string_view text, const std::vector<IssueArg>& args) {
    std::string out;
    out.reserve(text.size() + 32);
    size_t at = 0;
    while (at < text.size()) {
        const size_t open = text.find('{', at);
        const size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out.append(text.substr(at));
            break;
        }
        out.append(text.substr(at, open - at));
        out += argValue(args, text.substr(open + 1, close - open - 1));
        at = close + 1;
    }
    return out;
}

bool usesPlural(const MessageForm& form, const std::vector<IssueArg>& args) {
    return form.plural != nullptr && argValue(args, form.count) != "1";
}

std::string renderIssueEnglish(const Issue& issue) {
    const MessageForm* form = chooseForm(issueForms(issue.code), issue.args);
    if (form == nullptr) {
        return {};
    }
    return fillTemplate(usesPlural(*form, issue.args) ? form->plural : form->text, issue.args);
}

}  // namespace shardscope
