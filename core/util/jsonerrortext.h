#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "error.h"

namespace shardscope {

// What nlohmann's exception says, in the catalogue's words with values only (nlohmann's own
// English never reaches the user): a parse error reads "not valid JSON at line 3, column 28:
// found '}', expected a value", the line and column counted in `text` (the text that was parsed)
// from the error's byte, the problem chosen by what nlohmann read and expected; another
// exception (a value of another type, a missing key) is worded by its kind. The words that are
// not values ("a value", "the text ends") are the catalogue's pieces (util/errorpiece.h), so the
// window says all of it in its own language.
Error jsonError(ErrorCode code, const nlohmann::json::exception& error, std::string_view text);

// An exception that ends a parse without a position (a number past a double's range,
// out_of_range 406), as the argument `name` of the caller's own sentence ("the header is not
// valid JSON: {reason}"): a piece in our words, "the number 1e999 is too large"; another one by
// nlohmann's name for it ("nlohmann::json error type_error.316").
IssueArg jsonProblemArg(std::string name, const nlohmann::json::exception& error);

}  // namespace shardscope
