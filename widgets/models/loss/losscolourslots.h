#pragma once

#include <map>
#include <span>
#include <string>

#include "logs/logrun.h"

// The colour slot of each open run: a run keeps its colour for as long as it is open, so
// removing another does not recolour it; the slots of closed runs are freed for new ones.
class LossColourSlots {
public:
    int slot(const shardscope::LogRun& run);
    // Frees the slots of runs no longer in `open`.
    void keepOnly(std::span<const shardscope::LogRun> open);

private:
    std::map<std::string, int> m_slots;  // (path, name) of an open run -> its colour
};
