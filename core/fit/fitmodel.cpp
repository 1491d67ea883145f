#include "fitmodel.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "../formats/dtype.h"
#include "../inspect/rundocument.h"
#include "../layout/tensorlayout.h"
#include "../util/errorwording.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"
#include "placedentry.h"
#include "stepcommunication.h"

namespace shardscope {

namespace {

uint64_t product(const std::vector<int64_t>& shape) {
    uint64_t p = 1;
    for (const int64_t d : shape) {
        p *= static_cast<uint64_t>(d);
    }
    return p;
}

// Bytes of `elements` elements of the entry's dtype; nullopt when the dtype is unknown.
std::optional<uint64_t> bytesOf(const FitInput& in, const std::string& name, uint64_t elements,
                                EntryKind kind) {
    auto it = in.dtypes.find(name);
    if (it != in.dtypes.end()) {
        const DType dt = dtypeFromMsName(it->second);
        if (dt == DType::Unknown) {
            return std::nullopt;
        }
        return dtypeBytesFor(dt, elements);
    }
    if (in.precision) {
        const int per = kind == EntryKind::Parameter  ? in.precision->weightBytes
                        : kind == EntryKind::Gradient ? in.precision->gradientBytes
                                                      : in.precision->optimizerBytes;
        return elements * static_cast<uint64_t>(per);
    }
    return std::nullopt;
}

const std::vector<int64_t>* shapeOf(const FitInput& in, const ParamLayout& l) {
    auto it = in.shapes.find(l.name);
    if (it == in.shapes.end()) {
        it = in.shapes.find(std::string(entryBaseName(l.name)));
    }
    if (it != in.shapes.end()) {
        return &it->second;
    }
    return l.tensorShape.empty() ? nullptr : &l.tensorShape;
}

// Activation bytes of one transformer layer for one micro-batch, Korthikanti et al. 2022
// Table 2, generalised to SwiGLU MLPs, grouped-query attention and dropout-free networks
// (docs/fit.md derives each term).
double layerActivations(const NetworkDims& d, const Workload& w, int64_t t) {
    const double sbh = static_cast<double>(w.seq) * static_cast<double>(w.microBatch) *
                       static_cast<double>(d.hidden);
    const double tt = static_cast<double>(t);
    if (w.recompute == Recompute::Full) {
        return 2.0 * sbh / (w.sequenceParallel ? tt : 1.0);
    }
    const double h = static_cast<double>(d.hidden);
    // Not divided by tensor parallelism: two norm inputs (4), the attention and MLP inputs
    // (2 + 2), and with dropout the two output dropout masks (1 + 1).
    const double whole = 4.0 + 2.0 + 2.0 + (d.dropout ? 2.0 : 0.0);
    // Divided: Q (2), K and V (2 each, narrower with grouped-query attention), the output
    // projection's input (2), and the MLP's inner tensors: GELU input and output (2 x 2f/h),
    // SwiGLU gate, SiLU, up and product (4 x 2f/h).
    const double f = static_cast<double>(d.ffn) / h;
    const double split =
        2.0 + 4.0 * d.kvFraction + 2.0 + (d.mlp == MlpKind::SwiGlu ? 8.0 : 4.0) * f;
    // Attention scores: softmax output (2), with dropout its mask (1) and output (2), per head.
    const double scores = w.recompute == Recompute::Selective || w.flashAttention
                              ? 0.0
                              : (d.dropout ? 5.0 : 2.0) * static_cast<double>(d.heads) *
                                    static_cast<double>(w.seq) / h;
    if (w.sequenceParallel) {
        return sbh * (whole + split + scores) / tt;
    }
    return sbh * (whole + (split + scores) / tt);
}

}  // namespace

MemoryBytes& MemoryBytes::operator+=(const MemoryBytes& o) {
    parameters += o.parameters;
    gradients += o.gradients;
    optimizer += o.optimizer;
    activations += o.activations;
    return *this;
}

const char* groupKindName(GroupKind kind) {
    switch (kind) {
        case GroupKind::DataParallel:
            return "data_parallel";
        case GroupKind::ModelParallel:
            return "model_parallel";
        case GroupKind::Pipeline:
            return "pipeline";
    }
    return "data_parallel";
}

Strategy oneCardStrategy(const RunDocument& run) {
    Strategy s;
    for (const ParamInfo& p : run.params) {
        ParamLayout l;
        l.name = p.name;
        l.devMatrices = {{1}};
        for (size_t i = 0; i < p.globalShape.size(); ++i) {
            l.tensorMap.push_back({-1});
        }
        l.tensorShape = p.globalShape;
        s.layouts.push_back(std::move(l));
    }
    return s;
}

Result<FitInput> fitInputFromRun(const RunDocument& run, std::shared_ptr<const Strategy> target) {
    FitInput in;
    std::shared_ptr<const Strategy> oneCard;
    if (!run.strategy) {
        if (run.rankCount() > 1) {
            return makeError(
                ErrorCode::InvalidArgument,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "{path}: the run has {ranks} ranks and no strategy: memory "
                                  "per card needs its layouts (give --src-strategy)"),
                {{"path", run.path}, {"ranks", std::to_string(run.rankCount())}});
        }
        oneCard = std::make_shared<const Strategy>(oneCardStrategy(run));  // one unsplit file
    }
    const Strategy& source = run.strategy ? *run.strategy : *oneCard;
    if (target) {
        in.target = std::move(target);
    } else if (oneCard) {
        in.target = oneCard;
    } else {
        in.target = std::make_shared<const Strategy>(*run.strategy);
    }
    bool optimizer = false;
    std::set<std::string_view> laidOut;
    for (const ParamLayout& l : source.layouts) {
        laidOut.insert(l.name);
    }
    for (const ParamInfo& p : run.params) {
        if (!p.globalShape.empty() || p.localShape.empty()) {
            in.shapes[p.name] = p.globalShape;
        }
        if (!p.dtype.empty()) {
            in.dtypes[p.name] = p.dtype;
        }
        const EntryKind kind = entryKindOf(p.name);
        optimizer = optimizer || kind == EntryKind::Optimizer;
        const bool laid = laidOut.count(p.name) > 0;
        if (!laid) {
            in.unlaid.push_back({p.name, kind, p.bytesPerRank, p.ranks});
        }
    }
    in.optimizerSaved = optimizer;
    RecognisedNetwork net = recogniseNetwork(source, in.shapes);
    in.dims = net.dims;
    in.blockPrefix = net.blockPrefix;
    in.embedding = net.embedding;
    in.dimsWhy = net.why;
    in.dimsWhyCode = net.whyCode;
    return in;
}

