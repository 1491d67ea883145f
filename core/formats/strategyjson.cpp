#include <limits>
#include <nlohmann/json.hpp>

#include "../util/jsontext.h"
#include "foreignfile.h"
#include "mindformersmetadata.h"
#include "strategy.h"
#include "util/jsonerrortext.h"
#include "util/orderedjson.h"
#include "util/translatenoop.h"

namespace shardscope {

namespace {

// Ordered so that a written file lists operators and parameters in the order they were read.
using Json = nlohmann::ordered_json;

constexpr int64_t kInt32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();
constexpr int64_t kUInt32Max = std::numeric_limits<uint32_t>::max();
constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();
constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();

bool readInt(const Json& v, int64_t lo, int64_t hi, int64_t* out) {
    if (v.is_number_unsigned()) {
        const uint64_t u = v.get<uint64_t>();
        if (u > static_cast<uint64_t>(hi)) {
            return false;
        }
        *out = static_cast<int64_t>(u);
        return lo <= *out;
    }
    if (v.is_number_integer()) {
        *out = v.get<int64_t>();
        return lo <= *out && *out <= hi;
    }
    return false;
}

bool readInts(const Json& v, int64_t lo, int64_t hi, std::vector<int64_t>* out) {
    if (!v.is_array()) {
        return false;
    }
    out->clear();
    for (const Json& e : v) {
        int64_t x = 0;
        if (!readInt(e, lo, hi, &x)) {
            return false;
        }
        out->push_back(x);
    }
    return true;
}

// Reads the tensor map in either form: flat ints (classic) or one list of axes per dimension.
bool readTensorMap(const Json& v, ParamLayout* layout) {
    if (!v.is_array()) {
        return false;
    }
    layout->nested = !v.empty() && v.front().is_array();
    layout->tensorMap.clear();
    for (const Json& e : v) {
        std::vector<int64_t> axes;
        if (layout->nested) {
            if (!readInts(e, kInt32Min, kInt32Max, &axes)) {
                return false;
            }
        } else {
            int64_t axis = 0;
            if (!readInt(e, kInt32Min, kInt32Max, &axis)) {
                return false;
            }
            axes.push_back(axis);
        }
        layout->tensorMap.push_back(std::move(axes));
    }
    return true;
}

// nullptr when absent, so that const lookups never hit operator[]'s precondition.
const Json* member(const Json& object, const char* key) {
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

Error layoutError(ErrorTemplate text, const std::string& source, const std::string& name) {
    return makeError(ErrorCode::BadStrategy, text, {}).inFile(source).forParam(name);
}

// Reads an optional int32 key into *out; false when present but not an int32.
bool readOptionalInt32(const Json& v, const char* key, int32_t* out) {
    const Json* value = member(v, key);
    int64_t x = 0;
    if (value == nullptr) {
        return true;
    }
    if (!readInt(*value, kInt32Min, kInt32Max, &x)) {
        return false;
    }
    *out = static_cast<int32_t>(x);
    return true;
}

// The JSON form stores one flat list; MindSpore's own JSON reader turns an absent key into one
// empty entry, which keeps the two forms alike.
bool readFlatList(const Json& v, const char* key, std::vector<std::vector<int64_t>>* out) {
    std::vector<int64_t> ints;
    const Json* value = member(v, key);
    if (value != nullptr && !readInts(*value, kInt64Min, kInt64Max, &ints)) {
        return false;
    }
    out->push_back(std::move(ints));
    return true;
}

Result<ParamLayout> readLayout(const std::string& name, const Json& v, const std::string& source) {
    if (!v.is_object()) {
        return layoutError(QT_TRANSLATE_NOOP("ErrorMessage", "layout must be a JSON object"),
                           source, name);
    }
    ParamLayout layout;
    layout.name = name;
    const Json* devMatrix = member(v, "dev_matrix");
    if (devMatrix == nullptr) {
        return layoutError(QT_TRANSLATE_NOOP("ErrorMessage", "dev_matrix is missing"), source,
                           name);
    }
    std::vector<int64_t> ints;
    if (!readInts(*devMatrix, 0, kUInt32Max, &ints)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage", "dev_matrix must be a list of integers"), source,
            name);
    }
    layout.devMatrices.push_back(std::move(ints));
    const Json* tensorMap = member(v, "tensor_map");
    if (tensorMap == nullptr) {
        return layoutError(QT_TRANSLATE_NOOP("ErrorMessage", "tensor_map is missing"), source,
                           name);
    }
    if (!readTensorMap(*tensorMap, &layout)) {
        return layoutError(
            QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "tensor_map must be a list of integers or a list of lists of integers"),
            source, name);
    }
    const Json* shape = member(v, "tensor_shape");
    if (shape != nullptr && !readInts(*shape, 0, kInt64Max, &layout.tensorShape)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "tensor_shape must be a list of non-negative integers"),
            source, name);
    }
    if (!readFlatList(v, "param_split_shape", &layout.paramSplitShapes)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage", "param_split_shape must be a list of integers"),
            source, name);
    }
    if (!readFlatList(v, "indices_offset", &layout.indicesOffsets)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage", "indices_offset must be a list of integers"), source,
            name);
    }
    if (!readOptionalInt32(v, "field", &layout.field)) {
        return layoutError(QT_TRANSLATE_NOOP("ErrorMessage", "field must be an integer"), source,
                           name);
    }
    if (!readOptionalInt32(v, "opt_weight_shard_step", &layout.optShardStep)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage", "opt_weight_shard_step must be an integer"), source,
            name);
    }
    if (!readOptionalInt32(v, "opt_weight_shard_size", &layout.optShardSize)) {
        return layoutError(
            QT_TRANSLATE_NOOP("ErrorMessage", "opt_weight_shard_size must be an integer"), source,
            name);
    }
    layout.hasOptFields =
        v.contains("opt_weight_shard_step") && v.contains("opt_weight_shard_size");
    return layout;
}

