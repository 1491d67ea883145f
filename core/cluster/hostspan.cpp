#include "hostspan.h"

#include <algorithm>
#include <map>

namespace shardscope {

std::vector<std::vector<int>> modelParallelGroups(const TensorLayout& layout) {
    // Ranks agreeing on every replica axis (an axis no dimension uses) hold one copy between them.
    const std::vector<int>& replicaAxes = layout.replicaAxes();
    std::map<std::vector<int64_t>, std::vector<int>> byKey;
    for (int rank = 0; rank < layout.deviceCount(); ++rank) {
        const std::vector<int64_t> coords = layout.coordinates(rank);
        std::vector<int64_t> key;
        key.reserve(replicaAxes.size());
        for (int axis : replicaAxes) {
            key.push_back(coords[static_cast<size_t>(axis)]);
        }
        byKey[key].push_back(rank);
    }
    std::vector<std::vector<int>> groups;
    groups.reserve(byKey.size());
    for (auto& entry : byKey) {
        groups.push_back(std::move(entry.second));
    }
    std::sort(groups.begin(), groups.end());
    return groups;
}

HostSpan modelParallelHostSpan(const TensorLayout& layout, const RankTable& table) {
    HostSpan out;
    const int offset = layout.stage() * layout.deviceCount();
    for (const std::vector<int>& group : modelParallelGroups(layout)) {
        ++out.groups;
        std::vector<int> servers;
        for (int local : group) {
            const int server = table.serverOfRank(offset + local);
            if (server < 0) {
                ++out.unplaced;
            } else if (std::find(servers.begin(), servers.end(), server) == servers.end()) {
                servers.push_back(server);
            }
        }
        out.maxServers = std::max(out.maxServers, static_cast<int>(servers.size()));
        if (servers.size() < 2) {
            continue;
        }
        ++out.crossing;
        if (!out.spans) {
            out.spans = true;
            for (int local : group) {
                out.example.push_back(offset + local);
            }
            for (int server : servers) {
                out.exampleServers.push_back(table.servers[static_cast<size_t>(server)].label);
            }
        }
    }
    return out;
}

}  // namespace shardscope
