#pragma once

#include <string>

namespace shardscope {

// A named argument of a message (an Issue's or an Error's): the value a template's "{name}"
// placeholder stands for. Values are values (numbers, names, paths, MindSpore's own quoted
// words), never English words: the GUI translates the template and keeps the values.
struct IssueArg {
    std::string name;
    std::string value;
    bool operator==(const IssueArg&) const = default;
};

}  // namespace shardscope
