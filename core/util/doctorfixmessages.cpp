// The doctor's fixes in the catalogue: what to do about a problem or a finding (what `doctor`
// prints after "fix:", the Doctor tab's fix column).
#include "catalogueentry.h"

namespace shardscope {

namespace {

// Changes to the network or to how it is loaded.
std::vector<CatalogueEntry> networkFixes() {
    return {
        {IssueCode::FixKeepConverted,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "none needed; to load it as stored, build the network's {param} "
                             "as {ckpt_dtype}")}}},
        {IssueCode::FixNotStrict,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "load with strict_load=False: MindSpore then converts {ckpt_dtype} "
                             "to {net_dtype} with a warning")}}},
        {IssueCode::FixDeclareDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "declare {param} as {ckpt_dtype} in the network (the checkpoint's "
                             "dtype), or cast the entry in the parameter_dict before loading")}}},
        {IssueCode::FixScalarShape,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "declare {param} with shape (1,) or () in the network, or load a "
                             "checkpoint that stores it as a tensor")}}},
        {IssueCode::FixNoTensor,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "none in this checkpoint: it holds no tensor of that "
                                      "name")}}},
        {IssueCode::FixAddPrefix,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "add the prefix to the checkpoint's names before "
                                      "loading")}}},
        {IssueCode::FixStripPrefix,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "load with strict_load=False: MindSpore then strips the prefix "
                             "{prefix} itself (and logs it)")}}},
        {IssueCode::FixLayers,
         {{nullptr,
           "build the network with {layers} layer (the checkpoint's; it has {net_layers}), or "
           "load a checkpoint of the network's depth",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "build the network with {layers} layers (the checkpoint's; it has "
                               "{net_layers}), or load a checkpoint of the network's depth"),
           "layers"}}},
        {IssueCode::FixLayerCount,
         {{nullptr,
           "build the network with {layers} layer (the checkpoint's), or load a checkpoint of "
           "the network's depth",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "build the network with {layers} layers (the checkpoint's), or "
                               "load a checkpoint of the network's depth"),
           "layers"}}},
        {IssueCode::FixRenameEntry,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "rename the entry before loading")}}},
        {IssueCode::FixRenameEntries,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "rename the entries before loading")}}},
        {IssueCode::FixNoEntry,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "none in this checkpoint: check that it was saved from "
                                      "this network")}}},
        {IssueCode::FixDescribeNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "describe the network by its strategy (--net-strategy, JSON form) "
                             "for the exact convert command")}}},
        {IssueCode::FixCheckNetwork,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "check that the checkpoint was saved from this network "
                                      "and configuration")}}},
        {IssueCode::FixConfig,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "build the network with {values} (the checkpoint's; the network "
                             "uses {net_values}), or load a checkpoint trained with the network's "
                             "configuration")}}},
        {IssueCode::FixConfigValues,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "build the network with {values} (the checkpoint's values), or load "
                             "a checkpoint trained with the network's configuration")}}},
        {IssueCode::FixBuildDtype,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "build the network's parameters as {ckpt_dtype} (its "
                             "param_init_type or dtype setting), or save the checkpoint as "
                             "{net_dtype}")}}},
    };
}

// Converting the checkpoint, or loading another file of it.
std::vector<CatalogueEntry> checkpointFixes() {
    return {
        {IssueCode::FixMerge,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "merge the run's ranks into one full checkpoint, then "
                                      "load {file}")}}},
        {IssueCode::FixMergeNoStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "merge the run's ranks into one full checkpoint with the strategy "
                             "file the training saved (none was given or found beside the run; "
                             "give it with --strategy for the exact command): {command}")}}},
        {IssueCode::FixMergeLoneSlice,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "this file is one rank's slice: put every rank's checkpoint in "
                             "rank_<N>/ folders of one run folder RUN, then merge them: "
                             "{command}")}}},
        {IssueCode::FixReshard,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "reshard the run for the network's strategy, then load "
                                      "{file} on rank {rank}")}}},
        {IssueCode::FixReshardLoneFile,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "put the checkpoint in a rank_0/ folder and reshard it for the "
                             "network's strategy, then load {file} on rank {rank}")}}},
        {IssueCode::FixReshardThenMerge,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "reshard the run for the network's strategy; "
                                      "{merge}")}}},
        {IssueCode::FixLoadRank,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "load rank {rank}'s own checkpoint")}}},
        {IssueCode::FixMindFormersLoad,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "load the iteration with MindFormers' load_checkpoint, which reads "
                             "it from rank {holder}'s file, or restore redundancy first")}}},
        {IssueCode::FixRemoveRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "load with remove_redundancy=True (load_checkpoint and "
                             "load_param_into_net, in the compiled parallel network): rank "
                             "{holder}'s copy is then broadcast to the group")}}},
        {IssueCode::FixRestoreRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "restore redundancy (every rank file complete, loads without the "
                             "flag), then load {file} of {folder}")}}},
        {IssueCode::FixLoadWithoutFlag,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "load without remove_redundancy=True: every rank's file "
                                      "is complete")}}},
        {IssueCode::FixWriteWithoutRedundancy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "write a copy saved as with remove_redundancy=True, then load rank "
                             "{rank}'s file of it with the flag")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> doctorFixEntries() {
    return gatheredEntries({networkFixes, checkpointFixes});
}

}  // namespace shardscope
