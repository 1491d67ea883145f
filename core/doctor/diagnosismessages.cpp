// The doctor's diagnoses in the catalogue (why one parameter does not load: what the CLI prints
// after "diagnosis:", the Doctor tab's diagnosis column) and the pieces its sentences are built
// of (a cut, a dimension's change, a config value, a group, a rank range, a list).
#include "../util/translatenoop.h"
#include "doctorentry.h"

namespace shardscope {

namespace {

// The dtype, the kind of the entry, and its name.
std::vector<DoctorEntry> dtypeAndNameDiagnoses() {
    return {
        {DoctorCode::DtypeConverted,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint stores {ckpt_dtype}, the network declares "
                             "{net_dtype}: strict_load=False converts it (extra memory and time, "
                             "and the values are rounded to the network's dtype).")}}},
        {DoctorCode::DtypeStrict,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "the checkpoint stores {ckpt_dtype}, the network declares "
                                      "{net_dtype}: strict_load=True never converts dtypes.")}}},
        {DoctorCode::DtypeFamily,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint stores {ckpt_dtype}, the network declares "
                             "{net_dtype}: MindSpore converts only float to float and int to "
                             "int.")}}},
        {DoctorCode::ScalarShape,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint stores {ckpt_name} as a scalar ({ckpt_dtype}), the "
                             "network's parameter has shape {net_shape}; a scalar loads only into "
                             "(1,) or ().")}}},
        {DoctorCode::NotTensor,
         {{"entry=string",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint's {ckpt_name} is a string: MindSpore skips it "
                             "without a word and the parameter keeps its initial value.")},
          {nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint's {ckpt_name} is a map tensor: MindSpore skips it "
                             "without a word and the parameter keeps its initial value.")}}},
        {DoctorCode::PrefixOnNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint stores it as {stored}, without the network's prefix "
                             "{prefix}: MindSpore strips prefixes from the checkpoint's names but "
                             "never adds them.")}}},
        {DoctorCode::PrefixOnCkpt,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "the checkpoint stores it as {stored}, under the prefix "
                                      "{prefix}: strict_load=True does not strip prefixes.")}}},
        {DoctorCode::Renamed,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "not in the checkpoint; the closest unused entries: {candidates}. "
                             "The parameter was probably renamed.")}}},
        {DoctorCode::Missing,
         {{"sliced=yes",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value. The checkpoint looks "
                             "like one rank's slice: in a pipelined run the parameter may be in "
                             "another stage's checkpoint (give the run's strategy with "
                             "--strategy to tell).")},
          {nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint has no entry of this name, under a prefix or a close "
                             "name: the parameter keeps its initial value.")}}},
    };
}

// Pipeline stages and layers.
std::vector<DoctorEntry> stageDiagnoses() {
    return {
        {DoctorCode::OtherStageOfRun,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "{param} belongs to pipeline stage {other_stage} ({ranks}), but rank "
                             "{rank}'s checkpoint holds stage {stage} only: each stage saves only "
                             "its own parameters.")}}},
        {DoctorCode::OtherStageOfNet,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint holds the parameters of pipeline stage {stage} of "
                             "the network's strategy, but the network is rank {net_rank}, stage "
                             "{net_stage}: {param} is in the checkpoints of {ranks}.")}}},
        {DoctorCode::LayerMissing,
         {{"stages_unknown=yes",
           "the network has {net_layers} layer of {block} ({net_range}), the checkpoint "
           "{ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds "
           "one pipeline stage's layers only: give the run's strategy with --strategy to tell).",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "the network has {net_layers} layers of {block} ({net_range}), the "
                               "checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing "
                               "to load (or the checkpoint holds one pipeline stage's layers "
                               "only: give the run's strategy with --strategy to tell)."),
           "net_layers"},
          {nullptr,
           "the network has {net_layers} layer of {block} ({net_range}), the checkpoint "
           "{ckpt_layers} ({ckpt_range}): this layer has nothing to load.",
           QT_TRANSLATE_N_NOOP("DoctorMessage",
                               "the network has {net_layers} layers of {block} ({net_range}), the "
                               "checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing "
                               "to load."),
           "net_layers"}}},
    };
}

// Shapes that differ: the model's configuration, or a split without a strategy to tell.
std::vector<DoctorEntry> shapeDiagnoses() {
    return {
        {DoctorCode::ConfigShapes,
         {{"full=yes&same_change",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the full shapes differ, {ckpt_shape} in the checkpoint and "
                             "{net_shape} in the network ({dims}); {ckpt_value} -> {net_value} "
                             "changes {same_change} parameters: the model configuration differs, "
                             "not the parallel layout; {values}.")},
          {"full=yes",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the full shapes differ, {ckpt_shape} in the checkpoint and "
                             "{net_shape} in the network ({dims}): the model configuration "
                             "differs, not the parallel layout; {values}.")},
          {"same_change",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} "
                             "in the network ({dims}); {ckpt_value} -> {net_value} changes "
                             "{same_change} parameters: the model configuration differs, not the "
                             "parallel layout; {values}.")},
          {nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} "
                             "in the network ({dims}): the model configuration differs, not the "
                             "parallel layout; {values}.")}}},
        {DoctorCode::SplitGuess,
         {{"ckpt_smaller=yes",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} is {factor} times smaller in the checkpoint ({ckpt_value}) "
                             "than in the network ({net_value}), as in {similar} parameters: the "
                             "checkpoint looks like one rank's slice of a run that splits this "
                             "dimension {factor} ways (without the run's strategy the axis and "
                             "the rank cannot be named).")},
          {nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} is {factor} times larger in the checkpoint ({ckpt_value}) "
                             "than in the network ({net_value}), as in {similar} parameters: the "
                             "network looks compiled for a parallel strategy that splits this "
                             "dimension {factor} ways, while the checkpoint holds it whole.")}}},
        {DoctorCode::DimsDiffer,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint holds {ckpt_shape} ({ckpt_dims} dims), the network "
                             "{net_shape} ({net_dims} dims): neither a parallel split nor a size "
                             "change; check that the checkpoint was saved from this network.")}}},
        {DoctorCode::DimFactor,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the "
                             "network (a factor of {factor}): a split of that dimension or a "
                             "different model size; the run's strategy (--strategy) tells "
                             "which.")}}},
        {DoctorCode::DimNotMultiple,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the "
                             "network: not a multiple, so not a parallel split; the model "
                             "configuration differs.")}}},
    };
}

