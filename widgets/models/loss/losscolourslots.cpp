#include "widgets/models/loss/losscolourslots.h"

#include <algorithm>

using namespace shardscope;

namespace {

std::string colourSlotKey(const LogRun& run) {
    return run.path + '\n' + run.name;
}

}  // namespace

int LossColourSlots::slot(const LogRun& run) {
    const std::string key = colourSlotKey(run);
    if (const auto it = m_slots.find(key); it != m_slots.end()) {
        return it->second;
    }
    int slot = 0;
    const auto taken = [this](int s) {
        return std::any_of(m_slots.begin(), m_slots.end(),
                           [s](const auto& entry) { return entry.second == s; });
    };
    while (taken(slot)) {
        ++slot;
    }
    m_slots.emplace(key, slot);
    return slot;
}

void LossColourSlots::keepOnly(std::span<const LogRun> open) {
    std::erase_if(m_slots, [open](const auto& entry) {
        return std::none_of(open.begin(), open.end(), [&entry](const LogRun& run) {
            return colourSlotKey(run) == entry.first;
        });
    });
}
