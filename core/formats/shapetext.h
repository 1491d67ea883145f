#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope {

// "[2, 4]" as MindSpore and numpy users read shapes in messages.
std::string shapeText(const std::vector<int64_t>& dims);

}  // namespace shardscope
