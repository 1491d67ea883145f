#pragma once

#include <string>
#include <string_view>

namespace shardscope {

// Text read from files (parameter names, dtype names, log lines, paths) is bytes, not always
// UTF-8. These helpers let it reach JSON, terminals and the GUI safely.

bool isValidUtf8(std::string_view text);

// Every byte that is not part of a well-formed UTF-8 sequence becomes the four characters
// `\xNN` (upper-case hex); valid text comes back unchanged. Two different invalid names stay
// different, which a replacement character would not guarantee.
std::string escapeInvalidUtf8(std::string_view text);

// For a terminal: as escapeInvalidUtf8, and control characters (C0 other than tab, newline and
// carriage return; DEL; C1) become `\u00NN`, so no file can move the cursor or recolour it.
// JSON stays valid JSON through it: JSON already escapes C0, and `\u00NN` is a JSON escape.
std::string terminalSafe(std::string_view text);

}  // namespace shardscope
