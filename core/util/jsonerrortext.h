#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "error.h"

namespace shardscope {

// What nlohmann's exception says, in our words and without its "[json.exception...]" tag:
// "at line 3, column 28: found '}', expected a value". `text` is the text that was parsed (the
// line and column are counted in it from the error's byte).
std::string jsonErrorText(const nlohmann::json::exception& error, std::string_view text);

// The same as an error whose sentence has a template: "at line {line}, column {column}:
// {problem}" (nlohmann's words for the problem, as jsonErrorText gives them), after "not valid
// JSON " when `notValid`.
Error jsonError(ErrorCode code, const nlohmann::json::exception& error, std::string_view text,
                bool notValid = false);

}  // namespace shardscope
