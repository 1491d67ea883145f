// The doctor's findings in the catalogue: conclusions about the whole load (what `doctor` prints
// under "Diagnosis:", the Doctor tab's findings).
#include "catalogueentry.h"

namespace shardscope {

namespace {

// How the checkpoint and the network are cut.
std::vector<CatalogueEntry> layoutFindings() {
    return {
        {IssueCode::PerRankSlice,
         {{"stages=1",
           "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline "
           "stage of {devices} devices): {params} parameter holds slices, and a stand-alone "
           "network needs the full tensors.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks "
                               "({stages} pipeline stage of {devices} devices): {params} "
                               "parameters hold slices, and a stand-alone network needs the full "
                               "tensors."),
           "params"},
          {nullptr,
           "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline "
           "stages of {devices} devices): {params} parameter holds slices, and a stand-alone "
           "network needs the full tensors.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "rank {rank}'s checkpoint is one slice of a run of {ranks} ranks "
                               "({stages} pipeline stages of {devices} devices): {params} "
                               "parameters hold slices, and a stand-alone network needs the full "
                               "tensors."),
           "params"}}},
        {IssueCode::SliceGuess,
         {{nullptr,
           "{params} parameter is smaller than the network's along one dimension by the same "
           "factor: the checkpoint looks like one rank's slice of a split run, loaded into a "
           "stand-alone network.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{params} parameters are smaller than the network's along one "
                               "dimension by the same factor: the checkpoint looks like one "
                               "rank's slice of a split run, loaded into a stand-alone network."),
           "params"}}},
        {IssueCode::LargerInCheckpoint,
         {{nullptr,
           "{params} parameter is larger in the checkpoint along one dimension: the network "
           "looks compiled for a parallel strategy and holds slices.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{params} parameters are larger in the checkpoint along one "
                               "dimension: the network looks compiled for a parallel strategy "
                               "and holds slices."),
           "params"}}},
        {IssueCode::FullIntoStrategy,
         {{nullptr,
           "the checkpoint holds full tensors, but the network is rank {rank} of a strategy that "
           "splits {params} parameter.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the checkpoint holds full tensors, but the network is rank {rank} "
                               "of a strategy that splits {params} parameters."),
           "params"}}},
        {IssueCode::Resplit,
         {{nullptr,
           "the checkpoint is split for another strategy than the network's: {params} parameter "
           "is cut differently.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the checkpoint is split for another strategy than the network's: "
                               "{params} parameters are cut differently."),
           "params"}}},
        {IssueCode::InOtherStage,
         {{nullptr,
           "{params} parameter of the network is in the checkpoints of another pipeline stage: "
           "the checkpoint holds stage {stage} only.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{params} parameters of the network are in the checkpoints of "
                               "another pipeline stage: the checkpoint holds stage {stage} "
                               "only."),
           "params"}}},
    };
}

// The model's configuration and depth, the names and the dtypes.
std::vector<CatalogueEntry> modelFindings() {
    return {
        {IssueCode::ConfigChanged,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the network is built with another model configuration than the "
                             "checkpoint (checkpoint -> network): {changes}.")}}},
        {IssueCode::LayerCountChanged,
         {{"extra&stages_unknown=yes",
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}); the checkpoint's layers {extra} are not loaded "
           "(ckpt_not_load) (or the checkpoint holds only some pipeline stages' layers: give the "
           "run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("IssueMessage",
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
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range}); the checkpoint's layers "
                               "{extra} are not loaded (ckpt_not_load)."),
           "ckpt_layers"},
          {"stages_unknown=yes",
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages' "
           "layers: give the run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range}) (or the checkpoint holds "
                               "only some pipeline stages' layers: give the run's strategy with "
                               "--strategy to tell)."),
           "ckpt_layers"},
          {nullptr,
           "{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network "
           "{net_layers} ({net_range}).",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), "
                               "the network {net_layers} ({net_range})."),
           "ckpt_layers"}}},
        {IssueCode::CommonPrefix,
         {{"on_net=yes",
           "{params} parameter differs from the checkpoint's names only by the prefix {prefix}, "
           "which the network's names carry.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{params} parameters differ from the checkpoint's names only by "
                               "the prefix {prefix}, which the network's names carry."),
           "params"},
          {nullptr,
           "{params} parameter differs from the checkpoint's names only by the prefix {prefix}, "
           "which the checkpoint's names carry.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "{params} parameters differ from the checkpoint's names only by "
                               "the prefix {prefix}, which the checkpoint's names carry."),
           "params"}}},
        {IssueCode::SameRename,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{params} parameters were renamed the same way: {from} in the "
                             "checkpoint is {to} in the network.")}}},
        {IssueCode::SameDtypeChange,
         {{"converted=yes",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{params} parameters are {ckpt_dtype} in the checkpoint and "
                             "{net_dtype} in the network (converted on load).")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "{params} parameters are {ckpt_dtype} in the checkpoint and "
                                      "{net_dtype} in the network.")}}},
    };
}

// A run saved without its redundant copies, or with them and loaded as if without.
std::vector<CatalogueEntry> redundancyFindings() {
    return {
        {IssueCode::RedundancyRemovedUnloaded,
         {{"more=1",
           "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
           "{params} parameter of this rank was saved by other members of their groups "
           "({holders} and {more} other rank), and load_param_into_net without the flag "
           "leaves them unloaded. Load it with remove_redundancy=True, or restore "
           "redundancy first and load rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "IssueMessage",
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
               "IssueMessage",
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
               "IssueMessage",
               "rank {rank}'s checkpoint comes from a run saved with remove_redundancy=True: "
               "{params} parameters of this rank were saved by other members of their groups "
               "({holders}), and load_param_into_net without the flag leaves them unloaded. "
               "Load it with remove_redundancy=True, or restore redundancy first and load rank "
               "{rank}'s file of the full copy"),
           "params"}}},
        {IssueCode::MindFormersRedundancy,
         {{"more=1",
           "rank {rank}'s files come from a MindFormers iteration saved with "
           "remove_redundancy: {params} parameter of this rank was saved by other ranks "
           "({holders} and {more} other rank), and loading this rank's files alone leaves "
           "them unloaded. Load the iteration with MindFormers' load_checkpoint "
           "(metadata.json names each slice's file), or restore redundancy first and load "
           "rank {rank}'s file of the full copy",
           QT_TRANSLATE_N_NOOP(
               "IssueMessage",
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
               "IssueMessage",
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
               "IssueMessage",
               "rank {rank}'s files come from a MindFormers iteration saved with "
               "remove_redundancy: {params} parameters of this rank were saved by other ranks "
               "({holders}), and loading this rank's files alone leaves them unloaded. Load "
               "the iteration with MindFormers' load_checkpoint (metadata.json names each "
               "slice's file), or restore redundancy first and load rank {rank}'s file of the "
               "full copy"),
           "params"}}},
        {IssueCode::FullWithRemoveRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the run was saved with full redundancy, but it is loaded with "
                             "remove_redundancy=True: MindSpore raises at {param}, the first "
                             "parameter that several ranks of one group hold. Load without the "
                             "flag, or write a copy saved without redundancy")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> doctorFindingEntries() {
    return gatheredEntries({layoutFindings, modelFindings, redundancyFindings});
}

}  // namespace shardscope
