#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "fitmodel.h"
#include "placedentry.h"

namespace shardscope {

// The communication of a training step, per group (docs/fit.md): data-parallel gradient
// reduction (reduce-scatter + all-gather with the optimizer shard), model-parallel all-reduces
// (all-gather + reduce-scatter with sequence parallelism) and pipeline sends between stages, in
// bytes and in seconds at the links' bandwidth inside and between hosts. Every group, or only
// the group of each stage's local rank 0 (the volume is the same for the others) when the
// groups themselves are not wanted.
class StepCommunication {
public:
    StepCommunication(FitReport& report, const Links& links, bool withGroups);

    // `mpLayout`: per stage, the layout of its widest model-parallel split (null: none).
    void count(const PlacedStages& placed, const std::vector<const TensorLayout*>& mpLayout);

private:
    int hostOf(int rank) const;
    void emit(GroupKind kind, int stage, std::vector<int> ranks, const std::string& how,
              uint64_t bytes);
    void dataParallel(int stage, const std::vector<PlacedEntry>& placed);
    void modelParallel(int stage, const TensorLayout& mp);
    void pipeline(int stage);
    double sbh() const;  // sequence x micro-batch x hidden: one activation's elements

    FitReport& m_report;
    const Links& m_links;
    const bool m_withGroups;
    std::vector<uint64_t> m_rankBytes;
    std::vector<double> m_rankSeconds;
};

}  // namespace shardscope
