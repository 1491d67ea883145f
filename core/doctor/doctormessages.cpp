// The doctor's sentences in the catalogue: the findings about a whole load (what the CLI prints
// under "Diagnosis:", the Doctor tab's findings) and the fixes; the diagnoses and the pieces
// sentences are built of are in diagnosismessages.cpp.
#include "doctormessages.h"

#include <algorithm>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "doctorentry.h"

namespace shardscope {

namespace {

// How the checkpoint and the network are cut.
std::vector<DoctorEntry> layoutFindings() {
    return {
        {DoctorCode::PerRankSlice,
         {{"stages=1",
           "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline "
           "stage of {devices} devices): {params} parameter holds slices, and a stand-alone "
           "network needs the full tensors.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks "
                               "({stages} pipeline stage of {devices} devices): {params} "
                               "parameters hold slices, and a stand-alone network needs the full "
                               "tensors."),
           "params"},
          {nullptr,
           "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline "
           "stages of {devices} devices): {params} parameter holds slices, and a stand-alone "
           "network needs the full tensors.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks "
                               "({stages} pipeline stages of {devices} devices): {params} "
                               "parameters hold slices, and a stand-alone network needs the full "
                               "tensors."),
           "params"}}},
        {DoctorCode::SliceGuess,
         {{nullptr,
           "{params} parameter is smaller than the network's along one dimension by the same "
           "factor: the checkpoint looks like one rank's slice of a split run, loaded into a "
           "stand-alone network.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{params} parameters are smaller than the network's along one "
                               "dimension by the same factor: the checkpoint looks like one "
                               "rank's slice of a split run, loaded into a stand-alone network."),
           "params"}}},
        {DoctorCode::LargerInCheckpoint,
         {{nullptr,
           "{params} parameter is larger in the checkpoint along one dimension: the network "
           "looks compiled for a parallel strategy and holds slices.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{params} parameters are larger in the checkpoint along one "
                               "dimension: the network looks compiled for a parallel strategy "
                               "and holds slices."),
           "params"}}},
        {DoctorCode::FullIntoStrategy,
         {{nullptr,
           "the checkpoint holds full tensors, but the network is rank {rank} of a strategy that "
           "splits {params} parameter.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "the checkpoint holds full tensors, but the network is rank {rank} "
                               "of a strategy that splits {params} parameters."),
           "params"}}},
        {DoctorCode::Resplit,
         {{nullptr,
           "the checkpoint is split for another strategy than the network's: {params} parameter "
           "is cut differently.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "the checkpoint is split for another strategy than the network's: "
                               "{params} parameters are cut differently."),
           "params"}}},
        {DoctorCode::InOtherStage,
         {{nullptr,
           "{params} parameter of the network is in the checkpoints of another pipeline stage: "
           "the checkpoint holds stage {stage} only.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{params} parameters of the network are in the checkpoints of "
                               "another pipeline stage: the checkpoint holds stage {stage} "
                               "only."),
           "params"}}},
    };
}

