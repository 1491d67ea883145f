// The doctor's diagnoses in the catalogue: why one parameter does not load (what `doctor` prints
// after "diagnosis:", the Doctor tab's diagnosis column). The pieces they put in (a cut, a
// dimension's change, a config value, a group, a rank range) are core/doctor/doctorpieces.cpp's.
#include "catalogueentry.h"

namespace shardscope {

namespace {

// The dtype, the kind of the entry, and its name.
std::vector<CatalogueEntry> dtypeAndNameDiagnoses() {
    return {
        {IssueCode::DtypeConverted,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint stores {ckpt_dtype}, the network declares "
                             "{net_dtype}: strict_load=False converts it (extra memory and time, "
                             "and the values are rounded to the network's dtype).")}}},
        {IssueCode::DtypeStrict,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the checkpoint stores {ckpt_dtype}, the network declares "
                                      "{net_dtype}: strict_load=True never converts dtypes.")}}},
        {IssueCode::DtypeFamily,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint stores {ckpt_dtype}, the network declares "
                             "{net_dtype}: MindSpore converts only float to float and int to "
                             "int.")}}},
        {IssueCode::ScalarShape,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint stores {ckpt_name} as a scalar ({ckpt_dtype}), the "
                             "network's parameter has shape {net_shape}; a scalar loads only into "
                             "(1,) or ().")}}},
        {IssueCode::NotTensor,
         {{"entry=string",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint's {ckpt_name} is a string: MindSpore skips it "
                             "without a word and the parameter keeps its initial value.")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint's {ckpt_name} is a map tensor: MindSpore skips it "
                             "without a word and the parameter keeps its initial value.")}}},
        {IssueCode::PrefixOnNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint stores it as {stored}, without the network's prefix "
                             "{prefix}: MindSpore strips prefixes from the checkpoint's names but "
                             "never adds them.")}}},
        {IssueCode::PrefixOnCkpt,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the checkpoint stores it as {stored}, under the prefix "
                                      "{prefix}: strict_load=True does not strip prefixes.")}}},
        {IssueCode::Renamed,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not in the checkpoint; the closest unused entries: {candidates}. "
                             "The parameter was probably renamed.")}}},
        {IssueCode::Missing,
         {{"sliced=yes",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value. The checkpoint looks "
                             "like one rank's slice: in a pipelined run the parameter may be in "
                             "another stage's checkpoint (give the run's strategy with "
                             "--strategy to tell).")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value.")}}},
    };
}

// Pipeline stages and layers.
std::vector<CatalogueEntry> stageDiagnoses() {
    return {
        {IssueCode::OtherStageOfRun,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{param} belongs to pipeline stage {other_stage} ({ranks}), but rank "
                             "{rank}'s checkpoint holds stage {stage} only: each stage saves only "
                             "its own parameters.")}}},
        {IssueCode::OtherStageOfNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint holds the parameters of pipeline stage {stage} of "
                             "the network's strategy, but the network is rank {net_rank}, stage "
                             "{net_stage}: {param} is in the checkpoints of {ranks}.")}}},
        {IssueCode::LayerMissing,
         {{"stages_unknown=yes",
           "the network has {net_layers} layer of {block} ({net_range}), the checkpoint "
           "{ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds "
           "one pipeline stage's layers only: give the run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the network has {net_layers} layers of {block} ({net_range}), the "
                               "checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing "
                               "to load (or the checkpoint holds one pipeline stage's layers "
                               "only: give the run's strategy with --strategy to tell)."),
           "net_layers"},
          {nullptr,
           "the network has {net_layers} layer of {block} ({net_range}), the checkpoint "
           "{ckpt_layers} ({ckpt_range}): this layer has nothing to load.",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the network has {net_layers} layers of {block} ({net_range}), the "
                               "checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing "
                               "to load."),
           "net_layers"}}},
    };
}

