#include "reportjson.h"

#include <filesystem>

namespace shardscope {

using nlohmann::ordered_json;

namespace {

ordered_json noticesToJson(const std::vector<Issue>& notices) {
    ordered_json list = ordered_json::array();
    for (const Issue& n : notices) {
        ordered_json j;
        j["code"] = issueCodeName(n.code);
        j["message"] = n.text();
        if (!n.file.empty()) {
            j["file"] = n.file;
        }
        if (!n.param.empty()) {
            j["param"] = n.param;
        }
        if (n.rank >= 0) {
            j["rank"] = n.rank;
        }
        list.push_back(j);
    }
    return list;
}

ordered_json warningsToJson(const std::vector<Issue>& notices) {
    ordered_json list = ordered_json::array();
    for (const Issue& n : notices) {
        list.push_back(n.text());
    }
    return list;
}

void checkpointToJson(const InspectReport& report, ordered_json& j) {
    const CheckpointIndex& index = report.checkpoint();
    j["file_size"] = index.fileSize;
    j["crc"] = crcStateName(index.crc);
    if (index.encryption.mode != EncryptionMode::None) {
        ordered_json e;
        e["mode"] = encryptionModeName(index.encryption.mode);
        e["blocks"] = index.encryption.blocks;
        e["legacy"] = index.encryption.legacy;
        e["plain_size"] = index.payloadSize;
        e["blocks_checked"] = index.encryption.checked;
        j["encryption"] = e;
    }
    ordered_json tensors = ordered_json::array();
    for (const TensorEntry& t : index.tensors) {
        ordered_json e;
        e["name"] = t.name;
        e["dtype"] = t.dtypeName;
        e["shape"] = t.shape;
        e["bytes"] = t.bytes;
        if (t.chunks.size() > 1) {
            e["chunks"] = t.chunks.size();
        }
        if (auto it = report.values.find(t.name); it != report.values.end()) {
            e["value"] = it->second;
        }
        tensors.push_back(e);
    }
    j["tensors"] = tensors;
    if (!index.metadata.empty()) {
        ordered_json metadata = ordered_json::object();
        for (const auto& [key, value] : index.metadata) {
            metadata[key] = value;
        }
        j["metadata"] = metadata;
    }
    if (index.parts.size() > 1) {
        ordered_json files = ordered_json::array();
        for (const IndexPart& part : index.parts) {
            files.push_back(part.path);
        }
        j["files"] = files;
    }
}

void strategyToJson(const Strategy& s, ordered_json& j) {
    j["source_format"] = s.format == StrategyFormat::Json ? "json" : "protobuf";
    j["merged"] = s.merged;
    j["current_stage"] = s.currentStage;
    j["stages"] = s.stages();
    ordered_json layouts = ordered_json::array();
    for (const ParamLayout& l : s.layouts) {
        ordered_json e;
        e["name"] = l.name;
        e["stage"] = l.stage;
        e["dev_matrix"] = l.devMatrix();
        e["tensor_map"] = tensorMapToJson(l);
        e["opt_shard_size"] = l.optShardSize;
        e["opt_shard_step"] = l.optShardStep;
        e["field"] = l.field;
        if (!l.tensorShape.empty()) {
            e["tensor_shape"] = l.tensorShape;
        }
        layouts.push_back(e);
    }
    j["layouts"] = layouts;
    // Operators' strategies and layouts: the JSON form keeps what the operators were given.
    ordered_json operators;
    operators["strategies"] = s.items.size();
    operators["out_strategies"] = s.outItems.size();
    ordered_json kinds = ordered_json::object();
    for (const OperatorLayout& l : s.operatorLayouts) {
        const char* key = operatorLayoutKey(l.kind);
        kinds[key] = kinds.value(key, 0) + 1;
    }
    operators["layouts"] = kinds;
    j["operators"] = operators;
}

void runToJson(const InspectReport& report, ordered_json& j) {
    ordered_json ranks = ordered_json::array();
    for (const RankReport& r : report.ranks) {
        ordered_json e;
        e["rank"] = r.file.rank;
        e["file"] = r.file.file;
        e["format"] = r.file.format;
        e["tensors"] = r.tensors;
        e["bytes"] = r.bytes;
        if (r.encryption != EncryptionMode::None) {
            e["encryption"] = encryptionModeName(r.encryption);
        }
        if (!r.readable) {
            e["error"] = r.error;
            if (r.errorCode != nullptr) {
                e["error_code"] = r.errorCode;  // the error's stable name, as --json's error object
            }
        }
        if (!r.file.alternatives.empty()) {
            e["alternatives"] = r.file.alternatives;
        }
        if (!r.file.companions.empty()) {
            e["companions"] = r.file.companions;  // listed, not read (-graph.meta)
        }
        ranks.push_back(e);
    }
    j["ranks"] = ranks;
    j["strategy_candidates"] = report.run.strategyCandidates;
    if (report.run.conversion) {
        j["conversion"] = conversionRecordJson(*report.run.conversion);
    }
    if (const auto& s = report.run.step) {
        ordered_json step;
        step["name"] = s->name;
        step["epoch"] = s->epoch >= 0 ? ordered_json(s->epoch) : ordered_json(nullptr);
        step["step"] = s->step;
        step["global_step"] = s->globalStep ? ordered_json(*s->globalStep) : ordered_json(nullptr);
        step["recommended"] = s->recommended;
        step["saved_steps"] = s->savedSteps;
        j["step"] = step;
    }
}

}  // namespace

ordered_json tensorMapToJson(const ParamLayout& layout) {
    ordered_json map = ordered_json::array();
    for (const std::vector<int64_t>& axes : layout.tensorMap) {
        if (layout.nested) {
            map.push_back(axes);
        } else {
            map.push_back(axes.empty() ? -1 : axes.front());
        }
    }
    return map;
}

ordered_json reportToJson(const InspectReport& report) {
    ordered_json j;
    const bool foreign = report.kind == InputKind::Checkpoint &&
                         report.checkpoint().format != CheckpointFormat::Ckpt;
    j["format"] =
        foreign ? checkpointFormatName(report.checkpoint().format) : inputKindName(report.kind);
    j["path"] = report.path;
    switch (report.kind) {
        case InputKind::Checkpoint:
            checkpointToJson(report, j);
            break;
        case InputKind::Strategy:
            strategyToJson(report.strategy, j);
            break;
        case InputKind::Run:
            runToJson(report, j);
            break;
    }
    j["warnings"] = warningsToJson(report.issues);
    j["notices"] = noticesToJson(report.issues);
    return j;
}

}  // namespace shardscope
