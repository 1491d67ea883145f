#include "planner.h"
#include "destinationcheck.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "../formats/encryptedstream.h"
#include "../formats/runfolder.h"
#include "../formats/shapetext.h"
#include "../inspect/runmodel.h"
#include "../layout/transformcontext.h"
#include "../layout/transformsources.h"
#include "../run/rundiscovery.h"
#include "../util/ranklist.h"
#include "../util/utf8text.h"
#include "holders.h"
#include "proxyshapes.h"
#include "stageorder.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr const char* kNoneInEither =
    "None of the parameters in checkpoint file are in either src strategy or dst strategy. "
    "Please check correctness of strategy files.";

std::string missingRankMessage(int src, int dst) {
    return "The checkpoint file of rank" + std::to_string(src) + " is needed for converting rank" +
           std::to_string(dst) + "'s checkpoint, but it is missing.";
}

// The stages each name of a strategy is laid out in, worked out once: a plan asks for every
// entry of every destination rank, and a strategy of a 16,384-card run has 150,000 layouts.
class LayoutStages {
public:
    void build(const Strategy* s) {
        m_stages.clear();
        if (s != nullptr) {
            for (const ParamLayout& l : s->layouts) {
                m_stages[l.name].push_back(l.stage);
            }
        }
    }
    // Whether the strategy lays out `name` (in `stage`, unless it is negative).
    bool has(std::string_view name, int stage = -1) const {
        const auto it = m_stages.find(name);
        return it != m_stages.end() && (stage < 0 || std::find(it->second.begin(), it->second.end(),
                                                               stage) != it->second.end());
    }

private:
    std::unordered_map<std::string_view, std::vector<int>> m_stages;  // views into the layouts
};

class Planner {
public:
    explicit Planner(const PlanRequest& request)
        : m_request(request), m_srcStrategy(request.srcStrategy) {
        m_plan.srcFolder = request.srcFolder;
        m_plan.dstFolder = request.dstFolder;
        m_plan.options = request.options;
    }

    Result<ConversionPlan> run();

private:
    // `args` are the values of issueArgNames(code), in order; `rank` is a destination rank.
    void problem(IssueCode code, Severity severity, std::string param, int rank,
                 std::string message, const std::vector<std::string>& args) {
        m_plan.problems.push_back(
            makeIssue(code, severity, std::move(message), {}, std::move(param), rank, args));
    }
    void error(IssueCode code, std::string param, int rank, std::string message,
               const std::vector<std::string>& args) {
        problem(code, Severity::Error, std::move(param), rank, std::move(message), args);
    }
    // A parameter's error that every destination rank holding it would repeat word for word
    // (its name or type): once, at the first rank.
    void errorOnce(IssueCode code, const std::string& param, int rank, const std::string& message,
                   const std::vector<std::string>& args) {
        if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
            error(code, param, rank, message, args);
        }
    }
    void warnOnce(IssueCode code, const std::string& param, const std::string& message,
                  const std::vector<std::string>& args) {
        if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
            problem(code, Severity::Warning, param, -1, message, args);
        }
    }
    const CheckpointFile* file(int rank) const {
        return rank >= 0 && rank < static_cast<int>(m_plan.sources.size())
                   ? m_plan.sources[static_cast<size_t>(rank)].get()
                   : nullptr;
    }
    Status openSources();
    void openSource(const RankFile& rf);
    void addNameIssues(const RankFile& rf, const CheckpointFile& file);
    Status selectSources();
    void collectHolders();
    void openHolders();
    void openWholeStages();
    void prepareOrders();
    const std::vector<std::string_view>* orderOf(int rank) const;
    int sourceHolder(const std::string& name, int rank) const;
    void resolveFormat();
    void keepStorable(RankPlan& out);
    Status loadStrategies();
    void noteUnreadRanks();
    void collectShapes();
    void validate(Strategy* strategy, const char* side);
    void planRank(int rank);
    bool addTransformed(RankPlan& out, const ParamSources& p, int dstLocal);
    void addCopied(RankPlan& out, int copyRank, int dstStage,
                   const std::unordered_set<std::string_view>& tried);
    void letGo(RankPlan& out) const;

    const PlanRequest& m_request;
    // The request's source strategy, or the one found beside the run when none was named.
    std::string m_srcStrategy;
    ConversionPlan m_plan;
    std::optional<Strategy> m_src;
    std::optional<Strategy> m_dst;
    StageShape m_srcShape;
    StageShape m_dstShape;
    FullShapes m_shapes;
    std::set<std::string> m_excluded;
    std::set<std::string> m_warned;
    RunFolder m_run;
    // With request.dstRanks: the source ranks to open, and the parameters those ranks hold.
    std::optional<std::set<int>> m_open;
    std::optional<Error> m_openError;  // the first source that could not be opened
    std::set<std::string> m_needed;
    // Which opened source files hold each source-strategy parameter: a run saved with
    // remove_redundancy holds each slice on one rank of its group only.
    HolderMap m_holders;
    // ConversionOptions::removeRedundancy: the destination ranks that save each parameter.
    HolderMap m_savers;
    // Source stages whose files list parts of the stage only (remove_redundancy): the order a
    // full file of the stage lists, and the ranks whose files are whole nonetheless.
    std::map<int, std::vector<std::string_view>> m_stageOrders;
    std::set<int> m_wholeFiles;
    // Built once the strategies are final (validate() drops layouts): what every rank's plan
    // asks of them.
    LayoutStages m_srcStages;
    LayoutStages m_dstStages;
    std::optional<TransformContext> m_context;
};

