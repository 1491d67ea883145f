#include "planner.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <future>
#include <memory>
#include <thread>

#include "../formats/runfolder.h"
#include "../util/parallel.h"
#include "../util/translatenoop.h"
#include "destinationcheck.h"
#include "planstate.h"
#include "planvalidator.h"
#include "rankclasses.h"
#include "rankplanner.h"
#include "sourceselector.h"

namespace shardscope {

namespace {

// Plans a conversion in three steps: the sources selected and opened (SourceSelector), the
// inputs read and checked (PlanValidator), then every destination rank (RankClasses, through
// RankPlanner).
class Planner {
public:
    explicit Planner(const PlanRequest& request) : m_s(request) {}

    Result<ConversionPlan> run();

private:
    Status discover();
    Status open();
    Status prepare();
    void planEveryRank();
    void join(RankOutput& out);

    PlanState m_s;
    SourceSelector m_sources{m_s};
    PlanValidator m_inputs{m_s};
};

// The run folder, its step and its source strategy, as its caller opened the run: loaded
// (loadRunFolder, loadPath) or discovered only (discoverRun). The planner opens no path to find
// a run.
Status Planner::discover() {
    const RunDocument* loaded = m_s.request.source.get();
    if (loaded == nullptr) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no source run to plan from: open the run first "
                                           "(loadRunFolder or discoverRun)"),
                         {})
            .inFile(m_s.request.srcFolder);
    }
    m_s.run = loaded->run;
    if (m_s.srcStrategy.empty()) {
        // A run's rank files are slices of what the strategy beside them says: read as one
        // unsplit checkpoint, rank 0's slices would pass for whole tensors.
        const bool found = loaded->strategyFound && loaded->strategy;
        m_s.srcStrategy = found ? loaded->strategyPath : findRunStrategy(m_s.run);
        if (!m_s.srcStrategy.empty()) {
            m_s.problems.add(IssueCode::SourceStrategyFound, Severity::Info, {}, -1,
                             {m_s.srcStrategy});
        }
    }
    m_s.plan.srcStrategy = m_s.srcStrategy;
    if (m_s.srcStrategy.empty() && m_s.request.dstStrategy.empty() && !m_s.request.dstHeld) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "give a source strategy, a destination strategy, or "
                                           "both"),
                         {})
            .inFile(m_s.request.srcFolder);
    }
    m_s.plan.sourceStep = m_s.run.step;
    return {};
}

// The source files, and the strategies (first, with dstRanks: they say which files to open).
Status Planner::open() {
    if (m_s.request.dstRanks) {
        if (Status s = m_inputs.loadStrategies(); !s) {
            return s;
        }
        if (Status s = m_sources.selectSources(); !s) {
            return s;
        }
    }
    if (Status s = m_sources.openSources(); !s) {
        return s;
    }
    m_inputs.resolveFormat();
    if (m_s.request.dstRanks) {
        m_sources.openHolders();
        m_sources.openWholeStages();
    } else if (Status s = m_inputs.loadStrategies(); !s) {
        return s;
    }
    m_inputs.noteUnreadRanks();
    m_s.plan.dstRankCount = m_s.dst ? m_s.dstShape.ranks() : 1;
    return {};
}

// What every rank's plan asks: savers, shapes, holders, stage orders, checked layouts.
Status Planner::prepare() {
    if (m_s.plan.options.removeRedundancy) {
        if (!m_s.plan.dstStrategy) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "removing redundancy needs a destination strategy: "
                                               "a checkpoint merged into one file has no copies to "
                                               "remove"),
                             {})
                .inFile(m_s.request.srcFolder);
        }
        auto savers = savedWithoutRedundancy(*m_s.plan.dstStrategy);
        if (!savers) {
            return std::move(savers).error();
        }
        m_s.savers = std::move(*savers);
    }
    m_inputs.collectShapes();
    // The holders read every source file's list (0.4 s at 16,384 cards): worked out on another
    // core while the stage orders and the layouts are checked, from the source strategy as
    // loaded (validate() may leave layouts out of m_s.src: the holders never saw that).
    std::future<HolderMap> holders;
    if (!m_s.request.dstRanks) {
        holders = std::async(std::launch::async,
                             [this, src = m_s.src] { return m_sources.partialHolders(src.get()); });
    }
    m_sources.prepareOrders();
    m_inputs.validate(m_s.src, "source");
    m_inputs.validate(m_s.dst, "destination");
    const Strategy* src = m_s.src.get();
    const Strategy* dst = m_s.dst.get();
    m_s.srcStages.build(src);
    m_s.dstStages.build(dst);
    // The shapes loadStrategies() found: validate() may have dropped every layout of a stage
    // (with dstRanks, the parameters no selected rank holds), not the stage from the rank math.
    m_s.context.emplace(src, dst, m_s.shapes, m_s.srcShape, m_s.dstShape);
    if (holders.valid()) {
        m_s.holders = holders.get();
    }
    return {};
}

