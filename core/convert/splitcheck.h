#pragma once

#include <cstdint>
#include <vector>

#include "../formats/strategy.h"
#include "devicegrouping.h"
#include "strategysimulator.h"

namespace shardscope {

// What the divisibility check needs to know about the whole target.
struct SplitTarget {
    std::vector<int64_t> oldMain;  // the source's main device matrix
    std::vector<int64_t> newMain;  // its new axis sizes
    int stages = 1;                // target pipeline stages, for card counts
};

// Ascending divisors of n (> 0) that are at most `limit`, at most `cap` of them; *truncated is
// set when more would follow.
std::vector<int64_t> smallDivisors(int64_t n, int64_t limit, size_t cap, bool* truncated);

// Checks every split dimension of `layout` (already resized) against its full shape: only even
// splits exist (layouts.md section 2), so each dimension must divide by the product of its axes.
// One blocking "not-divisible" issue per dimension that does not; `groups` (null when the layout
// is no grouping of the main matrix) says which main axis to resize, and workingSizes lists the
// sizes of that axis that would divide while the other axes keep theirs. Returns false when an
// issue was added. A shape whose rank differs from the tensor map is left to TensorLayout.
bool checkSplits(const ParamLayout& layout, const AxisGroups* groups,
                 const std::vector<int64_t>& shape, const SplitTarget& target,
                 std::vector<Issue>& issues);

}  // namespace shardscope
