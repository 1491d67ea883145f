#pragma once

#include <set>
#include <vector>

#include "../util/result.h"
#include "box.h"
#include "tensorlayout.h"

namespace shardscope {

// One distinct source slice that a destination rank's stored slice needs part of.
struct SourceSlice {
    Box stored;                 // the slice, identical on every rank in `replicas`
    Box overlap;                // its intersection with the destination's stored slice
    std::vector<int> replicas;  // the ranks storing it, ascending
};

// Every distinct source stored slice overlapping the stored slice of destination local rank
// `dstLocalRank`, ordered by box, with the source local ranks that store it. Both layouts must
// describe the same full shape (InvalidArgument otherwise, as for a rank out of range).
Result<std::vector<SourceSlice>> overlappingSourceSlices(const TensorLayout& src,
                                                         const TensorLayout& dst, int dstLocalRank);

// The minimal set of source local ranks, ascending, that together store everything destination
// local rank `dstLocalRank` stores for this parameter: one replica per overlapping source slice,
// chosen by chooseReplicas() (a rank in `preferred` before a lower one, else the lowest).
Result<std::vector<int>> neededSourceRanks(const TensorLayout& src, const TensorLayout& dst,
                                           int dstLocalRank, const std::set<int>& preferred = {});

}  // namespace shardscope