Result<ConversionPlan> Planner::run() {
    for (Status (Planner::*step)() : {&Planner::discover, &Planner::open, &Planner::prepare}) {
        if (Status s = (this->*step)(); !s) {
            return std::move(s).error();
        }
    }
    const CheckpointFile* first = nullptr;
    for (const auto& f : m_s.plan.sources) {
        first = first != nullptr ? first : f.get();
    }
    const bool any = std::any_of(first->index().tensors.begin(), first->index().tensors.end(),
                                 [&](const TensorEntry& t) {
                                     return m_s.srcStages.has(t.name) || m_s.dstStages.has(t.name);
                                 });
    if (!any) {
        m_s.problems.error(IssueCode::NoParameter, {}, -1, std::vector<std::string>{});
        return std::move(m_s.plan);
    }
    if (m_s.request.dstRanks) {
        RankOutput out;
        RankClasses classes(m_s, *m_s.context, out);
        for (int r : *m_s.request.dstRanks) {
            classes.planRank(r);
        }
        join(out);
        return std::move(m_s.plan);
    }
    planEveryRank();
    return std::move(m_s.plan);
}

// Every destination rank, the stages shared out between threads. A class of ranks never spans
// two stages, so each stage is planned as one planner alone would plan it, and the outputs are
// joined in the order of the stages: the plan is the same, byte for byte, on any number of
// threads.
void Planner::planEveryRank() {
    const int ranks = m_s.dst ? m_s.dstShape.ranks() : 1;
    const int stages = m_s.dst ? std::max(1, m_s.dstShape.stages) : 1;
    const int perStage = ranks / stages;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned asked = m_s.request.planThreads;
    const unsigned threads = std::min<unsigned>(asked != 0 ? asked : cores, stages);
    std::vector<std::unique_ptr<RankOutput>> outs;
    outs.reserve(static_cast<size_t>(stages));
    for (int i = 0; i < stages; ++i) {
        outs.push_back(std::make_unique<RankOutput>());
    }
    std::atomic<int> next{0};
    std::vector<std::exception_ptr> failed(threads);
    // One index per thread, each with its own TransformContext (its caches are not for several
    // threads), taking the next stage until none is left.
    parallelFor(threads, threads, [&](size_t t) {
        try {
            std::optional<TransformContext> own;
            const TransformContext* context = &*m_s.context;
            if (t > 0) {
                context = &own.emplace(m_s.src ? &*m_s.src : nullptr, m_s.dst ? &*m_s.dst : nullptr,
                                       m_s.shapes, m_s.srcShape, m_s.dstShape);
            }
            for (int stage = next++; stage < stages; stage = next++) {
                RankClasses classes(m_s, *context, *outs[static_cast<size_t>(stage)]);
                for (int r = stage * perStage; r < (stage + 1) * perStage; ++r) {
                    classes.planRank(r);
                }
            }
        } catch (...) {
            failed[t] = std::current_exception();
            next = stages;  // the others stop too
        }
    });
    for (const std::exception_ptr& e : failed) {
        if (e) {
            std::rethrow_exception(e);
        }
    }
    for (const auto& out : outs) {
        join(*out);
    }
}

void Planner::join(RankOutput& out) {
    m_s.plan.ranks.insert(m_s.plan.ranks.end(), std::make_move_iterator(out.ranks.begin()),
                          std::make_move_iterator(out.ranks.end()));
    out.ranks.clear();
    m_s.problems.append(out.problems);
    m_s.plan.derivedRanks += out.derivedRanks;
}

}  // namespace

Result<ConversionPlan> planConversion(const PlanRequest& request) {
    Planner planner(request);
    auto plan = planner.run();
    if (plan && !plan->dstFolder.empty()) {
        // What the destination already holds, before anything is written (destinationcheck.h).
        for (Issue& issue : checkDestination(*plan)) {
            plan->problems.push_back(std::move(issue));
        }
    }
    return plan;
}

}  // namespace shardscope
