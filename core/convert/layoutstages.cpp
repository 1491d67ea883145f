#include "layoutstages.h"

#include <algorithm>

namespace shardscope {

void LayoutStages::build(const Strategy* s) {
    m_stages.clear();
    m_more.clear();
    if (s == nullptr) {
        return;
    }
    m_stages.reserve(s->layouts.size());
    for (const ParamLayout& l : s->layouts) {
        const auto [it, added] = m_stages.try_emplace(l.name, Stages{l.stage, -1});
        if (added) {
            continue;
        }
        Stages* stages = &it->second;
        if (stages->more < 0) {
            stages->more = static_cast<int>(m_more.size());
            m_more.emplace_back();
        }
        m_more[static_cast<size_t>(stages->more)].push_back(l.stage);
    }
}

bool LayoutStages::has(std::string_view name, int stage) const {
    const auto it = m_stages.find(name);
    if (it == m_stages.end()) {
        return false;
    }
    const Stages* stages = &it->second;
    if (stage < 0 || stages->first == stage) {
        return true;
    }
    if (stages->more < 0) {
        return false;
    }
    const std::vector<int>& more = m_more[static_cast<size_t>(stages->more)];
    return std::find(more.begin(), more.end(), stage) != more.end();
}

}  // namespace shardscope