Status Planner::openSources() {
    const RunFolder* run = &m_run;
    for (const RankFile& rf : run->ranks) {
        if (!rf.file.empty() && (!m_open || m_open->count(rf.rank) != 0)) {
            openSource(rf);
        }
    }
    if (m_plan.sources.empty() && m_open) {
        // None of the needed ranks is there: planRank() names them; one file gives the format.
        for (const RankFile& rf : run->ranks) {
            if (!rf.file.empty() && m_plan.sources.empty()) {
                openSource(rf);
            }
        }
    }
    for (const Issue& n : run->issues) {
        if (n.code == IssueCode::SeveralFilesInRank && (!m_open || m_open->count(n.rank) != 0)) {
            problem(IssueCode::SeveralFiles, Severity::Warning, {}, n.rank, n.message,
                    {n.arg("rank"), n.arg("chosen")});
        }
        if (isStepIssue(n.code)) {
            // Which saved step is converted: mixed steps, or a step missing on ranks, block.
            Issue issue = n;
            issue.rank = -1;  // the plan's ranks are destination ranks
            m_plan.problems.push_back(std::move(issue));
        }
    }
    if (m_plan.sources.empty()) {
        if (m_openError) {
            return *m_openError;  // why (encrypted and no key, say), with its code
        }
        return makeError(ErrorCode::NotFound, "no readable rank_<N>/ checkpoint in the folder")
            .inFile(m_request.srcFolder);
    }
    return {};
}

void Planner::openSource(const RankFile& rf) {
    const auto r = static_cast<size_t>(rf.rank);
    std::error_code ec;
    // The same file, and still the size it had when indexed (else it is read again).
    if (r < m_request.indexed.size() && m_request.indexed[r] &&
        fs::path(m_request.indexed[r]->path()).lexically_normal() ==
            fs::path(rf.file).lexically_normal() &&
        fs::file_size(rf.file, ec) == m_request.indexed[r]->mapped().size() && !ec) {
        if (m_plan.sources.size() <= r) {
            m_plan.sources.resize(r + 1);
        }
        addNameIssues(rf, *m_request.indexed[r]);
        m_plan.sources[r] = m_request.indexed[r];
        return;
    }
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    parse.checkEncryptedBlocks = false;  // every block copied from is checked as it is read
    parse.key = m_request.key;
    auto opened = CheckpointFile::open(rf.file, parse);
    if (!opened && !m_openError) {
        m_openError = opened.error();
    }
    if (!opened) {
        error(IssueCode::SourceUnreadable, {}, -1, opened.error().describe(),
              {opened.error().describe()});
        return;
    }
    if (m_plan.sources.size() <= static_cast<size_t>(rf.rank)) {
        m_plan.sources.resize(static_cast<size_t>(rf.rank) + 1);
    }
    addNameIssues(rf, *opened);
    m_plan.sources[static_cast<size_t>(rf.rank)] =
        std::make_shared<const CheckpointFile>(std::move(*opened));
}

void Planner::addNameIssues(const RankFile& rf, const CheckpointFile& file) {
    for (const Issue& n : file.index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            // The plan's ranks are destination ranks: the source rank goes in the text.
            Issue issue = n;
            issue.message = rf.file + ": source rank " + std::to_string(rf.rank) + ": " + n.message;
            m_plan.problems.push_back(std::move(issue));
        }
    }
}

// The source ranks the selected destination ranks read, from the strategies alone: stand-in
// shapes give the same slices and replica choices as the real ones (proxyshapes.h), and a
// replica whose folder is missing is replaced by a present one, as planRank() does. When that
// cannot be worked out here (a layout the planner reports later), every source is opened.
Status Planner::selectSources() {
    const int dstRanks = m_dst ? m_dstShape.ranks() : 1;
    for (int r : *m_request.dstRanks) {
        if (r < 0 || r >= dstRanks) {
            const std::string has =
                m_dst ? "the destination strategy has " + std::to_string(dstRanks) +
                            (dstRanks == 1 ? " rank"
                                           : " ranks (0-" + std::to_string(dstRanks - 1) + ")")
                      : "merging gives one rank, 0";
            return makeError(ErrorCode::InvalidArgument,
                             "destination rank " + std::to_string(r) + " is out of range: " + has)
                .inFile(m_dst ? m_request.dstStrategy : m_request.srcFolder);
        }
    }
    const Strategy* src = m_src ? &*m_src : nullptr;
    const Strategy* dst = m_dst ? &*m_dst : nullptr;
    std::set<int> present;
    for (const RankFile& rf : m_run.ranks) {
        if (!rf.file.empty()) {
            present.insert(rf.rank);
        }
    }
    const FullShapes shapes = proxyShapes(src, dst);
    std::set<int> open;
    for (int r : *m_request.dstRanks) {
        auto ts = transformSources(src, dst, shapes, r);
        if (!ts) {
            m_needed.clear();
            return {};
        }
        for (const ParamSources& p : ts->params) {
            m_needed.insert(p.dst.name());
            for (size_t i = 0; i < p.slices.size(); ++i) {
                int g = p.chosen[i];
                const auto& replicas = p.slices[i].replicas;
                const auto alive = std::find_if(replicas.begin(), replicas.end(),
                                                [&](int k) { return present.count(k) != 0; });
                if (present.count(g) == 0 && alive != replicas.end()) {
                    g = *alive;
                }
                open.insert(g);
            }
        }
        open.insert(ts->copyRank);
    }
    m_open = std::move(open);
    return {};
}

