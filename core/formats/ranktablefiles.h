#pragma once

#include <string>
#include <vector>

namespace shardscope {

// Telling a rank table from the other JSON files beside a run (a strategy, a configuration)
// without parsing it: run discovery and `inspect` need this below cluster/, which reads tables.
// True when the file is a JSON object with `server_list` or `group_list` at the top: what
// `inspect` takes for a rank table rather than a strategy. Reads at most the first 64 KiB.
bool looksLikeRankTable(const std::string& path);
// The rank tables among the *.json files directly in `folder` (beside a run's rank folders, say),
// sorted by name.
std::vector<std::string> rankTablesIn(const std::string& folder);

}  // namespace shardscope