Result<StrategyItem> readItem(const std::string& node, const Json& v, const std::string& source) {
    const auto fail = [&](ErrorTemplate text) {
        return makeError(ErrorCode::BadStrategy, text, {{"node", node}}).inFile(source);
    };
    if (!v.is_object()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                      "operator '{node}': strategy item must be a JSON object"));
    }
    StrategyItem item;
    item.nodeName = node;
    int64_t stage = 0;
    const Json* stageValue = member(v, "stage");
    if (stageValue == nullptr || !readInt(*stageValue, 0, kInt32Max, &stage)) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                      "operator '{node}': stage must be an integer from 0 to "
                                      "2147483647"));
    }
    item.stage = static_cast<uint32_t>(stage);
    const Json empty = Json::array();
    const Json* found = member(v, "parallel_strategy");
    const Json& dims = found != nullptr ? *found : empty;
    if (!dims.is_array()) {
        return fail(QT_TRANSLATE_NOOP(
            "ErrorMessage",
            "operator '{node}': parallel_strategy must be a list of lists of integers"));
    }
    for (const Json& input : dims) {
        std::vector<int64_t> ints;
        if (!readInts(input, 0, kUInt32Max, &ints)) {
            return fail(QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "operator '{node}': parallel_strategy must be a list of lists of integers"));
        }
        item.strategies.emplace_back(ints.begin(), ints.end());
    }
    return item;
}

constexpr OperatorLayoutKind kOperatorLayoutKindList[kOperatorLayoutKinds] = {
    OperatorLayoutKind::Input, OperatorLayoutKind::Output, OperatorLayoutKind::NewShapeInput,
    OperatorLayoutKind::NewShapeOutput};

