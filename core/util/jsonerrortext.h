#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace shardscope {

// What nlohmann's exception says, in our words and without its "[json.exception...]" tag:
// "at line 3, column 28: found '}', expected a value". `text` is the text that was parsed (the
// line and column are counted in it from the error's byte).
std::string jsonErrorText(const nlohmann::json::exception& error, std::string_view text);

}  // namespace shardscope
