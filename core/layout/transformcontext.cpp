#include "transformcontext.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <numeric>

#include "../formats/shapetext.h"
#include "../util/errorwording.h"
#include "../util/translatenoop.h"
#include "replicachooser.h"

namespace shardscope {

namespace {

// The ranks of another stage that hold what `replicas` (ranks of the stage from `base`) hold, when
// the parameter is laid out alike there (a parameter the stages share), whose files hold it
// (`held`) and which saved it (`saved`): MindFormers' balanced save (remove_redundancy) keeps
// each slice on one of the ranks holding it, of any stage, and its loader reads it from there.
// Nothing else is read across stages: a stage's copy that no rank of the stage holds is lost.
std::vector<int> heldInAnotherStage(const std::vector<int>& replicas, int base,
                                    const ParamLayout& used,
                                    std::span<const ParamLayout* const> layouts, int devices,
                                    const std::vector<int>& held, const std::vector<int>& saved) {
    for (const ParamLayout* other : layouts) {
        if (other->stage == used.stage || !used.sameCutAs(*other)) {
            continue;
        }
        std::vector<int> moved;
        moved.reserve(replicas.size());
        for (int rank : replicas) {
            moved.push_back(rank - base + other->stage * devices);
        }
        std::vector<int> heldThere;
        std::set_intersection(moved.begin(), moved.end(), held.begin(), held.end(),
                              std::back_inserter(heldThere));
        std::vector<int> holding;
        std::set_intersection(heldThere.begin(), heldThere.end(), saved.begin(), saved.end(),
                              std::back_inserter(holding));
        if (!holding.empty()) {
            return holding;
        }
    }
    return {};
}

// "destination rank 9 is outside the 8 destination ranks (2 stages of 4 devices)": the stages
// choose the wording, the devices its plural form.
Error rankOutside(int dstRank, int64_t dstRanks, int stages, int devices) {
    static constexpr ErrorPlural kOneStage(
        "destination rank {rank} is outside the {ranks} destination ranks ({stages} stage of "
        "{devices} device)",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "destination rank {rank} is outside the {ranks} destination ranks "
                            "({stages} stage of {devices} devices)"),
        "devices");
    static constexpr ErrorPlural kStages(
        "destination rank {rank} is outside the {ranks} destination ranks ({stages} stages of "
        "{devices} device)",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "destination rank {rank} is outside the {ranks} destination ranks "
                            "({stages} stages of {devices} devices)"),
        "devices");
    return makeError(ErrorCode::InvalidArgument, stages == 1 ? kOneStage : kStages,
                     {{"rank", std::to_string(dstRank)},
                      {"ranks", std::to_string(dstRanks)},
                      {"stages", std::to_string(stages)},
                      {"devices", std::to_string(devices)}});
}

// The stand-in for an absent strategy: one device holding the whole tensor.
ParamLayout unsplit(const std::string& name, size_t dims) {
    ParamLayout layout;
    layout.name = name;
    layout.devMatrices = {{1}};
    layout.tensorMap.assign(dims, {-1});
    return layout;
}

Result<std::vector<int64_t>> fullShapeOf(const std::string& name, const FullShapes& shapes,
                                         const ParamLayout* a, const ParamLayout* b) {
    if (const auto it = shapes.find(name); it != shapes.end()) {
        return it->second;
    }
    for (const ParamLayout* layout : {a, b}) {
        // An empty tensor_shape is only a shape for a scalar; elsewhere it means "not recorded".
        if (layout != nullptr && (!layout->tensorShape.empty() || layout->tensorMap.empty())) {
            return layout->tensorShape;
        }
    }
    Error e = makeError(
        ErrorCode::InvalidArgument,
        QT_TRANSLATE_NOOP("ErrorMessage",
                          "no full shape is known (protobuf strategies record none; a rank's "
                          "local shape gives it through TensorLayout::fullShapeFromLocal)"),
        {});
    return e.forParam(name);
}

// The source layout for a name: the destination's stage if listed there, else the lowest.
const ParamLayout* pickSource(std::span<const ParamLayout* const> candidates, int stage) {
    const ParamLayout* best = nullptr;
    for (const ParamLayout* layout : candidates) {
        if (layout->stage == stage) {
            return layout;
        }
        if (best == nullptr || layout->stage < best->stage) {
            best = layout;
        }
    }
    return best;
}

