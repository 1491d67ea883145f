#include "redundancy.h"

#include <algorithm>

#include "transformsources.h"

namespace shardscope {

std::vector<int> redundancyGroup(const TensorLayout& layout, int localRank) {
    std::vector<int> group = layout.replicaGroup(localRank);
    const int64_t shard = layout.optShardIndex(localRank);
    std::erase_if(group, [&](int m) { return layout.optShardIndex(m) != shard; });
    return group;
}

std::vector<std::vector<int>> redundancyGroups(const TensorLayout& layout, int firstRank) {
    std::vector<std::vector<int>> groups;
    std::vector<bool> seen(static_cast<size_t>(layout.deviceCount()), false);
    for (int r = 0; r < layout.deviceCount(); ++r) {
        if (seen[static_cast<size_t>(r)]) {
            continue;
        }
        std::vector<int> group = redundancyGroup(layout, r);
        for (int& m : group) {
            seen[static_cast<size_t>(m)] = true;
            m += firstRank;
        }
        groups.push_back(std::move(group));
    }
    return groups;
}

const std::vector<std::vector<int>>& RedundancyGroupCache::groups(const TensorLayout& layout,
                                                                  int firstRank) {
    Key key{layout.devMatrix(), layout.replicaAxes(), layout.optShardSize(), layout.optShardStep(),
            firstRank};
    auto it = m_groups.find(key);
    if (it == m_groups.end()) {
        it = m_groups.emplace(std::move(key), redundancyGroups(layout, firstRank)).first;
    }
    return it->second;
}

Result<HolderMap> savedWithoutRedundancy(const Strategy& strategy) {
    auto shape = stageShape(strategy, "source");
    if (!shape) {
        return std::move(shape).error();
    }
    // Pools keyed by group: global ranks keep the stages apart.
    std::map<std::vector<int>, std::vector<std::string>> pools;
    HolderMap saved;
    RedundancyGroupCache cache;
    for (const ParamLayout& l : strategy.layouts) {
        // The groups do not depend on the shape: a stand-in that every split divides will do.
        auto full =
            TensorLayout::fullShapeFromLocal(l, std::vector<int64_t>(l.tensorMap.size(), 1));
        if (!full) {
            return std::move(full).error();
        }
        auto layout = TensorLayout::make(l, *full);
        if (!layout) {
            return std::move(layout).error();
        }
        for (const std::vector<int>& group : cache.groups(*layout, l.stage * shape->devices)) {
            if (group.size() == 1) {
                saved[l.name].push_back(group.front());
            } else {
                pools[group].push_back(l.name);
            }
        }
        saved.emplace(l.name, std::vector<int>{});
    }
    for (auto& [group, names] : pools) {
        std::sort(names.begin(), names.end());
        for (size_t k = 0; k < names.size(); ++k) {
            saved[names[k]].push_back(group[k % group.size()]);
        }
    }
    for (auto& [name, ranks] : saved) {
        std::sort(ranks.begin(), ranks.end());
        ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    }
    return saved;
}

}  // namespace shardscope
