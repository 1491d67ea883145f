#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../util/messagearg.h"

namespace shardscope {

// Layers of a repeated block ("backbone.blocks.3.attention..." is layer 3 of
// "backbone.blocks."), counted on both sides to tell a changed layer count from renames.
class LayerCounter {
public:
    struct Blocks {
        std::string prefix;
        std::set<int64_t> ckpt;
        std::set<int64_t> net;
        bool differ() const { return !ckpt.empty() && !net.empty() && ckpt != net; }
    };

    LayerCounter(const std::vector<std::string>& netNames,
                 const std::vector<std::string>& ckptNames);

    // The prefix before a name's first all-digit component, and that number.
    static bool splitName(const std::string& name, std::string* prefix, int64_t* index);
    // The blocks a network name belongs to when its layer is not in the checkpoint and the
    // two sides count different layers there; nullptr otherwise.
    const Blocks* missingLayer(const std::string& netName) const;
    std::vector<const Blocks*> differing() const;

    // "0-3", or "0, 2, 5" when not contiguous; "none" for no layer.
    static std::string rangeText(const std::set<int64_t>& layers);
    // The same as a sentence's argument `name`: no layer is a piece ("none", which the window
    // words in its language), layers are their numbers.
    static IssueArg rangeArg(std::string name, const std::set<int64_t>& layers);

private:
    std::map<std::string, Blocks> m_blocks;
};

}  // namespace shardscope
