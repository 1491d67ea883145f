#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "../util/result.h"
#include "strategy.h"

namespace shardscope {

// MindFormers 1.7's metadata.json (mindformers/checkpoint/metadata.py, save_metadata), written
// beside the model-<rank>-<world>.safetensors files of an iteration_<N>/ folder:
//   {"state_dict_metadata": {NAME: {"properties": {"dtype", "replica_id", ...},
//                                   "global_shape": [...], "axis_fragmentations": [...],
//                                   "layout": Layout.to_dict(): {"device_matrix", "tensor_map",
//                                             "interleaved_parallel", "alias_name", "rank_list"},
//                                   "chunk": [{"global_offset": [slice], "local_shape"}]}},
//    "storage_data": {"('NAME', (slice,))": [{"file_name", "storage_rank"}]}}
// read as a strategy: one layout per parameter and pipeline stage. A layout's devices are the
// ranks of its rank_list (one stage's, in order); a parameter that ranks of other stages store
// as well (a shared embedding) gets a layout in those stages too.
bool isMindFormersMetadata(const nlohmann::ordered_json& doc);
// The text opens with the "state_dict_metadata" key, as MindFormers writes it: parsed without
// keeping the keys' order (a large run's storage_data has a key per slice, and an ordered
// object finds each key by a linear search): its layouts then come in name order.
bool startsLikeMindFormersMetadata(std::string_view text);
Result<Strategy> readMindFormersMetadata(const nlohmann::ordered_json& doc,
                                         const std::string& source);
Result<Strategy> readMindFormersMetadata(const nlohmann::json& doc, const std::string& source);

}  // namespace shardscope
