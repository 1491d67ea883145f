#include "planner.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <thread>

#include "../formats/runfolder.h"
#include "../formats/shapetext.h"
#include "../layout/transformsources.h"
#include "../util/utf8text.h"
#include "proxyshapes.h"

namespace shardscope {

namespace {

constexpr const char* kNoneInEither =
    "None of the parameters in checkpoint file are in either src strategy or dst strategy. "
    "Please check correctness of strategy files.";

std::string missingRankMessage(int src, int dst) {
    return "The checkpoint file of rank" + std::to_string(src) + " is needed for converting rank" +
           std::to_string(dst) + "'s checkpoint, but it is missing.";
}

bool hasLayout(const Strategy* s, const std::string& name, int stage = -1) {
    if (s == nullptr) {
        return false;
    }
    return std::any_of(s->layouts.begin(), s->layouts.end(), [&](const ParamLayout& l) {
        return l.name == name && (stage < 0 || l.stage == stage);
    });
}

class Planner {
public:
    explicit Planner(const PlanRequest& request) : m_request(request) {
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
    Status selectSources();
    void resolveFormat();
    void keepStorable(RankPlan& out);
    Status loadStrategies();
    void collectShapes();
    void validate(Strategy* strategy, const char* side);
    void planRank(int rank);
    bool addTransformed(RankPlan& out, const ParamSources& p, int dstLocal);
    void addCopied(RankPlan& out, int copyRank, int dstStage,
                   const std::set<std::string>& transformed);

    const PlanRequest& m_request;
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
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
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
    for (const Issue& n : opened->index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            // The plan's ranks are destination ranks: the source rank goes in the text.
            Issue issue = n;
            issue.message = rf.file + ": source rank " + std::to_string(rf.rank) + ": " + n.message;
            m_plan.problems.push_back(std::move(issue));
        }
    }
    m_plan.sources[static_cast<size_t>(rf.rank)] =
        std::make_shared<const CheckpointFile>(std::move(*opened));
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
            error(IssueCode::NotUtf8ForFormat, shown, out.rank,
                  "parameter name '" + shown +
                      "' is not valid UTF-8, which a safetensors header (JSON) cannot hold; "
                      "write .ckpt instead",
                  {shown});
            return true;
        }
        if (dtypeInfo(dtype).safetensors.empty()) {
            error(IssueCode::UnstorableDtype, t.name, out.rank,
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
         {std::tuple{&m_request.srcStrategy, &m_src, &m_srcShape, "source"},
          std::tuple{&m_request.dstStrategy, &m_dst, &m_dstShape, "destination"}}) {
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
    if (m_request.srcStrategy.empty() && m_request.dstStrategy.empty()) {
        return makeError(ErrorCode::InvalidArgument,
                         "give a source strategy, a destination strategy, or both")
            .inFile(m_request.srcFolder);
    }
    auto run = discoverRunFolder(m_request.srcFolder);
    if (!run) {
        return std::move(run).error();
    }
    m_run = std::move(*run);
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
    if (!m_request.dstRanks) {
        if (Status s = loadStrategies(); !s) {
            return std::move(s).error();
        }
    }
    collectShapes();
    validate(m_src ? &*m_src : nullptr, "source");
    validate(m_dst ? &*m_dst : nullptr, "destination");
    const CheckpointFile* first = nullptr;
    for (const auto& f : m_plan.sources) {
        first = first != nullptr ? first : f.get();
    }
    const bool any = std::any_of(first->index().tensors.begin(), first->index().tensors.end(),
                                 [&](const TensorEntry& t) {
                                     return hasLayout(m_src ? &*m_src : nullptr, t.name) ||
                                            hasLayout(m_dst ? &*m_dst : nullptr, t.name);
                                 });
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
    const Strategy* src = m_src ? &*m_src : nullptr;
    const Strategy* dst = m_dst ? &*m_dst : nullptr;
    auto ts = transformSources(src, dst, m_shapes, rank);
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
    std::map<std::string, const ParamSources*> byName;
    for (const ParamSources& p : ts->params) {
        byName[p.dst.name()] = &p;
        sources.insert(p.chosen.begin(), p.chosen.end());
    }
    // Transformed parameters in source order: the order the chosen files list them in.
    std::set<std::string> transformed;
    for (int g : sources) {
        const CheckpointFile* f = file(g);
        for (size_t i = 0; f != nullptr && i < f->index().tensors.size(); ++i) {
            const std::string& name = f->index().tensors[i].name;
            const auto it = byName.find(name);
            if (it != byName.end() && transformed.insert(name).second) {
                if (!addTransformed(out, *it->second, ts->dstLocalRank)) {
                    transformed.erase(name);
                }
            }
        }
    }
    const int copyRank = ts->copyRank;
    if (file(copyRank) == nullptr) {
        if (reported.insert(copyRank).second) {
            error(IssueCode::MissingRank, {}, rank, missingRankMessage(copyRank, rank),
                  {std::to_string(copyRank), std::to_string(rank)});
        }
    } else {
        addCopied(out, copyRank, ts->dstStage, transformed);
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
    const unsigned threads = m_request.options.threads != 0 ? m_request.options.threads
                                                            : std::thread::hardware_concurrency();
    out.peakMemory = std::max(1u, threads) * 2 * m_request.options.windowBytes + (8u << 20);
    m_plan.ranks.push_back(std::move(out));
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
        const auto& tensors = f->index().tensors;
        const auto it = std::find_if(tensors.begin(), tensors.end(),
                                     [&](const TensorEntry& e) { return e.name == name; });
        if (it == tensors.end()) {
            error(IssueCode::MissingTensor, name, out.rank,
                  "rank " + std::to_string(g) + "'s checkpoint " + f->path() +
                      " has no parameter '" + name + "', which the source strategy places there",
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
            if (!one || it->dtype == DType::Int4) {
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
        block.srcTensor = static_cast<size_t>(it - tensors.begin());
        t.blocks.push_back(std::move(block));
    }
    t.contentBytes = static_cast<uint64_t>(dstBox.elementCount()) * elementBytes;
    out.tensors.push_back(std::move(t));
    return true;
}

void Planner::addCopied(RankPlan& out, int copyRank, int dstStage,
                        const std::set<std::string>& transformed) {
    const Strategy* src = m_src ? &*m_src : nullptr;
    const Strategy* dst = m_dst ? &*m_dst : nullptr;
    const CheckpointFile* f = file(copyRank);
    const auto& tensors = f->index().tensors;
    for (size_t i = 0; i < tensors.size(); ++i) {
        const TensorEntry& e = tensors[i];
        if (transformed.count(e.name) != 0 || m_excluded.count(e.name) != 0) {
            continue;
        }
        const bool inSrc = hasLayout(src, e.name);
        const bool inDst = hasLayout(dst, e.name);
        if (inSrc && inDst) {
            continue;  // a parameter of another destination stage
        }
        if (inDst) {
            if (!hasLayout(dst, e.name, dstStage)) {
                continue;
            }
            warnOnce(
                IssueCode::DestinationOnly, e.name,
                "parameter '" + e.name + "' is in the destination strategy only; copied unchanged",
                {e.name});
        } else if (inSrc) {
            warnOnce(IssueCode::SourceOnly, e.name,
                     "parameter '" + e.name +
                         "' is in the source strategy only; copied as the source slice, "
                         "unmerged, as MindSpore does",
                     {e.name});
        }
        if (e.kind == TensorKind::Map) {
            warnOnce(IssueCode::MapTensorSkipped, e.name,
                     "parameter '" + e.name + "' is a map tensor; map tensors are not copied",
                     {e.name});
            continue;
        }
        PlannedTensor t;
        t.name = e.name;
        t.dtypeName = e.dtypeName;
        t.origin = TensorOrigin::Copied;
        t.dims = e.kind == TensorKind::String ? e.dims : e.shape;
        t.contentBytes = e.bytes;
        if (e.bytes > 0) {
            CopyBlock block;
            block.srcRank = copyRank;
            block.srcTensor = i;
            block.runBytes = e.bytes;
            t.blocks.push_back(std::move(block));
        }
        out.tensors.push_back(std::move(t));
    }
}

}  // namespace

Result<ConversionPlan> planConversion(const PlanRequest& request) {
    Planner planner(request);
    return planner.run();
}

}  // namespace shardscope