void Planner::collectHolders() {
    m_holders = m_src ? holdersOf(m_plan.sources, *m_src) : HolderMap{};
}

// With some destination ranks only: a slice that none of the opened files holds (a run saved
// with remove_redundancy keeps it on one member of its group) is looked for in the files of
// every other member, opened now.
void Planner::openHolders() {
    collectHolders();
    if (!m_open || !m_src) {
        return;
    }
    const Strategy* dst = m_dst ? &*m_dst : nullptr;
    const FullShapes shapes = proxyShapes(&*m_src, dst);
    std::set<int> more;
    for (int r : *m_request.dstRanks) {
        auto ts = transformSources(&*m_src, dst, shapes, r, {}, &m_holders);
        if (!ts) {
            return;  // planRank() reports it
        }
        for (const ParamSources& p : ts->params) {
            const auto held = m_holders.find(p.dst.name());
            for (const SourceSlice& slice : p.slices) {
                const bool found =
                    held != m_holders.end() &&
                    std::any_of(slice.replicas.begin(), slice.replicas.end(), [&](int g) {
                        return std::binary_search(held->second.begin(), held->second.end(), g);
                    });
                for (int g : slice.replicas) {
                    if (!found && file(g) == nullptr) {
                        more.insert(g);
                    }
                }
                // MindFormers' balanced save may have kept it on a rank of another stage.
                const auto saved = m_src->savedBy.find(p.dst.name());
                if (!found && saved != m_src->savedBy.end()) {
                    for (int g : saved->second) {
                        if (file(g) == nullptr) {
                            more.insert(g);
                        }
                    }
                }
            }
        }
    }
    for (const RankFile& rf : m_run.ranks) {
        if (!rf.file.empty() && more.count(rf.rank) != 0) {
            openSource(rf);
        }
    }
    if (!more.empty()) {
        collectHolders();
    }
}

// With some destination ranks only, in a run whose files hold parts of their stage: the order
// of a full file is rebuilt from every file of the stage (prepareOrders), so all of them are
// opened, as the whole conversion opens them.
void Planner::openWholeStages() {
    if (!m_src) {
        return;
    }
    std::set<int> stages;
    for (int stage = 0; stage < m_srcShape.stages; ++stage) {
        std::unordered_set<std::string_view> names;
        std::vector<size_t> counts;
        std::unordered_set<const void*> seen;  // files sharing a list add no name
        for (int g = stage * m_srcShape.devices; g < (stage + 1) * m_srcShape.devices; ++g) {
            if (const CheckpointFile* f = file(g)) {
                counts.push_back(f->index().tensors.size());
                const void* list = f->index().tensors.identity();
                if (list != nullptr && !seen.insert(list).second) {
                    continue;
                }
                for (const TensorEntry& t : f->index().tensors) {
                    names.insert(t.name);
                }
            }
        }
        if (std::any_of(counts.begin(), counts.end(), [&](size_t n) { return n < names.size(); })) {
            stages.insert(stage);
        }
    }
    bool opened = false;
    for (const RankFile& rf : m_run.ranks) {
        if (!rf.file.empty() && file(rf.rank) == nullptr &&
            stages.count(rf.rank / m_srcShape.devices) != 0) {
            openSource(rf);
            opened = true;
        }
    }
    if (opened) {
        collectHolders();
    }
}

void Planner::prepareOrders() {
    if (!m_src) {
        return;
    }
    for (int stage = 0; stage < m_srcShape.stages; ++stage) {
        std::vector<const CheckpointIndex*> files;
        std::vector<int> ranks;
        std::unordered_set<std::string_view> names;
        std::unordered_set<const void*> seen;  // files sharing a list add no name
        for (int g = stage * m_srcShape.devices; g < (stage + 1) * m_srcShape.devices; ++g) {
            if (const CheckpointFile* f = file(g)) {
                files.push_back(&f->index());
                ranks.push_back(g);
                const void* list = f->index().tensors.identity();
                if (list != nullptr && !seen.insert(list).second) {
                    continue;
                }
                for (const TensorEntry& t : f->index().tensors) {
                    names.insert(t.name);
                }
            }
        }
        const auto whole = [&](const CheckpointIndex* f) {
            return f->tensors.size() == names.size();
        };
        if (std::all_of(files.begin(), files.end(), whole)) {
            continue;  // a full save: every file lists the stage in its own order
        }
        m_stageOrders[stage] = mergedOrder(files);
        for (size_t i = 0; i < files.size(); ++i) {
            if (whole(files[i])) {
                m_wholeFiles.insert(ranks[i]);
            }
        }
    }
}

