#include <cstdio>
#include <limits>

#include "../util/translatenoop.h"
#include "../util/utf8text.h"
#include "groupinfo.h"
#include "strategy.h"
#include "strategy.pb.h"  // also declares protobuf's LogSilencer (its logging header)

namespace shardscope {

namespace pb = mindspore::straspb;

namespace {

// First bytes seen in the wild: 0x08 (current_stage, always written by MindSpore); 0x12 or 0x1A
// when a tool left current_stage out. Anything else is not worth handing to the parser, which
// happily accepts many random byte strings as a message full of unknown fields.
constexpr unsigned char kCurrentStageTag = 0x08;
constexpr unsigned char kStrategyItemTag = 0x12;
constexpr unsigned char kLayoutItemTag = 0x1A;
// Field 1 with wire type 2: the first tensor of a MindSpore checkpoint.
constexpr unsigned char kCheckpointTag = 0x0A;

template <class Repeated>
std::vector<int64_t> toVector(const Repeated& dims) {
    return std::vector<int64_t>(dims.begin(), dims.end());
}

Error badStart(const std::string& bytes, const std::string& source) {
    const auto first = static_cast<unsigned char>(bytes.front());
    if (first == kCheckpointTag) {
        Error e = makeError(
            ErrorCode::BadStrategy,
            QT_TRANSLATE_NOOP("ErrorMessage", "this is a checkpoint file, not a strategy file"),
            {});
        e.fix = QT_TRANSLATE_NOOP("ErrorMessage",
                                  "pass the file saved through strategy_ckpt_save_file");
        return e.inFile(source);
    }
    if (first == '{') {
        Error e = makeError(ErrorCode::BadStrategy,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "this looks like a JSON strategy file, but its name "
                                              "does not end in .json"),
                            {});
        e.fix = QT_TRANSLATE_NOOP("ErrorMessage", "rename it to *.json");
        return e.inFile(source);
    }
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned>(first));
    return makeError(ErrorCode::Corrupt,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "not a strategy file: it starts with byte "
                                       "{byte}, a strategy file starts with 0x08"),
                     {{"byte", hex}})
        .inFile(source)
        .atOffset(0);
}

Result<ParamLayout> fromProto(const pb::ParallelLayoutItem& item, const std::string& source) {
    ParamLayout layout;
    layout.name = item.param_name();
    const pb::ParallelLayouts& in = item.parallel_layouts();
    if (in.dev_matrix_size() == 0) {
        return makeError(ErrorCode::BadStrategy,
                         QT_TRANSLATE_NOOP("ErrorMessage", "parallel layout has no dev_matrix"), {})
            .inFile(source)
            .forParam(layout.name);
    }
    if (in.tensor_map_size() == 0) {
        return makeError(ErrorCode::BadStrategy,
                         QT_TRANSLATE_NOOP("ErrorMessage", "parallel layout has no tensor_map"), {})
            .inFile(source)
            .forParam(layout.name);
    }
    for (const pb::DevMatrix& m : in.dev_matrix()) {
        layout.devMatrices.push_back(toVector(m.dim()));
    }
    if (in.tensor_map_size() == 1) {
        // Classic form: one int per tensor dimension.
        for (const int32_t axis : in.tensor_map(0).dim()) {
            layout.tensorMap.push_back({axis});
        }
    } else {
        layout.nested = true;
        for (const pb::TensorMap& m : in.tensor_map()) {
            layout.tensorMap.push_back(toVector(m.dim()));
        }
        // MindSpore pads a 1-D layout with an empty map only so that the count exceeds one.
        if (layout.tensorMap.size() == 2 && layout.tensorMap.back().empty()) {
            layout.tensorMap.pop_back();
        }
    }
    for (const pb::ParamSplitShape& s : in.param_split_shape()) {
        layout.paramSplitShapes.push_back(toVector(s.dim()));
    }
    for (const pb::IndicesOffset& o : in.indices_offset()) {
        layout.indicesOffsets.push_back(toVector(o.dim()));
    }
    layout.field = in.field();
    layout.optShardStep = in.opt_weight_shard_step();
    layout.optShardSize = in.opt_weight_shard_size();
    layout.hasOptFields = in.has_opt_weight_shard_step() && in.has_opt_weight_shard_size();
    return layout;
}

void toProto(const ParamLayout& layout, pb::ParallelLayoutItem* out) {
    out->set_param_name(layout.storedName());
    pb::ParallelLayouts* pl = out->mutable_parallel_layouts();
    for (const auto& matrix : layout.devMatrices) {
        pb::DevMatrix* m = pl->add_dev_matrix();
        for (const int64_t d : matrix) {
            m->add_dim(static_cast<uint32_t>(d));
        }
    }
    if (layout.nested) {
        for (const auto& axes : layout.tensorMap) {
            pb::TensorMap* m = pl->add_tensor_map();
            for (const int64_t a : axes) {
                m->add_dim(static_cast<int32_t>(a));
            }
        }
        if (layout.tensorMap.size() == 1) {
            pl->add_tensor_map();
        }
    } else {
        pb::TensorMap* m = pl->add_tensor_map();
        for (const auto& axes : layout.tensorMap) {
            m->add_dim(axes.empty() ? -1 : static_cast<int32_t>(axes.front()));
        }
    }
    // MindSpore always writes one (usually empty) entry and its readers index [0] unguarded.
    const std::vector<std::vector<int64_t>> kOneEmpty(1);
    const auto& splits = layout.paramSplitShapes.empty() ? kOneEmpty : layout.paramSplitShapes;
    for (const auto& shape : splits) {
        pb::ParamSplitShape* s = pl->add_param_split_shape();
        for (const int64_t d : shape) {
            s->add_dim(d);
        }
    }
    const auto& offsets = layout.indicesOffsets.empty() ? kOneEmpty : layout.indicesOffsets;
    for (const auto& offset : offsets) {
        pb::IndicesOffset* o = pl->add_indices_offset();
        for (const int64_t d : offset) {
            o->add_dim(d);
        }
    }
    pl->set_field(layout.field);
    // Written even for pre-v1.3 input: MindSpore 1.3+ marks both required and rejects files
    // without them.
    pl->set_opt_weight_shard_step(layout.optShardStep);
    pl->set_opt_weight_shard_size(layout.optShardSize);
}

}  // namespace

