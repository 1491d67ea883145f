#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../util/issue.h"

namespace shardscope {

// Every sentence the doctor writes (a diagnosis, a fix, a finding, and the pieces some of them
// list). The core writes the English `text` beside it from the message catalogue
// (doctormessages.h); the GUI translates the same templates and fills them with the code's named
// values (doctorArgNames lists them per code, in this order). Names (doctorCodeName) are stable.
enum class DoctorCode {
    None,  // no sentence (an empty fix)
    // Diagnoses
    DtypeConverted,      // ckpt_dtype, net_dtype
    DtypeStrict,         // ckpt_dtype, net_dtype
    DtypeFamily,         // ckpt_dtype, net_dtype
    ScalarShape,         // ckpt_name, ckpt_dtype, net_shape
    NotTensor,           // ckpt_name, entry (string or map)
    OtherStageOfRun,     // param, other_stage, first_rank, last_rank, rank, stage
    OtherStageOfNet,     // stage, net_rank, net_stage, param, first_rank, last_rank
    PrefixOnNet,         // stored, prefix
    PrefixOnCkpt,        // stored, prefix
    LayerMissing,        // net_layers, block, net_range, ckpt_layers, ckpt_range, stages_unknown
    Renamed,             // candidates
    Missing,             // sliced (yes: the checkpoint looks like one rank's slice)
    ConfigShapes,        // full, ckpt_shape, net_shape, same_change, ckpt_value, net_value;
                         // parts: DimChange..., ConfigValue...
    SplitGuess,          // dim, factor, ckpt_value, net_value, similar, ckpt_smaller
    DimsDiffer,          // ckpt_shape, ckpt_dims, net_shape, net_dims
    DimFactor,           // dim, ckpt_value, net_value, factor
    DimNotMultiple,      // dim, ckpt_value, net_value
    SliceOfRank,         // rank, net_shape; parts: Cut...
    FullIntoSplit,       // ckpt_shape; parts: Cut...
    CutDifferently,      // shape; parts: Cuts (the checkpoint's), Cuts (the network's)
    SavedElsewhere,      // holder, param, group, group_size, rank
    SavedByMindFormers,  // holder, param, group, group_size, rank
    SharedByStages,      // param, holder, holder_stage, rank, group, group_size
    RedundancyConflict,  // holders, group, group_size, param
    // Fixes
    FixKeepConverted,           // param, ckpt_dtype
    FixNotStrict,               // ckpt_dtype, net_dtype
    FixDeclareDtype,            // param, ckpt_dtype
    FixScalarShape,             // param
    FixNoTensor,                // (none)
    FixAddPrefix,               // (none)
    FixStripPrefix,             // prefix
    FixLayers,                  // layers, net_layers
    FixRenameEntry,             // (none)
    FixNoEntry,                 // (none)
    FixDescribeNet,             // (none)
    FixCheckNetwork,            // (none)
    FixMerge,                   // file
    FixMergeNoStrategy,         // command
    FixMergeLoneSlice,          // command
    FixReshard,                 // file, rank
    FixReshardLoneFile,         // file, rank
    FixReshardThenMerge,        // parts: the merge fix (FixMergeNoStrategy or FixMergeLoneSlice)
    FixLoadRank,                // rank
    FixConfig,                  // parts: ConfigValue...
    FixConfigValues,            // parts: ConfigValue...
    FixLayerCount,              // layers
    FixRenameEntries,           // (none)
    FixBuildDtype,              // ckpt_dtype, net_dtype
    FixMindFormersLoad,         // holder
    FixRemoveRedundancy,        // holder
    FixRestoreRedundancy,       // file, folder
    FixLoadWithoutFlag,         // (none)
    FixWriteWithoutRedundancy,  // rank
    // Findings
    PerRankSlice,              // rank, ranks, stages, devices, params
    SliceGuess,                // params
    LargerInCheckpoint,        // params
    FullIntoStrategy,          // rank, params
    Resplit,                   // params
    InOtherStage,              // params, stage
    ConfigChanged,             // parts: ConfigValue...
    LayerCountChanged,         // block, ckpt_layers, ckpt_range, net_layers, net_range, extra,
                               // stages_unknown
    CommonPrefix,              // params, prefix, on_net
    SameRename,                // params, from, to
    SameDtypeChange,           // params, ckpt_dtype, net_dtype, converted
    RedundancyRemoved,         // rank, params, more; parts: Holder...
    MindFormersRedundancy,     // rank, params, more; parts: Holder...
    FullWithRemoveRedundancy,  // param
    // Pieces of the sentences above
    DimChange,    // dim, ckpt_value, net_value
    ConfigValue,  // config, ckpt_value, net_value, params
    Cut,          // dim, full, ways, axes, dev_matrix, opt, rank, part, opt_index, begin, end
    Cuts,         // parts: Cut...
    Holder,       // rank, params
    // Wordings of a sentence's own values, and of its parts as another sentence lists them
    // (doctorSlots): never a sentence's code
    RankRange,              // first_rank, last_rank, one_rank (a stage's ranks)
    Group,                  // group, group_size
    Axes,                   // axes, axis_count (the device axes a cut splits over)
    ConfigShapeValue,       // config, ckpt_value, net_value (a ConfigValue in ConfigShapes)
    ConfigCheckpointValue,  // config, ckpt_value (a ConfigValue in a fix: the checkpoint's)
    ConfigNetworkValue,     // net_value (a ConfigValue in a fix: the network's)
};
inline constexpr int kDoctorCodeCount = static_cast<int>(DoctorCode::ConfigNetworkValue) + 1;
// The first of the wordings that are never a sentence's code.
inline constexpr DoctorCode kFirstDoctorWording = DoctorCode::RankRange;

const char* doctorCodeName(DoctorCode code);
const std::vector<std::string_view>& doctorArgNames(DoctorCode code);

// One sentence as data: its code, its named values, and the sentences it lists.
struct DoctorSentence {
    DoctorCode code = DoctorCode::None;
    std::vector<IssueArg> args;
    std::vector<DoctorSentence> parts;

    // The value of that name, or an empty string.
    const std::string& arg(std::string_view name) const;
    bool operator==(const DoctorSentence&) const = default;
};

// `values` are those of doctorArgNames(code), in that order.
DoctorSentence say(DoctorCode code, const std::vector<std::string>& values = {},
                   std::vector<DoctorSentence> parts = {});

}  // namespace shardscope