// The model's configuration and depth, the names and the dtypes.
std::vector<DoctorEntry> modelFindings() {
    return {
        {DoctorCode::ConfigChanged,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the network is built with another model configuration than the "
                             "checkpoint (checkpoint -> network): {changes}.")}}},
        {DoctorCode::ConfigValue,
         {{nullptr, "{config} {ckpt_value} -> {net_value} ({params} parameter)",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{config} {ckpt_value} -> {net_value} ({params} parameters)"),
           "params"}}},
        {DoctorCode::LayerCountChanged,
         {{"extra&stages_unknown=yes",
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}); the checkpoint's layers {extra} are not loaded "
           "(ckpt_not_load) (or the checkpoint holds only some pipeline stages' layers: give the "
           "run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range}); the checkpoint's layers "
                               "{extra} are not loaded (ckpt_not_load) (or the checkpoint holds "
                               "only some pipeline stages' layers: give the run's strategy with "
                               "--strategy to tell)."),
           "ckpt_layers"},
          {"extra",
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}); the checkpoint's layers {extra} are not loaded "
           "(ckpt_not_load).",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range}); the checkpoint's layers "
                               "{extra} are not loaded (ckpt_not_load)."),
           "ckpt_layers"},
          {"stages_unknown=yes",
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages' "
           "layers: give the run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range}) (or the checkpoint holds "
                               "only some pipeline stages' layers: give the run's strategy with "
                               "--strategy to tell)."),
           "ckpt_layers"},
          {nullptr,
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}).",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range})."),
           "ckpt_layers"}}},
        {DoctorCode::CommonPrefix,
         {{"on_net=yes",
           "{params} parameter differs from the checkpoint's names only by the prefix {prefix}, "
           "which the network's names carry.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{params} parameters differ from the checkpoint's names only by "
                               "the prefix {prefix}, which the network's names carry."),
           "params"},
          {nullptr,
           "{params} parameter differs from the checkpoint's names only by the prefix {prefix}, "
           "which the checkpoint's names carry.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "{params} parameters differ from the checkpoint's names only by "
                               "the prefix {prefix}, which the checkpoint's names carry."),
           "params"}}},
        {DoctorCode::SameRename,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "{params} parameters were renamed the same way: {from} in the "
                             "checkpoint is {to} in the network.")}}},
        {DoctorCode::SameDtypeChange,
         {{"converted=yes",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "{params} parameters are {ckpt_dtype} in the checkpoint and "
                             "{net_dtype} in the network (converted on load).")},
          {nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "{params} parameters are {ckpt_dtype} in the checkpoint and "
                                      "{net_dtype} in the network.")}}},
    };
}

// A run saved without its redundant copies, or with them and loaded as if without.
std::vector<DoctorEntry> redundancyFindings() {
    return {
        {DoctorCode::RedundancyRemoved,
         {{"more=1",
           "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
           "{params} parameter of this rank was saved by other members of their groups "
           "({holders} and {more} other rank), and load_param_into_net without the flag "
           "leaves them unloaded. Load it with remove_redundancy=True, or restore "
           "redundancy first and load rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
               "{params} parameters of this rank were saved by other members of their groups "
               "({holders} and {more} other rank), and load_param_into_net without the flag "
               "leaves them unloaded. Load it with remove_redundancy=True, or restore "
               "redundancy first and load rank {rank}'s file of the full copy"),
           "params"},
          {"more",
           "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
           "{params} parameter of this rank was saved by other members of their groups "
           "({holders} and {more} other ranks), and load_param_into_net without the flag "
           "leaves them unloaded. Load it with remove_redundancy=True, or restore "
           "redundancy first and load rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
               "{params} parameters of this rank were saved by other members of their groups "
               "({holders} and {more} other ranks), and load_param_into_net without the flag "
               "leaves them unloaded. Load it with remove_redundancy=True, or restore "
               "redundancy first and load rank {rank}'s file of the full copy"),
           "params"},
          {nullptr,
           "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
           "{params} parameter of this rank was saved by other members of their groups "
           "({holders}), and load_param_into_net without the flag leaves them unloaded. "
           "Load it with remove_redundancy=True, or restore redundancy first and load rank "
           "{rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
               "{params} parameters of this rank were saved by other members of their groups "
               "({holders}), and load_param_into_net without the flag leaves them unloaded. "
               "Load it with remove_redundancy=True, or restore redundancy first and load rank "
               "{rank}'s file of the full copy"),
           "params"}}},
        {DoctorCode::MindFormersRedundancy,
         {{"more=1",
           "rank {rank}'s files come from a MindFormers iteration saved with "
           "remove_redundancy: {params} parameter of this rank was saved by other ranks "
           "({holders} and {more} other rank), and loading this rank's files alone leaves "
           "them unloaded. Load the iteration with MindFormers' load_checkpoint "
           "(metadata.json names each slice's file), or restore redundancy first and load "
           "rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s files come from a MindFormers iteration saved with "
               "remove_redundancy: {params} parameters of this rank were saved by other ranks "
               "({holders} and {more} other rank), and loading this rank's files alone leaves "
               "them unloaded. Load the iteration with MindFormers' load_checkpoint "
               "(metadata.json names each slice's file), or restore redundancy first and load "
               "rank {rank}'s file of the full copy"),
           "params"},
          {"more",
           "rank {rank}'s files come from a MindFormers iteration saved with "
           "remove_redundancy: {params} parameter of this rank was saved by other ranks "
           "({holders} and {more} other ranks), and loading this rank's files alone leaves "
           "them unloaded. Load the iteration with MindFormers' load_checkpoint "
           "(metadata.json names each slice's file), or restore redundancy first and load "
           "rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s files come from a MindFormers iteration saved with "
               "remove_redundancy: {params} parameters of this rank were saved by other ranks "
               "({holders} and {more} other ranks), and loading this rank's files alone leaves "
               "them unloaded. Load the iteration with MindFormers' load_checkpoint "
               "(metadata.json names each slice's file), or restore redundancy first and load "
               "rank {rank}'s file of the full copy"),
           "params"},
          {nullptr,
           "rank {rank}'s files come from a MindFormers iteration saved with "
           "remove_redundancy: {params} parameter of this rank was saved by other ranks "
           "({holders}), and loading this rank's files alone leaves them unloaded. Load "
           "the iteration with MindFormers' load_checkpoint (metadata.json names each "
           "slice's file), or restore redundancy first and load rank {rank}'s file of the "
           "full copy",
           QT_TRANSLATE_N_NOOP(
               "DoctorMessage",
               "rank {rank}'s files come from a MindFormers iteration saved with "
               "remove_redundancy: {params} parameters of this rank were saved by other ranks "
               "({holders}), and loading this rank's files alone leaves them unloaded. Load "
               "the iteration with MindFormers' load_checkpoint (metadata.json names each "
               "slice's file), or restore redundancy first and load rank {rank}'s file of the "
               "full copy"),
           "params"}}},
        {DoctorCode::Holder,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "rank {rank}: {params}")}}},
        {DoctorCode::FullWithRemoveRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the run was saved with full redundancy, but it is loaded with "
                             "remove_redundancy=True: MindSpore raises at {param}, the first "
                             "parameter that several ranks of one group hold. Load without the "
                             "flag, or write a copy saved without redundancy")}}},
    };
}

