#include "runmodel.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <future>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string_view>
#include <thread>
#include <unordered_map>

#include "copyverdict.h"
#include "formats/indextemplates.h"
#include "formats/mindformersoutput.h"
#include "formats/ranktablefiles.h"
#include "formats/shapetext.h"
#include "layout/redundancy.h"
#include "run/rundiscovery.h"
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

std::string splitText(const SplitDescription& split) {
    auto axesText = [](const std::vector<int>& axes) {
        std::string out = axes.size() == 1 ? "axis " : "axes ";
        for (size_t i = 0; i < axes.size(); ++i) {
            out += (i > 0 ? "," : "") + std::to_string(axes[i]);
        }
        return out;
    };
    std::vector<std::string> parts;
    for (const auto& d : split.dims) {
        parts.push_back("dim " + std::to_string(d.dim) + " / " + std::to_string(d.parts) +
                        " over " + axesText(d.axes));
    }
    if (split.replicas > 1) {
        parts.push_back("replicated x" + std::to_string(split.replicas) + " over " +
                        axesText(split.replicaAxes));
    }
    if (split.optShard > 1) {
        parts.push_back("optimizer shard x" + std::to_string(split.optShard));
    }
    if (parts.empty()) {
        return "not split";
    }
    std::string out;
    for (const std::string& p : parts) {
        out += (out.empty() ? "" : ", ") + p;
    }
    return out;
}