// The order source rank `rank`'s file would list its stage in, had it been saved whole; null
// when it was (its own order is that order).
const std::vector<std::string_view>* Planner::orderOf(int rank) const {
    if (!m_src || m_wholeFiles.count(rank) != 0) {
        return nullptr;
    }
    const auto it = m_stageOrders.find(rank / m_srcShape.devices);
    return it == m_stageOrders.end() ? nullptr : &it->second;
}

// A rank whose file holds the slice that source rank `rank` stores of a parameter: a member of
// its redundancy group, or, in MindFormers' balanced save, the member of the same group in
// another stage that saved it, where the parameter is laid out alike (transformsources.cpp);
// -1 when none does.
int Planner::sourceHolder(const std::string& name, int rank) const {
    const int stage = rank / m_srcShape.devices;
    const int base = stage * m_srcShape.devices;
    const auto l =
        std::find_if(m_src->layouts.begin(), m_src->layouts.end(),
                     [&](const ParamLayout& x) { return x.name == name && x.stage == stage; });
    const auto shape = m_shapes.find(name);
    if (l == m_src->layouts.end() || shape == m_shapes.end()) {
        return -1;
    }
    auto layout = TensorLayout::make(*l, shape->second);
    if (!layout) {
        return -1;
    }
    const std::vector<int> group = redundancyGroup(*layout, rank - base);
    for (int m : group) {
        const CheckpointFile* f = file(base + m);
        if (f != nullptr && f->index().find(name) != nullptr) {
            return base + m;
        }
    }
    const auto saved = m_src->savedBy.find(name);
    if (saved == m_src->savedBy.end()) {
        return -1;
    }
    for (const ParamLayout& other : m_src->layouts) {
        if (other.name != name || other.stage == stage || !l->sameCutAs(other)) {
            continue;
        }
        const int from = other.stage * m_srcShape.devices;
        for (int m : group) {
            const CheckpointFile* f = file(from + m);
            if (f != nullptr && f->index().find(name) != nullptr &&
                std::binary_search(saved->second.begin(), saved->second.end(), from + m)) {
                return from + m;
            }
        }
    }
    return -1;
}

void Planner::resolveFormat() {
    std::optional<CheckpointFormat>& format = m_plan.options.format;
    if (!format) {
        const auto first = std::find_if(m_plan.sources.begin(), m_plan.sources.end(),
                                        [](const auto& f) { return f != nullptr; });
        const CheckpointFormat source = (*first)->index().format;
        format = source == CheckpointFormat::Hdf5 ? CheckpointFormat::Ckpt : source;
    } else if (*format == CheckpointFormat::Hdf5) {
        error(IssueCode::WrongOutputFormat, {}, -1,
              "convert writes .ckpt or .safetensors files; HDF5 is written by export", {});
    }
}

// safetensors has no string type and no packed or complex128 types.
void Planner::keepStorable(RankPlan& out) {
    std::erase_if(out.tensors, [&](const PlannedTensor& t) {
        const DType dtype = dtypeFromMsName(t.dtypeName);
        if (dtype == DType::Str) {
            warnOnce(IssueCode::StringLeftOut, t.name,
                     "parameter '" + t.name +
                         "' is a str entry; safetensors has no string type, so it is left out",
                     {t.name});
            return true;
        }
        if (!isValidUtf8(t.name)) {
            const std::string shown = escapeInvalidUtf8(t.name);
            errorOnce(IssueCode::NotUtf8ForFormat, shown, out.rank,
                      "parameter name '" + shown +
                          "' is not valid UTF-8, which a safetensors header (JSON) cannot hold; "
                          "write .ckpt instead",
                      {shown});
            return true;
        }
        if (dtypeInfo(dtype).safetensors.empty()) {
            errorOnce(IssueCode::UnstorableDtype, t.name, out.rank,
                      "parameter '" + t.name + "' has type " + t.dtypeName +
                          ", which safetensors cannot store",
                      {t.name, t.dtypeName});
            return true;
        }
        return false;
    });
}

Status Planner::loadStrategies() {
    for (auto [path, slot, shape, role] :
         {std::tuple{static_cast<const std::string*>(&m_srcStrategy), &m_src, &m_srcShape,
                     "source"},
          std::tuple{&m_request.dstStrategy, &m_dst, &m_dstShape, "destination"}}) {
        if (slot == &m_dst && m_request.dstHeld) {
            auto stages = stageShape(*m_request.dstHeld, role);
            if (!stages) {
                return std::move(stages).error();
            }
            m_plan.dstStrategy = m_request.dstHeld;
            *slot = *m_request.dstHeld;
            *shape = *stages;
            continue;
        }
        if (path->empty()) {
            continue;
        }
        auto loaded = loadStrategy(*path);
        if (!loaded) {
            return std::move(loaded).error();
        }
        auto stages = stageShape(*loaded, role);
        if (!stages) {
            return std::move(stages).error();
        }
        if (slot == &m_dst) {
            m_plan.dstStrategy = std::make_shared<const Strategy>(*loaded);  // before any check
        }
        *slot = std::move(*loaded);
        *shape = *stages;
    }
    return {};
}

