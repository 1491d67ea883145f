#include "widgets/models/doctor/diagnosistext.h"

#include "widgets/models/doctor/doctorsentencetext.h"

using namespace shardscope;

namespace {

using T = DoctorSentenceText;

QString dtypeText(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::DtypeConverted:
            return DiagnosisText::tr(
                       "the checkpoint stores %1, the network declares %2: strict_load=False "
                       "converts it (extra memory and time, and the values are rounded to the "
                       "network's dtype).")
                .arg(T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        case DoctorCode::DtypeStrict:
            return DiagnosisText::tr(
                       "the checkpoint stores %1, the network declares %2: strict_load=True never "
                       "converts dtypes.")
                .arg(T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        case DoctorCode::DtypeFamily:
            return DiagnosisText::tr(
                       "the checkpoint stores %1, the network declares %2: MindSpore converts "
                       "only float to float and int to int.")
                .arg(T::arg(s, "ckpt_dtype"), T::arg(s, "net_dtype"));
        case DoctorCode::ScalarShape:
            return DiagnosisText::tr(
                       "the checkpoint stores %1 as a scalar (%2), the network's parameter has "
                       "shape %3; a scalar loads only into (1,) or ().")
                .arg(T::arg(s, "ckpt_name"), T::arg(s, "ckpt_dtype"), T::arg(s, "net_shape"));
        case DoctorCode::NotTensor:
            return (s.arg("entry") == "string"
                        ? DiagnosisText::tr(
                              "the checkpoint's %1 is a string: MindSpore skips it without a word "
                              "and the parameter keeps its initial value.")
                        : DiagnosisText::tr(
                              "the checkpoint's %1 is a map tensor: MindSpore skips it without a "
                              "word and the parameter keeps its initial value."))
                .arg(T::arg(s, "ckpt_name"));
        default:
            return {};
    }
}

QString namesText(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::OtherStageOfRun:
            return DiagnosisText::tr(
                       "%1 belongs to pipeline stage %2 (%3), but rank %4's checkpoint holds "
                       "stage %5 only: each stage saves only its own parameters.")
                .arg(T::arg(s, "param"), T::arg(s, "other_stage"), T::rankRange(s),
                     T::arg(s, "rank"), T::arg(s, "stage"));
        case DoctorCode::OtherStageOfNet:
            return DiagnosisText::tr(
                       "the checkpoint holds the parameters of pipeline stage %1 of the network's "
                       "strategy, but the network is rank %2, stage %3: %4 is in the checkpoints "
                       "of %5.")
                .arg(T::arg(s, "stage"), T::arg(s, "net_rank"), T::arg(s, "net_stage"),
                     T::arg(s, "param"), T::rankRange(s));
        case DoctorCode::PrefixOnNet:
            return DiagnosisText::tr(
                       "the checkpoint stores it as %1, without the network's prefix %2: "
                       "MindSpore strips prefixes from the checkpoint's names but never adds "
                       "them.")
                .arg(T::arg(s, "stored"), T::arg(s, "prefix"));
        case DoctorCode::PrefixOnCkpt:
            return DiagnosisText::tr(
                       "the checkpoint stores it as %1, under the prefix %2: strict_load=True "
                       "does not strip prefixes.")
                .arg(T::arg(s, "stored"), T::arg(s, "prefix"));
        case DoctorCode::LayerMissing:
            return (T::yes(s, "stages_unknown")
                        ? DiagnosisText::tr(
                              "the network has %n layer(s) of %1 (%2), the checkpoint %3 (%4): "
                              "this layer has nothing to load (or the checkpoint holds one "
                              "pipeline stage's layers only: give the run's strategy with "
                              "--strategy to tell).",
                              nullptr, T::count(s, "net_layers"))
                        : DiagnosisText::tr(
                              "the network has %n layer(s) of %1 (%2), the checkpoint %3 (%4): "
                              "this layer has nothing to load.",
                              nullptr, T::count(s, "net_layers")))
                .arg(T::arg(s, "block"), T::layerRange(T::arg(s, "net_range")),
                     T::arg(s, "ckpt_layers"), T::layerRange(T::arg(s, "ckpt_range")));
        case DoctorCode::Renamed:
            return DiagnosisText::tr(
                       "not in the checkpoint; the closest unused entries: %1. The parameter was "
                       "probably renamed.")
                .arg(T::arg(s, "candidates"));
        case DoctorCode::Missing:
            return T::yes(s, "sliced")
                       ? DiagnosisText::tr(
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value. The checkpoint looks "
                             "like one rank's slice: in a pipelined run the parameter may be in "
                             "another stage's checkpoint (give the run's strategy with "
                             "--strategy to tell).")
                       : DiagnosisText::tr(
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value.");
        default:
            return {};
    }
}

QString configValues(const DoctorSentence& s) {
    QString out;
    for (const DoctorSentence& v : s.parts) {
        if (v.code == DoctorCode::ConfigValue) {
            out += DiagnosisText::tr("; %1: %2 in the checkpoint, %3 in the network")
                       .arg(T::configName(v.arg("config")), T::arg(v, "ckpt_value"),
                            T::arg(v, "net_value"));
        }
    }
    return out;
}

QString shapesText(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::ConfigShapes: {
            QString shapes =
                (T::yes(s, "full")
                     ? DiagnosisText::tr("the full shapes differ, %1 in the checkpoint and %2 in "
                                         "the network (%3)")
                     : DiagnosisText::tr(
                           "the shapes differ, %1 in the checkpoint and %2 in the network (%3)"))
                    .arg(T::arg(s, "ckpt_shape"), T::arg(s, "net_shape"), T::dimChanges(s));
            if (!s.arg("same_change").empty()) {
                shapes += DiagnosisText::tr("; %1 -> %2 changes %3 parameters")
                              .arg(T::arg(s, "ckpt_value"), T::arg(s, "net_value"),
                                   T::arg(s, "same_change"));
            }
            return DiagnosisText::tr(
                       "%1: the model configuration differs, not the parallel layout%2.")
                .arg(shapes, configValues(s));
        }
        case DoctorCode::SplitGuess:
            return (T::yes(s, "ckpt_smaller")
                        ? DiagnosisText::tr(
                              "dim %1 is %2 times smaller in the checkpoint (%3) than in the "
                              "network (%4), as in %5 parameters: the checkpoint looks like one "
                              "rank's slice of a run that splits this dimension %2 ways (without "
                              "the run's strategy the axis and the rank cannot be named).")
                        : DiagnosisText::tr(
                              "dim %1 is %2 times larger in the checkpoint (%3) than in the "
                              "network (%4), as in %5 parameters: the network looks compiled for "
                              "a parallel strategy that splits this dimension %2 ways, while the "
                              "checkpoint holds it whole."))
                .arg(T::arg(s, "dim"), T::arg(s, "factor"), T::arg(s, "ckpt_value"),
                     T::arg(s, "net_value"), T::arg(s, "similar"));
        case DoctorCode::DimsDiffer:
            return DiagnosisText::tr(
                       "the checkpoint holds %1 (%2 dims), the network %3 (%4 dims): neither a "
                       "parallel split nor a size change; check that the checkpoint was saved "
                       "from this network.")
                .arg(T::arg(s, "ckpt_shape"), T::arg(s, "ckpt_dims"), T::arg(s, "net_shape"),
                     T::arg(s, "net_dims"));
        case DoctorCode::DimFactor:
            return DiagnosisText::tr(
                       "dim %1 is %2 in the checkpoint and %3 in the network (a factor of %4): a "
                       "split of that dimension or a different model size; the run's strategy "
                       "(--strategy) tells which.")
                .arg(T::arg(s, "dim"), T::arg(s, "ckpt_value"), T::arg(s, "net_value"),
                     T::arg(s, "factor"));
        case DoctorCode::DimNotMultiple:
            return DiagnosisText::tr(
                       "dim %1 is %2 in the checkpoint and %3 in the network: not a multiple, so "
                       "not a parallel split; the model configuration differs.")
                .arg(T::arg(s, "dim"), T::arg(s, "ckpt_value"), T::arg(s, "net_value"));
        default:
            return {};
    }
}

QString cutsOf(const DoctorSentence& s, size_t part) {
    return part < s.parts.size() ? T::cuts(s.parts[part]) : QString();
}

QString layoutText(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::SliceOfRank:
            return DiagnosisText::tr(
                       "rank %1's checkpoint holds one slice of it: %2. The network expects the "
                       "full tensor %3.")
                .arg(T::arg(s, "rank"), cutsOf(s, 0), T::arg(s, "net_shape"));
        case DoctorCode::FullIntoSplit:
            return DiagnosisText::tr(
                       "the checkpoint holds the full tensor %1, but the network is compiled for "
                       "a strategy in which %2.")
                .arg(T::arg(s, "ckpt_shape"), cutsOf(s, 0));
        case DoctorCode::CutDifferently:
            return DiagnosisText::tr(
                       "the checkpoint and the network cut the same %1 differently. The "
                       "checkpoint's strategy: %2. The network's strategy: %3.")
                .arg(T::arg(s, "shape"), cutsOf(s, 0), cutsOf(s, 1));
        case DoctorCode::SavedElsewhere:
            return DiagnosisText::tr(
                       "the run was saved with remove_redundancy=True: rank %1 saved %2 for its "
                       "group %3, and rank %4's file lacks it by design.")
                .arg(T::arg(s, "holder"), T::arg(s, "param"), T::group(s), T::arg(s, "rank"));
        case DoctorCode::SavedByMindFormers:
            return DiagnosisText::tr(
                       "the iteration was saved by MindFormers with remove_redundancy: rank %1 "
                       "saved %2 for its group %3 (metadata.json names its file), and rank %4's "
                       "files lack it by design.")
                .arg(T::arg(s, "holder"), T::arg(s, "param"), T::group(s), T::arg(s, "rank"));
        case DoctorCode::SharedByStages:
            return DiagnosisText::tr(
                       "the iteration was saved by MindFormers with remove_redundancy: the "
                       "pipeline stages share %1, and only rank %2 of stage %3 saved it "
                       "(metadata.json names its file); rank %4's group %5 lacks it by design.")
                .arg(T::arg(s, "param"), T::arg(s, "holder"), T::arg(s, "holder_stage"),
                     T::arg(s, "rank"), T::group(s));
        case DoctorCode::RedundancyConflict:
            return DiagnosisText::tr(
                       "the run was saved with full redundancy: ranks %1 of group %2 each hold "
                       "%3, and remove_redundancy=True expects exactly one copy per group "
                       "(MindSpore raises ValueError there and stops).")
                .arg(T::arg(s, "holders"), T::group(s), T::arg(s, "param"));
        default:
            return {};
    }
}

}  // namespace

QString DiagnosisText::text(const DoctorSentence& s) {
    for (QString (*family)(const DoctorSentence&) :
         {dtypeText, namesText, shapesText, layoutText}) {
        QString out = family(s);
        if (!out.isNull()) {
            return out;
        }
    }
    return {};
}
