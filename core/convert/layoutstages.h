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
    // Most names are laid out in one stage: that stage, and no list. A name in several stages
    // (shared embeddings, global_step...) has its other stages in m_more[more].
    struct Stages {
        int first = 0;
        int more = -1;
    };
    // Nodes, not one flat array: the planner asks for the names of each rank in strategy order,
    // and nodes allocated in that order are read from the cache; a flat table of the same names
    // (FlatNameMap) took a third more CPU over the plan of 16,384 ranks.
    std::unordered_map<std::string_view, Stages> m_stages;
    std::vector<std::vector<int>> m_more;
};

}  // namespace shardscope