// A source strategy of fewer cards than the run describes only the first ranks: the others'
// files are never read, which the user must hear (inspect and the app drop such a strategy).
void Planner::noteUnreadRanks() {
    if (!m_src) {
        return;
    }
    const int cards = m_srcShape.ranks();
    std::vector<int> unread;
    for (const RankFile& rf : m_run.ranks) {
        if (rf.rank >= cards) {
            unread.push_back(rf.rank);
        }
    }
    if (unread.empty()) {
        return;
    }
    std::sort(unread.begin(), unread.end());
    const int runCards = std::max(cards, unread.back() + 1);
    const std::string ranks = formatRankList(unread);
    problem(IssueCode::StrategyRanksUnread, Severity::Warning, {}, -1,
            "the source strategy describes " + std::to_string(cards) + " cards (" +
                std::to_string(m_srcShape.stages) +
                (m_srcShape.stages == 1 ? " stage" : " stages") + " of " +
                std::to_string(m_srcShape.devices) + "), the run has " + std::to_string(runCards) +
                ": " + (unread.size() == 1 ? "rank " : "ranks ") + ranks +
                (unread.size() == 1 ? " is" : " are") + " outside it and not read",
            {std::to_string(cards), std::to_string(m_srcShape.stages),
             std::to_string(m_srcShape.devices), std::to_string(runCards), ranks});
}

// Protobuf strategies record no shapes: a rank's local shape times the splits gives them.
void Planner::collectShapes() {
    if (!m_src) {
        if (const CheckpointFile* f = file(0)) {
            for (const TensorEntry& t : f->index().tensors) {
                m_shapes.emplace(t.name, t.shape);
            }
        }
        return;
    }
    for (const ParamLayout& l : m_src->layouts) {
        if (!l.tensorShape.empty()) {
            m_shapes.emplace(l.name, l.tensorShape);
            continue;
        }
        const TensorEntry* entry = nullptr;
        for (int i = 0; i < m_srcShape.devices && entry == nullptr; ++i) {
            if (const CheckpointFile* f = file(l.stage * m_srcShape.devices + i)) {
                entry = f->index().find(l.name);
            }
        }
        if (entry == nullptr) {
            continue;  // reported by validate() if some rank needs it
        }
        auto full = TensorLayout::fullShapeFromLocal(l, entry->shape);
        if (full) {
            m_shapes.emplace(l.name, *full);
        }
    }
}

void Planner::validate(Strategy* strategy, const char* side) {
    if (strategy == nullptr) {
        return;
    }
    for (const ParamLayout& l : strategy->layouts) {
        auto shape = m_shapes.find(l.name);
        if (shape == m_shapes.end() && m_open && m_needed.count(l.name) == 0) {
            m_excluded.insert(l.name);  // no selected rank holds it: not part of this plan
            continue;
        }
        if (shape == m_shapes.end()) {
            m_excluded.insert(l.name);
            warnOnce(IssueCode::NotInCheckpoint, l.name,
                     std::string("parameter '") + l.name + "' is in the " + side +
                         " strategy but in no source checkpoint; skipped",
                     {l.name, side});
            continue;
        }
        auto made = TensorLayout::make(l, shape->second);
        if (!made) {
            m_excluded.insert(l.name);
            const bool divisibility = made.error().message.find("divide") != std::string::npos;
            error(divisibility ? IssueCode::NotDivisibleLayout : IssueCode::BadLayout, l.name, -1,
                  std::string(side) + " strategy: " + made.error().describe(),
                  {l.name, side, made.error().message});
        }
    }
    std::erase_if(strategy->layouts,
                  [&](const ParamLayout& l) { return m_excluded.count(l.name) != 0; });
}

