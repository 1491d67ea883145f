#include "rankplanner.h"

#include <algorithm>
#include <thread>
#include <unordered_map>

#include "../formats/shapetext.h"
#include "../util/utf8text.h"

namespace shardscope {

namespace {

struct RankSetHash {
    size_t operator()(const std::vector<int>& ranks) const {
        size_t h = ranks.size();
        for (int r : ranks) {
            h ^= static_cast<size_t>(r) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        }
        return h;
    }
};

}  // namespace

bool RankPlanner::planRank(int rank, RankTrace* trace) {
    auto ts = m_context.sources(rank, {}, &m_s.holders);
    if (!ts) {
        m_out.problems
            .error(IssueCode::PlanFailed, {}, rank, {std::to_string(rank), ts.error().describe()})
            .because(ts.error());
        return false;
    }
    m_elsewhere = false;
    RankPlan out;
    out.rank = rank;
    out.outPath = outPath(rank);
    if (trace != nullptr) {
        traceSets(*ts, *trace);
    }
    std::set<int> reported;
    replaceMissing(*ts, rank, reported);
    std::set<int> sources;
    for (const ParamSources& p : ts->params) {
        sources.insert(p.chosen.begin(), p.chosen.end());
    }
    const std::unordered_set<std::string_view>& tried = addInSourceOrder(out, *ts, sources);
    const int copyRank = ts->copyRank;
    if (m_s.file(copyRank) == nullptr) {
        if (reported.insert(copyRank).second) {
            m_out.problems.error(IssueCode::MissingRank, {}, rank,
                                 {std::to_string(copyRank), std::to_string(rank)});
        }
    } else {
        addCopied(out, copyRank, ts->dstStage, tried);
    }
    if (m_s.plan.options.removeRedundancy) {
        keepSaved(out);
    }
    if (m_s.plan.options.format == CheckpointFormat::Safetensors) {
        keepStorable(out);
    }
    if (trace != nullptr) {
        trace->visited.assign(sources.begin(), sources.end());
        trace->derivable = trace->derivable && !m_elsewhere && reported.empty();
        traceBlocks(out, *ts, *trace);
    }
    finish(out, sources);
    return true;
}

std::string RankPlanner::outPath(int rank) const {
    if (m_s.request.dstFolder.empty()) {
        return {};
    }
    return m_s.request.dstFolder + "/rank_" + std::to_string(rank) + "/" +
           m_s.request.options.prefix + std::to_string(rank) +
           checkpointFormatExtension(*m_s.plan.options.format);
}

// A replica whose file is missing is replaced by another replica of the same slice.
void RankPlanner::replaceMissing(TransformSources& ts, int rank, std::set<int>& reported) {
    for (ParamSources& p : ts.params) {
        for (size_t i = 0; i < p.slices.size(); ++i) {
            if (m_s.file(p.chosen[i]) != nullptr) {
                continue;
            }
            const auto& replicas = p.slices[i].replicas;
            const auto alive = std::find_if(replicas.begin(), replicas.end(),
                                            [&](int g) { return m_s.file(g) != nullptr; });
            if (alive != replicas.end()) {
                p.chosen[i] = *alive;
                m_elsewhere = true;
            } else if (reported.insert(p.chosen[i]).second) {
                m_out.problems.error(IssueCode::MissingRank, p.dst->name(), rank,
                                     {std::to_string(p.chosen[i]), std::to_string(rank)});
            }
        }
    }
}

// Transformed parameters in source order: the order the chosen files list them in (had they
// been saved whole, for a run saved with remove_redundancy).
const std::unordered_set<std::string_view>& RankPlanner::addInSourceOrder(
    RankPlan& out, const TransformSources& ts, const std::set<int>& sources) {
    // The name lists walked: a stage's order, or a file's own entries. Ranks of a stage (files
    // of a class) share one: walked again, it would find every name tried.
    std::vector<const void*> walked;
    std::vector<int> walkers;  // a rank that lists each, to walk it when the order is not kept
    for (int g : sources) {
        const void* id = listOf(g);
        if (id != nullptr && std::find(walked.begin(), walked.end(), id) == walked.end()) {
            walked.push_back(id);
            walkers.push_back(g);
        }
    }
    const SourceOrder& order = sourceOrder(ts, walked, walkers);
    for (const uint32_t i : order.params) {
        addTransformed(out, ts.params[i], i, ts.dstLocalRank);
    }
    return order.names;
}

// The list of names rank `g`'s file gives: its stage's order, or the file's own entries (shared
// by the files of its class); null without a file.
const void* RankPlanner::listOf(int g) const {
    if (const std::vector<std::string_view>* order = m_s.orderOf(g)) {
        return order;
    }
    const CheckpointFile* f = m_s.file(g);
    return f != nullptr ? f->index().tensors.identity() : nullptr;
}

// The order of a stage's parameters for the name lists walked, worked out once for the ranks
// that walk the same lists (most of a class's and a stage's ranks).
const RankPlanner::SourceOrder& RankPlanner::sourceOrder(const TransformSources& ts,
                                                         const std::vector<const void*>& walked,
                                                         const std::vector<int>& walkers) {
    const auto same = [&](const SourceOrder& o) {
        return o.walked == walked &&
               std::equal(o.dsts.begin(), o.dsts.end(), ts.params.begin(), ts.params.end(),
                          [](const TensorLayout* d, const ParamSources& p) { return d == p.dst; });
    };
    if (const auto it = std::find_if(m_orders.begin(), m_orders.end(), same);
        it != m_orders.end()) {
        return *it;
    }
    if (m_orders.size() >= kSourceOrders) {
        m_orders.erase(m_orders.begin());
    }
    SourceOrder& o = m_orders.emplace_back();
    o.walked = walked;
    o.dsts.reserve(ts.params.size());
    // Views of the layouts' names, which the context holds for the whole plan.
    std::unordered_map<std::string_view, uint32_t> byName;
    byName.reserve(ts.params.size());
    for (const ParamSources& p : ts.params) {
        byName.emplace(p.dst->name(), static_cast<uint32_t>(o.dsts.size()));
        o.dsts.push_back(p.dst);
    }
    o.names.reserve(ts.params.size());
    o.params.reserve(ts.params.size());
    const auto visit = [&](std::string_view view) {
        const auto it = byName.find(view);
        if (it != byName.end() && o.names.insert(it->first).second) {
            o.params.push_back(it->second);
        }
    };
    for (const int g : walkers) {
        if (const std::vector<std::string_view>* names = m_s.orderOf(g)) {
            std::for_each(names->begin(), names->end(), visit);
        } else {
            for (const TensorEntry& t : m_s.file(g)->index().tensors) {
                visit(t.name);
            }
        }
    }
    // A parameter that none of the chosen files lists has no source bytes: never left out
    // silently (addTransformed names the file that lacks it).
    for (uint32_t i = 0; i < ts.params.size(); ++i) {
        if (o.names.insert(ts.params[i].dst->name()).second) {
            o.params.push_back(i);
        }
    }
    return o;
}

// MindSpore's rule: one rank of each group saves a parameter of the layout; entries outside it
// (learning_rate, global_step, ...) are saved by every rank.
void RankPlanner::keepSaved(RankPlan& out) const {
    std::erase_if(out.tensors, [&](const PlannedTensor& t) {
        const auto it = m_s.savers.find(t.name);
        return it != m_s.savers.end() &&
               !std::binary_search(it->second.begin(), it->second.end(), out.rank);
    });
}

void RankPlanner::finish(RankPlan& out, std::set<int>& sources) {
    for (const PlannedTensor& t : out.tensors) {
        for (const CopyBlock& b : t.blocks) {
            out.bytesRead += b.totalBytes();
            sources.insert(b.srcRank);
        }
    }
    out.sources.assign(sources.begin(), sources.end());
    layoutRankFile(out, m_s.plan.options);
    out.peakMemory = peakMemory(out.sources);
    if (m_s.request.summaryOnly) {
        letGo(out);
    }
    m_out.ranks.push_back(std::move(out));
}

uint64_t RankPlanner::peakMemory(const std::vector<int>& sources) const {
    const ConversionOptions& options = m_s.request.options;
    const uint64_t threads =
        std::max(1u, options.threads != 0 ? options.threads : std::thread::hardware_concurrency());
    uint64_t peak = threads * 2 * options.windowBytes + (uint64_t{8} << 20);
    // Encrypted sources are decrypted as they are read, through pieces of 1 MiB (a block's check
    // and a seeker's reads: 4 MiB a thread at most); an encrypted output is assembled and
    // encrypted 4 MiB at a time (the piece and its ciphertext) on each thread.
    const bool encryptedSource = std::any_of(sources.begin(), sources.end(), [&](int s) {
        const CheckpointFile* f = m_s.file(s);
        return f != nullptr && f->stream() != nullptr;
    });
    if (encryptedSource) {
        peak += threads * (uint64_t{4} << 20);
    }
    if (options.encryptKey) {
        peak += threads * (uint64_t{8} << 20);
    }
    return peak;
}

// The sets as chooseReplicas() forms them: a slice's ranks, ascending and distinct.
void RankPlanner::traceSets(const TransformSources& ts, RankTrace& trace) {
    std::unordered_map<std::vector<int>, size_t, RankSetHash> setOf;
    // Each shared slice list's sets, worked out for the first parameter that holds it.
    std::unordered_map<const void*, std::vector<size_t>> listSets;
    trace.copyRank = ts.copyRank;
    trace.sliceSets.reserve(ts.params.size());
    std::vector<int> key;
    for (const ParamSources& p : ts.params) {
        const auto [known, added] = listSets.try_emplace(p.slices.identity());
        for (size_t i = 0; added && i < p.slices.size(); ++i) {
            key = p.slices[i].replicas;
            if (!std::is_sorted(key.begin(), key.end())) {
                std::sort(key.begin(), key.end());
            }
            key.erase(std::unique(key.begin(), key.end()), key.end());
            // Looked up before emplace(), which would build (allocate, copy) a node each time.
            auto at = setOf.find(key);
            if (at == setOf.end()) {
                at = setOf.emplace(key, trace.sets.size()).first;
                trace.sets.push_back(key);
                trace.setSlices.push_back(0);
                trace.chosen.push_back(p.chosen[i]);
            }
            known->second.push_back(at->second);
        }
        const std::vector<size_t>& sets = known->second;
        for (size_t i = 0; i < sets.size(); ++i) {
            ++trace.setSlices[sets[i]];
            trace.derivable = trace.derivable && !trace.sets[sets[i]].empty() && p.chosen[i] >= 0 &&
                              trace.chosen[sets[i]] == p.chosen[i];
        }
        trace.sliceSets.push_back(sets);
    }
}

// Each final block's set: a transformed tensor's blocks are its parameter's slices in order.
void RankPlanner::traceBlocks(const RankPlan& out, const TransformSources& ts, RankTrace& trace) {
    for (const PlannedTensor& t : out.tensors) {
        std::vector<int> sets;  // kept with keepBlocks only
        const bool copied = t.origin == TensorOrigin::Copied;
        trace.copyUsed = trace.copyUsed || (copied && !t.blocks.empty());
        const std::vector<size_t>* slices =
            !copied && t.param < ts.params.size() ? &trace.sliceSets[t.param] : nullptr;
        for (size_t j = 0; j < t.blocks.size(); ++j) {
            int set = -1;
            if (slices != nullptr && j < slices->size()) {
                set = static_cast<int>((*slices)[j]);
            }
            const int expected = set < 0 ? trace.copyRank : trace.chosen[static_cast<size_t>(set)];
            trace.derivable =
                trace.derivable && t.blocks[j].srcRank == expected && (copied || set >= 0);
            if (trace.keepBlocks) {
                sets.push_back(set);
            }
        }
        if (trace.keepBlocks) {
            trace.blockSets.push_back(std::move(sets));
        }
    }
}

void RankPlanner::letGo(RankPlan& out) const {
    out.tensorsLetGo = out.tensors.size();
    // Swapped out, not assigned {}: that clears and keeps the capacity.
    std::vector<PlannedTensor>().swap(out.tensors);
    std::vector<FixedBytes>().swap(out.headers);
}

bool RankPlanner::addTransformed(RankPlan& out, const ParamSources& p, uint32_t param,
                                 int dstLocal) {
    const std::string& name = p.dst->name();
    PlannedTensor t;
    t.name = name;
    t.origin = TensorOrigin::Transformed;
    t.param = param;
    t.dims = p.dst->localShape();
    const Box dstBox = p.dst->storedSlice(dstLocal);
    uint64_t elementBytes = 0;
    const std::vector<int64_t>& expected = p.src->localShape();  // every slice's entry's shape
    for (size_t i = 0; i < p.slices.size(); ++i) {
        const int g = p.chosen[i];
        const CheckpointFile* f = m_s.file(g);
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
            m_out.problems
                .error(IssueCode::MissingTensor, name, out.rank,
                       {name, std::to_string(g), std::to_string(out.rank), ranks,
                        std::to_string(group.size()), f->path(), ""})
                .file = f->path();
            return false;
        }
        if (t.dtypeName.empty()) {
            t.dtypeName = it->dtypeName;
            const auto one = dtypeBytesFor(it->dtype, 1);
            if (it->kind != TensorKind::Tensor && it->kind != TensorKind::Scalar) {
                m_out.problems.error(IssueCode::NotReshardable, name, out.rank,
                                     {name, it->dtypeName});
                return false;
            }
            if (!one) {
                m_out.problems.error(IssueCode::PackedNotReshardable, name, out.rank,
                                     {name, it->dtypeName});
                return false;
            }
            elementBytes = *one;
        } else if (t.dtypeName != it->dtypeName) {
            m_out.problems.error(IssueCode::DtypeMismatch, name, out.rank,
                                 {name, std::to_string(g), it->dtypeName, t.dtypeName});
            return false;
        }
        if (it->shape != expected) {
            m_out.problems.error(IssueCode::ShapeMismatch, name, out.rank,
                                 {name, std::to_string(g), shapeText(it->shape),
                                  shapeText(expected), shapeText(p.src->fullShape())});
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

void RankPlanner::addCopied(RankPlan& out, int copyRank, int dstStage,
                            const std::unordered_set<std::string_view>& tried) {
    const CheckpointFile* f = m_s.file(copyRank);
    std::vector<std::string_view> names;
    if (const std::vector<std::string_view>* order = m_s.orderOf(copyRank)) {
        names = *order;
    } else {
        for (const TensorEntry& e : f->index().tensors) {
            names.push_back(e.name);
        }
    }
    for (const std::string_view view : names) {
        // Resharded (or reported) already: never copied as well (looked up before the name is
        // copied: most of a stage's names are).
        if (tried.count(view) != 0) {
            continue;
        }
        const std::string name(view);
        if (m_s.excluded.count(name) != 0) {
            continue;
        }
        const bool inSrc = m_s.srcStages.has(name);
        const bool inDst = m_s.dstStages.has(name);
        if (inSrc && inDst) {
            continue;  // a parameter of another destination stage
        }
        if (inDst && !m_s.dstStages.has(name, dstStage)) {
            continue;
        }
        // Saved with remove_redundancy, the copy rank's slice may be in another member's file.
        int from = copyRank;
        const TensorEntry* e = f->index().find(name);
        if (e == nullptr) {
            if (!inSrc) {
                continue;  // an entry of other ranks only
            }
            from = m_s.sourceHolder(name, copyRank);
            m_elsewhere = true;
            if (from < 0) {
                m_out.problems
                    .error(IssueCode::MissingTensor, name, out.rank,
                           {name, std::to_string(copyRank), std::to_string(out.rank), "", "",
                            f->path(), "yes"})
                    .file = f->path();
                continue;
            }
            e = m_s.file(from)->index().find(name);
        }
        if (inDst) {
            m_out.problems.warnOnce(IssueCode::DestinationOnly, name, {name});
        } else if (inSrc) {
            m_out.problems.warnOnce(IssueCode::SourceOnly, name, {name});
        }
        if (e->kind == TensorKind::Map) {
            m_out.problems.warnOnce(IssueCode::MapTensorSkipped, name, {name});
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
            block.srcTensor = static_cast<size_t>(e - m_s.file(from)->index().tensors.data());
            block.runBytes = e->bytes;
            t.blocks.push_back(std::move(block));
        }
        out.tensors.push_back(std::move(t));
    }
}

// safetensors has no string type and no packed or complex128 types.
void RankPlanner::keepStorable(RankPlan& out) {
    std::erase_if(out.tensors, [&](const PlannedTensor& t) {
        const DType dtype = dtypeFromMsName(t.dtypeName);
        if (dtype == DType::Str) {
            m_out.problems.warnOnce(IssueCode::StringLeftOut, t.name, {t.name});
            return true;
        }
        if (!isValidUtf8(t.name)) {
            const std::string shown = escapeInvalidUtf8(t.name);
            m_out.problems.errorOnce(IssueCode::NotUtf8ForFormat, shown, out.rank, {shown});
            return true;
        }
        if (dtypeInfo(dtype).safetensors.empty()) {
            m_out.problems.errorOnce(IssueCode::UnstorableDtype, t.name, out.rank,
                                     {t.name, t.dtypeName});
            return true;
        }
        return false;
    });
}

}  // namespace shardscope
