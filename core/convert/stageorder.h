#pragma once

#include <string_view>
#include <vector>

#include "../formats/checkpointindex.h"

namespace shardscope {

// The order in which a full save of one pipeline stage lists its entries, rebuilt from rank
// files that each list a part of it (a run saved with remove_redundancy): every file's own
// order is kept; where the files do not tell (two names never in one file, which the files
// cannot settle), the name whose average relative place in its files is earlier comes first,
// then the one first seen in an earlier file. Files listing the same order give that order.
// `files` in ascending rank; the views point into their indexes.
std::vector<std::string_view> mergedOrder(const std::vector<const CheckpointIndex*>& files);

}  // namespace shardscope
