#pragma once

#include <cstddef>
#include <set>
#include <vector>

namespace shardscope {

// Picks one supplier per slice so that few distinct ranks (files) are read.
//
// Each entry of `candidates` is one slice that must be read, listing every rank that stores it
// (replicas hold identical bytes, layouts.md section 5). The rule, greedy set cover:
//   1. take the rank that supplies the most slices not yet supplied;
//   2. on a tie, a rank in `preferred` (its file is already open) wins;
//   3. then the lowest rank wins;
// and every slice it stores that is still open is assigned to it; repeat until all are.
// The answer depends only on the sets of candidates, never on their order, so it is stable
// across runs and across the order parameters are listed in. Every chosen rank supplies at least
// one slice that no rank chosen before it supplies. For one parameter the answer is the smallest
// possible (a rank stores one slice of it, so one rank per slice is needed); over many parameters
// greedy cover can, in contrived layouts, pick more ranks than the optimum, and an exact cover
// (NP-hard) is not worth it.
//
// Returns the chosen rank per entry (parallel to `candidates`); an entry with no candidate
// gets -1.
std::vector<int> chooseReplicas(const std::vector<std::vector<int>>& candidates,
                                const std::set<int>& preferred = {});
// The same for candidates that stand for `weights[i]` slices each (slices with the same
// candidates listed once): the choice chooseReplicas() makes with each repeated that often.
std::vector<int> chooseReplicas(const std::vector<const std::vector<int>*>& candidates,
                                const std::vector<size_t>& weights,
                                const std::set<int>& preferred = {});

// chooseReplicas() for slices already grouped by their candidates: `sets` the distinct sets
// (each ascending, distinct, not empty), `slices` how many slices each stands for. Returns the
// rank chosen for each set, the one chooseReplicas() gives each of its slices.
std::vector<int> chooseReplicaSets(const std::vector<std::vector<int>>& sets,
                                   const std::vector<size_t>& slices,
                                   const std::set<int>& preferred = {});

}  // namespace shardscope