// {"<index>": {"dev_matrix": [..], "tensor_map": [[..], ..], "interleaved_parallel": bool,
// "alias_name": [..]}, ...} under one operator of a *_layout_value_item key.
Status readOperatorLayouts(OperatorLayoutKind kind, const std::string& node, const Json& v,
                           const std::string& source, std::vector<OperatorLayout>* out) {
    const auto fail = [&](ErrorTemplate text, const std::string& index) {
        return makeError(ErrorCode::BadStrategy, text,
                         {{"key", operatorLayoutKey(kind)}, {"node", node}, {"index", index}})
            .inFile(source);
    };
    if (!v.is_object()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                      "{key}, operator '{node}': must be a JSON "
                                      "object of layouts by input index"),
                    {});
    }
    for (const auto& [index, value] : v.items()) {
        if (!value.is_object()) {
            return fail(
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "{key}, operator '{node}': layout {index} must be a JSON object"),
                index);
        }
        OperatorLayout layout;
        layout.kind = kind;
        layout.node = node;
        layout.index = index;
        const Json* devMatrix = member(value, "dev_matrix");
        if (devMatrix == nullptr || !readInts(*devMatrix, 0, kUInt32Max, &layout.devMatrix)) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "{key}, operator '{node}': layout {index}: dev_matrix "
                                          "must be a list of integers"),
                        index);
        }
        // MindSpore's reader (StrategyJsonInfo) requires all four keys, the map nested.
        const Json* tensorMap = member(value, "tensor_map");
        bool nested = tensorMap != nullptr && tensorMap->is_array();
        for (size_t i = 0; nested && i < tensorMap->size(); ++i) {
            std::vector<int64_t> axes;
            nested = readInts((*tensorMap)[i], kInt32Min, kInt32Max, &axes);
            layout.tensorMap.push_back(std::move(axes));
        }
        if (!nested) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "{key}, operator '{node}': layout {index}: tensor_map "
                                          "must be a list of lists of integers"),
                        index);
        }
        const Json* interleaved = member(value, "interleaved_parallel");
        if (interleaved == nullptr || !interleaved->is_boolean()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "{key}, operator '{node}': layout {index}: "
                                          "interleaved_parallel must be true or false"),
                        index);
        }
        layout.interleaved = interleaved->get<bool>();
        const Json* alias = member(value, "alias_name");
        bool strings = alias != nullptr && alias->is_array();
        for (size_t i = 0; strings && i < alias->size(); ++i) {
            strings = (*alias)[i].is_string();
            if (strings) {
                layout.aliasNames.push_back((*alias)[i].get<std::string>());
            }
        }
        if (!strings) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "{key}, operator '{node}': layout {index}: alias_name "
                                          "must be a list of strings"),
                        index);
        }
        out->push_back(std::move(layout));
    }
    return {};
}

// Reads the keys of operators (never needed to reshard) beside the parameter layouts.
Status readOperatorKeys(const Json& doc, const std::string& source, Strategy* strategy) {
    if (const Json* found = member(doc, "parallel_out_strategy_item")) {
        if (!found->is_object()) {
            return makeError(ErrorCode::BadStrategy,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "parallel_out_strategy_item must be a JSON object"),
                             {})
                .inFile(source);
        }
        for (const auto& [node, value] : found->items()) {
            Result<StrategyItem> item = readItem(node, value, source);
            if (!item) {
                return std::move(item).error();
            }
            strategy->outItems.push_back(std::move(item).value());
        }
    }
    for (const OperatorLayoutKind kind : kOperatorLayoutKindList) {
        const Json* found = member(doc, operatorLayoutKey(kind));
        if (found == nullptr) {
            continue;
        }
        if (!found->is_object()) {
            return makeError(ErrorCode::BadStrategy,
                             QT_TRANSLATE_NOOP("ErrorMessage", "{key} must be a JSON object"),
                             {{"key", operatorLayoutKey(kind)}})
                .inFile(source);
        }
        for (const auto& [node, value] : found->items()) {
            if (Status s =
                    readOperatorLayouts(kind, node, value, source, &strategy->operatorLayouts);
                !s) {
                return s;
            }
        }
    }
    return {};
}

