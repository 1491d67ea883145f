#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "../formats/ranktable.h"

namespace shardscope {

// `inspect RANK_TABLE`: one line about the table, a row per server (its address, cards, ranks
// and device ids), then the warnings.
std::string rankTableToText(const RankTable& table);

// `inspect RANK_TABLE --json` ("format": "rank-table"); keys in docs/cli.md.
nlohmann::ordered_json rankTableToJson(const RankTable& table);

}  // namespace shardscope
