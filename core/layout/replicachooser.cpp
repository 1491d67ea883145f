#include "replicachooser.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <tuple>
#include <unordered_map>

namespace shardscope {

namespace {

struct RanksHash {
    size_t operator()(const std::vector<int>& ranks) const {
        size_t h = ranks.size();
        for (int r : ranks) {
            h ^= static_cast<size_t>(r) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        }
        return h;
    }
};

}  // namespace

std::vector<int> chooseReplicaSets(const std::vector<std::vector<int>>& groups,
                                   const std::vector<size_t>& slices,
                                   const std::set<int>& preferred) {
    // sets each rank belongs to; an ordered map keeps the scan, and so ties, deterministic
    std::map<int, std::vector<size_t>> supplies;
    for (size_t g = 0; g < groups.size(); ++g) {
        for (const int rank : groups[g]) {
            supplies[rank].push_back(g);
        }
    }
    std::map<int, size_t> count;  // open slices each rank can supply
    for (const auto& [rank, sets] : supplies) {
        size_t n = 0;
        for (size_t g : sets) {
            n += slices[g];
        }
        count[rank] = n;
    }
    std::vector<int> chosenOf(groups.size(), -1);
    size_t open = groups.size();
    while (open > 0) {
        int best = -1;
        std::tuple<size_t, bool> bestKey{0, false};
        for (const auto& [rank, n] : count) {
            // Ascending scan with a strict comparison: the lowest rank wins full ties.
            const std::tuple<size_t, bool> rankKey{n, preferred.count(rank) > 0};
            if (n > 0 && (best < 0 || rankKey > bestKey)) {
                best = rank;
                bestKey = rankKey;
            }
        }
        for (const size_t g : supplies[best]) {
            if (chosenOf[g] >= 0) {
                continue;
            }
            chosenOf[g] = best;
            --open;
            for (const int rank : groups[g]) {
                count[rank] -= slices[g];
            }
        }
    }
    return chosenOf;
}

std::vector<int> chooseReplicas(const std::vector<std::vector<int>>& candidates,
                                const std::set<int>& preferred) {
    std::vector<const std::vector<int>*> each;
    each.reserve(candidates.size());
    for (const std::vector<int>& c : candidates) {
        each.push_back(&c);
    }
    return chooseReplicas(each, std::vector<size_t>(candidates.size(), 1), preferred);
}

std::vector<int> chooseReplicas(const std::vector<const std::vector<int>*>& candidates,
                                const std::vector<size_t>& weights,
                                const std::set<int>& preferred) {
    // Slices with the same set of candidates are always open or supplied together (a rank that
    // supplies one supplies all), so the cover runs over the distinct sets, each counting its
    // slices: the same choice as slice by slice, where a plan of thousands of parameters has a
    // few dozen distinct sets.
    std::unordered_map<std::vector<int>, size_t, RanksHash> groupOf;
    std::vector<std::vector<int>> groups;  // each set's ranks, ascending and distinct
    std::vector<size_t> slices;            // each set's slices
    std::vector<size_t> group(candidates.size(), SIZE_MAX);
    std::vector<int> key;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (candidates[i]->empty()) {
            continue;
        }
        key = *candidates[i];
        if (!std::is_sorted(key.begin(), key.end())) {
            std::sort(key.begin(), key.end());
        }
        key.erase(std::unique(key.begin(), key.end()), key.end());
        // Looked up before emplace(), which would build (allocate, copy) a node for every slice.
        auto at = groupOf.find(key);
        if (at == groupOf.end()) {
            at = groupOf.emplace(key, groups.size()).first;
            groups.push_back(key);
            slices.push_back(0);
        }
        slices[at->second] += weights[i];
        group[i] = at->second;
    }
    const std::vector<int> chosenOf = chooseReplicaSets(groups, slices, preferred);
    std::vector<int> chosen(candidates.size(), -1);
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (group[i] != SIZE_MAX) {
            chosen[i] = chosenOf[group[i]];
        }
    }
    return chosen;
}

}  // namespace shardscope
