#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "convertcommands.h"
#include "fit/fitmodel.h"
#include "inspect/rundocument.h"

namespace shardscope::cli {

// The source run of plan and convert, loaded once (docs/architecture.md, documents in): the
// planner takes its indexed rank files, --simulate ("dp=1,mp=4,pp=1", "opt=2", "merge")
// simulates the destination from its strategy exactly as the GUI's planner does, held in memory,
// and the memory headline reads its shapes and dtypes. The axes are named as the GUI names them.
class SourceRun final {
public:
    // Loads args.src. Without --simulate a run that does not load is no error here (the plan
    // says why; the memory headline is then not known). With --simulate prints the simulation's
    // warnings; on an error prints it, sets exitCode and returns false.
    bool load(const ConvertArgs& args, const CheckpointKeyRef& key, int& exitCode);

    // The destination held in memory: the simulated one, or --dst-strategy as read once here;
    // null when merging to one card, or when --dst-strategy does not load (whoever needs it
    // then reads it and says why).
    const Strategy* target() const { return m_target.get(); }
    // The simulated target's warnings (load() printed them on stderr): plan --json lists them
    // first among its problems.
    const std::vector<Issue>& targetProblems() const { return m_problems; }
    // The loaded run; null when it did not load.
    const std::shared_ptr<const RunDocument>& run() const { return m_run; }
    // The run (loaded, or discovered only when its load failed) with its indexed files and the
    // held target, into the planner's request.
    void into(PlanRequest& request) const;
    // The request planned, or why its source run could not be opened.
    Result<ConversionPlan> plan(const PlanRequest& request) const;
    // "memory per card: ..." of the conversion's target: the simulated one, request.dstHeld,
    // request.dstStrategy, or one card when merging.
    std::string memoryHeadline(const PlanRequest& request, const StepArgs& work,
                               std::optional<FitReport>* report = nullptr) const;

private:
    void holdDestination(const std::string& path);

    std::shared_ptr<const RunDocument> m_run;
    std::string m_why;  // why m_run is null
    // The run discovered (nothing indexed) when its load failed, or why it was not: what the
    // planner is handed then.
    std::shared_ptr<const RunDocument> m_discovered;
    std::optional<Error> m_openError;
    std::shared_ptr<const Strategy> m_target;
    bool m_simulated = false;       // m_target is simulated (named by its spec), not --dst-strategy
    std::vector<Issue> m_problems;  // the simulated target's (prepareTarget's)
};

// What plan and convert do first, in this order: the keys, the spec's checks (validate()), the
// source run (once) and a simulated target, then the destination ranks of `scope` (a rank table
// is matched with the target's card count); the request holds all of it. nullopt when one fails
// (printed, exitCode set).
struct ConversionStart {
    PlanRequest request;
    SourceRun source;
    ResolvedRanks ranks;
};
std::optional<ConversionStart> startConversion(const ConvertArgs& args, RankScope scope,
                                               int& exitCode);

}  // namespace shardscope::cli