Result<Strategy> parseStrategyProtobuf(const std::string& bytes, const std::string& source) {
    if (bytes.empty()) {
        return makeError(ErrorCode::Empty,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file is empty (0 bytes), not a strategy file"),
                         {})
            .inFile(source);
    }
    const auto first = static_cast<unsigned char>(bytes.front());
    // A group information file starts with its first group (0x0A), or with its restore list
    // (0x12, the tag of a strategy item) when it lists no group (data-parallel mode).
    if (first == kCheckpointTag || first == kStrategyItemTag) {
        const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
        if (const auto groups = parseGroupInfo({data, bytes.size()})) {
            Error e = groupInfoError(ErrorCode::BadStrategy, *groups);
            e.fix = QT_TRANSLATE_NOOP("ErrorMessage",
                                      "pass the file saved through strategy_ckpt_save_file");
            return e.inFile(source);
        }
    }
    if (first != kCurrentStageTag && first != kStrategyItemTag && first != kLayoutItemTag) {
        return badStart(bytes, source);
    }
    pb::ParallelStrategyMap map;
    // Names that are not UTF-8 are reported by the checks below, with the file and parameter;
    // protobuf's own log line for them (builds without NDEBUG) would only repeat it, in English
    // and on stderr.
    const google::protobuf::LogSilencer quiet;
    if (!map.ParseFromString(bytes)) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "not a valid strategy file (protobuf parse failed)"),
                         {})
            .inFile(source);
    }

    Strategy strategy;
    strategy.source = source;
    strategy.format = StrategyFormat::Protobuf;
    strategy.currentStage = map.current_stage();
    strategy.items.reserve(static_cast<size_t>(map.parallel_strategy_item_size()));
    for (const pb::ParallelStrategyItem& in : map.parallel_strategy_item()) {
        StrategyItem item;
        item.nodeName = in.node_name();
        item.stage = in.parallel_strategys().stage();
        if (item.stage > static_cast<uint32_t>(std::numeric_limits<int32_t>::max())) {
            // uint32 in the file; a stage past 2^31 - 1 is damage, and would be read as -1.
            return makeError(ErrorCode::BadStrategy,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "operator '{node}': stage must be an integer from 0 "
                                               "to 2147483647 (it is {stage})"),
                             {{"node", item.nodeName}, {"stage", std::to_string(item.stage)}})
                .inFile(source);
        }
        for (const pb::ParallelStrategy& s : in.parallel_strategys().parallel_strategy()) {
            item.strategies.emplace_back(s.dim().begin(), s.dim().end());
        }
        strategy.items.push_back(std::move(item));
    }

    bool missingOpt = false;
    strategy.layouts.reserve(static_cast<size_t>(map.parallel_layout_item_size()));
    for (const pb::ParallelLayoutItem& in : map.parallel_layout_item()) {
        Result<ParamLayout> layout = fromProto(in, source);
        if (!layout) {
            return std::move(layout).error();
        }
        missingOpt = missingOpt || !layout->hasOptFields;
        if (!isValidUtf8(layout->name)) {
            strategy.issues.push_back(invalidUtf8NameIssue(layout->name, source));
        }
        strategy.layouts.push_back(std::move(layout).value());
    }
    strategy.resolveStagePrefixes();

    if (missingOpt) {
        strategy.issues.push_back(missingOptimizerFieldsIssue(source));
    }
    return strategy;
}

std::string serializeStrategyProtobuf(const Strategy& strategy) {
    pb::ParallelStrategyMap map;
    map.set_current_stage(strategy.currentStage);
    for (const StrategyItem& item : strategy.items) {
        pb::ParallelStrategyItem* out = map.add_parallel_strategy_item();
        out->set_node_name(item.nodeName);
        pb::ParallelStrategys* strategys = out->mutable_parallel_strategys();
        strategys->set_stage(item.stage);
        for (const auto& dims : item.strategies) {
            pb::ParallelStrategy* s = strategys->add_parallel_strategy();
            for (const uint32_t d : dims) {
                s->add_dim(d);
            }
        }
    }
    for (const ParamLayout& layout : strategy.layouts) {
        toProto(layout, map.add_parallel_layout_item());
    }
    std::string bytes;
    // Fails only past protobuf's 2 GiB limit; an empty result tells writeStrategyFile so.
    const google::protobuf::LogSilencer quiet;  // names kept byte for byte, as read
    if (!map.SerializeToString(&bytes)) {
        bytes.clear();
    }
    return bytes;
}

}  // namespace shardscope
