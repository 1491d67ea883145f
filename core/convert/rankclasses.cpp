#include "rankclasses.h"

#include <algorithm>

#include "../layout/replicachooser.h"

namespace shardscope {

RankClasses::RankClasses(const PlanState& state, const TransformContext& context, RankOutput& out)
    : m_s(state), m_context(context), m_out(out), m_planner(state, context, out) {
    // Merged into one file there is one rank; without redundancy each rank of a group keeps
    // other parameters (RankPlanner::keepSaved), so ranks differ in more than their sources.
    m_byClass = !state.request.planEachRank && state.dst && !state.plan.options.removeRedundancy;
}

void RankClasses::planRank(int rank) {
    if (!m_byClass) {
        m_planner.planRank(rank);
        return;
    }
    std::vector<int64_t> key = m_context.sliceKey(rank);
    if (key.empty()) {
        m_planner.planRank(rank);  // a stage that cannot be laid out: the planner says why
        return;
    }
    const auto [at, added] = m_classes.try_emplace(std::move(key));
    if (added) {
        planFirst(rank, at->second);
    } else if (!at->second.derivable || !derive(rank, at->second)) {
        m_planner.planRank(rank);
    }
}

void RankClasses::planFirst(int rank, Class& c) {
    const size_t problems = m_out.problems.count();
    const size_t once = m_out.problems.onceCount();
    const size_t ranks = m_out.ranks.size();
    c.trace.keepBlocks = !m_s.request.summaryOnly;
    if (!m_planner.planRank(rank, &c.trace)) {
        return;
    }
    // A problem of the rank's own (a missing tensor, a type that differs) names it: the other
    // ranks are planned on their own to name themselves. A parameter's problem listed once
    // would not be listed again for them.
    const bool own = m_out.problems.count() - problems != m_out.problems.onceCount() - once;
    c.derivable = c.trace.derivable && !own && m_out.ranks.size() == ranks + 1;
    // Kept for 512 classes of 2,410 tensors at 16,384 cards: only what derive() reads.
    std::vector<std::vector<size_t>>().swap(c.trace.sliceSets);
    if (c.derivable) {
        c.plan = m_out.ranks.back();
    } else {
        c.trace = {};
    }
}

bool RankClasses::derive(int rank, const Class& c) {
    const RankTrace& t = c.trace;
    const int copyRank = m_context.copyRank(rank);
    const std::vector<int> chosen = chooseReplicaSets(t.sets, t.setSlices, {copyRank});
    for (size_t i = 0; i < chosen.size(); ++i) {
        if (chosen[i] != t.chosen[i] && !sameEntries(chosen[i], t.chosen[i])) {
            return false;
        }
    }
    std::vector<int> visited = chosen;
    std::sort(visited.begin(), visited.end());
    visited.erase(std::unique(visited.begin(), visited.end()), visited.end());
    if (visited.size() != t.visited.size()) {
        return false;
    }
    for (size_t i = 0; i < visited.size(); ++i) {
        if (visited[i] != t.visited[i] && !sameOrder(visited[i], t.visited[i])) {
            return false;
        }
    }
    if (copyRank != t.copyRank &&
        !(sameOrder(copyRank, t.copyRank) && sameEntries(copyRank, t.copyRank))) {
        return false;
    }
    RankPlan out = c.plan;
    out.rank = rank;
    out.outPath = m_planner.outPath(rank);
    for (size_t k = 0; k < t.blockSets.size(); ++k) {
        std::vector<CopyBlock>& blocks = out.tensors[k].blocks;
        for (size_t j = 0; j < blocks.size(); ++j) {
            const int set = t.blockSets[k][j];
            blocks[j].srcRank = set < 0 ? copyRank : chosen[static_cast<size_t>(set)];
        }
    }
    if (t.copyUsed) {
        visited.insert(std::lower_bound(visited.begin(), visited.end(), copyRank), copyRank);
        visited.erase(std::unique(visited.begin(), visited.end()), visited.end());
    }
    out.sources = std::move(visited);
    out.peakMemory = m_planner.peakMemory(out.sources);
    m_out.ranks.push_back(std::move(out));
    ++m_out.derivedRanks;
    return true;
}

// Whether the two ranks' files list the same entries: what planning looks up in them (an
// entry's position, type, shape and size) is then the same.
bool RankClasses::sameEntries(int a, int b) {
    const CheckpointFile* fa = m_s.file(a);
    const CheckpointFile* fb = m_s.file(b);
    if (fa == nullptr || fb == nullptr) {
        return false;
    }
    const TensorTable& ta = fa->index().tensors;
    const TensorTable& tb = fb->index().tensors;
    if (fa == fb || ta.sharedWith(tb)) {
        return true;
    }
    const std::pair<const void*, const void*> key{ta.identity(), tb.identity()};
    if (key.first != nullptr && key.second != nullptr) {
        if (const auto it = m_same.find(key); it != m_same.end()) {
            return it->second;
        }
    }
    const bool same = std::equal(
        ta.begin(), ta.end(), tb.begin(), tb.end(), [](const TensorEntry& x, const TensorEntry& y) {
            return x.name == y.name && x.dtypeName == y.dtypeName && x.dtype == y.dtype &&
                   x.kind == y.kind && x.shape == y.shape && x.dims == y.dims && x.bytes == y.bytes;
        });
    if (key.first != nullptr && key.second != nullptr) {
        m_same.emplace(key, same);
    }
    return same;
}

// Whether the two ranks' files give the same order of names (RankPlanner::addInSourceOrder):
// the order of a whole file of their stage, or their own entries.
bool RankClasses::sameOrder(int a, int b) {
    const auto* oa = m_s.orderOf(a);
    const auto* ob = m_s.orderOf(b);
    if (oa != nullptr || ob != nullptr) {
        return oa == ob;
    }
    return sameEntries(a, b);
}

}  // namespace shardscope
