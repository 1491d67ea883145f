#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope {

// Values written the way Python prints them, so that messages match MindSpore's byte for byte.

// A shape as a Python tuple: "(4096, 1024)", "(8,)", "()".
std::string pyTuple(const std::vector<int64_t>& dims);
// A shape as numpy's reshape errors print it: "(4096,1024)", "(8,)".
std::string numpyShape(const std::vector<int64_t>& dims);
// repr() of a str: 'name', or "it's" when the text holds a single quote and no double quote.
std::string pyRepr(const std::string& text);
// A name in Python code the user runs (a fix): pyRepr() when it is UTF-8; otherwise the bytes
// literal b'w\xff'. MindSpore keys param_dict by the checkpoint's `element.tag` as protobuf
// gives it, without decoding, and protobuf's C++ backend gives a tag that is not UTF-8 as those
// bytes; written as text, '\xff' would be the character U+00FF, another name.
std::string pyNameLiteral(const std::string& name);
// repr() of a list of str: ['a', 'b'].
std::string pyList(const std::vector<std::string>& items);
// A list of integers: "[0, 2]".
std::string pyIntList(const std::vector<int>& items);

}  // namespace shardscope