FitInput fitInputFromPreset(const NetworkPreset& preset, const Split& split) {
    FitInput in;
    PresetLayout laid = presetLayout(preset, split);
    in.target = std::make_shared<const Strategy>(std::move(laid.strategy));
    in.shapes = std::move(laid.shapes);
    in.precision = preset.precision;
    in.dims = preset.dims;
    in.blockPrefix = preset.family == "llama" ? "model.layers." : "backbone.blocks.";
    in.embedding = preset.family == "llama" ? "model.tok_embeddings.embedding_weight"
                                            : "backbone.embedding.word_embedding.embedding_table";
    in.work.seq = preset.seq;
    return in;
}

namespace {

// Every layout of the target with its bytes, per stage; what cannot be counted is said.
PlacedStages placeLayouts(const FitInput& in, FitReport& r) {
    PlacedStages placed(static_cast<size_t>(r.stages));
    for (const ParamLayout& l : in.target->layouts) {
        const std::vector<int64_t>* full = shapeOf(in, l);
        if (full == nullptr) {
            r.issues.push_back(
                makeIssue(IssueCode::ShapeUnknown, Severity::Warning, {}, {}, -1, {l.name, "yes"}));
            continue;
        }
        auto tensor = TensorLayout::make(l, *full);
        if (!tensor) {
            // Said without the parameter the error names: "{error}: its bytes are not counted".
            r.issues.push_back(makeIssue(IssueCode::InvalidLayout, Severity::Warning, {}, {}, -1,
                                         {l.name, tensor.error().message, "yes"})
                                   .because(withoutLocation(tensor.error())));
            continue;
        }
        PlacedEntry p{&l, std::move(*tensor)};
        p.kind = entryKindOf(l.name);
        const uint64_t stored = product(p.tensor.localShape());
        p.modelElements = static_cast<uint64_t>(p.tensor.modelSlice(0).elementCount());
        auto bytes = bytesOf(in, l.name, stored, p.kind);
        if (!bytes) {
            auto it = in.dtypes.find(l.name);
            const std::string dt = it == in.dtypes.end() ? std::string("unknown") : it->second;
            r.issues.push_back(makeIssue(IssueCode::UnknownDtype, Severity::Warning, {}, {}, -1,
                                         {l.name, dt, {}, {}}));
            continue;
        }
        p.storedBytes = *bytes;
        p.weightBytes = stored > 0 ? *bytes / stored : 0;
        p.gradientBytes =
            in.precision ? static_cast<uint64_t>(in.precision->gradientBytes) : p.weightBytes;
        p.layer = layerOf(l.name, in.blockPrefix);
        placed[static_cast<size_t>(l.stage)].push_back(std::move(p));
    }
    return placed;
}

// Activations are known when the shapes and the workload say enough; otherwise why not.
void checkActivations(const FitInput& in, FitReport& r) {
    const NetworkDims& d = in.dims;
    std::optional<IssueCode> why;
    if (!in.dimsWhy.empty()) {
        why = in.dimsWhyCode;
    } else if (r.work.seq <= 0) {
        why = IssueCode::ActivationsNoSeq;
    } else if (d.heads <= 0 && r.work.recompute == Recompute::None && !r.work.flashAttention) {
        why = IssueCode::ActivationsNoHeads;
    }
    r.activationsKnown = !why;
    if (!r.activationsKnown) {
        r.activationsReason = makeIssue(*why, Severity::Warning, {}, {}, -1, {});
        // A reason of the network's own (in.dimsWhy) keeps its words.
        r.activationsWhy = in.dimsWhy.empty() ? r.activationsReason->text() : in.dimsWhy;
        Issue unknown = makeIssue(IssueCode::ActivationsUnknown, Severity::Warning, {}, {}, -1, {});
        unknown.args.push_back(issuePiece("reason", *r.activationsReason));
        r.issues.push_back(std::move(unknown));
    }
}

// The first stage that holds the embedding (its dropout mask is an activation there).
int embeddingStageOf(const FitInput& in) {
    int embeddingStage = 0;
    bool embeddingFound = false;
    for (const ParamLayout& l : in.target->layouts) {
        if (!in.embedding.empty() && l.name == in.embedding &&
            (!embeddingFound || l.stage < embeddingStage)) {
            embeddingStage = l.stage;
            embeddingFound = true;
        }
    }
    return embeddingStage;
}

// What one stage's ranks hold: bytes of each kind, its layers and model-parallel degree.
// Returns the layout of the stage's widest model-parallel split (null: none), and sets
// `outputSplit` to the output layer's vocabulary split on the last stage.
const TensorLayout* stageBytes(const FitInput& in, const std::vector<PlacedEntry>& placed,
                               const std::set<std::pair<int, std::string>>& accumulated,
                               StageFit& st, uint64_t& outputSplit, bool lastStage) {
    const TensorLayout* mp = nullptr;
    std::set<int64_t> layers;
    for (const PlacedEntry& p : placed) {
        switch (p.kind) {
            case EntryKind::Parameter:
                st.bytes.parameters += p.storedBytes;
                if (!accumulated.count({st.stage, p.layout->name})) {
                    st.bytes.gradients += p.modelElements * p.gradientBytes;
                }
                if (in.precision) {
                    st.bytes.optimizer += product(p.tensor.localShape()) *
                                          static_cast<uint64_t>(in.precision->optimizerBytes);
                }
                break;
            case EntryKind::Gradient:
                st.bytes.gradients += p.storedBytes;
                break;
            case EntryKind::Optimizer:
                st.bytes.optimizer += p.storedBytes;
                break;
        }
        if (p.kind != EntryKind::Parameter) {
            continue;
        }
        if (p.layer >= 0) {
            layers.insert(p.layer);
            if (p.tensor.dims() == 2) {
                const int64_t t = p.tensor.splitCount(0) * p.tensor.splitCount(1);
                if (t > st.tensorParallel) {
                    st.tensorParallel = t;
                    mp = &p.tensor;
                }
            }
        } else if (lastStage && p.tensor.dims() == 2 && p.tensor.fullShape()[0] == in.dims.vocab &&
                   in.dims.vocab > 0) {
            outputSplit =
                std::max<uint64_t>(outputSplit, static_cast<uint64_t>(p.tensor.splitCount(0)));
        }
    }
    st.layers = static_cast<int64_t>(layers.size());
    return mp;
}

// One stage's activations: its layers' for the micro-batches in flight, plus the embedding's
// dropout mask and, on the last stage, the output layer's and the loss's inputs.
uint64_t stageActivations(const FitReport& r, const StageFit& st, bool embeddingStage,
                          uint64_t outputSplit) {
    const NetworkDims& d = r.dims;
    const double sbh = static_cast<double>(r.work.seq) * static_cast<double>(r.work.microBatch) *
                       static_cast<double>(d.hidden);
    const int64_t t = st.tensorParallel;
    const double perLayer = layerActivations(d, r.work, t);
    double total = perLayer * static_cast<double>(st.layers) * static_cast<double>(st.inFlight);
    const double spDiv = r.work.sequenceParallel ? static_cast<double>(t) : 1.0;
    if (embeddingStage && d.dropout) {
        total += sbh / spDiv * static_cast<double>(st.inFlight);  // the embedding's mask
    }
    if (st.stage == r.stages - 1) {
        // The final norm's and output layer's inputs, and fp32 logits for the loss.
        total += 4.0 * sbh / spDiv +
                 4.0 * static_cast<double>(r.work.seq) * static_cast<double>(r.work.microBatch) *
                     static_cast<double>(d.vocab) / static_cast<double>(outputSplit);
    }
    return static_cast<uint64_t>(std::llround(total));
}

// Every rank: its stage's bytes and the unlaid entries its file holds; the peak and the fit.
void rankBytes(const FitInput& in, uint64_t deviceMemory, FitReport& r) {
    const int cards = r.cards();
    r.ranks.resize(static_cast<size_t>(cards));
    for (int rank = 0; rank < cards; ++rank) {
        RankFit& rf = r.ranks[static_cast<size_t>(rank)];
        rf.rank = rank;
        rf.stage = rank / r.devicesPerStage;
        rf.bytes = r.stageFits[static_cast<size_t>(rf.stage)].bytes;
    }
    for (const UnlaidEntry& e : in.unlaid) {
        auto add = [&](int rank) {
            if (rank < 0 || rank >= cards) {
                return;
            }
            MemoryBytes& b = r.ranks[static_cast<size_t>(rank)].bytes;
            (e.kind == EntryKind::Parameter  ? b.parameters
             : e.kind == EntryKind::Gradient ? b.gradients
                                             : b.optimizer) += e.bytes;
        };
        if (e.ranks.empty()) {
            for (int rank = 0; rank < cards; ++rank) {
                add(rank);
            }
        } else {
            for (const int rank : e.ranks) {
                add(rank);
            }
        }
    }
    r.fits = true;
    for (RankFit& rf : r.ranks) {
        rf.fits = rf.bytes.total() <= deviceMemory;
        r.fits = r.fits && rf.fits;
        if (rf.bytes.total() > r.peakBytes) {
            r.peakBytes = rf.bytes.total();
            r.peakRank = rf.rank;
        }
    }
}

}  // namespace

