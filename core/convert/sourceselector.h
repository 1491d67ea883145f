#pragma once

#include "../util/result.h"
#include "planstate.h"

namespace shardscope {

// Opens the source rank files a plan reads (all of them, or with PlanRequest::dstRanks those the
// selected ranks need) and works out what the opened files hold: which ranks hold each
// parameter, and the order a whole file of a stage saved in parts would list.
class SourceSelector {
public:
    explicit SourceSelector(PlanState& state) : m_s(state) {}

    // With dstRanks, after the strategies are loaded: the source ranks to open.
    Status selectSources();
    Status openSources();
    void collectHolders();
    // collectHolders() less the parameters every rank of their stages holds, for the layouts of
    // `src` (null: none): for planning every rank, which reads those as held everywhere
    // (partialHoldersOf()). Reads the opened files only, so it may run beside the other checks.
    HolderMap partialHolders(const Strategy* src) const;
    // With dstRanks: the files that hold what the opened ones lack (remove_redundancy), and every
    // file of a stage saved in parts.
    void openHolders();
    void openWholeStages();
    void prepareOrders();

private:
    void openSource(const RankFile& rf);
    void addNameIssues(const RankFile& rf, const CheckpointFile& file);

    PlanState& m_s;
};

}  // namespace shardscope
