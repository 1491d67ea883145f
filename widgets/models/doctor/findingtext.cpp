#include "models/doctor/findingtext.h"

#include "models/doctor/doctorsentencetext.h"

using namespace shardscope;

namespace {

using T = DoctorSentenceText;

// The sentence counts one parameter: English says "is", "was", "holds" (Chinese the same).
bool one(const DoctorSentence& s) {
    return T::count(s, "params") == 1;
}

// Findings about how the checkpoint and the network are cut.
QString layoutFinding(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::PerRankSlice:
            return (one(s)
                        ? FindingText::tr(
                              "rank %1's checkpoint is one slice of a run of %2 ranks (%3 of %4 "
                              "devices): %5 holds slices, and a stand-alone network needs the full "
                              "tensors.")
                        : FindingText::tr(
                              "rank %1's checkpoint is one slice of a run of %2 ranks (%3 of %4 "
                              "devices): %5 hold slices, and a stand-alone network needs the full "
                              "tensors."))
                .arg(T::arg(s, "rank"), T::arg(s, "ranks"), T::stages(T::count(s, "stages")),
                     T::arg(s, "devices"), T::params(T::count(s, "params")));
        case DoctorCode::SliceGuess:
            return (one(s)
                        ? FindingText::tr(
                              "%1 is smaller than the network's along one dimension by the same "
                              "factor: the checkpoint looks like one rank's slice of a split run, "
                              "loaded "
                              "into a stand-alone network.")
                        : FindingText::tr(
                              "%1 are smaller than the network's along one dimension by the same "
                              "factor: the checkpoint looks like one rank's slice of a split run, "
                              "loaded "
                              "into a stand-alone network."))
                .arg(T::params(T::count(s, "params")));
        case DoctorCode::LargerInCheckpoint:
            return (one(s) ? FindingText::tr("%1 is larger in the checkpoint along one dimension: "
                                             "the network looks "
                                             "compiled for a parallel strategy and holds slices.")
                           : FindingText::tr("%1 are larger in the checkpoint along one dimension: "
                                             "the network looks "
                                             "compiled for a parallel strategy and holds slices."))
                .arg(T::params(T::count(s, "params")));
        case DoctorCode::FullIntoStrategy:
            return FindingText::tr(
                       "the checkpoint holds full tensors, but the network is rank %1 of a "
                       "strategy that splits %2.")
                .arg(T::arg(s, "rank"), T::params(T::count(s, "params")));
        case DoctorCode::Resplit:
            return (one(s) ? FindingText::tr("the checkpoint is split for another strategy than "
                                             "the network's: %1 is "
                                             "cut differently.")
                           : FindingText::tr("the checkpoint is split for another strategy than "
                                             "the network's: %1 are "
                                             "cut differently."))
                .arg(T::params(T::count(s, "params")));
        case DoctorCode::InOtherStage:
            return (one(s) ? FindingText::tr("%1 of the network is in the checkpoints of another "
                                             "pipeline stage: the "
                                             "checkpoint holds stage %2 only.")
                           : FindingText::tr("%1 of the network are in the checkpoints of another "
                                             "pipeline stage: the "
                                             "checkpoint holds stage %2 only."))
                .arg(T::params(T::count(s, "params")), T::arg(s, "stage"));
        case DoctorCode::RedundancyRemoved:
            return (one(s) ? FindingText::tr("rank %1's checkpoint comes from a run saved with "
                                             "remove_redundancy=True: "
                                             "%2 of this rank was saved by other members of their "
                                             "groups (%3), and "
                                             "load_param_into_net without the flag leaves them "
                                             "unloaded. Load it with "
                                             "remove_redundancy=True, or restore redundancy first "
                                             "and load rank %1's "
                                             "file of the full copy")
                           : FindingText::tr("rank %1's checkpoint comes from a run saved with "
                                             "remove_redundancy=True: "
                                             "%2 of this rank were saved by other members of their "
                                             "groups (%3), and "
                                             "load_param_into_net without the flag leaves them "
                                             "unloaded. Load it with "
                                             "remove_redundancy=True, or restore redundancy first "
                                             "and load rank %1's "
                                             "file of the full copy"))
                .arg(T::arg(s, "rank"), T::params(T::count(s, "params")), T::holders(s));
        case DoctorCode::MindFormersRedundancy:
            return (one(s)
                        ? FindingText::tr(
                              "rank %1's files come from a MindFormers iteration saved with "
                              "remove_redundancy: %2 of this rank was saved by other ranks (%3), "
                              "and "
                              "loading this rank's files alone leaves them unloaded. Load the "
                              "iteration "
                              "with MindFormers' load_checkpoint (metadata.json names each slice's "
                              "file), or restore redundancy first and load rank %1's file of the "
                              "full "
                              "copy")
                        : FindingText::tr(
                              "rank %1's files come from a MindFormers iteration saved with "
                              "remove_redundancy: %2 of this rank were saved by other ranks (%3), "
                              "and "
                              "loading this rank's files alone leaves them unloaded. Load the "
                              "iteration "
                              "with MindFormers' load_checkpoint (metadata.json names each slice's "
                              "file), or restore redundancy first and load rank %1's file of the "
                              "full "
                              "copy"))
                .arg(T::arg(s, "rank"), T::params(T::count(s, "params")), T::holders(s));
        case DoctorCode::FullWithRemoveRedundancy:
            return FindingText::tr(
                       "the run was saved with full redundancy, but it is loaded with "
                       "remove_redundancy=True: MindSpore raises at %1, the first parameter that "
                       "several ranks of one group hold. Load without the flag, or write a copy "
                       "saved without redundancy")
                .arg(T::arg(s, "param"));
        default:
            return {};
    }
}

