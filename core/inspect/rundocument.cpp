#include "rundocument.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <future>
#include <optional>

#include "axisroles.h"
#include "copyverdict.h"
#include "discoveredrun.h"
#include "formats/indextemplates.h"
#include "formats/mindformersoutput.h"
#include "formats/ranktablefiles.h"
#include "formats/shapetext.h"
#include "history/runhistory.h"
#include "indexranks.h"
#include "joinparams.h"
#include "layout/redundancy.h"
#include "run/rundiscovery.h"
#include "runloader.h"
#include "util/messagepiece.h"
#include "util/parallel.h"
#include "util/wording.h"

namespace shardscope {

namespace fs = std::filesystem;

SplitDescription describeSplit(const TensorLayout& layout) {
    SplitDescription d;
    for (size_t i = 0; i < layout.dims(); ++i) {
        if (layout.splitCount(i) > 1) {
            d.dims.push_back({i, layout.splitCount(i), layout.splitAxes(i)});
        }
    }
    d.replicas = layout.replicaGroupSize();
    for (int axis : layout.replicaAxes()) {
        if (layout.devMatrix()[static_cast<size_t>(axis)] > 1) {
            d.replicaAxes.push_back(axis);
        }
    }
    d.optShard = layout.optShardSize();
    return d;
}

const ParamInfo* RunDocument::find(const std::string& name) const {
    for (const ParamInfo& p : params) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

const TensorLayout* RunDocument::layoutOf(const ParamInfo& p) const {
    if (p.layout) {
        return &*p.layout;
    }
    if (!strategy || p.layoutIndex < 0) {
        return nullptr;
    }
    const ParamLayout& cut = strategy->layouts[static_cast<size_t>(p.layoutIndex)];
    for (const ParamInfo& q : params) {
        if (q.layout && q.name == p.name && q.layoutIndex >= 0 &&
            cut.sameCutAs(strategy->layouts[static_cast<size_t>(q.layoutIndex)])) {
            return &*q.layout;
        }
    }
    return nullptr;
}

int RunDocument::holderOf(const ParamInfo& p, int rank) const {
    const auto holds = [](const ParamInfo& q, int g) {
        return std::binary_search(q.ranks.begin(), q.ranks.end(), g);
    };
    if (holds(p, rank)) {
        return rank;
    }
    const TensorLayout* layout = layoutOf(p);
    if (layout == nullptr || stages.devices <= 0 || rank < 0) {
        return -1;
    }
    const int stage = rank / stages.devices;
    const int local = rank - stage * stages.devices;
    if (local >= layout->deviceCount()) {
        return -1;
    }
    const std::vector<int> group = redundancyGroup(*layout, local);
    const auto heldIn = [&](const ParamInfo& q, const std::vector<int>* savedBy) {
        for (int m : group) {
            const int g = q.stage * stages.devices + m;
            if (holds(q, g) &&
                (savedBy == nullptr || std::binary_search(savedBy->begin(), savedBy->end(), g))) {
                return g;
            }
        }
        return -1;
    };
    if (const int g = p.stage == stage ? heldIn(p, nullptr) : -1; g >= 0) {
        return g;
    }
    // Its twin in rank's stage, then (MindFormers' balanced save: a slice the stages share is
    // kept on the one rank metadata.json names, Strategy::savedBy) in another stage.
    if (!strategy || p.layoutIndex < 0) {
        return -1;
    }
    std::vector<const ParamInfo*> alike = {&p};
    const ParamLayout& cut = strategy->layouts[static_cast<size_t>(p.layoutIndex)];
    for (const ParamInfo& q : params) {
        if (&q != &p && q.name == p.name && q.layoutIndex >= 0 &&
            cut.sameCutAs(strategy->layouts[static_cast<size_t>(q.layoutIndex)])) {
            if (const int g = q.stage == stage ? heldIn(q, nullptr) : -1; g >= 0) {
                return g;
            }
            alike.push_back(&q);
        }
    }
    const auto saved = strategy->savedBy.find(p.name);
    if (saved == strategy->savedBy.end()) {
        return -1;
    }
    for (const ParamInfo* q : alike) {
        if (const int g = q->stage != stage ? heldIn(*q, &saved->second) : -1; g >= 0) {
            return g;
        }
    }
    return -1;
}

uint64_t RunDocument::rankBytes(int rank) const {
    // Summed once at load: the summary strip and the matrix ask for every rank, and a rank file
    // of a large run holds thousands of entries.
    const auto r = static_cast<size_t>(rank);
    if (r < rankSummaries.size() && rankSummaries[r].readable) {
        return rankSummaries[r].bytes;
    }
    const auto& f = files[r];
    return f ? f->index().tensorBytes() : 0;
}

namespace {

// The rank table named must load; the only one beside the run is used when it loads, and the
// run says why not when it does not (or when there are several to choose from).
Status attachRankTable(RunDocument& model, const std::string& named) {
    std::string path = named;
    if (path.empty()) {
        // Beside the rank folders, else at the root of MindFormers' output/ folder.
        std::string folder = model.run.path;
        std::vector<std::string> found = rankTablesIn(folder);
        if (found.empty()) {
            if (const auto out = findMindFormersOutput(folder); out && out->root != folder) {
                folder = out->root;
                found = rankTablesIn(folder);
            }
        }
        if (found.size() > 1) {
            std::vector<std::string> names;
            names.reserve(found.size());
            for (const std::string& f : found) {
                names.push_back(fs::path(f).filename().string());
            }
            Issue several =
                makeIssue(IssueCode::SeveralRankTables, Severity::Warning, folder, {}, -1, {});
            several.args.push_back(listArg("files", names, MessagePiece::Join::Commas));
            model.issues.push_back(std::move(several));
            return {};
        }
        if (found.empty()) {
            return {};
        }
        path = found.front();
    }
    Result<RankTable> table = loadRankTableSpec(path);
    if (!table) {
        if (!named.empty()) {
            return std::move(table).error();
        }
        model.issues.push_back(makeIssue(IssueCode::RankTableUnusable, Severity::Warning, path, {},
                                         -1, {table.error().describe()})
                                   .because(table.error()));
        return {};
    }
    if (model.rankCount() > 0 && table->rankCount() != model.rankCount()) {
        model.issues.push_back(
            makeIssue(IssueCode::RankTableRunMismatch, Severity::Warning, path, {}, -1,
                      {std::to_string(table->rankCount()), std::to_string(model.rankCount())}));
    }
    model.rankTablePath = path;
    model.rankTable = std::make_shared<const RankTable>(std::move(*table));
    return {};
}

// One line for the whole run; the doctor explains loading it.
void reportRedundancy(RunDocument& model, const std::string& folder) {
    if (!model.redundancy.removed) {
        return;
    }
    const RedundancySummary& r = model.redundancy;
    // MindFormers' iteration saves (BalancedSaveStrategy) load as they are: metadata.json names
    // the file of each slice. MindSpore's need the flag. With a strategy, the sentence gives the
    // conversion that restores the copies.
    const bool mindformers = model.strategy && model.strategy->mindformers;
    model.redundancy.mindformers = mindformers;
    model.issues.push_back(makeIssue(IssueCode::RedundancyRemoved, Severity::Info, folder, {}, -1,
                                     {std::to_string(r.params), std::to_string(r.bytesSaved),
                                      mindformers ? "mindformers" : "mindspore",
                                      humanBytes(r.bytesSaved), folder, model.strategyPath}));
}

// `strategy`: what loadStrategy(model.strategyPath) gave.
Status attachStrategy(RunDocument& model, Result<Strategy> strategy) {
    if (!strategy) {
        return std::move(strategy).error();
    }
    auto stages = stageShape(*strategy, "run");
    if (!stages) {
        return std::move(stages).error();
    }
    // Card count first: a strategy of another run misreads every parameter (each would be
    // "missing on ranks" or of a wrong shape). One clear headline instead, and no shape derived
    // from it is presented as a fact: the run opens without it.
    if (stages->ranks() != model.rankCount()) {
        const std::string cards = std::to_string(stages->ranks());
        const std::string runCards = std::to_string(model.rankCount());
        model.issues.push_back(makeIssue(
            IssueCode::StrategyRunMismatch, Severity::Error, model.strategyPath, {}, -1,
            {cards, std::to_string(stages->stages), std::to_string(stages->devices), runCards}));
        model.strategyPath.clear();
        return {};
    }
    model.stages = *stages;
    model.issues.insert(model.issues.end(), strategy->issues.begin(), strategy->issues.end());
    model.strategy = std::move(*strategy);
    return {};
}

struct FoundStrategy {
    std::string path;
    std::optional<Result<Strategy>> strategy;
};

// The strategy named (`named`: it must load) or found beside the run (one that does not load is
// reported and the run opens without it); none: an issue says so.
Status attachFoundStrategy(RunDocument& model, FoundStrategy strategy, bool named,
                           const std::string& folder) {
    model.strategyPath = strategy.path;
    model.strategyFound = !named && !strategy.path.empty();
    model.stages = {std::max(1, model.rankCount()), 1};
    if (model.strategyPath.empty()) {
        model.issues.push_back(
            makeIssue(IssueCode::NoStrategy, Severity::Warning, folder, {}, -1, {}));
    } else if (Status s = attachStrategy(model, std::move(*strategy.strategy)); !s) {
        if (named) {
            return s;
        }
        // Found beside the run, not asked for: the run still opens, and says why it has none.
        model.issues.push_back(makeIssue(IssueCode::StrategyUnusable, Severity::Error,
                                         model.strategyPath, {}, -1,
                                         {s.error().describe(), "layouts-not-shown"})
                                   .because(s.error()));
        model.strategyPath.clear();
    }
    return {};
}

// Sets its promise when it goes out of scope.
struct SetOnExit {
    explicit SetOnExit(std::promise<void>& p) : promise(p) {}
    SetOnExit(const SetOnExit&) = delete;
    SetOnExit& operator=(const SetOnExit&) = delete;
    ~SetOnExit() { promise.set_value(); }
    std::promise<void>& promise;
};

// The run's layouts alone, handed to watch.preview while the rank files are indexed, when the
// strategy places as many ranks as the folder holds.
void previewLayouts(const std::string& folder, const RunFolder& run, const Strategy& strategy,
                    const std::string& strategyPath, const LoadWatch& watch) {
    int ranks = 0;
    for (const RankFile& rf : run.ranks) {
        ranks = std::max(ranks, rf.rank + 1);
    }
    RunDocument layouts = layoutsDocument(strategy, strategyPath);
    if (ranks == 0 || layouts.stages.ranks() != ranks ||
        std::any_of(layouts.issues.begin(), layouts.issues.end(),
                    [](const Issue& i) { return i.code == IssueCode::StrategyUnusable; })) {
        return;
    }
    layouts.path = folder;
    keepAxisRoles(layouts);
    watch.preview(std::move(layouts));
}

}  // namespace

Result<RunDocument> loadRunFolder(const std::string& folder, const std::string& strategyPath,
                                  unsigned threads) {
    LoadOptions options;
    options.strategyPath = strategyPath;
    options.threads = threads;
    return loadRunFolder(folder, options);
}

Result<RunDocument> loadRunFolder(const std::string& folder, const LoadOptions& options) {
    return loadRunFolder(folder, options, LoadWatch{});
}

namespace {

// A listed run folder loaded: its rank files indexed, its strategy (`known`: already found and
// read) joined, its parameters.
Result<RunDocument> loadListed(const std::string& folder, RunFolder run, const LoadOptions& options,
                               const LoadWatch& watch, std::optional<FoundStrategy> known) {
    RunDocument model;
    model.path = folder;
    model.key = options.key;
    model.run = std::move(run);
    model.issues = model.run.issues;
    // The strategy is found and read while the rank files are indexed: it needs none of them.
    const bool named = !options.strategyPath.empty();
    std::promise<void> strategyRead;
    std::future<FoundStrategy> found = std::async(std::launch::async, [&] {
        FoundStrategy f;
        {
            const SetOnExit read{strategyRead};  // even when reading it throws
            if (known) {
                f = std::move(*known);  // found and read already: not again
            } else {
                f.path = named ? options.strategyPath : findRunStrategy(model.run, &f.strategy);
            }
            if (!f.path.empty() && !f.strategy) {
                f.strategy = loadStrategy(f.path);
            }
        }
        if (watch.preview && f.strategy && *f.strategy) {
            previewLayouts(folder, model.run, **f.strategy, f.path, watch);
        }
        return f;
    });
    if (watch.preview) {
        // The layouts are wanted first: the strategy is read before the rank files are indexed
        // (beside eight indexing threads it would get a ninth of the cores); its layouts are
        // worked out while they are.
        strategyRead.get_future().wait();
    }
    const std::vector<std::shared_ptr<const NameDigest>> digests =
        indexRankFiles(model, options, watch.progress);
    if (Status s = attachFoundStrategy(model, found.get(), named, folder); !s) {
        return std::move(s).error();
    }
    if (Status s = attachRankTable(model, options.rankTable); !s) {
        return std::move(s).error();
    }
    if (options.summaryOnly) {
        judgeDigests(model, digests);
        reportRedundancy(model, folder);
        return model;
    }
    joinParams(model, options.threads);
    reportRedundancy(model, folder);
    return model;
}

}  // namespace

Result<RunDocument> loadRunFolder(const std::string& folder, const LoadOptions& options,
                                  const LoadWatch& watch) {
    std::shared_ptr<RunHistory> history;  // when the step was chosen from it
    auto run = discoverRunFolder(folder, stepChoiceOf(options), &history);
    if (!run) {
        return std::move(run).error();
    }
    // The strategy the history checked the files against, when it is this one: not read again.
    std::optional<FoundStrategy> known;
    std::string path;
    if (auto read = strategyOfHistory(history.get(), *run, options.strategyPath, &path)) {
        known.emplace();
        known->path = path;
        known->strategy.emplace(Strategy(*read));
    }
    if (history) {
        history->strategy.reset();  // the document holds it: not kept twice
    }
    auto loaded = loadListed(folder, std::move(*run), options, watch, std::move(known));
    if (loaded) {
        loaded->history = std::move(history);  // the History tab's, not scanned again
    }
    return loaded;
}

Result<RunDocument> loadDiscoveredRun(const std::string& folder, RunFolder run,
                                      const LoadOptions& options,
                                      std::optional<Strategy> strategy) {
    std::optional<FoundStrategy> known;
    if (strategy && !options.strategyPath.empty()) {
        known.emplace();
        known->path = options.strategyPath;
        known->strategy.emplace(std::move(*strategy));
    }
    return loadListed(folder, std::move(run), options, LoadWatch{}, std::move(known));
}

}  // namespace shardscope
