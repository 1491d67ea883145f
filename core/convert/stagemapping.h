#pragma once

#include <vector>

#include "../formats/strategy.h"
#include "strategysimulator.h"

namespace shardscope {

// Where each source layout goes when a pipeline of S stages becomes one of T stages.
//  - T == S: unchanged.
//  - T divides S: stage s becomes s / (S / T), so neighbouring stages merge in order.
//  - S divides T: each source stage's parameters, in strategy-file order, are cut into T / S
//    contiguous groups of nearly equal size; optimizer copies ("adam_m.<name>", "accu_grads.
//    <name>", ...: one dot-free prefix before a parameter of the same stage) go with their
//    parameter. The real assignment follows the network's layers, which a strategy does not
//    record; one non-blocking "stage-split" issue says so, and a blocking "stage-empty" one
//    for each new stage left without parameters.
//  - otherwise: a blocking "bad-spec" issue, and the stages stay as they were.
// A parameter listed in several stages (a tied embedding) is mapped copy by copy, so it stays
// shared by the stages its copies reach.
class StageMapping {
public:
    // `requested` 0 keeps the source's stage count.
    StageMapping(const Strategy& source, int requested, std::vector<Issue>& issues);

    int sourceStages() const { return m_sourceStages; }
    int targetStages() const { return m_targetStages; }
    // The new stage of source layout `index`.
    int stageOf(size_t index) const { return m_stageOf[index]; }
    // For what has no layout to follow (an operator item): the first new stage of a split.
    int mapStage(int sourceStage) const;

private:
    void split(const Strategy& source, std::vector<Issue>& issues);

    int m_sourceStages = 1;
    int m_targetStages = 1;
    std::vector<int> m_stageOf;
};

}  // namespace shardscope
