#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "../util/issue.h"
#include "../util/result.h"

namespace shardscope {

// One ParallelStrategyItem: an operator's input strategies and its pipeline stage.
struct StrategyItem {
    std::string nodeName;
    uint32_t stage = 0;
    std::vector<std::vector<uint32_t>> strategies;

    bool operator==(const StrategyItem&) const = default;
};

// One ParallelLayoutItem: where a parameter's slices live.
struct ParamLayout {
    std::string name;       // without the "<stage>-" prefix of merged files
    int stage = 0;          // from the prefix (merged) or the file's stage (per-stage file)
    bool prefixed = false;  // the name carried a "<stage>-" prefix in the file
    std::vector<std::vector<int64_t>> devMatrices;  // repeated DevMatrix, one in practice
    // One entry per tensor dimension. Classic form: each entry has exactly one axis (-1 = not
    // split). Layout-API (nested) form: each entry lists the dimension's axes, most significant
    // first; nested == true then.
    std::vector<std::vector<int64_t>> tensorMap;
    bool nested = false;
    std::vector<int64_t> tensorShape;                    // full shape; JSON form only
    std::vector<std::vector<int64_t>> paramSplitShapes;  // kept as stored (usually one, empty)
    std::vector<std::vector<int64_t>> indicesOffsets;    // kept as stored (usually one, empty)
    int32_t field = 0;
    int32_t optShardStep = 0;
    int32_t optShardSize = 0;
    bool hasOptFields = true;  // false for pre-v1.3 files

    const std::vector<int64_t>& devMatrix() const;
    std::string storedName() const;  // the name as written in a merged file
    // The same parameter cut the same way, whatever the stage and the name's stage prefix: a
    // parameter the pipeline stages share.
    bool sameCutAs(const ParamLayout& other) const;

    bool operator==(const ParamLayout&) const = default;
};

// Splits a merged file's "<digits>-rest" name; false (outputs untouched) when there is no such
// prefix, so that names like "conv-1.weight" are never read as staged.
bool splitStagePrefix(std::string_view stored, int* stage, std::string* name);

enum class StrategyFormat { Protobuf, Json };

// The four per-operator layout keys of MindSpore 2.6+ JSON operator strategy files (the Layout
// API's layouts of operator inputs and outputs). Not needed to reshard; read so that inspect
// shows them and a rewritten file keeps them.
enum class OperatorLayoutKind { Input, Output, NewShapeInput, NewShapeOutput };
inline constexpr int kOperatorLayoutKinds = 4;
// "parallel_layout_value_item", "parallel_out_layout_value_item", ...
const char* operatorLayoutKey(OperatorLayoutKind kind);

// One operator input's (or output's) layout: {"dev_matrix", "tensor_map", "interleaved_parallel",
// "alias_name"} under the node's name and the input's index.
struct OperatorLayout {
    OperatorLayoutKind kind = OperatorLayoutKind::Input;
    std::string node;
    std::string index;  // "0", "1", ... as stored
    std::vector<int64_t> devMatrix;
    std::vector<std::vector<int64_t>> tensorMap;  // one list of axes per dimension
    bool interleaved = false;
    std::vector<std::string> aliasNames;

    bool operator==(const OperatorLayout&) const = default;
};

struct Strategy {
    std::string source;  // file or folder it came from
    StrategyFormat format = StrategyFormat::Protobuf;
    uint32_t currentStage = 1;
    bool merged = false;  // layout names carried "<stage>-" prefixes
    std::vector<StrategyItem> items;
    std::vector<ParamLayout> layouts;
    // JSON files only: operators' output strategies (parallel_out_strategy_item, MindSpore 2.4+)
    // and Layout-API operator layouts (2.6+), in the order read.
    std::vector<StrategyItem> outItems;
    std::vector<OperatorLayout> operatorLayouts;
    std::vector<Issue> issues;  // e.g. pre-v1.3 fields missing, duplicate stages skipped
    // Read from a MindFormers iteration's metadata.json.
    bool mindformers = false;
    // A MindFormers save with remove_redundancy (BalancedSaveStrategy: storage_data names one
    // rank for each slice): the ranks that saved each parameter's slices, ascending; of a
    // parameter the stages share, possibly in another stage than the layout's. Empty otherwise.
    std::map<std::string, std::vector<int>, std::less<>> savedBy;

    // Pipeline stage of an unmerged per-stage file: items[0]'s stage (0 when there are none).
    uint32_t fileStage() const;
    std::vector<int> stages() const;  // sorted distinct stages of the layouts

    // For parsers: layouts hold their stored names on entry. A file is merged only when every
    // name carries a "<digits>-" prefix; otherwise every layout gets fileStage().
    void resolveStagePrefixes();
};

// Both parsers' words for a strategy item's stage out of range (a uint32 in the protobuf file;
// ShardScope numbers stages with int).
inline constexpr const char* stageRangeText = "stage must be an integer from 0 to 2147483647";

// Shared by both parsers: layouts without opt_weight_shard_step/size (files before v1.3).
Issue missingOptimizerFieldsIssue(const std::string& file);

// MindSpore's words (as the project documents them) when merged stages are not exactly 0..n-1.
inline constexpr std::string_view kMissingStagesMessage =
    "The strategy file for pipeline parallel does not contains all stages.";

Result<Strategy> readStrategyFile(const std::string& path);  // protobuf, or JSON if *.json
Result<Strategy> parseStrategyProtobuf(const std::string& bytes, const std::string& source);
Result<Strategy> parseStrategyJson(const std::string& text, const std::string& source);

std::string serializeStrategyProtobuf(const Strategy& strategy);
std::string serializeStrategyJson(const Strategy& strategy);
// Writes atomically; JSON when the path ends in ".json".
Status writeStrategyFile(const Strategy& strategy, const std::string& path);

// Reads a folder of per-stage files (all *.ckpt or all *.json) and merges them the way
// MindSpore's merge_pipeline_strategys does; a single strategy file is read as it is.
Result<Strategy> loadStrategy(const std::string& fileOrFolder);
Result<Strategy> mergeStrategyFolder(const std::string& folder);

}  // namespace shardscope
