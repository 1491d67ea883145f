#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace shardscope {

// "1 server", "3 servers": a count with the English noun that agrees with it.
std::string plural(size_t n, const char* one, const char* many);

// "a, b, c": the items in order, with the separator between them.
std::string joined(const std::vector<std::string>& items, const char* separator = ", ");

// "512 B", "1.5 KiB", "2.0 GiB": a size in binary units, one decimal.
std::string humanBytes(uint64_t bytes);

}  // namespace shardscope