// A file of operators' strategies only: what AutoParallel.save_operator_strategy_file (MindSpore
// 2.6+) and set_op_strategy_config(mode="SAVE") write. It has no parameter layouts.
Error operatorStrategyFileError(const Strategy& read, const std::string& source) {
    const size_t layouts = read.operatorLayouts.size();
    const std::vector<IssueArg> args = {{"strategies", std::to_string(read.items.size())},
                                        {"layouts", std::to_string(layouts)},
                                        // Python's words: braces a template cannot hold.
                                        {"config", "{\"save_file\": ...}"}};
    return (layouts > 0
                ? makeError(
                      ErrorCode::BadStrategy,
                      QT_TRANSLATE_NOOP(
                          "ErrorMessage",
                          "an operator strategy file (AutoParallel.save_operator_strategy_file or "
                          "set_op_strategy_config), not a checkpoint strategy file: it holds "
                          "{strategies} operator strategies and {layouts} operator layouts but "
                          "no parameter layouts (the key 'parallel_layout_item'), which "
                          "resharding needs; open the file saved by "
                          "AutoParallel.save_param_strategy_file or "
                          "set_auto_parallel_context(strategy_ckpt_config={config})"),
                      args)
                : makeError(
                      ErrorCode::BadStrategy,
                      QT_TRANSLATE_NOOP(
                          "ErrorMessage",
                          "an operator strategy file (AutoParallel.save_operator_strategy_file or "
                          "set_op_strategy_config), not a checkpoint strategy file: it holds "
                          "{strategies} operator strategies but no parameter layouts (the key "
                          "'parallel_layout_item'), which resharding needs; open the file saved "
                          "by AutoParallel.save_param_strategy_file or "
                          "set_auto_parallel_context(strategy_ckpt_config={config})"),
                      args))
        .inFile(source);
}

Result<Strategy> readDocument(const Json& doc, const std::string& source) {
    const auto fail = [&](ErrorTemplate text) {
        return makeError(ErrorCode::BadStrategy, text, {}).inFile(source);
    };
    if (!doc.is_object()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                      "not a strategy file: the JSON top level is not an object"));
    }
    if (isMindFormersMetadata(doc)) {
        return readMindFormersMetadata(doc, source);  // an iteration_<N>/ folder's metadata.json
    }
    Strategy strategy;
    strategy.source = source;
    strategy.format = StrategyFormat::Json;
    if (const Json* current = member(doc, "current_stage")) {
        int64_t stage = 0;
        if (!readInt(*current, 0, kUInt32Max, &stage)) {
            return fail(
                QT_TRANSLATE_NOOP("ErrorMessage", "current_stage must be a non-negative integer"));
        }
        strategy.currentStage = static_cast<uint32_t>(stage);
    }
    if (const Json* found = member(doc, "parallel_strategy_item")) {
        const Json& items = *found;
        if (!items.is_object()) {
            return fail(
                QT_TRANSLATE_NOOP("ErrorMessage", "parallel_strategy_item must be a JSON object"));
        }
        for (const auto& [node, value] : items.items()) {
            Result<StrategyItem> item = readItem(node, value, source);
            if (!item) {
                return std::move(item).error();
            }
            strategy.items.push_back(std::move(item).value());
        }
    }
    Status operators = readOperatorKeys(doc, source, &strategy);
    const Json* found = member(doc, "parallel_layout_item");
    if (found == nullptr) {
        // What the file is comes first; a flaw in its operator keys is secondary.
        if (!operators || !strategy.items.empty() || !strategy.outItems.empty() ||
            !strategy.operatorLayouts.empty()) {
            return operatorStrategyFileError(strategy, source);
        }
        if (auto foreign = foreignJsonError(doc, source)) {
            return std::move(*foreign);
        }
        return fail(QT_TRANSLATE_NOOP(
            "ErrorMessage", "not a strategy file: the key 'parallel_layout_item' is missing"));
    }
    if (!operators) {
        return std::move(operators).error();
    }
    const Json& layouts = *found;
    if (!layouts.is_object()) {
        return fail(
            QT_TRANSLATE_NOOP("ErrorMessage", "parallel_layout_item must be a JSON object"));
    }
    bool missingOpt = false;
    for (const auto& [name, value] : layouts.items()) {
        Result<ParamLayout> layout = readLayout(name, value, source);
        if (!layout) {
            return std::move(layout).error();
        }
        missingOpt = missingOpt || !layout->hasOptFields;
        strategy.layouts.push_back(std::move(layout).value());
    }
    strategy.resolveStagePrefixes();
    if (missingOpt) {
        strategy.issues.push_back(missingOptimizerFieldsIssue(source));
    }
    return strategy;
}

Json itemsJson(const std::vector<StrategyItem>& items) {
    OrderedJsonObject out;
    for (const StrategyItem& item : items) {
        out[item.nodeName] = Json{{"stage", item.stage}, {"parallel_strategy", item.strategies}};
    }
    return out.take();
}