// The parallel layout and the redundancy of the save.
std::vector<DoctorEntry> layoutDiagnoses() {
    return {
        {DoctorCode::SliceOfRank,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "rank {rank}'s checkpoint holds one slice of it: {cuts}. "
                                      "The network expects the full tensor {net_shape}.")}}},
        {DoctorCode::FullIntoSplit,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint holds the full tensor {ckpt_shape}, but the network "
                             "is compiled for a strategy in which {cuts}.")}}},
        {DoctorCode::CutDifferently,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the checkpoint and the network cut the same {shape} differently. "
                             "The checkpoint's strategy: {ckpt_cuts}. The network's strategy: "
                             "{net_cuts}.")}}},
        {DoctorCode::SavedElsewhere,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the run was saved with remove_redundancy=True: rank {holder} saved "
                             "{param} for its group {members}, and rank {rank}'s file lacks it by "
                             "design.")}}},
        {DoctorCode::SavedByMindFormers,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the iteration was saved by MindFormers with remove_redundancy: rank "
                             "{holder} saved {param} for its group {members} (metadata.json names "
                             "its file), and rank {rank}'s files lack it by design.")}}},
        {DoctorCode::SharedByStages,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the iteration was saved by MindFormers with remove_redundancy: the "
                             "pipeline stages share {param}, and only rank {holder} of stage "
                             "{holder_stage} saved it (metadata.json names its file); rank "
                             "{rank}'s group {members} lacks it by design.")}}},
        {DoctorCode::RedundancyConflict,
         {{nullptr,
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "the run was saved with full redundancy: ranks {holders} of group "
                             "{members} each hold {param}, and remove_redundancy=True expects "
                             "exactly one copy per group (MindSpore raises ValueError there and "
                             "stops).")}}},
    };
}

// How one dimension is cut, and the dimensions a shape change touches.
std::vector<DoctorEntry> cutPieces() {
    return {
        {DoctorCode::Cut,
         {{"part&opt_index",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} ({full}) is split {ways} ways over device {device} of "
                             "dev_matrix {dev_matrix} and a further {opt} ways by optimizer "
                             "sharding (opt_weight_shard_size {opt}); rank {rank} holds part "
                             "{part}, optimizer shard {opt_index}, [{begin}, {end})")},
          {"part",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} ({full}) is split {ways} ways over device {device} of "
                             "dev_matrix {dev_matrix}; rank {rank} holds part {part}, [{begin}, "
                             "{end})")},
          {"opt_index",
           QT_TRANSLATE_NOOP("DoctorMessage",
                             "dim {dim} ({full}) is cut {opt} ways by optimizer sharding "
                             "(opt_weight_shard_size {opt}); rank {rank} holds optimizer shard "
                             "{opt_index}, [{begin}, {end})")},
          {nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "dim {dim} ({full}) is not split")}}},
        {DoctorCode::Axes,
         {{nullptr, "axis {axes}", QT_TRANSLATE_N_NOOP("DoctorMessage", "axes {axes}"),
           "axis_count"}}},
        // A placeholder only: nothing to translate.
        {DoctorCode::Cuts, {{nullptr, "{cuts}"}}},
        {DoctorCode::DimChange,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "dim {dim} {ckpt_value} -> {net_value}")}}},
    };
}

// Config values as each sentence lists them, groups, rank ranges, and the joins of lists.
std::vector<DoctorEntry> valuePieces() {
    return {
        {DoctorCode::ConfigShapeValue,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage",
                                      "{config}: {ckpt_value} in the checkpoint, {net_value} in "
                                      "the network")}}},
        {DoctorCode::ConfigCheckpointValue,
         {{nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "{config} {ckpt_value}")}}},
        {DoctorCode::ConfigNetworkValue, {{nullptr, "{net_value}"}}},
        {DoctorCode::Group,
         {{"group_size", QT_TRANSLATE_NOOP("DoctorMessage", "({group}: {group_size} ranks)")},
          {nullptr, "{group}"}}},
        {DoctorCode::RankRange,
         {{"one_rank=yes", QT_TRANSLATE_NOOP("DoctorMessage", "rank {first_rank}")},
          {nullptr, QT_TRANSLATE_NOOP("DoctorMessage", "ranks {first_rank}-{last_rank}")}}},
    };
}

std::vector<DoctorEntry> gathered(std::initializer_list<std::vector<DoctorEntry> (*)()> families) {
    std::vector<DoctorEntry> out;
    for (const auto family : families) {
        for (DoctorEntry& e : family()) {
            out.push_back(std::move(e));
        }
    }
    return out;
}

}  // namespace

std::vector<DoctorEntry> diagnosisEntries() {
    return gathered({dtypeAndNameDiagnoses, stageDiagnoses, shapeDiagnoses, layoutDiagnoses});
}

std::vector<DoctorEntry> pieceEntries() {
    return gathered({cutPieces, valuePieces});
}

}  // namespace shardscope