Result<ConversionPlan> Planner::run() {
    StepChoice choice;
    choice.step = m_request.step;
    choice.strategyPath = m_request.srcStrategy;
    choice.threads = m_request.options.threads;
    choice.key = m_request.key;
    auto run = discoverRunFolder(m_request.srcFolder, choice);
    if (!run) {
        return std::move(run).error();
    }
    m_run = std::move(*run);
    if (m_srcStrategy.empty()) {
        // A run's rank files are slices of what the strategy beside them says: read as one
        // unsplit checkpoint, rank 0's slices would pass for whole tensors.
        m_srcStrategy = findRunStrategy(m_run);
        if (!m_srcStrategy.empty()) {
            problem(IssueCode::SourceStrategyFound, Severity::Info, {}, -1,
                    "source strategy: " + m_srcStrategy + " (found beside the rank folders)",
                    {m_srcStrategy});
        }
    }
    m_plan.srcStrategy = m_srcStrategy;
    if (m_srcStrategy.empty() && m_request.dstStrategy.empty() && !m_request.dstHeld) {
        return makeError(ErrorCode::InvalidArgument,
                         "give a source strategy, a destination strategy, or both")
            .inFile(m_request.srcFolder);
    }
    m_plan.sourceStep = m_run.step;
    if (m_request.dstRanks) {
        // The strategies say which sources the selected ranks need: read them first.
        if (Status s = loadStrategies(); !s) {
            return std::move(s).error();
        }
        if (Status s = selectSources(); !s) {
            return std::move(s).error();
        }
    }
    if (Status s = openSources(); !s) {
        return std::move(s).error();
    }
    resolveFormat();
    if (m_request.dstRanks) {
        openHolders();
        openWholeStages();
    }
    if (!m_request.dstRanks) {
        if (Status s = loadStrategies(); !s) {
            return std::move(s).error();
        }
    }
    noteUnreadRanks();
    m_plan.dstRankCount = m_dst ? m_dstShape.ranks() : 1;
    if (m_plan.options.removeRedundancy) {
        if (!m_plan.dstStrategy) {
            return makeError(ErrorCode::InvalidArgument,
                             "removing redundancy needs a destination strategy: a checkpoint "
                             "merged into one file has no copies to remove")
                .inFile(m_request.srcFolder);
        }
        auto savers = savedWithoutRedundancy(*m_plan.dstStrategy);
        if (!savers) {
            return std::move(savers).error();
        }
        m_savers = std::move(*savers);
    }
    collectShapes();
    if (!m_request.dstRanks) {
        collectHolders();
    }
    prepareOrders();
    validate(m_src ? &*m_src : nullptr, "source");
    validate(m_dst ? &*m_dst : nullptr, "destination");
    m_srcStages.build(m_src ? &*m_src : nullptr);
    m_dstStages.build(m_dst ? &*m_dst : nullptr);
    // The shapes loadStrategies() found: validate() may have dropped every layout of a stage
    // (with dstRanks, the parameters no selected rank holds), not the stage from the rank math.
    m_context.emplace(m_src ? &*m_src : nullptr, m_dst ? &*m_dst : nullptr, m_shapes, m_srcShape,
                      m_dstShape);
    const CheckpointFile* first = nullptr;
    for (const auto& f : m_plan.sources) {
        first = first != nullptr ? first : f.get();
    }
    const bool any = std::any_of(
        first->index().tensors.begin(), first->index().tensors.end(),
        [&](const TensorEntry& t) { return m_srcStages.has(t.name) || m_dstStages.has(t.name); });
    if (!any) {
        error(IssueCode::NoParameter, {}, -1, kNoneInEither, {});
        return std::move(m_plan);
    }
    if (m_request.dstRanks) {
        for (int r : *m_request.dstRanks) {
            planRank(r);
        }
        return std::move(m_plan);
    }
    const int dstRanks = m_dst ? m_dstShape.ranks() : 1;
    for (int r = 0; r < dstRanks; ++r) {
        planRank(r);
    }
    return std::move(m_plan);
}