// Changes to the network or to how it is loaded.
std::vector<DoctorEntry> networkFixes() {
    return {
        {DoctorCode::FixKeepConverted,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "none needed; to load it as stored, build the network's {param} "
                             "as {ckpt_dtype}")}}},
        {DoctorCode::FixNotStrict,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "load with strict_load=False: MindSpore then converts {ckpt_dtype} "
                             "to {net_dtype} with a warning")}}},
        {DoctorCode::FixDeclareDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "declare {param} as {ckpt_dtype} in the network (the checkpoint's "
                             "dtype), or cast the entry in the parameter_dict before loading")}}},
        {DoctorCode::FixScalarShape,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "declare {param} with shape (1,) or () in the network, or load a "
                             "checkpoint that stores it as a tensor")}}},
        {DoctorCode::FixNoTensor,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "none in this checkpoint: it holds no tensor of that "
                                      "name")}}},
        {DoctorCode::FixAddPrefix,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "add the prefix to the checkpoint's names before "
                                      "loading")}}},
        {DoctorCode::FixStripPrefix,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "load with strict_load=False: MindSpore then strips the prefix "
                             "{prefix} itself (and logs it)")}}},
        {DoctorCode::FixLayers,
         {{nullptr,
           "build the network with {layers} layer (the checkpoint's; it has {net_layers}), or "
           "load a checkpoint of the network's depth",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "build the network with {layers} layers (the checkpoint's; it has "
                               "{net_layers}), or load a checkpoint of the network's depth"),
           "layers"}}},
        {DoctorCode::FixLayerCount,
         {{nullptr,
           "build the network with {layers} layer (the checkpoint's), or load a checkpoint of "
           "the network's depth",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "build the network with {layers} layers (the checkpoint's), or "
                               "load a checkpoint of the network's depth"),
           "layers"}}},
        {DoctorCode::FixRenameEntry,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "rename the entry before loading")}}},
        {DoctorCode::FixRenameEntries,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "rename the entries before loading")}}},
        {DoctorCode::FixNoEntry,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "none in this checkpoint: check that it was saved from "
                                      "this network")}}},
        {DoctorCode::FixDescribeNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "describe the network by its strategy (--net-strategy, JSON form) "
                             "for the exact convert command")}}},
        {DoctorCode::FixCheckNetwork,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "check that the checkpoint was saved from this network "
                                      "and configuration")}}},
        {DoctorCode::FixConfig,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "build the network with {values} (the checkpoint's; the network "
                             "uses {net_values}), or load a checkpoint trained with the network's "
                             "configuration")}}},
        {DoctorCode::FixConfigValues,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "build the network with {values} (the checkpoint's values), or load "
                             "a checkpoint trained with the network's configuration")}}},
        {DoctorCode::FixBuildDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "build the network's parameters as {ckpt_dtype} (its "
                             "param_init_type or dtype setting), or save the checkpoint as "
                             "{net_dtype}")}}},
    };
}

