#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "rankplanner.h"

namespace shardscope {

// Plans the destination ranks once per class and derives the rest of each class. Two ranks of
// one stage whose every parameter has the same stored slice (TransformContext::sliceKey: they
// differ in data-parallel coordinates only, or stand on the same optimizer shard) need the same
// source slices, so the same sets of replicas; only the copy rank, which chooseReplicas()
// prefers on ties, differs. The second rank's plan is then the first's with its own choice of
// replica for each set, provided the files chosen list the same entries (what planning looked
// up in them: positions, types, shapes, sizes) in the same order, and the first rank's plan
// read nothing else (no missing file, no problem of its own, no copy from another rank). A rank
// where any of this does not hold, and every rank of a class whose first rank's plan does not,
// is planned on its own (RankPlanner): the plans are the same, byte for byte, either way.
// A class is a set of ranks of one stage, so the stages may be shared out between several
// RankClasses, each with its own planner and output (Planner::run plans them on several
// threads).
class RankClasses {
public:
    RankClasses(const PlanState& state, const TransformContext& context, RankOutput& out);

    // Ranks are planned in ascending order (a class's first rank before the others).
    void planRank(int rank);

private:
    struct Class {
        bool derivable = false;
        RankTrace trace;
        RankPlan plan;  // the first rank's, its tensors only when they are kept
    };
    void planFirst(int rank, Class& c);
    bool derive(int rank, const Class& c);
    bool sameEntries(int a, int b);
    bool sameOrder(int a, int b);

    const PlanState& m_s;
    const TransformContext& m_context;
    RankOutput& m_out;
    RankPlanner m_planner;
    bool m_byClass = true;
    std::map<std::vector<int64_t>, Class> m_classes;
    // sameEntries() of two tensor lists (TensorTable identities), worked out once.
    std::map<std::pair<const void*, const void*>, bool> m_same;
};

}  // namespace shardscope