// What the source slices of a parameter depend on, its name and stage aside: both layouts'
// device matrix, tensor map and optimizer shard, and the full shape.
void appendCut(std::string& key, const TensorLayout& t) {
    const auto put = [&key](int64_t v) { key.append(reinterpret_cast<const char*>(&v), sizeof v); };
    put(static_cast<int64_t>(t.devMatrix().size()));
    for (int64_t d : t.devMatrix()) {
        put(d);
    }
    put(static_cast<int64_t>(t.dims()));
    for (size_t i = 0; i < t.dims(); ++i) {
        put(t.fullShape()[i]);
        put(static_cast<int64_t>(t.splitAxes(i).size()));
        for (int a : t.splitAxes(i)) {
            put(a);
        }
    }
    put(t.optShardSize());
}

}  // namespace

TransformContext::TransformContext(const Strategy* src, const Strategy* dst,
                                   const FullShapes& fullShapes)
    : m_src(src), m_dst(dst), m_shapes(fullShapes) {
    if (src != nullptr) {
        Result<StageShape> r = stageShape(*src, "source");
        if (!r) {
            m_error = std::move(r).error();
            return;
        }
        m_srcShape = *r;
    }
    if (dst != nullptr) {
        Result<StageShape> r = stageShape(*dst, "destination");
        if (!r) {
            m_error = std::move(r).error();
            return;
        }
        m_dstShape = *r;
    }
    index();
}

TransformContext::TransformContext(const Strategy* src, const Strategy* dst,
                                   const FullShapes& fullShapes, const StageShape& srcShape,
                                   const StageShape& dstShape)
    : m_src(src), m_dst(dst), m_shapes(fullShapes) {
    if (src != nullptr) {
        m_srcShape = srcShape;
    }
    if (dst != nullptr) {
        m_dstShape = dstShape;
    }
    index();
}

void TransformContext::index() {
    if (m_dst != nullptr) {
        for (const ParamLayout& layout : m_dst->layouts) {
            m_dstByStage[layout.stage].push_back(&layout);
        }
    }
    if (m_src != nullptr) {
        // In flat arrays: 150,000 layouts at 16,384 cards, a node and a list per name took longer
        // to build and to free than the checks that read them.
        const std::vector<ParamLayout>& layouts = m_src->layouts;
        m_srcIndex.reserve(layouts.size());
        m_srcOrder.reserve(layouts.size());
        std::vector<size_t> nameOf;  // each layout's name's position in m_srcOrder
        nameOf.reserve(layouts.size());
        for (const ParamLayout& layout : layouts) {
            const auto [at, added] = m_srcIndex.tryEmplace(layout.name, m_srcOrder.size());
            if (added) {
                m_srcOrder.push_back(layout.name);
            }
            nameOf.push_back(*at);
        }
        m_srcFirst.assign(m_srcOrder.size() + 1, 0);
        for (const size_t at : nameOf) {
            ++m_srcFirst[at + 1];
        }
        std::partial_sum(m_srcFirst.begin(), m_srcFirst.end(), m_srcFirst.begin());
        std::vector<size_t> next(m_srcFirst.begin(), m_srcFirst.end() - 1);
        m_srcLayouts.resize(layouts.size());
        for (size_t i = 0; i < layouts.size(); ++i) {
            m_srcLayouts[next[nameOf[i]]++] = &layouts[i];
        }
    }
}

int TransformContext::cutOf(const TensorLayout& src, const TensorLayout& dst) const {
    std::string key;
    appendCut(key, src);
    appendCut(key, dst);
    return m_cuts.emplace(std::move(key), static_cast<int>(m_cuts.size())).first->second;
}

