#include "doctorsentence.h"

#include <cassert>

namespace shardscope {

namespace {

struct CodeInfo {
    DoctorCode code;
    const char* name;
    std::vector<std::string_view> args;
};

// In the enum's order: a code's entry is kCodes[code].
const std::vector<CodeInfo>& codes() {
    static const std::vector<CodeInfo> kCodes = {
        {DoctorCode::None, "none", {}},
        {DoctorCode::DtypeConverted, "dtype-converted", {"ckpt_dtype", "net_dtype"}},
        {DoctorCode::DtypeStrict, "dtype-strict", {"ckpt_dtype", "net_dtype"}},
        {DoctorCode::DtypeFamily, "dtype-family", {"ckpt_dtype", "net_dtype"}},
        {DoctorCode::ScalarShape, "scalar-shape", {"ckpt_name", "ckpt_dtype", "net_shape"}},
        {DoctorCode::NotTensor, "not-tensor", {"ckpt_name", "entry"}},
        {DoctorCode::OtherStageOfRun,
         "other-stage-of-run",
         {"param", "other_stage", "first_rank", "last_rank", "rank", "stage"}},
        {DoctorCode::OtherStageOfNet,
         "other-stage-of-net",
         {"stage", "net_rank", "net_stage", "param", "first_rank", "last_rank"}},
        {DoctorCode::PrefixOnNet, "prefix-on-net", {"stored", "prefix"}},
        {DoctorCode::PrefixOnCkpt, "prefix-on-ckpt", {"stored", "prefix"}},
        {DoctorCode::LayerMissing,
         "layer-missing",
         {"net_layers", "block", "net_range", "ckpt_layers", "ckpt_range", "stages_unknown"}},
        {DoctorCode::Renamed, "renamed", {"candidates"}},
        {DoctorCode::Missing, "missing", {"sliced"}},
        {DoctorCode::ConfigShapes,
         "config-shapes",
         {"full", "ckpt_shape", "net_shape", "same_change", "ckpt_value", "net_value"}},
        {DoctorCode::SplitGuess,
         "split-guess",
         {"dim", "factor", "ckpt_value", "net_value", "similar", "ckpt_smaller"}},
        {DoctorCode::DimsDiffer,
         "dims-differ",
         {"ckpt_shape", "ckpt_dims", "net_shape", "net_dims"}},
        {DoctorCode::DimFactor, "dim-factor", {"dim", "ckpt_value", "net_value", "factor"}},
        {DoctorCode::DimNotMultiple, "dim-not-multiple", {"dim", "ckpt_value", "net_value"}},
        {DoctorCode::SliceOfRank, "slice-of-rank", {"rank", "net_shape"}},
        {DoctorCode::FullIntoSplit, "full-into-split", {"ckpt_shape"}},
        {DoctorCode::CutDifferently, "cut-differently", {"shape"}},
        {DoctorCode::SavedElsewhere,
         "saved-elsewhere",
         {"holder", "param", "group", "group_size", "rank"}},
        {DoctorCode::SavedByMindFormers,
         "saved-by-mindformers",
         {"holder", "param", "group", "group_size", "rank"}},
        {DoctorCode::SharedByStages,
         "shared-by-stages",
         {"param", "holder", "holder_stage", "rank", "group", "group_size"}},
        {DoctorCode::RedundancyConflict,
         "redundancy-conflict",
         {"holders", "group", "group_size", "param"}},
        {DoctorCode::FixKeepConverted, "fix-keep-converted", {"param", "ckpt_dtype"}},
        {DoctorCode::FixNotStrict, "fix-not-strict", {"ckpt_dtype", "net_dtype"}},
        {DoctorCode::FixDeclareDtype, "fix-declare-dtype", {"param", "ckpt_dtype"}},
        {DoctorCode::FixScalarShape, "fix-scalar-shape", {"param"}},
        {DoctorCode::FixNoTensor, "fix-no-tensor", {}},
        {DoctorCode::FixAddPrefix, "fix-add-prefix", {}},
        {DoctorCode::FixStripPrefix, "fix-strip-prefix", {"prefix"}},
        {DoctorCode::FixLayers, "fix-layers", {"layers", "net_layers"}},
        {DoctorCode::FixRenameEntry, "fix-rename-entry", {}},
        {DoctorCode::FixNoEntry, "fix-no-entry", {}},
        {DoctorCode::FixDescribeNet, "fix-describe-net", {}},
        {DoctorCode::FixCheckNetwork, "fix-check-network", {}},
        {DoctorCode::FixMerge, "fix-merge", {"file"}},
        {DoctorCode::FixMergeNoStrategy, "fix-merge-no-strategy", {"command"}},
        {DoctorCode::FixMergeLoneSlice, "fix-merge-lone-slice", {"command"}},
        {DoctorCode::FixReshard, "fix-reshard", {"file", "rank"}},
        {DoctorCode::FixReshardLoneFile, "fix-reshard-lone-file", {"file", "rank"}},
        {DoctorCode::FixReshardThenMerge, "fix-reshard-then-merge", {}},
        {DoctorCode::FixLoadRank, "fix-load-rank", {"rank"}},
        {DoctorCode::FixConfig, "fix-config", {}},
        {DoctorCode::FixConfigValues, "fix-config-values", {}},
        {DoctorCode::FixLayerCount, "fix-layer-count", {"layers"}},
        {DoctorCode::FixRenameEntries, "fix-rename-entries", {}},
        {DoctorCode::FixBuildDtype, "fix-build-dtype", {"ckpt_dtype", "net_dtype"}},
        {DoctorCode::FixMindFormersLoad, "fix-mindformers-load", {"holder"}},
        {DoctorCode::FixRemoveRedundancy, "fix-remove-redundancy", {"holder"}},
        {DoctorCode::FixRestoreRedundancy, "fix-restore-redundancy", {"file", "folder"}},
        {DoctorCode::FixLoadWithoutFlag, "fix-load-without-flag", {}},
        {DoctorCode::FixWriteWithoutRedundancy, "fix-write-without-redundancy", {"rank"}},
        {DoctorCode::PerRankSlice,
         "per-rank-slice",
         {"rank", "ranks", "stages", "devices", "params"}},
        {DoctorCode::SliceGuess, "slice-guess", {"params"}},
        {DoctorCode::LargerInCheckpoint, "larger-in-checkpoint", {"params"}},
        {DoctorCode::FullIntoStrategy, "full-into-strategy", {"rank", "params"}},
        {DoctorCode::Resplit, "resplit", {"params"}},
        {DoctorCode::InOtherStage, "in-other-stage", {"params", "stage"}},
        {DoctorCode::ConfigChanged, "config-changed", {}},
        {DoctorCode::LayerCountChanged,
         "layer-count-changed",
         {"block", "ckpt_layers", "ckpt_range", "net_layers", "net_range", "extra",
          "stages_unknown"}},
        {DoctorCode::CommonPrefix, "common-prefix", {"params", "prefix", "on_net"}},
        {DoctorCode::SameRename, "same-rename", {"params", "from", "to"}},
        {DoctorCode::SameDtypeChange,
         "same-dtype-change",
         {"params", "ckpt_dtype", "net_dtype", "converted"}},
        {DoctorCode::RedundancyRemoved, "redundancy-removed", {"rank", "params", "more"}},
        {DoctorCode::MindFormersRedundancy, "mindformers-redundancy", {"rank", "params", "more"}},
        {DoctorCode::FullWithRemoveRedundancy, "full-with-remove-redundancy", {"param"}},
        {DoctorCode::DimChange, "dim-change", {"dim", "ckpt_value", "net_value"}},
        {DoctorCode::ConfigValue, "config-value", {"config", "ckpt_value", "net_value", "params"}},
        {DoctorCode::Cut,
         "cut",
         {"dim", "full", "ways", "axes", "dev_matrix", "opt", "rank", "part", "opt_index", "begin",
          "end"}},
        {DoctorCode::Cuts, "cuts", {}},
        {DoctorCode::Holder, "holder", {"rank", "params"}},
        {DoctorCode::RankRange, "rank-range", {"first_rank", "last_rank", "one_rank"}},
        {DoctorCode::Group, "group", {"group", "group_size"}},
        {DoctorCode::Axes, "axes", {"axes", "axis_count"}},
        {DoctorCode::ConfigShapeValue, "config-shape-value", {"config", "ckpt_value", "net_value"}},
        {DoctorCode::ConfigCheckpointValue, "config-checkpoint-value", {"config", "ckpt_value"}},
        {DoctorCode::ConfigNetworkValue, "config-network-value", {"net_value"}},
    };
    return kCodes;
}

const CodeInfo& info(DoctorCode code) {
    const auto i = static_cast<size_t>(code);
    assert(i < codes().size() && codes()[i].code == code);
    return codes()[i < codes().size() ? i : 0];
}

}  // namespace

const char* doctorCodeName(DoctorCode code) {
    return info(code).name;
}

const std::vector<std::string_view>& doctorArgNames(DoctorCode code) {
    return info(code).args;
}

const std::string& DoctorSentence::arg(std::string_view name) const {
    static const std::string kNone;
    for (const IssueArg& a : args) {
        if (a.name == name) {
            return a.value;
        }
    }
    return kNone;
}

DoctorSentence say(DoctorCode code, const std::vector<std::string>& values,
                   std::vector<DoctorSentence> parts) {
    DoctorSentence s;
    s.code = code;
    const std::vector<std::string_view>& names = doctorArgNames(code);
    assert(values.size() == names.size());
    for (size_t i = 0; i < values.size() && i < names.size(); ++i) {
        s.args.push_back({std::string(names[i]), values[i]});
    }
    s.parts = std::move(parts);
    return s;
}

}  // namespace shardscope
