#pragma once

#include <string>
#include <vector>

#include "../formats/ranktable.h"
#include "../layout/tensorlayout.h"

namespace shardscope {

// The model-parallel groups of a parameter in its stage: the local ranks that hold the different
// slices of one copy of the tensor (they differ only along the device axes the tensor map
// uses) and exchange them in every step. Each group is ascending; groups are ordered by their
// first rank. A parameter split nowhere has one-rank groups.
std::vector<std::vector<int>> modelParallelGroups(const TensorLayout& layout);

// Whether those groups cross servers: slow inter-node links on every step, a classic reason to
// choose another layout. Global rank = stage x devices per stage + local rank.
struct HostSpan {
    bool spans = false;                       // some group has cards on two or more servers
    int groups = 0;                           // model-parallel groups of the parameter
    int crossing = 0;                         // of them, those on more than one server
    int maxServers = 1;                       // the most servers one group touches
    int unplaced = 0;                         // ranks of the stage that the table does not have
    std::vector<int> example;                 // global ranks of the first crossing group
    std::vector<std::string> exampleServers;  // its servers' labels, in order of first rank
};
HostSpan modelParallelHostSpan(const TensorLayout& layout, const RankTable& table);

}  // namespace shardscope
