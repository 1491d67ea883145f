#pragma once

#include <optional>
#include <string>

#include "../util/error.h"
#include "ranktable.h"

namespace shardscope {

// A template's stand-in for an address: "[server_id_A]" (bracketed), "xxx.yyy.zzz.www" (letters
// where an IPv4 address has numbers), "0.0.0.0". Masks such as "10.*.*.*" are not: they name a
// real network, and the table stays usable apart from them.
bool isPlaceholderAddress(const std::string& value);

// The table's "placeholder" warning (ranktable.h), as the error of whatever would place ranks
// on its hosts (an mpirun line, a plan per host); nullopt when the table has none.
std::optional<Error> rankTablePlaceholders(const RankTable& table);

}  // namespace shardscope