const ParamInfo* RunModel::find(const std::string& name) const {
    for (const ParamInfo& p : params) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

const TensorLayout* RunModel::layoutOf(const ParamInfo& p) const {
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

int RunModel::holderOf(const ParamInfo& p, int rank) const {
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

uint64_t RunModel::rankBytes(int rank) const {
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
Status attachRankTable(RunModel& model, const std::string& named) {
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
            std::string names;
            for (const std::string& f : found) {
                names += (names.empty() ? "" : ", ") + fs::path(f).filename().string();
            }
            model.issues.push_back(
                makeIssue(IssueCode::SeveralRankTables, Severity::Warning,
                          "several rank tables beside the run (" + names + "); name one to use it",
                          folder, {}, -1, {names}));
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
        const std::string message = table.error().describe();
        model.issues.push_back(makeIssue(IssueCode::RankTableUnusable, Severity::Warning, message,
                                         path, {}, -1, {message}));
        return {};
    }
    if (model.rankCount() > 0 && table->rankCount() != model.rankCount()) {
        model.issues.push_back(makeIssue(
            IssueCode::RankTableRunMismatch, Severity::Warning,
            "the rank table places " + std::to_string(table->rankCount()) + " ranks, the run has " +
                std::to_string(model.rankCount()),
            path, {}, -1, {std::to_string(table->rankCount()), std::to_string(model.rankCount())}));
    }
    model.rankTablePath = path;
    model.rankTable = std::make_shared<const RankTable>(std::move(*table));
    return {};
}

void addOccurrence(ParamInfo& p, const TensorEntry& t, int rank) {
    if (p.ranks.empty()) {
        p.dtype = t.dtypeName;
        p.localShape = t.shape;
        p.globalShape = t.shape;
        p.bytesPerRank = t.bytes;
    }
    p.ranks.push_back(rank);
    p.bytesTotal += t.bytes;
}

// The shapes a parameter's holders have, taken while each file's entries are walked in order
// (read later, one entry per rank per parameter, millions of entries would each cost a cache
// miss): the first holder's, and every holder whose shape differs from it, ascending rank. The
// files of a run almost always agree, and pooled shapes are compared by address, so this costs
// nothing per entry where a list of every holder cost 16 bytes and a reallocation now and then.
struct HolderShapes {
    const std::vector<int64_t>* first = nullptr;
    std::vector<std::pair<int, const std::vector<int64_t>*>> others;

    void add(int rank, const std::vector<int64_t>* shape) {
        if (first == nullptr) {
            first = shape;
        } else if (shape != first && *shape != *first) {
            others.emplace_back(rank, shape);
        }
    }
};

CopyVerdict classifyCopies(const RunModel& model, const ParamInfo& p,
                           RedundancyGroupCache& groups) {
    return judgeCopies(
        groups.groups(*p.layout, p.stage * model.stages.devices),
        [&](int g) { return std::binary_search(p.ranks.begin(), p.ranks.end(), g); },
        [&](int g) { return g < model.rankCount() && model.files[static_cast<size_t>(g)]; },
        p.bytesPerRank);
}

// Checks every holder against the layout, and finds the ranks of the stage that lack it; the
// problems go to `issues`. Reads the model only, so that parameters can be checked at once.
void checkAgainstLayout(const RunModel& model, ParamInfo& p, const HolderShapes& shapes,
                        RedundancyGroupCache& groups, CopyVerdict& verdict,
                        std::vector<Issue>& issues) {
    const Strategy& s = *model.strategy;
    const ParamLayout& l = s.layouts[static_cast<size_t>(p.layoutIndex)];
    auto full = TensorLayout::fullShapeFromLocal(l, p.localShape);
    if (full) {
        auto made = TensorLayout::make(l, *full);
        if (made) {
            p.layout = std::move(*made);
            p.globalShape = *full;
        } else {
            full = std::move(made).error();
        }
    }
    if (!full) {
        p.status = ParamStatus::ShapeContradicts;
        p.statusMessage = full.error().message;
        return;
    }
    std::vector<std::string> missing;
    const int first = p.stage * model.stages.devices;
    auto held = p.ranks.begin();  // ascending
    auto odd = shapes.others.begin();
    const std::vector<int64_t> local = p.layout->localShape();  // computed once, not per rank
    const bool firstFits = shapes.first != nullptr && *shapes.first == local;
    for (int g = first; g < first + model.stages.devices && g < model.rankCount(); ++g) {
        const auto& f = model.files[static_cast<size_t>(g)];
        while (held != p.ranks.end() && *held < g) {
            ++held;
        }
        if (held == p.ranks.end() || *held != g) {
            missing.push_back(std::to_string(g));
            continue;
        }
        while (odd != shapes.others.end() && odd->first < g) {
            ++odd;
        }
        const bool isOdd = odd != shapes.others.end() && odd->first == g;
        const std::vector<int64_t>* shape = isOdd ? odd->second : shapes.first;
        if (isOdd ? *shape != local : !firstFits) {
            p.status = ParamStatus::ShapeContradicts;
            p.statusMessage = "rank " + std::to_string(g) + " holds shape " + shapeText(*shape) +
                              ", the strategy gives " + shapeText(local);
            issues.push_back(
                makeIssue(IssueCode::ShapeContradictsStrategy, Severity::Warning,
                          "parameter '" + p.name + "': " + p.statusMessage, f->path(), p.name, g,
                          {p.name, std::to_string(g), shapeText(*shape), shapeText(local)}));
        }
    }
    if (p.status != ParamStatus::Ok) {
        return;
    }
    verdict = classifyCopies(model, p, groups);
    if (!missing.empty()) {
        std::string list;
        for (const std::string& r : missing) {
            list += (list.empty() ? "" : ", ") + r;
        }
        verdict.missing = list;
        verdict.firstMissing = std::stoi(missing.front());
    }
}

// The missing-on-ranks issue, once the run is known to be saved with redundancy or not.
void reportMissing(RunModel& model, ParamInfo& p, const CopyVerdict& v) {
    if (v.missing.empty()) {
        return;
    }
    if (!v.lost.empty()) {
        std::string group;
        for (int g : v.lost) {
            group += (group.empty() ? "" : ", ") + std::to_string(g);
        }
        p.status = ParamStatus::MissingOnRanks;
        p.statusMessage = "lost: none of ranks " + group + " holds it";
        model.issues.push_back(
            makeIssue(IssueCode::SliceLost, Severity::Error,
                      "parameter '" + p.name + "' is lost on ranks " + group +
                          ": none of them holds the slice they share, and no other rank stores it",
                      model.path, p.name, v.lost.front(), {p.name, group}));
        return;
    }
    if (model.redundancy.removed && v.once) {
        p.savedOnce = true;
        ++model.redundancy.params;
        model.redundancy.bytesSaved += v.bytesSaved;
        return;
    }
    p.status = ParamStatus::MissingOnRanks;
    p.statusMessage = "missing on rank(s) " + v.missing;
    model.issues.push_back(
        makeIssue(IssueCode::MissingOnRanks, Severity::Warning,
                  "parameter '" + p.name + "' is missing on rank(s) " + v.missing, model.path,
                  p.name, v.firstMissing, {p.name, v.missing}));
}

// One line for the whole run; the doctor explains loading it.
void reportRedundancy(RunModel& model, const std::string& folder) {
    if (!model.redundancy.removed) {
        return;
    }
    const RedundancySummary& r = model.redundancy;
    std::string message = "saved with remove_redundancy: ";
    if (r.params == 0) {
        message += "a rank file's safetensors metadata says so";
    } else {
        message += std::to_string(r.params) + " parameter" + (r.params == 1 ? " is" : "s are") +
                   " saved by one rank of each redundancy group (" + humanBytes(r.bytesSaved) +
                   " not repeated)";
    }
    // MindFormers' iteration saves (BalancedSaveStrategy) load as they are: metadata.json names
    // the file of each slice. MindSpore's need the flag.
    const bool mindformers = model.strategy && model.strategy->mindformers;
    model.redundancy.mindformers = mindformers;
    message += mindformers ? "; MindFormers loads it as it is (metadata.json names each slice's "
                             "file)"
                           : "; load it with remove_redundancy=True";
    if (!model.strategyPath.empty()) {
        message += ", or restore redundancy: shardscope-cli convert --src " + folder +
                   " --dst FULL --src-strategy " + model.strategyPath + " --dst-strategy " +
                   model.strategyPath;
    }
    model.issues.push_back(makeIssue(IssueCode::RedundancyRemoved, Severity::Info, message, folder,
                                     {}, -1,
                                     {std::to_string(r.params), std::to_string(r.bytesSaved),
                                      mindformers ? "mindformers" : "mindspore"}));
}

// Problems a rank file carries that the run shows with its rank: names that are not UTF-8, and
// a CRC trailer that does not match (known only when verified).
void addFileIssues(const CheckpointFile& file, int rank, std::vector<Issue>& issues) {
    for (const Issue& n : file.index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            issues.push_back(n);
            issues.back().rank = rank;
        }
    }
    if (file.index().crc == CrcState::Mismatch) {
        issues.push_back(makeIssue(IssueCode::CrcMismatch, Severity::Error,
                                   "the crc check is failed", file.path(), {}, rank,
                                   {file.path()}));
    }
}

// One digest per distinct tensor list: the ranks sharing a list (TensorTable) share it.
std::shared_ptr<const NameDigest> sharedDigest(
    const CheckpointIndex& index, std::mutex& mutex,
    std::unordered_map<const void*, std::pair<TensorTable, std::shared_ptr<const NameDigest>>>&
        made) {
    // Only a list some other file shares (a template's): one of its own is dropped with its
    // file, and a later list could reuse its address.
    const void* key = index.tensors.isShared() ? index.tensors.identity() : nullptr;
    if (key != nullptr) {
        const std::lock_guard lock(mutex);
        if (const auto it = made.find(key); it != made.end()) {
            return it->second.second;
        }
    }
    auto digest = std::make_shared<const NameDigest>(digestNames(index));
    if (key != nullptr) {
        const std::lock_guard lock(mutex);
        made.emplace(key, std::make_pair(index.tensors, digest));  // the copy keeps the key
    }
    return digest;
}

// `strategy`: what loadStrategy(model.strategyPath) gave.
Status attachStrategy(RunModel& model, Result<Strategy> strategy) {
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
            IssueCode::StrategyRunMismatch, Severity::Error,
            "the strategy describes " + cards + " cards (" + std::to_string(stages->stages) +
                (stages->stages == 1 ? " stage" : " stages") + " of " +
                std::to_string(stages->devices) + "), the run has " + runCards +
                ": it belongs to another run, so its layouts are not used",
            model.strategyPath, {}, -1,
            {cards, std::to_string(stages->stages), std::to_string(stages->devices), runCards}));
        model.strategyPath.clear();
        return {};
    }
    model.stages = *stages;
    model.issues.insert(model.issues.end(), strategy->issues.begin(), strategy->issues.end());
    model.strategy = std::move(*strategy);
    return {};
}

}  // namespace

