#pragma once

#include <cstddef>
#include <string_view>

namespace shardscope {

// Wall times are seconds since 1970-01-01 00:00:00 of the date and time as written: logs carry
// no time zone, so none is applied (runs written on one machine still line up).

// "YYYY-MM-DD[ T-]HH:MM:SS[.,fraction][.micro]" at the start of `s` (MindSpore's own logger
// writes "2025-04-07-15:34:27.308.456"). Returns the characters used, 0 when `s` does not start
// with a date and time.
size_t scanDateTime(std::string_view s, double& seconds);

// The timestamp that prefixes a log line, if any: python logging's
// "2025-04-07 15:34:27,308 - ...", a bracketed "[2025-04-07 15:34:27] ...", or MindSpore's
// "[INFO] ME(1234:5678,MainProcess):2025-04-07-15:34:27.308.456 [file.py:12] ...".
bool parseLineTimestamp(std::string_view line, double& seconds);

}  // namespace shardscope
