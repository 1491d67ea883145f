#pragma once

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "planstate.h"

namespace shardscope {

// What planning one destination rank leaves for the ranks of its class (RankClasses): which
// source ranks it read, grouped as chooseReplicas() groups them, and where each block of its
// plan reads from, so that another rank's plan is this one with its own choice of replicas.
struct RankTrace {
    // The distinct sets of ranks that store a slice the rank reads (ascending), each set's
    // slices and the rank read for them.
    std::vector<std::vector<int>> sets;
    std::vector<size_t> setSlices;
    std::vector<int> chosen;
    std::vector<std::vector<size_t>> sliceSets;  // each parameter's slices' sets, in plan order
    std::vector<int> visited;                    // the chosen ranks, ascending: the tensor order
    int copyRank = 0;
    bool copyUsed = false;  // a block of the plan reads the copy rank
    // Every block's set, -1 for the copy rank (kept only with keepBlocks: a plan carried out).
    bool keepBlocks = false;
    std::vector<std::vector<int>> blockSets;
    // False when the plan read anything else: a replica standing in for a missing file, an entry
    // copied from another rank than the copy rank, a slice stored nowhere.
    bool derivable = true;
};

// What planning some destination ranks gives: their plans in the order planned, and the
// problems found (PlanProblems::append() joins them to those of the ranks planned before).
struct RankOutput {
    RankOutput() = default;
    RankOutput(const RankOutput&) = delete;
    RankOutput& operator=(const RankOutput&) = delete;

    std::vector<RankPlan> ranks;
    std::vector<Issue> issues;
    PlanProblems problems{issues};
    int derivedRanks = 0;  // ConversionPlan::derivedRanks
};

// Plans one destination rank from the strategies and the opened sources (docs/layouts.md
// section 5): the source slices of each parameter and the replicas read, the tensors in source
// order, the entries outside both strategies copied, the file laid out. It reads the shared
// state only, through its own TransformContext (whose caches are not for several threads), and
// writes into its own output: planners of different ranks may run on several threads.
class RankPlanner {
public:
    RankPlanner(const PlanState& state, const TransformContext& context, RankOutput& out)
        : m_s(state), m_context(context), m_out(out) {}

    // Adds the rank's plan to the output (what cannot be planned to its problems); false when
    // its sources could not be worked out at all. `trace` (may be null) is filled for RankClasses.
    bool planRank(int rank, RankTrace* trace = nullptr);
    // Where the rank's file is written ("" when only planning).
    std::string outPath(int rank) const;
    // The executor's memory for a rank reading `sources` (ascending), estimated.
    uint64_t peakMemory(const std::vector<int>& sources) const;
    // Totals, file layout and memory of a planned rank, then added to the output.
    void finish(RankPlan& out, std::set<int>& sources);

private:
    void replaceMissing(TransformSources& ts, int rank, std::set<int>& reported);
    // The order addInSourceOrder() adds a stage's parameters in, for the name lists it walks.
    struct SourceOrder {
        std::vector<const void*> walked;             // the lists' identities
        std::vector<const TensorLayout*> dsts;       // the parameters it was worked out for
        std::vector<uint32_t> params;                // indices into them, in the order added
        std::unordered_set<std::string_view> names;  // every parameter's name
    };
    static constexpr size_t kSourceOrders = 16;  // kept for the last stages planned
    // Adds the transformed parameters; returns every parameter's name (what addCopied skips).
    const std::unordered_set<std::string_view>& addInSourceOrder(RankPlan& out,
                                                                 const TransformSources& ts,
                                                                 const std::set<int>& sources);
    const SourceOrder& sourceOrder(const TransformSources& ts,
                                   const std::vector<const void*>& walked,
                                   const std::vector<int>& walkers);
    const void* listOf(int g) const;
    bool addTransformed(RankPlan& out, const ParamSources& p, uint32_t param, int dstLocal);
    void addCopied(RankPlan& out, int copyRank, int dstStage,
                   const std::unordered_set<std::string_view>& tried);
    void keepSaved(RankPlan& out) const;
    void keepStorable(RankPlan& out);
    void letGo(RankPlan& out) const;
    static void traceSets(const TransformSources& ts, RankTrace& trace);
    static void traceBlocks(const RankPlan& out, const TransformSources& ts, RankTrace& trace);

    const PlanState& m_s;
    const TransformContext& m_context;
    RankOutput& m_out;
    bool m_elsewhere = false;  // an entry copied from another rank than the copy rank
    std::vector<SourceOrder> m_orders;
};

}  // namespace shardscope
