#include "layoutstages.h"

#include <algorithm>

namespace shardscope {

void LayoutStages::build(const Strategy* s) {
    m_stages.clear();
    if (s != nullptr) {
        for (const ParamLayout& l : s->layouts) {
            m_stages[l.name].push_back(l.stage);
        }
    }
}

bool LayoutStages::has(std::string_view name, int stage) const {
    const auto it = m_stages.find(name);
    return it != m_stages.end() && (stage < 0 || std::find(it->second.begin(), it->second.end(),
                                                           stage) != it->second.end());
}

}  // namespace shardscope
