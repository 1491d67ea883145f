#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../formats/checkpointkey.h"
#include "../formats/strategy.h"
#include "../layout/tensorlayout.h"
#include "../layout/transformsources.h"
#include "../util/issue.h"
#include "../util/result.h"

namespace shardscope {

// One parameter as the network holds it (param.name, param.shape, str(param.dtype)).
struct NetParam {
    std::string name;
    std::vector<int64_t> shape;
    std::string dtype;  // MindSpore name ("Float32"); empty when the source does not say
};

enum class NetSource { Json, Strategy, Checkpoint };

// The network side of load_param_into_net: its parameters in parameters_and_names() order.
struct NetSpec {
    NetSource source = NetSource::Json;
    std::string path;
    std::vector<NetParam> params;
    // Built from a destination strategy: the global rank whose view this is, its pipeline
    // stage, and the layout of every parameter (shapes are that rank's slices).
    int rank = -1;
    int stage = 0;
    StageShape stages;
    std::optional<Strategy> strategy;
    std::map<std::string, TensorLayout> layouts;
    std::vector<Issue> notes;  // how the network side was read

    const NetParam* find(const std::string& name) const;
    const TensorLayout* layout(const std::string& name) const;

    // {"name": {"shape": [...], "dtype": "Float32"}, ...} in the network's order; dtype may be
    // absent or null. numpy names ("float32") are accepted and stored as MindSpore names.
    static Result<NetSpec> fromJson(const std::string& text, const std::string& source);
    static Result<NetSpec> loadJson(const std::string& path);
    // What rank `rank` of a network compiled for `strategy` holds: the parameters of its
    // pipeline stage, each as its stored slice (opt_weight_shard included). Needs the full
    // shapes only JSON strategies record (tensor_shape); fails clearly without them.
    static Result<NetSpec> fromStrategy(Strategy strategy, const std::string& path, int rank);
    static Result<NetSpec> loadStrategy(const std::string& path, int rank);
    // Every tensor and scalar of a checkpoint (strings and map tensors are not parameters).
    static Result<NetSpec> loadCheckpoint(const std::string& path,
                                          const CheckpointKeyRef& key = {});
};

}  // namespace shardscope
