#pragma once

#include <string>
#include <vector>

#include "result.h"

namespace shardscope {

// The most ranks a rank list or a rank table may name: as many as a strategy may describe.
inline constexpr int kMaxTableRanks = 1 << 20;

// "0-3,8" -> {0, 1, 2, 3, 8}: comma-separated ranks and inclusive ranges, in any order, spaces
// allowed around items; the result is ascending without repeats. Errors (InvalidArgument) quote
// the item at fault. A rank at or above `rankCount` (when >= 0) is an error too.
Result<std::vector<int>> parseRankList(const std::string& text, int rankCount = -1);

// The other way: {0, 1, 2, 3, 8} -> "0-3,8".
std::string formatRankList(const std::vector<int>& ascending);

// A folder's number as MindSpore names them (rank_<N>, device<N>): 1 to 9 decimal digits.
bool isFolderNumber(const std::string& s);

}  // namespace shardscope