void Planner::planRank(int rank) {
    auto ts = m_context->sources(rank, {}, &m_holders);
    if (!ts) {
        error(IssueCode::PlanFailed, {}, rank, ts.error().describe(), {ts.error().describe()});
        return;
    }
    RankPlan out;
    out.rank = rank;
    if (!m_request.dstFolder.empty()) {
        out.outPath = m_request.dstFolder + "/rank_" + std::to_string(rank) + "/" +
                      m_request.options.prefix + std::to_string(rank) +
                      checkpointFormatExtension(*m_plan.options.format);
    }
    // A replica whose file is missing is replaced by another replica of the same slice.
    std::set<int> reported;
    for (ParamSources& p : ts->params) {
        for (size_t i = 0; i < p.slices.size(); ++i) {
            if (file(p.chosen[i]) != nullptr) {
                continue;
            }
            const auto& replicas = p.slices[i].replicas;
            const auto alive = std::find_if(replicas.begin(), replicas.end(),
                                            [&](int g) { return file(g) != nullptr; });
            if (alive != replicas.end()) {
                p.chosen[i] = *alive;
            } else if (reported.insert(p.chosen[i]).second) {
                error(IssueCode::MissingRank, p.dst.name(), rank,
                      missingRankMessage(p.chosen[i], rank),
                      {std::to_string(p.chosen[i]), std::to_string(rank)});
            }
        }
    }
    std::set<int> sources;
    // Views of the layouts' names, which `ts` holds for the rank's whole plan.
    std::unordered_map<std::string_view, const ParamSources*> byName;
    for (const ParamSources& p : ts->params) {
        byName[p.dst.name()] = &p;
        sources.insert(p.chosen.begin(), p.chosen.end());
    }
    // Transformed parameters in source order: the order the chosen files list them in (had
    // they been saved whole, for a run saved with remove_redundancy).
    std::unordered_set<std::string_view> tried;
    const auto visit = [&](std::string_view view) {
        const auto it = byName.find(view);
        if (it != byName.end() && tried.insert(it->first).second) {
            addTransformed(out, *it->second, ts->dstLocalRank);
        }
    };
    for (int g : sources) {
        if (const std::vector<std::string_view>* order = orderOf(g)) {
            std::for_each(order->begin(), order->end(), visit);
        } else if (const CheckpointFile* f = file(g)) {
            for (const TensorEntry& t : f->index().tensors) {
                visit(t.name);
            }
        }
    }
    // A parameter that none of the chosen files lists has no source bytes: never left out
    // silently (addTransformed names the file that lacks it).
    for (const ParamSources& p : ts->params) {
        if (tried.insert(p.dst.name()).second) {
            addTransformed(out, p, ts->dstLocalRank);
        }
    }
    const int copyRank = ts->copyRank;
    if (file(copyRank) == nullptr) {
        if (reported.insert(copyRank).second) {
            error(IssueCode::MissingRank, {}, rank, missingRankMessage(copyRank, rank),
                  {std::to_string(copyRank), std::to_string(rank)});
        }
    } else {
        addCopied(out, copyRank, ts->dstStage, tried);
    }
    if (m_plan.options.removeRedundancy) {
        // MindSpore's rule: one rank of each group saves a parameter of the layout; entries
        // outside it (learning_rate, global_step, ...) are saved by every rank.
        std::erase_if(out.tensors, [&](const PlannedTensor& t) {
            const auto it = m_savers.find(t.name);
            return it != m_savers.end() &&
                   !std::binary_search(it->second.begin(), it->second.end(), rank);
        });
    }
    if (m_plan.options.format == CheckpointFormat::Safetensors) {
        keepStorable(out);
    }
    for (const PlannedTensor& t : out.tensors) {
        for (const CopyBlock& b : t.blocks) {
            out.bytesRead += b.totalBytes();
            sources.insert(b.srcRank);
        }
    }
    out.sources.assign(sources.begin(), sources.end());
    layoutRankFile(out, m_plan.options);
    const uint64_t threads =
        std::max(1u, m_request.options.threads != 0 ? m_request.options.threads
                                                    : std::thread::hardware_concurrency());
    out.peakMemory = threads * 2 * m_request.options.windowBytes + (uint64_t{8} << 20);
    // Encrypted sources are decrypted as they are read, through pieces of 1 MiB (a block's check
    // and a seeker's reads: 4 MiB a thread at most); an encrypted output is assembled and
    // encrypted 4 MiB at a time (the piece and its ciphertext) on each thread.
    const bool encryptedSource = std::any_of(out.sources.begin(), out.sources.end(), [&](int s) {
        const CheckpointFile* f = file(s);
        return f != nullptr && f->stream() != nullptr;
    });
    if (encryptedSource) {
        out.peakMemory += threads * (uint64_t{4} << 20);
    }
    if (m_request.options.encryptKey) {
        out.peakMemory += threads * (uint64_t{8} << 20);
    }
    if (m_request.summaryOnly) {
        letGo(out);
    }
    m_plan.ranks.push_back(std::move(out));
}

void Planner::letGo(RankPlan& out) const {
    out.tensorsLetGo = out.tensors.size();
    // Swapped out, not assigned {}: that clears and keeps the capacity.
    std::vector<PlannedTensor>().swap(out.tensors);
    std::vector<FixedBytes>().swap(out.headers);
}