// Shapes that differ: the model's configuration, or a split without a strategy to tell.
std::vector<CatalogueEntry> shapeDiagnoses() {
    return {
        {IssueCode::ConfigShapes,
         {{"full=yes&same_change",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the full shapes differ, {ckpt_shape} in the checkpoint and "
                             "{net_shape} in the network ({dims}); {ckpt_value} -> {net_value} "
                             "changes {same_change} parameters: the model configuration differs, "
                             "not the parallel layout; {values}.")},
          {"full=yes",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the full shapes differ, {ckpt_shape} in the checkpoint and "
                             "{net_shape} in the network ({dims}): the model configuration "
                             "differs, not the parallel layout; {values}.")},
          {"same_change",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} "
                             "in the network ({dims}); {ckpt_value} -> {net_value} changes "
                             "{same_change} parameters: the model configuration differs, not the "
                             "parallel layout; {values}.")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} "
                             "in the network ({dims}): the model configuration differs, not the "
                             "parallel layout; {values}.")}}},
        {IssueCode::SplitGuess,
         {{"ckpt_smaller=yes",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "dim {dim} is {factor} times smaller in the checkpoint ({ckpt_value}) "
                             "than in the network ({net_value}), as in {similar} parameters: the "
                             "checkpoint looks like one rank's slice of a run that splits this "
                             "dimension {factor} ways (without the run's strategy the axis and "
                             "the rank cannot be named).")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "dim {dim} is {factor} times larger in the checkpoint ({ckpt_value}) "
                             "than in the network ({net_value}), as in {similar} parameters: the "
                             "network looks compiled for a parallel strategy that splits this "
                             "dimension {factor} ways, while the checkpoint holds it whole.")}}},
        {IssueCode::DimsDiffer,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint holds {ckpt_shape} ({ckpt_dims} dims), the network "
                             "{net_shape} ({net_dims} dims): neither a parallel split nor a size "
                             "change; check that the checkpoint was saved from this network.")}}},
        {IssueCode::DimFactor,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the "
                             "network (a factor of {factor}): a split of that dimension or a "
                             "different model size; the run's strategy (--strategy) tells "
                             "which.")}}},
        {IssueCode::DimNotMultiple,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the "
                             "network: not a multiple, so not a parallel split; the model "
                             "configuration differs.")}}},
    };
}

// The parallel layout and the redundancy of the save.
std::vector<CatalogueEntry> layoutDiagnoses() {
    return {
        {IssueCode::SliceOfRank,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "rank {rank}'s checkpoint holds one slice of it: {cuts}. "
                                      "The network expects the full tensor {net_shape}.")}}},
        {IssueCode::FullIntoSplit,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint holds the full tensor {ckpt_shape}, but the network "
                             "is compiled for a strategy in which {cuts}.")}}},
        {IssueCode::CutDifferently,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint and the network cut the same {shape} differently. "
                             "The checkpoint's strategy: {ckpt_cuts}. The network's strategy: "
                             "{net_cuts}.")}}},
        {IssueCode::SavedElsewhere,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the run was saved with remove_redundancy=True: rank {holder} saved "
                             "{param} for its group {members}, and rank {rank}'s file lacks it by "
                             "design.")}}},
        {IssueCode::SavedByMindFormers,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the iteration was saved by MindFormers with remove_redundancy: rank "
                             "{holder} saved {param} for its group {members} (metadata.json names "
                             "its file), and rank {rank}'s files lack it by design.")}}},
        {IssueCode::SharedByStages,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the iteration was saved by MindFormers with remove_redundancy: the "
                             "pipeline stages share {param}, and only rank {holder} of stage "
                             "{holder_stage} saved it (metadata.json names its file); rank "
                             "{rank}'s group {members} lacks it by design.")}}},
        {IssueCode::RedundancyConflict,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the run was saved with full redundancy: ranks {holders} of group "
                             "{members} each hold {param}, and remove_redundancy=True expects "
                             "exactly one copy per group (MindSpore raises ValueError there and "
                             "stops).")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> doctorDiagnosisEntries() {
    return gatheredEntries(
        {dtypeAndNameDiagnoses, stageDiagnoses, shapeDiagnoses, layoutDiagnoses});
}

}  // namespace shardscope
