#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../formats/ranktable.h"
#include "../formats/strategy.h"
#include "../util/messagearg.h"
#include "../util/result.h"

namespace shardscope {

// How many ranks a conversion writes: the destination strategy's (devices per stage x stages),
// or 1 when there is none (everything merged into rank 0).
Result<int> destinationRankCount(const std::string& dstStrategy);
Result<int> destinationRankCount(const Strategy& strategy);

// Which destination ranks a command converts, from `--ranks`, `--rank-table` and `--host`.
struct RankSelection {
    std::optional<std::vector<int>> ranks;  // nullopt: all of them
    int server = -1;                        // the host's server in the table, when one was chosen
    // For the user, words of the catalogue (its value the English, util/messagepiece.h): "host
    // 'node_1' (server #1 of T): destination ranks 8-15"; empty without a host.
    IssueArg note;
};

struct RankSelectionRequest {
    std::string ranks;       // "0-3,8", or empty
    std::string host;        // a selector (hostselect.h), or empty
    bool localHost = false;  // with a table and no host: this machine's server
    const RankTable* table = nullptr;
    int destinationRanks = 0;
};

// Ranks out of range, a table whose rank count is not the destination's, a host that matches no
// server (saying what was tried) are errors (InvalidArgument / NotFound).
Result<RankSelection> selectDestinationRanks(const RankSelectionRequest& request);

}  // namespace shardscope