// Writes the operator keys back as they were read (MindSpore writes tensor_map nested here).
void writeOperatorKeys(const Strategy& strategy, Json* doc) {
    if (!strategy.outItems.empty()) {
        (*doc)["parallel_out_strategy_item"] = itemsJson(strategy.outItems);
    }
    for (const OperatorLayoutKind kind : kOperatorLayoutKindList) {
        OrderedJsonObject nodes;
        for (const OperatorLayout& layout : strategy.operatorLayouts) {
            if (layout.kind != kind) {
                continue;
            }
            nodes[layout.node][layout.index] = Json{{"dev_matrix", layout.devMatrix},
                                                    {"tensor_map", layout.tensorMap},
                                                    {"interleaved_parallel", layout.interleaved},
                                                    {"alias_name", layout.aliasNames}};
        }
        if (!nodes.empty()) {
            (*doc)[operatorLayoutKey(kind)] = nodes.take();
        }
    }
}

Json layoutJson(const ParamLayout& layout) {
    Json out = Json::object();
    out["dev_matrix"] = layout.devMatrix();
    Json map = Json::array();
    for (const auto& axes : layout.tensorMap) {
        if (layout.nested) {
            map.push_back(axes);
        } else {
            map.push_back(axes.empty() ? -1 : axes.front());
        }
    }
    out["tensor_map"] = std::move(map);
    out["tensor_shape"] = layout.tensorShape;
    out["field"] = layout.field;
    out["opt_weight_shard_step"] = layout.optShardStep;
    out["opt_weight_shard_size"] = layout.optShardSize;
    // The JSON form holds one flat list each; MindSpore writes both keys or neither.
    const auto first = [](const std::vector<std::vector<int64_t>>& v) {
        return v.empty() ? std::vector<int64_t>{} : v.front();
    };
    const std::vector<int64_t> splits = first(layout.paramSplitShapes);
    const std::vector<int64_t> offsets = first(layout.indicesOffsets);
    if (!splits.empty() || !offsets.empty()) {
        out["param_split_shape"] = splits;
        out["indices_offset"] = offsets;
    }
    return out;
}

}  // namespace

const char* operatorLayoutKey(OperatorLayoutKind kind) {
    switch (kind) {
        case OperatorLayoutKind::Input:
            return "parallel_layout_value_item";
        case OperatorLayoutKind::Output:
            return "parallel_out_layout_value_item";
        case OperatorLayoutKind::NewShapeInput:
            return "parallel_newshape_layout_value_item";
        case OperatorLayoutKind::NewShapeOutput:
            return "parallel_out_newshape_layout_value_item";
    }
    return "";
}

Result<Strategy> parseStrategyJson(const std::string& text, const std::string& source) {
    if (text.empty()) {
        return makeError(ErrorCode::Empty,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file is empty (0 bytes), not a strategy file"),
                         {})
            .inFile(source);
    }
    try {
        if (startsLikeMindFormersMetadata(text)) {
            return readMindFormersMetadata(nlohmann::json::parse(text), source);
        }
        const Json doc = parseOrderedJson(text);
        return readDocument(doc, source);
    } catch (const Json::parse_error& e) {
        if (auto foreign = foreignTextError(text, source)) {
            return std::move(*foreign);
        }
        const int64_t at = e.byte > 0 ? static_cast<int64_t>(e.byte) - 1 : 0;
        return jsonError(ErrorCode::Corrupt, e, text).inFile(source).atOffset(at);
    } catch (const Json::exception& e) {
        return jsonError(ErrorCode::BadStrategy, e, text).inFile(source);
    }
}

std::string serializeStrategyJson(const Strategy& strategy) {
    Json doc = Json::object();
    doc["current_stage"] = strategy.currentStage;
    doc["parallel_strategy_item"] = itemsJson(strategy.items);
    OrderedJsonObject layouts;
    for (const ParamLayout& layout : strategy.layouts) {
        layouts[layout.storedName()] = layoutJson(layout);
    }
    doc["parallel_layout_item"] = layouts.take();
    writeOperatorKeys(strategy, &doc);
    // protobuf does not check proto2 strings: a name that is not UTF-8 was reported on load.
    return dumpJson(std::move(doc), 2) + "\n";
}

}  // namespace shardscope