// Converting the checkpoint, or loading another file of it.
std::vector<DoctorEntry> checkpointFixes() {
    return {
        {DoctorCode::FixMerge,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "merge the run's ranks into one full checkpoint, then "
                                      "load {file}")}}},
        {DoctorCode::FixMergeNoStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "merge the run's ranks into one full checkpoint with the strategy "
                             "file the training saved (none was given or found beside the run; "
                             "give it with --strategy for the exact command): {command}")}}},
        {DoctorCode::FixMergeLoneSlice,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "this file is one rank's slice: put every rank's checkpoint in "
                             "rank_<N>/ folders of one run folder RUN, then merge them: "
                             "{command}")}}},
        {DoctorCode::FixReshard,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "reshard the run for the network's strategy, then load "
                                      "{file} on rank {rank}")}}},
        {DoctorCode::FixReshardLoneFile,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "put the checkpoint in a rank_0/ folder and reshard it for the "
                             "network's strategy, then load {file} on rank {rank}")}}},
        {DoctorCode::FixReshardThenMerge,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "reshard the run for the network's strategy; "
                                      "{merge}")}}},
        {DoctorCode::FixLoadRank,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "load rank {rank}'s own checkpoint")}}},
        {DoctorCode::FixMindFormersLoad,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "load the iteration with MindFormers' load_checkpoint, which reads "
                             "it from rank {holder}'s file, or restore redundancy first")}}},
        {DoctorCode::FixRemoveRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "load with remove_redundancy=True (load_checkpoint and "
                             "load_param_into_net, in the compiled parallel network): rank "
                             "{holder}'s copy is then broadcast to the group")}}},
        {DoctorCode::FixRestoreRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "restore redundancy (every rank file complete, loads without the "
                             "flag), then load {file} of {folder}")}}},
        {DoctorCode::FixLoadWithoutFlag,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "load without remove_redundancy=True: every rank's file "
                                      "is complete")}}},
        {DoctorCode::FixWriteWithoutRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "write a copy saved as with remove_redundancy=True, then load rank "
                             "{rank}'s file of it with the flag")}}},
    };
}

const std::vector<std::vector<MessageForm>>& formsByCode() {
    static const std::vector<std::vector<MessageForm>> kByCode = [] {
        std::vector<std::vector<MessageForm>> out(static_cast<size_t>(kDoctorCodeCount));
        for (const auto family : {layoutFindings, modelFindings, redundancyFindings, networkFixes,
                                  checkpointFixes, diagnosisEntries, pieceEntries}) {
            for (DoctorEntry& e : family()) {
                out[static_cast<size_t>(e.code)] = std::move(e.forms);
            }
        }
        return out;
    }();
    return kByCode;
}

