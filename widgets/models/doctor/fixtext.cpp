#include "models/doctor/fixtext.h"

#include "models/doctor/doctorsentencetext.h"

using namespace shardscope;

namespace {

using T = DoctorSentenceText;

// Changes to the network or to how it is loaded.
QString networkFix(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::FixKeepConverted:
            return FixText::tr("none needed; to load it as stored, build the network's %1 as %2")
                .arg(T::arg(s, "param"), T::arg(s, "ckpt_dtype"));
        case DoctorCode::FixNotStrict:
            return FixText::tr(
                       "load with strict_load=False: MindSpore then converts %1 to %2 with a "
                       "warning")
                .arg(T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        case DoctorCode::FixDeclareDtype:
            return FixText::tr(
                       "declare %1 as %2 in the network (the checkpoint's dtype), or cast the "
                       "entry in the parameter_dict before loading")
                .arg(T::arg(s, "param"), T::arg(s, "ckpt_dtype"));
        case DoctorCode::FixScalarShape:
            return FixText::tr(
                       "declare %1 with shape (1,) or () in the network, or load a checkpoint "
                       "that stores it as a tensor")
                .arg(T::arg(s, "param"));
        case DoctorCode::FixNoTensor:
            return FixText::tr("none in this checkpoint: it holds no tensor of that name");
        case DoctorCode::FixAddPrefix:
            return FixText::tr("add the prefix to the checkpoint's names before loading");
        case DoctorCode::FixStripPrefix:
            return FixText::tr(
                       "load with strict_load=False: MindSpore then strips the prefix %1 itself "
                       "(and logs it)")
                .arg(T::arg(s, "prefix"));
        case DoctorCode::FixLayers:
            return FixText::tr(
                       "build the network with %n layer(s) (the checkpoint's; it has %1), or load "
                       "a checkpoint of the network's depth",
                       nullptr, T::count(s, "layers"))
                .arg(T::arg(s, "net_layers"));
        case DoctorCode::FixLayerCount:
            return FixText::tr(
                "build the network with %n layer(s) (the checkpoint's), or load a checkpoint of "
                "the network's depth",
                nullptr, T::count(s, "layers"));
        case DoctorCode::FixRenameEntry:
            return FixText::tr("rename the entry before loading");
        case DoctorCode::FixRenameEntries:
            return FixText::tr("rename the entries before loading");
        case DoctorCode::FixNoEntry:
            return FixText::tr(
                "none in this checkpoint: check that it was saved from this network");
        case DoctorCode::FixDescribeNet:
            return FixText::tr(
                "describe the network by its strategy (--net-strategy, JSON form) for the exact "
                "convert command");
        case DoctorCode::FixCheckNetwork:
            return FixText::tr(
                "check that the checkpoint was saved from this network and configuration");
        case DoctorCode::FixConfig:
            return FixText::tr(
                       "build the network with %1 (the checkpoint's; the network uses %2), or "
                       "load a checkpoint trained with the network's configuration")
                .arg(T::checkpointValues(s), T::networkValues(s));
        case DoctorCode::FixConfigValues:
            return FixText::tr(
                       "build the network with %1 (the checkpoint's values), or load a "
                       "checkpoint trained with the network's configuration")
                .arg(T::checkpointValues(s));
        case DoctorCode::FixBuildDtype:
            return FixText::tr(
                       "build the network's parameters as %1 (its param_init_type or dtype "
                       "setting), or save the checkpoint as %2")
                .arg(T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        default:
            return {};
    }
}

// Converting the checkpoint, or loading another file of it.
QString checkpointFix(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::FixMerge:
            return FixText::tr("merge the run's ranks into one full checkpoint, then load %1")
                .arg(T::arg(s, "file"));
        case DoctorCode::FixMergeNoStrategy:
            return FixText::tr(
                       "merge the run's ranks into one full checkpoint with the strategy file the "
                       "training saved (none was given or found beside the run; give it with "
                       "--strategy for the exact command): %1")
                .arg(T::arg(s, "command"));
        case DoctorCode::FixMergeLoneSlice:
            return FixText::tr(
                       "this file is one rank's slice: put every rank's checkpoint in rank_<N>/ "
                       "folders of one run folder RUN, then merge them: %1")
                .arg(T::arg(s, "command"));
        case DoctorCode::FixReshard:
            return FixText::tr(
                       "reshard the run for the network's strategy, then load %1 on rank %2")
                .arg(T::arg(s, "file"), T::arg(s, "rank"));
        case DoctorCode::FixReshardLoneFile:
            return FixText::tr(
                       "put the checkpoint in a rank_0/ folder and reshard it for the network's "
                       "strategy, then load %1 on rank %2")
                .arg(T::arg(s, "file"), T::arg(s, "rank"));
        case DoctorCode::FixReshardThenMerge:
            return FixText::tr("reshard the run for the network's strategy; %1")
                .arg(s.parts.empty() ? QString() : FixText::text(s.parts.front()));
        case DoctorCode::FixLoadRank:
            return FixText::tr("load rank %1's own checkpoint").arg(T::arg(s, "rank"));
        case DoctorCode::FixMindFormersLoad:
            return FixText::tr(
                       "load the iteration with MindFormers' load_checkpoint, which reads it from "
                       "rank %1's file, or restore redundancy first")
                .arg(T::arg(s, "holder"));
        case DoctorCode::FixRemoveRedundancy:
            return FixText::tr(
                       "load with remove_redundancy=True (load_checkpoint and load_param_into_net, "
                       "in the compiled parallel network): rank %1's copy is then broadcast to "
                       "the group")
                .arg(T::arg(s, "holder"));
        case DoctorCode::FixRestoreRedundancy:
            return FixText::tr(
                       "restore redundancy (every rank file complete, loads without the flag), "
                       "then load %1 of %2")
                .arg(T::arg(s, "file"), T::arg(s, "folder"));
        case DoctorCode::FixLoadWithoutFlag:
            return FixText::tr(
                "load without remove_redundancy=True: every rank's file is complete");
        case DoctorCode::FixWriteWithoutRedundancy:
            return FixText::tr(
                       "write a copy saved as with remove_redundancy=True, then load rank %1's "
                       "file of it with the flag")
                .arg(T::arg(s, "rank"));
        default:
            return {};
    }
}

}  // namespace

QString FixText::text(const DoctorSentence& s) {
    const QString out = networkFix(s);
    return out.isNull() ? checkpointFix(s) : out;
}
