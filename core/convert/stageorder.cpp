#include "stageorder.h"

#include <algorithm>
#include <queue>
#include <unordered_map>

namespace shardscope {

std::vector<std::string_view> mergedOrder(const std::vector<const CheckpointIndex*>& files) {
    struct Node {
        std::string_view name;
        size_t firstFile = 0;
        size_t firstIndex = 0;
        size_t preds = 0;
        std::vector<size_t> next;
        bool done = false;
        double position = 0;  // summed relative positions (index / length) in the files
        size_t seen = 0;
    };
    std::vector<Node> nodes;
    std::unordered_map<std::string_view, size_t> id;
    for (size_t f = 0; f < files.size(); ++f) {
        const auto& tensors = files[f]->tensors;
        size_t prev = SIZE_MAX;
        for (size_t i = 0; i < tensors.size(); ++i) {
            const auto [it, added] = id.emplace(tensors[i].name, nodes.size());
            if (added) {
                nodes.push_back({tensors[i].name, f, i, 0, {}, false, 0, 0});
            }
            nodes[it->second].position +=
                static_cast<double>(i) / static_cast<double>(std::max<size_t>(tensors.size(), 1));
            ++nodes[it->second].seen;
            if (prev != SIZE_MAX) {
                nodes[prev].next.push_back(it->second);
                ++nodes[it->second].preds;
            }
            prev = it->second;
        }
    }
    // Each file of such a run is a thinned copy of the full order, so a name's relative place
    // in the files that hold it estimates its place in the whole: of the names ready, the one
    // placed earliest comes first (then the one seen first).
    const auto later = [&](size_t a, size_t b) {
        const double pa = nodes[a].position / static_cast<double>(nodes[a].seen);
        const double pb = nodes[b].position / static_cast<double>(nodes[b].seen);
        if (pa != pb) {
            return pa > pb;
        }
        return std::pair(nodes[a].firstFile, nodes[a].firstIndex) >
               std::pair(nodes[b].firstFile, nodes[b].firstIndex);
    };
    std::priority_queue<size_t, std::vector<size_t>, decltype(later)> ready(later);
    for (size_t n = 0; n < nodes.size(); ++n) {
        if (nodes[n].preds == 0) {
            ready.push(n);
        }
    }
    std::vector<std::string_view> order;
    order.reserve(nodes.size());
    size_t stuck = 0;  // files that disagree make a cycle: the earliest-seen name breaks it
    while (order.size() < nodes.size()) {
        if (ready.empty()) {
            while (nodes[stuck].done) {
                ++stuck;
            }
            nodes[stuck].preds = 0;
            ready.push(stuck);
        }
        const size_t n = ready.top();
        ready.pop();
        if (nodes[n].done) {
            continue;
        }
        nodes[n].done = true;
        order.push_back(nodes[n].name);
        for (size_t m : nodes[n].next) {
            if (!nodes[m].done && nodes[m].preds > 0 && --nodes[m].preds == 0) {
                ready.push(m);
            }
        }
    }
    return order;
}

}  // namespace shardscope