Result<FitReport> fitStep(const FitInput& in, uint64_t deviceMemory, const Links& links,
                          bool withGroups) {
    auto shape = stageShape(*in.target, "target");
    if (!shape) {
        return std::move(shape).error();
    }
    FitReport r;
    r.stages = shape->stages;
    r.devicesPerStage = shape->devices;
    r.deviceMemory = deviceMemory;
    r.dims = in.dims;
    r.work = in.work;
    const int P = r.stages;
    if (r.work.microBatches <= 0) {
        r.work.microBatches = P;
    }

    // Parameters that keep their gradients in accu_grads.* entries (per stage).
    std::set<std::pair<int, std::string>> accumulated;
    for (const ParamLayout& l : in.target->layouts) {
        if (entryKindOf(l.name) == EntryKind::Gradient) {
            accumulated.insert({l.stage, std::string(entryBaseName(l.name))});
        }
    }
    const PlacedStages placed = placeLayouts(in, r);
    if (!in.optimizerSaved && !in.precision) {
        r.issues.push_back(
            makeIssue(IssueCode::OptimizerNotSaved, Severity::Warning, {}, {}, -1, {}));
    }
    checkActivations(in, r);
    const int embeddingStage = embeddingStageOf(in);
    std::vector<const TensorLayout*> mpLayout(static_cast<size_t>(P), nullptr);
    r.stageFits.resize(static_cast<size_t>(P));
    for (int s = 0; s < P; ++s) {
        StageFit& st = r.stageFits[static_cast<size_t>(s)];
        st.stage = s;
        st.inFlight = std::min<int64_t>(P - s, r.work.microBatches);
        uint64_t outputSplit = 1;
        mpLayout[static_cast<size_t>(s)] = stageBytes(in, placed[static_cast<size_t>(s)],
                                                      accumulated, st, outputSplit, s == P - 1);
        if (r.activationsKnown) {
            st.activationsPerLayer = static_cast<uint64_t>(
                std::llround(layerActivations(r.dims, r.work, st.tensorParallel)));
            st.bytes.activations = stageActivations(r, st, s == embeddingStage, outputSplit);
        }
    }
    rankBytes(in, deviceMemory, r);
    StepCommunication(r, links, withGroups).count(placed, mpLayout);
    return r;
}

