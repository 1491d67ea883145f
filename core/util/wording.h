#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace shardscope {

// "1 server", "3 servers": a count with the English noun that agrees with it.
std::string plural(size_t n, const char* one, const char* many);

// "a, b, c": the items in order, with the separator between them.
std::string joined(const std::vector<std::string>& items, const char* separator = ", ");

}  // namespace shardscope