std::shared_ptr<const TransformContext::Stage> TransformContext::stage(int dstStage) const {
    if (m_last && m_last->stage == dstStage) {
        return m_last;
    }
    auto made = std::make_shared<Stage>();
    made->stage = dstStage;
    // Pairs in source order (destination order without a source), each name once.
    std::unordered_map<std::string_view, const ParamLayout*> dstByName;
    std::vector<std::string_view> order;
    if (const auto it = m_dstByStage.find(dstStage); it != m_dstByStage.end()) {
        for (const ParamLayout* layout : it->second) {
            if (dstByName.emplace(layout->name, layout).second && m_src == nullptr) {
                order.push_back(layout->name);
            }
        }
    }
    if (m_src != nullptr) {
        if (m_dst == nullptr) {
            order = m_srcOrder;
        } else {
            std::vector<size_t> positions;
            for (const auto& [name, layout] : dstByName) {
                if (const size_t* at = m_srcIndex.find(name)) {
                    positions.push_back(*at);
                }
            }
            std::sort(positions.begin(), positions.end());
            for (size_t at : positions) {
                order.push_back(m_srcOrder[at]);
            }
        }
    }
    made->params.reserve(order.size());
    for (const std::string_view view : order) {
        const std::string name(view);
        Param p;
        const ParamLayout* dstLayout = m_dst ? dstByName.at(view) : nullptr;
        if (m_src != nullptr) {
            const size_t at = *m_srcIndex.find(view);  // order holds source names only
            p.named = std::span<const ParamLayout* const>(m_srcLayouts)
                          .subspan(m_srcFirst[at], m_srcFirst[at + 1] - m_srcFirst[at]);
            p.srcLayout = pickSource(p.named, dstStage);
        }
        Result<std::vector<int64_t>> shape = fullShapeOf(name, m_shapes, p.srcLayout, dstLayout);
        if (!shape) {
            p.error = std::move(shape).error();
            made->params.push_back(std::move(p));
            continue;
        }
        if (p.srcLayout == nullptr) {
            p.standIn = unsplit(name, shape->size());
        }
        const ParamLayout dstUsed = dstLayout ? *dstLayout : unsplit(name, shape->size());
        Result<TensorLayout> srcTl = TensorLayout::make(p.srcUsed(), *shape);
        if (!srcTl) {
            Error e = std::move(srcTl).error();
            p.error = m_src ? e.inFile(m_src->source) : e;
            made->params.push_back(std::move(p));
            continue;
        }
        Result<TensorLayout> dstTl = TensorLayout::make(dstUsed, *shape);
        if (!dstTl) {
            Error e = std::move(dstTl).error();
            p.error = m_dst ? e.inFile(m_dst->source) : e;
            made->params.push_back(std::move(p));
            continue;
        }
        p.srcTl = std::move(*srcTl);
        p.dstTl = std::move(*dstTl);
        p.cut = cutOf(*p.srcTl, *p.dstTl);
        made->params.push_back(std::move(p));
    }
    std::set<int> cuts;
    for (size_t i = 0; i < made->params.size(); ++i) {
        const Param& p = made->params[i];
        made->failed = made->failed || p.error.has_value();
        if (p.cut >= 0 && cuts.insert(p.cut).second) {
            made->cutFirst.push_back(i);
        }
    }
    m_last = std::move(made);
    return m_last;
}

Result<std::shared_ptr<const std::vector<SourceSlice>>> TransformContext::slices(const Param& p,
                                                                                 int local) const {
    const std::pair<int, int> key{p.cut, local};
    if (const auto it = m_slices.find(key); it != m_slices.end()) {
        return it->second;
    }
    Result<std::vector<SourceSlice>> made = overlappingSourceSlices(*p.srcTl, *p.dstTl, local);
    if (!made) {
        return std::move(made).error();  // names the parameter: never shared
    }
    auto shared = std::make_shared<const std::vector<SourceSlice>>(std::move(*made));
    m_slices.emplace(key, shared);
    return shared;
}

int TransformContext::copyRank(int dstRank) const {
    if (m_src == nullptr) {
        return 0;
    }
    const int dstStage = dstRank / m_dstShape.devices;
    const int srcStage = dstStage < m_srcShape.stages ? dstStage : 0;
    return srcStage * m_srcShape.devices + dstRank % m_dstShape.devices % m_srcShape.devices;
}

std::vector<int64_t> TransformContext::sliceKey(int dstRank) const {
    if (m_error || dstRank < 0 ||
        int64_t{dstRank} >= int64_t{m_dstShape.devices} * m_dstShape.stages) {
        return {};
    }
    const int dstStage = dstRank / m_dstShape.devices;
    const int local = dstRank % m_dstShape.devices;
    const std::shared_ptr<const Stage> st = stage(dstStage);
    if (st->failed) {
        return {};
    }
    std::vector<int64_t> key{dstStage};
    for (const size_t at : st->cutFirst) {
        const Box box = st->params[at].dstTl->storedSlice(local);
        key.insert(key.end(), box.begin.begin(), box.begin.end());
        key.insert(key.end(), box.end.begin(), box.end.end());
    }
    return key;
}

// A run saved with remove_redundancy, or with files lost: each slice's replicas are those that
// hold the parameter (its own copy of the list then; a list every replica holds stays shared).
void TransformContext::keepHeld(ParamSources& ps, const Param& p, const HolderMap& holders,
                                int base) const {
    const std::string& name = p.srcTl->name();
    const auto held = holders.find(name);
    if (held == holders.end()) {
        return;
    }
    const auto allHeld = [&](const SourceSlice& slice) {
        return std::includes(held->second.begin(), held->second.end(), slice.replicas.begin(),
                             slice.replicas.end());
    };
    if (std::all_of(ps.slices.begin(), ps.slices.end(), allHeld)) {
        return;
    }
    auto own = std::make_shared<std::vector<SourceSlice>>(ps.slices.begin(), ps.slices.end());
    for (SourceSlice& slice : *own) {
        if (allHeld(slice)) {
            continue;
        }
        std::vector<int> holding;
        std::set_intersection(slice.replicas.begin(), slice.replicas.end(), held->second.begin(),
                              held->second.end(), std::back_inserter(holding));
        if (holding.empty() && m_src != nullptr && p.srcLayout != nullptr) {
            if (const auto saved = m_src->savedBy.find(name); saved != m_src->savedBy.end()) {
                holding = heldInAnotherStage(slice.replicas, base, p.srcUsed(), p.named,
                                             m_srcShape.devices, held->second, saved->second);
            }
        }
        if (!holding.empty()) {
            slice.replicas = std::move(holding);
        }
    }
    ps.slices = SliceList(std::move(own));
}

