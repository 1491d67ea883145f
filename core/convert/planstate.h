#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "../formats/runfolder.h"
#include "../layout/transformcontext.h"
#include "layoutstages.h"
#include "planner.h"
#include "planproblems.h"

namespace shardscope {

// What planning a conversion works out and shares between its steps: the sources selected and
// opened (SourceSelector), the strategies loaded and checked (PlanValidator), each destination
// rank's plan (RankPlanner, RankClasses). One per planConversion() call; not for several
// threads.
struct PlanState {
    explicit PlanState(const PlanRequest& req);
    PlanState(const PlanState&) = delete;
    PlanState& operator=(const PlanState&) = delete;

    const CheckpointFile* file(int rank) const {
        return rank >= 0 && rank < static_cast<int>(plan.sources.size())
                   ? plan.sources[static_cast<size_t>(rank)].get()
                   : nullptr;
    }
    // The order source rank `rank`'s file would list its stage in, had it been saved whole;
    // null when it was (its own order is that order).
    const std::vector<std::string_view>* orderOf(int rank) const;
    // A rank whose file holds the slice that source rank `rank` stores of `name`; -1 if none.
    int sourceHolder(const std::string& name, int rank) const;

    const PlanRequest& request;
    // The request's source strategy, or the one found beside the run when none was named.
    std::string srcStrategy;
    ConversionPlan plan;
    PlanProblems problems{plan.problems};
    // Shared with the loaded run and the held destination, not copied (a 16,384-card run's are
    // hundreds of MiB); validate() swaps in a copy without the layouts it leaves out.
    std::shared_ptr<const Strategy> src;
    std::shared_ptr<const Strategy> dst;
    StageShape srcShape;
    StageShape dstShape;
    FullShapes shapes;
    std::set<std::string> excluded;
    RunFolder run;
    // With request.dstRanks: the source ranks to open, and the parameters those ranks hold.
    std::optional<std::set<int>> open;
    std::optional<Error> openError;  // the first source that could not be opened
    std::set<std::string> needed;
    // Which opened source files hold each source-strategy parameter: a run saved with
    // remove_redundancy holds each slice on one rank of its group only.
    HolderMap holders;
    // ConversionOptions::removeRedundancy: the destination ranks that save each parameter.
    HolderMap savers;
    // Source stages whose files list parts of the stage only (remove_redundancy): the order a
    // full file of the stage lists, and the ranks whose files are whole nonetheless.
    std::map<int, std::vector<std::string_view>> stageOrders;
    std::set<int> wholeFiles;
    // Built once the strategies are final (validate() drops layouts): what every rank's plan
    // asks of them.
    LayoutStages srcStages;
    LayoutStages dstStages;
    std::optional<TransformContext> context;
};

}  // namespace shardscope