Issue fitHeadlineIssue(const FitReport& r) {
    const RankFit& peak = r.peak();
    const std::vector<IssueArg> at = {{"stage", std::to_string(peak.stage)},
                                      {"rank", std::to_string(peak.rank)}};
    IssueArg where =
        r.stages > 1
            ? pieceArg("where", QT_TRANSLATE_NOOP("ErrorPiece", "stage {stage} (rank {rank})"), at)
            : pieceArg("where", QT_TRANSLATE_NOOP("ErrorPiece", "rank {rank}"), at);
    Issue issue;
    issue.severity = Severity::Info;
    if (r.fits) {
        issue.code = IssueCode::FitFits;
        issue.args = {{"peak", humanBytes(r.peakBytes)},
                      {"memory", humanBytes(r.deviceMemory)},
                      std::move(where)};
    } else {
        issue.code = IssueCode::FitDoesNotFit;
        issue.args = {std::move(where),
                      {"needs", humanBytes(peak.bytes.total())},
                      {"memory", humanBytes(r.deviceMemory)}};
    }
    if (!r.activationsKnown && r.activationsReason) {
        IssueArg reason = issuePiece("reason", *r.activationsReason);
        reason.value = r.activationsWhy;  // the words said where it was found
        issue.args.push_back(std::move(reason));
    } else if (!r.activationsKnown) {
        issue.args.push_back({"reason", r.activationsWhy});
    }
    return issue;
}

std::string fitHeadline(const FitReport& r) {
    return fitHeadlineIssue(r).text();
}

}  // namespace shardscope