Result<RunModel> loadRunModel(const std::string& folder, const std::string& strategyPath,
                              unsigned threads) {
    LoadOptions options;
    options.strategyPath = strategyPath;
    options.threads = threads;
    return loadRunModel(folder, options);
}

Result<RunModel> loadRunModel(const std::string& folder, const LoadOptions& options) {
    StepChoice choice;
    choice.step = options.step;
    choice.strategyPath = options.strategyPath;
    choice.verifyCrc = options.verifyCrc;
    choice.threads = options.threads;
    choice.key = options.key;
    auto run = discoverRunFolder(folder, choice);
    if (!run) {
        return std::move(run).error();
    }
    RunModel model;
    model.path = folder;
    model.key = options.key;
    model.run = std::move(*run);
    model.issues = model.run.issues;
    int maxRank = -1;
    for (const RankFile& rf : model.run.ranks) {
        maxRank = std::max(maxRank, rf.rank);
    }
    model.files.resize(maxRank < 0 ? 0 : static_cast<size_t>(maxRank) + 1);
    model.rankSummaries.resize(model.files.size());
    std::vector<std::string> errors(model.files.size());
    std::vector<std::vector<Issue>> fileIssues(model.files.size());
    std::vector<std::optional<Error>> keyErrors(model.files.size());
    std::atomic<bool> marked{false};
    std::atomic<bool> markedFull{false};
    // Ranks that share a tensor list (IndexTemplates) share its digest too.
    std::vector<std::shared_ptr<const NameDigest>> digests(options.summaryOnly ? model.files.size()
                                                                               : 0);
    std::mutex digesting;
    std::unordered_map<const void*, std::pair<TensorTable, std::shared_ptr<const NameDigest>>>
        digestOf;
    // The strategy is found and read while the rank files are indexed: it needs none of them.
    const bool named = !options.strategyPath.empty();
    struct FoundStrategy {
        std::string path;
        std::optional<Result<Strategy>> strategy;
    };
    std::future<FoundStrategy> found = std::async(std::launch::async, [&] {
        FoundStrategy f;
        f.path = named ? options.strategyPath : findRunStrategy(model.run);
        if (!f.path.empty()) {
            f.strategy = loadStrategy(f.path);
        }
        return f;
    });
    // One pool for every rank file: their names and shapes repeat across ranks and are kept once.
    const InternPoolPtr pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    parallelFor(model.run.ranks.size(), ioThreads(options.threads), [&](size_t i) {
        const RankFile& rf = model.run.ranks[i];
        if (rf.file.empty()) {
            return;
        }
        CheckpointParseOptions parse;
        parse.verifyCrc = options.verifyCrc;
        // A run opens from its record headers (bytes are checked when read); --verify-crc
        // checks every block too.
        parse.checkEncryptedBlocks = options.verifyCrc;
        parse.key = options.key;
        parse.pool = pool;
        auto f = CheckpointFile::open(rf.file, parse);
        if (f) {
            const CheckpointIndex& index = f->index();
            for (const auto& [key, value] : index.metadata) {
                if (key == "remove_redundancy" && value == "True") {
                    marked = true;
                } else if (key == "remove_redundancy" && value == "False") {
                    markedFull = true;
                }
            }
            model.rankSummaries[static_cast<size_t>(rf.rank)] = {
                true,      index.tensors.size(), index.tensorBytes(), index.fileSize,
                index.crc, index.encryption.mode};
            if (options.summaryOnly) {
                digests[static_cast<size_t>(rf.rank)] = sharedDigest(index, digesting, digestOf);
                std::vector<Issue> issues;
                addFileIssues(*f, rf.rank, issues);
                fileIssues[static_cast<size_t>(rf.rank)] = std::move(issues);
            } else {
                model.files[static_cast<size_t>(rf.rank)] =
                    std::make_shared<const CheckpointFile>(std::move(*f));
            }
        } else {
            errors[static_cast<size_t>(rf.rank)] = f.error().describe();
            const ErrorCode code = f.error().code;
            if (code == ErrorCode::Encrypted || code == ErrorCode::WrongKey ||
                (code == ErrorCode::InvalidArgument && options.key)) {
                keyErrors[static_cast<size_t>(rf.rank)] = f.error();
            }
        }
    });
    pool->dropTemplates();  // every file is indexed: their record headers are not needed again
    for (std::optional<Error>& e : keyErrors) {
        if (e && !model.keyError) {
            model.keyError = std::move(e);
        }
    }
    for (size_t r = 0; r < errors.size(); ++r) {
        if (model.files[r]) {
            addFileIssues(*model.files[r], static_cast<int>(r), model.issues);
        }
        model.issues.insert(model.issues.end(), fileIssues[r].begin(), fileIssues[r].end());
        if (!errors[r].empty()) {
            model.issues.push_back(
                makeIssue(IssueCode::UnreadableRank, Severity::Error,
                          "rank " + std::to_string(r) + " cannot be read: " + errors[r],
                          model.run.rank(static_cast<int>(r))->file, {}, static_cast<int>(r),
                          {std::to_string(r), errors[r]}));
        }
    }
    model.redundancy.marked = marked.load();
    model.redundancy.markedFull = markedFull.load() && !model.redundancy.marked;
    model.redundancy.removed = model.redundancy.marked;
    FoundStrategy strategy = found.get();
    model.strategyPath = strategy.path;
    model.strategyFound = !named && !strategy.path.empty();
    model.stages = {std::max(1, model.rankCount()), 1};
    if (model.strategyPath.empty()) {
        model.issues.push_back(makeIssue(IssueCode::NoStrategy, Severity::Warning,
                                         "no strategy file beside the rank folders", folder, {}, -1,
                                         {folder}));
    } else if (Status s = attachStrategy(model, std::move(*strategy.strategy)); !s) {
        if (named) {
            return std::move(s).error();
        }
        // Found beside the run, not asked for: the run still opens, and says why it has none.
        model.issues.push_back(makeIssue(IssueCode::StrategyUnusable, Severity::Error,
                                         s.error().describe(), model.strategyPath, {}, -1,
                                         {s.error().describe()}));
        model.strategyPath.clear();
    }
    if (Status s = attachRankTable(model, options.rankTable); !s) {
        return std::move(s).error();
    }
    if (options.summaryOnly) {
        judgeDigests(model, digests);
        reportRedundancy(model, folder);
        return model;
    }
    // Parameters in file order, stage by stage; a tied parameter appears once per stage.
    // Every rank file's names are in one pool: the same name is the same text, so a name's
    // address is its key (no hashing of millions of names).
    const int devices = std::max(model.stages.devices, 1);
    std::vector<std::unordered_map<const std::string*, size_t>> byName(static_cast<size_t>(
        std::max(model.stages.stages, (model.rankCount() + devices - 1) / devices)));
    std::vector<HolderShapes> holders;
    std::map<std::pair<std::string, int>, int> layoutOf;
    if (model.strategy) {
        for (size_t i = 0; i < model.strategy->layouts.size(); ++i) {
            const ParamLayout& l = model.strategy->layouts[i];
            layoutOf[{l.name, l.stage}] = static_cast<int>(i);
        }
    }
    // The files of a stage list the same tensors in the same order: each position is first
    // looked up in the previous file's parameters, and only a miss costs a hash.
    constexpr size_t kNone = SIZE_MAX;
    std::vector<const std::string*> keys;  // each parameter's name in the pool
    std::vector<std::vector<size_t>> orders(byName.size());
    for (int g = 0; g < model.rankCount(); ++g) {
        const auto& f = model.files[static_cast<size_t>(g)];
        if (!f) {
            continue;
        }
        const int stage = g / model.stages.devices;
        auto& names = byName[static_cast<size_t>(stage)];
        std::vector<size_t>& order = orders[static_cast<size_t>(stage)];
        const std::vector<TensorEntry>& tensors = f->index().tensors;
        order.resize(std::max(order.size(), tensors.size()), kNone);
        for (size_t k = 0; k < tensors.size(); ++k) {
            const TensorEntry& t = tensors[k];
            const std::string* key = &t.name.str();
            size_t index = order[k];
            if (index == kNone || keys[index] != key) {
                auto [it, added] = names.emplace(key, model.params.size());
                if (added) {
                    ParamInfo p;
                    p.name = t.name;
                    p.stage = stage;
                    const auto l = layoutOf.find({t.name, stage});
                    p.layoutIndex = l != layoutOf.end() ? l->second : -1;
                    p.status = p.layoutIndex < 0 ? ParamStatus::NotInStrategy : ParamStatus::Ok;
                    model.params.push_back(std::move(p));
                    holders.emplace_back();
                    keys.push_back(key);
                }
                index = it->second;
                order[k] = index;
            }
            // A name a file holds twice: its first copy is the rank's (as MindSpore's loader
            // and the name index take it), so only that one's shape is kept.
            ParamInfo& p = model.params[index];
            const bool again = !p.ranks.empty() && p.ranks.back() == g;
            addOccurrence(p, t, g);
            if (!again) {
                holders[index].add(g, &t.shape.vec());
            }
        }
    }
    // Shapes first; the ranks lacking a parameter are judged once the whole run is seen: a run
    // saved with remove_redundancy lacks them by design (no group holds a copy twice). The
    // parameters are checked in parallel, in slices with a group cache each.
    std::vector<CopyVerdict> verdicts(model.params.size());
    std::vector<std::vector<Issue>> own(model.params.size());
    const size_t slices = std::min<size_t>(model.params.size(), 64);
    const unsigned cores =
        options.threads != 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    parallelFor(slices, cores, [&](size_t slice) {
        RedundancyGroupCache groups;
        for (size_t i = slice; i < model.params.size(); i += slices) {
            if (model.params[i].layoutIndex >= 0) {
                checkAgainstLayout(model, model.params[i], holders[i], groups, verdicts[i], own[i]);
            }
        }
    });
    bool once = false;
    bool full = false;
    for (const CopyVerdict& v : verdicts) {
        once = once || v.once;
        full = full || v.full;
    }
    // Files that say they were saved with remove_redundancy=False lack nothing by design.
    model.redundancy.removed = redundancyRemoved(model.redundancy, once, full);
    // Each parameter's own problems, then its missing-on-ranks issue, in parameter order.
    for (size_t i = 0; i < model.params.size(); ++i) {
        std::move(own[i].begin(), own[i].end(), std::back_inserter(model.issues));
        reportMissing(model, model.params[i], verdicts[i]);
    }
    std::set<std::pair<std::string_view, int>> held;  // (name, stage) of every parameter found
    for (const ParamInfo& p : model.params) {
        held.emplace(p.name, p.stage);
    }
    // Appended once the search is over: `held` views the names in model.params, which a
    // push_back would move.
    std::vector<ParamInfo> absent;
    for (const auto& [key, index] : layoutOf) {
        const auto stage = static_cast<size_t>(key.second);
        if (stage >= byName.size() || !held.contains({key.first, key.second})) {
            ParamInfo p;
            p.name = key.first;
            p.stage = key.second;
            p.layoutIndex = index;
            p.globalShape = model.strategy->layouts[static_cast<size_t>(index)].tensorShape;
            p.status = ParamStatus::NotInCheckpoint;
            p.statusMessage = "in the strategy but in no rank file";
            absent.push_back(std::move(p));
        }
    }
    std::move(absent.begin(), absent.end(), std::back_inserter(model.params));
    reportRedundancy(model, folder);
    return model;
}

}  // namespace shardscope
