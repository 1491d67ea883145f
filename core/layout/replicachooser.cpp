#include "replicachooser.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
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
    // The ranks, ascending (the scan's order keeps ties deterministic), and the sets each
    // belongs to, in flat arrays: a planner asks this for every rank of a 16,384-card target.
    std::vector<std::pair<int, size_t>> memberships;
    for (size_t g = 0; g < groups.size(); ++g) {
        for (const int rank : groups[g]) {
            memberships.emplace_back(rank, g);
        }
    }
    std::sort(memberships.begin(), memberships.end());
    std::vector<int> ranks;
    std::vector<size_t> first;  // each rank's sets: memberships[first[i], first[i + 1])
    for (size_t m = 0; m < memberships.size(); ++m) {
        if (ranks.empty() || ranks.back() != memberships[m].first) {
            ranks.push_back(memberships[m].first);
            first.push_back(m);
        }
    }
    first.push_back(memberships.size());
    std::vector<size_t> count(ranks.size(), 0);  // open slices each rank can supply
    std::vector<bool> isPreferred(ranks.size());
    for (size_t i = 0; i < ranks.size(); ++i) {
        for (size_t m = first[i]; m < first[i + 1]; ++m) {
            count[i] += slices[memberships[m].second];
        }
        isPreferred[i] = preferred.count(ranks[i]) > 0;
    }
    const auto indexOf = [&](int rank) {
        return static_cast<size_t>(std::lower_bound(ranks.begin(), ranks.end(), rank) -
                                   ranks.begin());
    };
    std::vector<int> chosenOf(groups.size(), -1);
    size_t open = groups.size();
    while (open > 0) {
        size_t best = SIZE_MAX;
        std::tuple<size_t, bool> bestKey{0, false};
        for (size_t i = 0; i < ranks.size(); ++i) {
            // Ascending scan with a strict comparison: the lowest rank wins full ties.
            const std::tuple<size_t, bool> rankKey{count[i], isPreferred[i]};
            if (count[i] > 0 && (best == SIZE_MAX || rankKey > bestKey)) {
                best = i;
                bestKey = rankKey;
            }
        }
        if (best == SIZE_MAX) {
            break;  // what is left stands for no slice
        }
        for (size_t m = first[best]; m < first[best + 1]; ++m) {
            const size_t g = memberships[m].second;
            if (chosenOf[g] >= 0) {
                continue;
            }
            chosenOf[g] = ranks[best];
            --open;
            for (const int rank : groups[g]) {
                count[indexOf(rank)] -= slices[g];
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
