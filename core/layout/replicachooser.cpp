#include "replicachooser.h"

#include <cstddef>
#include <map>
#include <tuple>

namespace shardscope {

std::vector<int> chooseReplicas(const std::vector<std::vector<int>>& candidates,
                                const std::set<int>& preferred) {
    std::vector<int> chosen(candidates.size(), -1);
    // slices each rank can supply; an ordered map keeps the scan, and so ties, deterministic
    std::map<int, std::vector<size_t>> supplies;
    size_t open = 0;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (candidates[i].empty()) {
            continue;
        }
        ++open;
        for (const int rank : std::set<int>(candidates[i].begin(), candidates[i].end())) {
            supplies[rank].push_back(i);
        }
    }
    std::map<int, size_t> count;  // open slices each rank can supply
    for (const auto& [rank, slices] : supplies) {
        count[rank] = slices.size();
    }
    while (open > 0) {
        int best = -1;
        std::tuple<size_t, bool> bestKey{0, false};
        for (const auto& [rank, n] : count) {
            // Ascending scan with a strict comparison: the lowest rank wins full ties.
            const std::tuple<size_t, bool> key{n, preferred.count(rank) > 0};
            if (n > 0 && (best < 0 || key > bestKey)) {
                best = rank;
                bestKey = key;
            }
        }
        for (const size_t slice : supplies[best]) {
            if (chosen[slice] >= 0) {
                continue;
            }
            chosen[slice] = best;
            --open;
            for (const int rank :
                 std::set<int>(candidates[slice].begin(), candidates[slice].end())) {
                --count[rank];
            }
        }
    }
    return chosen;
}

}  // namespace shardscope