// Each code's slots (doctorSlots), in the enum's order.
const std::vector<std::vector<DoctorSlot>>& slotsByCode() {
    static const std::vector<std::vector<DoctorSlot>> kByCode = [] {
        using C = DoctorCode;
        using J = MessagePiece::Join;
        const DoctorSlot ranks{"ranks", C::RankRange, true};
        const DoctorSlot members{"members", C::Group, true};
        const DoctorSlot values{"values",    C::ConfigCheckpointValue, false, C::ConfigValue, -1,
                                J::CommasAnd};
        std::vector<std::vector<DoctorSlot>> out(static_cast<size_t>(kDoctorCodeCount));
        const auto set = [&out](C code, std::vector<DoctorSlot> slots) {
            out[static_cast<size_t>(code)] = std::move(slots);
        };
        set(C::OtherStageOfRun, {ranks});
        set(C::OtherStageOfNet, {ranks});
        set(C::ConfigShapes,
            {{"dims", C::DimChange, false, C::DimChange, -1, J::Commas},
             {"values", C::ConfigShapeValue, false, C::ConfigValue, -1, J::Semicolons}});
        set(C::SliceOfRank, {{"cuts", C::Cuts, false, C::Cuts, 0}});
        set(C::FullIntoSplit, {{"cuts", C::Cuts, false, C::Cuts, 0}});
        set(C::CutDifferently,
            {{"ckpt_cuts", C::Cuts, false, C::Cuts, 0}, {"net_cuts", C::Cuts, false, C::Cuts, 1}});
        for (const C code :
             {C::SavedElsewhere, C::SavedByMindFormers, C::SharedByStages, C::RedundancyConflict}) {
            set(code, {members});
        }
        set(C::FixReshardThenMerge, {{"merge", C::None, false, C::None, -1, J::Commas}});
        set(C::FixConfig,
            {values,
             {"net_values", C::ConfigNetworkValue, false, C::ConfigValue, -1, J::CommasAnd}});
        set(C::FixConfigValues, {values});
        set(C::ConfigChanged, {{"changes", C::ConfigValue, false, C::ConfigValue, -1, J::Commas}});
        for (const C code : {C::RedundancyRemoved, C::MindFormersRedundancy}) {
            set(code, {{"holders", C::Holder, false, C::Holder, -1, J::Commas}});
        }
        set(C::Cuts, {{"cuts", C::Cut, false, C::Cut, -1, J::Semicolons}});
        set(C::Cut, {{"device", C::Axes, true}});
        return out;
    }();
    return kByCode;
}

}  // namespace

const std::vector<MessageForm>& doctorForms(DoctorCode code) {
    return formsByCode()[static_cast<size_t>(code)];
}

bool isCatalogued(DoctorCode code) {
    return !doctorForms(code).empty();
}

const std::vector<DoctorSlot>& doctorSlots(DoctorCode code) {
    return slotsByCode()[static_cast<size_t>(code)];
}

std::vector<IssueArg> doctorOwnArgs(DoctorCode as, const std::vector<IssueArg>& args) {
    std::vector<IssueArg> out = args;
    if (as == DoctorCode::RankRange) {
        const std::string& first = argValue(args, "first_rank");
        if (first.empty()) {
            return {};  // no stage's ranks known
        }
        out.push_back({"one_rank", first == argValue(args, "last_rank") ? "yes" : "no"});
    } else if (as == DoctorCode::Axes) {
        const std::string& axes = argValue(args, "axes");
        out.push_back(
            {"axis_count", std::to_string(1 + std::count(axes.begin(), axes.end(), ','))});
    }
    return out;
}

DoctorSentence sayConfigValue(ConfigName name, int64_t ckpt, int64_t net, std::string params) {
    DoctorSentence s = say(DoctorCode::ConfigValue, {configNameEnglish(name), std::to_string(ckpt),
                                                     std::to_string(net), std::move(params)});
    putArg(s.args, configNameArg(name));
    return s;
}

Fix sayFix(FixKind kind, DoctorSentence sentence, std::string command) {
    Fix fix;
    fix.kind = kind;
    fix.text = doctorEnglish(sentence);
    fix.command = std::move(command);
    fix.sentence = std::move(sentence);
    return fix;
}

void sayDiagnosis(Diagnosis& diagnosis, DoctorSentence sentence) {
    diagnosis.text = doctorEnglish(sentence);
    diagnosis.sentence = std::move(sentence);
}

std::string doctorEnglish(const DoctorSentence& s) {
    const auto word = [](DoctorCode code, const std::vector<IssueArg>& args) {
        const MessageForm* form = chooseForm(doctorForms(code), args);
        return form == nullptr
                   ? std::string()
                   : fillTemplate(usesPlural(*form, args) ? form->plural : form->text, args);
    };
    return word(s.code, doctorArgs(s, word));
}

}  // namespace shardscope
