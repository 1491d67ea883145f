#include "sourcerun.h"

#include <iostream>

#include "clicommands.h"
#include "common/jsonfailure.h"
#include "convert/simulatespec.h"
#include "convert/targetrequest.h"
#include "inspect/axisroles.h"
#include "inspect/discoveredrun.h"
#include "inspect/runloader.h"

namespace shardscope::cli {

bool SourceRun::load(const ConvertArgs& args, const CheckpointKeyRef& key, int& exitCode) {
    const auto fail = [&exitCode](const auto& line, int code) {
        printError(line);  // a line, or an Error (its code for --json)
        exitCode = code;
        return false;
    };
    const bool simulate = !args.simulate.empty();
    if (!simulate) {
        holdDestination(args.dstStrategy);
    }
    LoadOptions load;
    load.strategyPath = args.srcStrategy;
    load.step = args.step;
    load.key = key;
    auto run = loadRunFolder(args.src, load);
    if (!run) {
        if (simulate) {
            return fail(run.error(), kFailed);
        }
        m_why = run.error().describe();
        auto discovered = discoverRun(args.src, load);
        if (discovered) {
            m_discovered = std::move(*discovered);
        } else {
            m_openError = std::move(discovered).error();
        }
        return true;
    }
    m_run = std::make_shared<const RunDocument>(std::move(*run));
    if (!simulate) {
        return true;
    }
    if (!m_run->strategy) {
        return fail(args.src +
                        ": --simulate starts from the source's strategy, and the run has "
                        "none: give --src-strategy",
                    kUsage);
    }
    const std::vector<int64_t> dev = mainDeviceMatrix(*m_run->strategy);
    const std::vector<std::string> axes = defaultAxisNames(axisRoles(*m_run, dev));
    Issue why;
    const auto spec = parseSimulationSpec(args.simulate, axes, &why);
    if (!spec) {
        printError("--simulate: " + why.text(), why);  // the spec's issue code for --json
        exitCode = kUsage;
        return false;
    }
    TargetRequest request;
    request.withRun = false;  // planned, not drawn
    request.simulate = true;
    request.spec = *spec;
    request.label = simulatedTargetLabel(*spec, axes).value;
    const PreparedTarget target = prepareTarget(*m_run, request);
    for (const Issue& issue : target.problems) {
        std::cerr << (issue.blocking() ? "error" : "warning") << ": " << issue.text() << "\n";
        JsonFailure::noteIssue(issue);  // in --json's error object, should the command fail
    }
    m_problems = target.problems;
    if (target.error) {
        return fail(*target.error, kFailed);
    }
    if (target.blocked()) {
        return fail("nothing planned: the simulated target has the errors above", kFailed);
    }
    m_target = target.planTarget();
    m_simulated = true;
    return true;
}

// --dst-strategy read once: the ranks, the memory headline and the planner take it from here.
void SourceRun::holdDestination(const std::string& path) {
    if (path.empty()) {
        return;
    }
    auto strategy = loadStrategy(path);
    if (strategy) {
        m_target = std::make_shared<const Strategy>(std::move(*strategy));
    }
}

void SourceRun::into(PlanRequest& request) const {
    if (m_run) {
        request.indexed = m_run->files;  // the planner does not index them again
        request.source = m_run;          // nor discover the run or read its strategy again
    } else {
        request.source = m_discovered;  // the planner opens the rank files it reads
    }
    if (m_target) {
        request.dstHeld = m_target;  // read or simulated once, in load()
        if (m_simulated) {
            request.dstStrategy = m_target->source;  // names it in messages
        }
    }
}

Result<ConversionPlan> SourceRun::plan(const PlanRequest& request) const {
    if (!request.source && m_openError) {
        return *m_openError;
    }
    return planConversion(request);
}

std::string SourceRun::memoryHeadline(const PlanRequest& request, const StepArgs& work,
                                      std::optional<FitReport>* report) const {
    std::string why = m_why;
    std::optional<FitReport> fit;
    if (m_run) {
        std::shared_ptr<const Strategy> target = request.dstHeld;
        bool known = target != nullptr || request.dstStrategy.empty();
        if (target == nullptr && !request.dstStrategy.empty()) {
            auto strategy = loadStrategy(request.dstStrategy);
            if (strategy) {
                target = std::make_shared<const Strategy>(std::move(*strategy));
                known = true;
            } else {
                why = strategy.error().describe();
            }
        }
        if (known) {
            fit = conversionTargetFit(*m_run, std::move(target), work, &why);
        }
    }
    std::string headline = "memory per card: " + (fit ? fitHeadline(*fit) : "not known: " + why);
    if (report != nullptr) {
        *report = std::move(fit);
    }
    return headline;
}

std::optional<ConversionStart> startConversion(const ConvertArgs& args, RankScope scope,
                                               int& exitCode) {
    Refusal why;
    auto request = args.keyedPlanRequest(why);
    if (!request) {
        refuse(why, exitCode);
        return std::nullopt;
    }
    if (auto refusal = args.validate()) {
        refuse(*refusal, exitCode);
        return std::nullopt;
    }
    ConversionStart start;
    start.request = std::move(*request);
    if (!start.source.load(args, start.request.key, exitCode)) {
        return std::nullopt;
    }
    auto ranks = args.destinationRanks(start.source.target(), scope, why);
    if (!ranks) {
        refuse(why, exitCode);
        return std::nullopt;
    }
    start.ranks = std::move(*ranks);
    start.source.into(start.request);
    start.request.dstRanks = start.ranks.selection.ranks;
    return start;
}

}  // namespace shardscope::cli