QString layerCountFinding(const DoctorSentence& s) {
    QString text = FindingText::tr("%1: the checkpoint has %2 (%3), the network %4 (%5)")
                       .arg(T::arg(s, "block"), T::layers(T::count(s, "ckpt_layers")),
                            T::layerRange(T::arg(s, "ckpt_range")), T::arg(s, "net_layers"),
                            T::layerRange(T::arg(s, "net_range")));
    if (!s.arg("extra").empty()) {
        text += FindingText::tr("; the checkpoint's layers %1 are not loaded (ckpt_not_load)")
                    .arg(T::arg(s, "extra"));
    }
    if (T::yes(s, "stages_unknown")) {
        text += FindingText::tr(
            " (or the checkpoint holds only some pipeline stages' layers: give the run's "
            "strategy with --strategy to tell)");
    }
    return FindingText::tr("%1.").arg(text);
}

// Findings about the model, the names and the dtypes.
QString modelFinding(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::ConfigChanged:
            return FindingText::tr(
                       "the network is built with another model configuration than the "
                       "checkpoint (checkpoint -> network): %1.")
                .arg(T::configChanges(s));
        case DoctorCode::LayerCountChanged:
            return layerCountFinding(s);
        case DoctorCode::CommonPrefix:
            return (T::yes(s, "on_net")
                        ? FindingText::tr(
                              "%n parameter(s) differ(s) from the checkpoint's names only by the "
                              "prefix %1, which the network's names carry.",
                              nullptr, T::count(s, "params"))
                        : FindingText::tr(
                              "%n parameter(s) differ(s) from the checkpoint's names only by the "
                              "prefix %1, which the checkpoint's names carry.",
                              nullptr, T::count(s, "params")))
                .arg(T::arg(s, "prefix"));
        case DoctorCode::SameRename:
            return FindingText::tr(
                       "%1 parameters were renamed the same way: %2 in the checkpoint is %3 in "
                       "the network.")
                .arg(T::arg(s, "params"), T::arg(s, "from"), T::arg(s, "to"));
        case DoctorCode::SameDtypeChange:
            return (T::yes(s, "converted")
                        ? FindingText::tr(
                              "%1 parameters are %2 in the checkpoint and %3 in the network "
                              "(converted on load).")
                        : FindingText::tr(
                              "%1 parameters are %2 in the checkpoint and %3 in the network."))
                .arg(T::arg(s, "params"), T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        default:
            return {};
    }
}

}  // namespace

QString FindingText::text(const DoctorSentence& s) {
    const QString out = layoutFinding(s);
    return out.isNull() ? modelFinding(s) : out;
}
