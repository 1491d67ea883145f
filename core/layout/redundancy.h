#pragma once

#include <map>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../util/result.h"
#include "tensorlayout.h"

namespace shardscope {

// Runs saved with remove_redundancy=True (docs/layouts.md section 7).

// The redundancy group of local rank `localRank`: every local rank storing the same slice
// (its replica group, cut by optimizer sharding into the ranks of the same optimizer shard),
// ascending. MindSpore saves one copy per group.
std::vector<int> redundancyGroup(const TensorLayout& layout, int localRank);

// Every redundancy group of a layout, as global ranks (`firstRank` is the stage's first rank),
// each ascending, ordered by their first rank.
std::vector<std::vector<int>> redundancyGroups(const TensorLayout& layout, int firstRank);

// redundancyGroups() for many layouts, each distinct group shape worked out once: a strategy's
// thousands of parameters share a handful of (device matrix, replica axes, optimizer shard)
// shapes, and working each out costs a walk over the stage's ranks. Not thread-safe.
class RedundancyGroupCache {
public:
    const std::vector<std::vector<int>>& groups(const TensorLayout& layout, int firstRank);

private:
    struct Key {
        std::vector<int64_t> devMatrix;
        std::vector<int> replicaAxes;
        int64_t optSize = 1;
        int32_t optStep = 0;
        int firstRank = 0;
        auto operator<=>(const Key&) const = default;
    };
    std::map<Key, std::vector<std::vector<int>>> m_groups;
};

// Global source ranks whose files hold each parameter, ascending. A name that is absent puts no
// restriction: every rank the strategy places it on holds it.
using HolderMap = std::map<std::string, std::vector<int>>;

// MindSpore's choice (MindSpore 2.6+): within each stage, the parameters whose redundancy
// groups include the same group are pooled, the pool sorted by name, and the k-th saved by
// group[k mod size]. Returns, for every layout of the strategy, the global ranks that save it
// (one per group; a tied parameter's stages together). Entries outside the strategy are saved
// by every rank and are not listed. Fails only on a strategy whose layouts cannot be laid out.
Result<HolderMap> savedWithoutRedundancy(const Strategy& strategy);

}  // namespace shardscope