// One replica per slice over all the rank's parameters (chooseReplicas()), each shared list's
// slices counted once for every parameter that holds it.
void TransformContext::chooseFor(TransformSources& out, const std::set<int>& preferred) const {
    std::unordered_map<const void*, size_t> lists;
    std::vector<size_t> uses;
    std::vector<size_t> listOf;
    listOf.reserve(out.params.size());
    for (const ParamSources& param : out.params) {
        const auto [at, added] = lists.emplace(param.slices.identity(), uses.size());
        if (added) {
            uses.push_back(0);
        }
        listOf.push_back(at->second);
        ++uses[at->second];
    }
    std::vector<const std::vector<int>*> candidates;
    std::vector<size_t> weights;
    std::vector<size_t> first(uses.size(), SIZE_MAX);  // each list's first candidate
    for (size_t i = 0; i < out.params.size(); ++i) {
        size_t& at = first[listOf[i]];
        if (at != SIZE_MAX) {
            continue;
        }
        at = candidates.size();
        for (const SourceSlice& slice : out.params[i].slices) {
            candidates.push_back(&slice.replicas);
            weights.push_back(uses[listOf[i]]);
        }
    }
    const std::vector<int> chosen = chooseReplicas(
        candidates, weights, preferred.empty() ? std::set<int>{out.copyRank} : preferred);
    for (size_t i = 0; i < out.params.size(); ++i) {
        const auto from = chosen.begin() + static_cast<std::ptrdiff_t>(first[listOf[i]]);
        out.params[i].chosen.assign(
            from, from + static_cast<std::ptrdiff_t>(out.params[i].slices.size()));
    }
    out.ranks = chosen;
    std::sort(out.ranks.begin(), out.ranks.end());
    out.ranks.erase(std::unique(out.ranks.begin(), out.ranks.end()), out.ranks.end());
}

Result<TransformSources> TransformContext::sources(int dstRank, const std::set<int>& preferred,
                                                   const HolderMap* holders) const {
    if (m_error) {
        return *m_error;
    }
    const int64_t dstRanks = int64_t{m_dstShape.devices} * m_dstShape.stages;
    if (dstRank < 0 || dstRank >= dstRanks) {
        return rankOutside(dstRank, dstRanks, m_dstShape.stages, m_dstShape.devices);
    }
    TransformSources out;
    out.dstRank = dstRank;
    out.dstStage = dstRank / m_dstShape.devices;
    out.dstLocalRank = dstRank % m_dstShape.devices;
    out.srcStageDevices = m_srcShape.devices;
    out.dstStageDevices = m_dstShape.devices;
    out.copyRank = copyRank(dstRank);
    const std::shared_ptr<const Stage> st = stage(out.dstStage);
    out.layouts = st;
    out.params.reserve(st->params.size());
    // Each cut's slices with the global ranks of a source stage, made once for the answer.
    std::map<std::pair<const void*, int>, SliceList> global;
    for (const Param& p : st->params) {
        if (p.error) {
            return *p.error;
        }
        auto shared = slices(p, out.dstLocalRank);
        if (!shared) {
            return std::move(shared).error();
        }
        const ParamLayout& srcUsed = p.srcUsed();
        const int base = srcUsed.stage * m_srcShape.devices;  // section 4: stage base + local
        SliceList& list = global[{shared->get(), base}];
        if (list.identity() == nullptr) {
            auto made = std::make_shared<std::vector<SourceSlice>>(**shared);
            for (SourceSlice& slice : *made) {
                for (int& rank : slice.replicas) {
                    rank += base;
                }
            }
            list = SliceList(std::move(made));
        }
        out.params.push_back(ParamSources{&*p.srcTl, &*p.dstTl, list, {}});
        if (holders != nullptr) {
            keepHeld(out.params.back(), p, *holders, base);
        }
    }
    chooseFor(out, preferred);
    return out;
}

}  // namespace shardscope