bool Planner::addTransformed(RankPlan& out, const ParamSources& p, int dstLocal) {
    const std::string& name = p.dst.name();
    PlannedTensor t;
    t.name = name;
    t.origin = TensorOrigin::Transformed;
    t.dims = p.dst.localShape();
    const Box dstBox = p.dst.storedSlice(dstLocal);
    uint64_t elementBytes = 0;
    for (size_t i = 0; i < p.slices.size(); ++i) {
        const int g = p.chosen[i];
        const CheckpointFile* f = file(g);
        if (f == nullptr) {
            return false;  // reported as a missing rank
        }
        const TensorEntry* it = f->index().find(name);  // the first of the name, as a scan
        if (it == nullptr) {
            // transformSources() chose among the holders: none of this slice's ranks has it.
            const std::vector<int>& group = p.slices[i].replicas;
            std::string ranks;
            for (int k : group) {
                ranks += (ranks.empty() ? "" : ", ") + std::to_string(k);
            }
            const std::string where =
                group.size() == 1
                    ? "rank " + ranks + "'s checkpoint " + f->path() +
                          " lacks it, though the source strategy places its slice there"
                    : "the source strategy places its slice on ranks " + ranks +
                          ", and none of their checkpoints holds it (rank " + std::to_string(g) +
                          "'s: " + f->path() + ")";
            error(IssueCode::MissingTensor, name, out.rank,
                  "parameter '" + name + "' has no source bytes for rank " +
                      std::to_string(out.rank) + ": " + where,
                  {name, std::to_string(g)});
            m_plan.problems.back().file = f->path();
            return false;
        }
        if (t.dtypeName.empty()) {
            t.dtypeName = it->dtypeName;
            const auto one = dtypeBytesFor(it->dtype, 1);
            if (it->kind != TensorKind::Tensor && it->kind != TensorKind::Scalar) {
                error(IssueCode::NotReshardable, name, out.rank,
                      "parameter '" + name + "' is a " + it->dtypeName +
                          " entry and cannot be resharded",
                      {name, it->dtypeName});
                return false;
            }
            if (!one) {
                error(IssueCode::PackedNotReshardable, name, out.rank,
                      "parameter '" + name + "' has type " + it->dtypeName +
                          ", whose elements are not whole bytes; it cannot be resharded",
                      {name, it->dtypeName});
                return false;
            }
            elementBytes = *one;
        } else if (t.dtypeName != it->dtypeName) {
            error(IssueCode::DtypeMismatch, name, out.rank,
                  "parameter '" + name + "' is " + t.dtypeName + " on one source rank and " +
                      it->dtypeName + " on rank " + std::to_string(g),
                  {name, std::to_string(g), it->dtypeName, t.dtypeName});
            return false;
        }
        const std::vector<int64_t> expected = p.src.localShape();
        if (it->shape != expected) {
            error(IssueCode::ShapeMismatch, name, out.rank,
                  "rank " + std::to_string(g) + " holds '" + name + "' with shape " +
                      shapeText(it->shape) + " but the source strategy gives it " +
                      shapeText(expected) + " (full shape " + shapeText(p.src.fullShape()) + ")",
                  {name, std::to_string(g), shapeText(it->shape), shapeText(expected)});
            return false;
        }
        CopyBlock block =
            makeCopyBlock(p.slices[i].overlap, p.slices[i].stored, dstBox, elementBytes);
        block.srcRank = g;
        block.srcTensor = static_cast<size_t>(it - f->index().tensors.data());
        t.blocks.push_back(std::move(block));
    }
    t.contentBytes = static_cast<uint64_t>(dstBox.elementCount()) * elementBytes;
    out.tensors.push_back(std::move(t));
    return true;
}

void Planner::addCopied(RankPlan& out, int copyRank, int dstStage,
                        const std::unordered_set<std::string_view>& tried) {
    const CheckpointFile* f = file(copyRank);
    std::vector<std::string_view> names;
    if (const std::vector<std::string_view>* order = orderOf(copyRank)) {
        names = *order;
    } else {
        for (const TensorEntry& e : f->index().tensors) {
            names.push_back(e.name);
        }
    }
    for (const std::string_view view : names) {
        const std::string name(view);
        // Resharded (or reported) already: never copied as well.
        if (tried.count(name) != 0 || m_excluded.count(name) != 0) {
            continue;
        }
        const bool inSrc = m_srcStages.has(name);
        const bool inDst = m_dstStages.has(name);
        if (inSrc && inDst) {
            continue;  // a parameter of another destination stage
        }
        if (inDst && !m_dstStages.has(name, dstStage)) {
            continue;
        }
        // Saved with remove_redundancy, the copy rank's slice may be in another member's file.
        int from = copyRank;
        const TensorEntry* e = f->index().find(name);
        if (e == nullptr) {
            if (!inSrc) {
                continue;  // an entry of other ranks only
            }
            from = sourceHolder(name, copyRank);
            if (from < 0) {
                error(IssueCode::MissingTensor, name, out.rank,
                      "parameter '" + name + "' has no source bytes for rank " +
                          std::to_string(out.rank) + ": it is copied from rank " +
                          std::to_string(copyRank) +
                          ", and no rank storing the same slice holds it (rank " +
                          std::to_string(copyRank) + "'s: " + f->path() + ")",
                      {name, std::to_string(copyRank)});
                m_plan.problems.back().file = f->path();
                continue;
            }
            e = file(from)->index().find(name);
        }
        if (inDst) {
            warnOnce(
                IssueCode::DestinationOnly, name,
                "parameter '" + name + "' is in the destination strategy only; copied unchanged",
                {name});
        } else if (inSrc) {
            warnOnce(IssueCode::SourceOnly, name,
                     "parameter '" + name +
                         "' is in the source strategy only; copied as the source slice, "
                         "unmerged, as MindSpore does",
                     {name});
        }
        if (e->kind == TensorKind::Map) {
            warnOnce(IssueCode::MapTensorSkipped, name,
                     "parameter '" + name + "' is a map tensor; map tensors are not copied",
                     {name});
            continue;
        }
        PlannedTensor t;
        t.name = name;
        t.dtypeName = e->dtypeName;
        t.origin = TensorOrigin::Copied;
        t.dims = e->kind == TensorKind::String ? e->dims : e->shape;
        t.contentBytes = e->bytes;
        if (e->bytes > 0) {
            CopyBlock block;
            block.srcRank = from;
            block.srcTensor = static_cast<size_t>(e - file(from)->index().tensors.data());
            block.runBytes = e->bytes;
            t.blocks.push_back(std::move(block));
        }
        out.tensors.push_back(std::move(t));
    }
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
