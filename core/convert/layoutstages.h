#pragma once

#include <string_view>
#include <unordered_map>
#include <vector>

#include "../formats/strategy.h"

namespace shardscope {

// The stages each name of a strategy is laid out in, worked out once: a plan asks for every
// entry of every destination rank, and a strategy of a 16,384-card run has 150,000 layouts.
class LayoutStages {
public:
    // Views into the strategy's layouts: it must outlive this, unchanged.
    void build(const Strategy* s);
    // Whether the strategy lays out `name` (in `stage`, unless it is negative).
    bool has(std::string_view name, int stage = -1) const;

private:
    std::unordered_map<std::string_view, std::vector<int>> m_stages;
};

}  // namespace shardscope
