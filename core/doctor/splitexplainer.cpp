#include "splitexplainer.h"

#include <algorithm>

#include "../formats/shapetext.h"
#include "doctormessages.h"
#include "doctorpieces.h"
#include "pythontext.h"

namespace shardscope {

namespace {

int64_t partsOf(const TensorLayout* layout, size_t dim) {
    if (layout == nullptr) {
        return 1;
    }
    return layout->splitCount(dim) * (dim == 0 ? layout->optShardSize() : 1);
}

// Every differing dimension, cut by cut.
IssueArg cutsOf(std::string name, const TensorLayout& layout, int localRank, int globalRank,
                const std::vector<size_t>& dims) {
    std::vector<IssueArg> cuts;
    cuts.reserve(dims.size());
    for (const size_t d : dims) {
        cuts.push_back(SplitExplainer::cutArg(layout, localRank, globalRank, d));
    }
    return cutsArg(std::move(name), std::move(cuts));
}

std::string joined(const std::vector<int>& values) {
    std::string out;
    for (size_t i = 0; i < values.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::to_string(values[i]);
    }
    return out;
}

}  // namespace

IssueArg SplitExplainer::cutArg(const TensorLayout& layout, int localRank, int globalRank,
                                size_t dim) {
    const int64_t s = layout.splitCount(dim);
    const int64_t k = dim == 0 ? layout.optShardSize() : 1;
    const Box slice = layout.storedSlice(localRank);
    const bool cut = s > 1 || k > 1;
    return shardscope::cutArg(
        {std::to_string(dim), std::to_string(layout.fullShape()[dim]), std::to_string(s),
         s > 1 ? joined(layout.splitAxes(dim)) : std::string(),
         s > 1 ? shapeText(layout.devMatrix()) : std::string(), std::to_string(k),
         std::to_string(globalRank),
         s > 1 ? std::to_string(layout.partIndex(localRank, dim)) : std::string(),
         k > 1 ? std::to_string(layout.optShardIndex(localRank)) : std::string(),
         cut ? std::to_string(slice.begin[dim]) : std::string(),
         cut ? std::to_string(slice.end[dim]) : std::string()});
}

FullShapePair SplitExplainer::fullShapes(const ParamOutcome& o) const {
    FullShapePair f;
    const TensorLayout* cl = m_ckpt.layout(o.ckptName);
    if (cl != nullptr) {
        f.ckpt = cl->fullShape();
    } else if (o.ckptKind == TensorKind::Tensor &&
               ((m_ckpt.strategy && m_ckpt.stagesOf(o.ckptName).empty()) ||
                (!m_ckpt.strategy && m_ckpt.runRanks == 1))) {
        f.ckpt = o.ckptShape;  // outside the strategy, or a run of one rank: stored whole
    }
    if (const TensorLayout* nl = m_net.layout(o.name)) {
        f.net = nl->fullShape();
    } else if (m_net.source != NetSource::Strategy) {
        f.net = o.netShape;
    }
    return f;
}

std::optional<Diagnosis> SplitExplainer::explain(const ParamOutcome& o) const {
    const TensorLayout* cl = m_ckpt.layout(o.ckptName);
    const TensorLayout* nl = m_net.layout(o.name);
    const std::vector<int64_t>& c = o.ckptShape;
    const std::vector<int64_t>& n = o.netShape;
    if (o.ckptKind != TensorKind::Tensor || c.size() != n.size()) {
        return std::nullopt;
    }
    const FullShapePair full = fullShapes(o);
    const bool sameTensor = cl != nullptr && full.known() && full.ckpt == full.net;
    const bool fullIntoSplit = cl == nullptr && nl != nullptr && c == nl->fullShape();
    if (!sameTensor && !fullIntoSplit) {
        return std::nullopt;
    }
    std::vector<size_t> dims;
    for (size_t i = 0; i < c.size(); ++i) {
        if (c[i] != n[i]) {
            dims.push_back(i);
        }
    }
    if (dims.empty()) {
        return std::nullopt;
    }
    Diagnosis d;
    const size_t dim = dims.front();
    d.dim = static_cast<int>(dim);
    d.ckptValue = c[dim];
    d.netValue = n[dim];
    const int64_t hi = std::max(c[dim], n[dim]);
    const int64_t lo = std::min(c[dim], n[dim]);
    d.factor = lo > 0 && hi % lo == 0 ? hi / lo : 0;
    d.ckptParts = partsOf(cl, dim);
    d.netParts = partsOf(nl, dim);
    const int netLocal = m_net.rank < 0 ? 0 : m_net.rank % m_net.stages.devices;
    const bool ckptCuts = cl != nullptr && (d.ckptParts > 1 || nl == nullptr);
    const TensorLayout& main = ckptCuts ? *cl : *nl;
    const int local = ckptCuts ? m_ckpt.localRank() : netLocal;
    d.rank = ckptCuts ? m_ckpt.rank : m_net.rank;
    d.axes = main.splitAxes(dim);
    d.devMatrix = main.devMatrix();
    d.part = main.partIndex(local, dim);
    d.optShard = main.optShardSize();
    d.optIndex = main.optSharded() ? main.optShardIndex(local) : -1;
    d.stage = cl != nullptr ? m_ckpt.stage() : -1;
    if (cl != nullptr && nl == nullptr) {
        sayDiagnosis(d,
                     say(IssueCode::SliceOfRank, {std::to_string(m_ckpt.rank), pyTuple(full.net)},
                         {cutsOf("cuts", *cl, m_ckpt.localRank(), m_ckpt.rank, dims)}));
    } else if (cl == nullptr) {
        sayDiagnosis(d, say(IssueCode::FullIntoSplit, {pyTuple(c)},
                            {cutsOf("cuts", *nl, netLocal, m_net.rank, dims)}));
    } else {
        sayDiagnosis(d, say(IssueCode::CutDifferently, {pyTuple(full.net)},
                            {cutsOf("ckpt_cuts", *cl, m_ckpt.localRank(), m_ckpt.rank, dims),
                             cutsOf("net_cuts", *nl, netLocal, m_net.rank, dims)}));
    }
    return d;
}

}  // namespace shardscope
