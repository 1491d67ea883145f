#include "transformsources.h"

#include <algorithm>
#include <cstddef>
#include <iterator>

#include "../formats/shapetext.h"
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
                                    const std::vector<const ParamLayout*>& layouts, int devices,
                                    const std::vector<int>& held, const std::vector<int>& saved) {
    for (const ParamLayout* other : layouts) {
        if (other->stage == used.stage || !used.sameCutAs(*other)) {
            continue;
        }
        std::vector<int> moved;
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

}  // namespace

Result<StageShape> stageShape(const Strategy& s, const char* role) {
    if (s.layouts.empty()) {
        Error e = makeError(ErrorCode::InvalidArgument,
                            std::string("the ") + role + " strategy lists no parameter layouts");
        return e.inFile(s.source);
    }
    const ParamLayout* first = nullptr;
    int64_t devices = 0;
    for (const ParamLayout& layout : s.layouts) {
        int64_t n = 1;
        for (const int64_t d : layout.devMatrix()) {
            if (d <= 0 || n > kMaxRanks / d) {
                n = -1;  // too many to be real; and never overflow on the way
                break;
            }
            n *= d;
        }
        if (layout.devMatrix().empty() || n <= 0) {
            Error e =
                makeError(ErrorCode::BadStrategy, "dev_matrix " + shapeText(layout.devMatrix()) +
                                                      " does not describe a number of devices");
            return e.inFile(s.source).forParam(layout.name);
        }
        if (first == nullptr) {
            first = &layout;
            devices = n;
        } else if (n != devices) {
            // Section 4: one stage's layouts share prod(dev_matrix); the rank math relies on it.
            Error e = makeError(ErrorCode::BadStrategy,
                                "parameters '" + first->name + "' (dev_matrix " +
                                    shapeText(first->devMatrix()) + ") and '" + layout.name +
                                    "' (dev_matrix " + shapeText(layout.devMatrix()) +
                                    ") disagree on the number of devices per stage");
            return e.inFile(s.source);
        }
    }
    const std::vector<int> stages = s.stages();
    for (size_t i = 0; i < stages.size(); ++i) {
        if (stages[i] != static_cast<int>(i)) {
            Error e = makeError(ErrorCode::BadStrategy, std::string(kMissingStagesMessage));
            return e.inFile(s.source);
        }
    }
    if (devices * static_cast<int64_t>(stages.size()) > kMaxRanks) {
        Error e = makeError(ErrorCode::BadStrategy,
                            "the strategy describes " + std::to_string(devices) + " devices x " +
                                std::to_string(stages.size()) + " stages, more than " +
                                std::to_string(kMaxRanks) + " ranks");
        return e.inFile(s.source);
    }
    return StageShape{static_cast<int>(devices), static_cast<int>(stages.size())};
}

namespace {

// "1 stage", "2 stages".
std::string counted(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
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
    Error e = makeError(ErrorCode::InvalidArgument,
                        "no full shape is known (protobuf strategies record none; a rank's "
                        "local shape gives it through TensorLayout::fullShapeFromLocal)");
    return e.forParam(name);
}

// The source layout for a name: the destination's stage if listed there, else the lowest.
const ParamLayout* pickSource(const std::vector<const ParamLayout*>& candidates, int stage) {
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

}  // namespace

Result<TransformSources> transformSources(const Strategy* src, const Strategy* dst,
                                          const FullShapes& fullShapes, int dstRank,
                                          const std::set<int>& preferred,
                                          const HolderMap* holders) {
    StageShape srcShape;
    StageShape dstShape;
    if (src != nullptr) {
        Result<StageShape> r = stageShape(*src, "source");
        if (!r) {
            return std::move(r).error();
        }
        srcShape = *r;
    }
    if (dst != nullptr) {
        Result<StageShape> r = stageShape(*dst, "destination");
        if (!r) {
            return std::move(r).error();
        }
        dstShape = *r;
    }
    const int64_t dstRanks = int64_t{dstShape.devices} * dstShape.stages;
    if (dstRank < 0 || dstRank >= dstRanks) {
        return makeError(ErrorCode::InvalidArgument,
                         "destination rank " + std::to_string(dstRank) + " is outside the " +
                             std::to_string(dstRanks) + " destination ranks (" +
                             counted(dstShape.stages, "stage", "stages") + " of " +
                             counted(dstShape.devices, "device", "devices") + ")");
    }
    TransformSources out;
    out.dstRank = dstRank;
    out.dstStage = dstRank / dstShape.devices;
    out.dstLocalRank = dstRank % dstShape.devices;
    out.srcStageDevices = srcShape.devices;
    out.dstStageDevices = dstShape.devices;
    if (src != nullptr) {
        const int srcStage = out.dstStage < srcShape.stages ? out.dstStage : 0;
        out.copyRank = srcStage * srcShape.devices + out.dstLocalRank % srcShape.devices;
    }

    // Pairs in source order (destination order without a source), each name once.
    std::map<std::string, std::vector<const ParamLayout*>> srcByName;
    std::map<std::string, const ParamLayout*> dstByName;
    std::vector<std::string> order;
    if (dst != nullptr) {
        for (const ParamLayout& layout : dst->layouts) {
            if (layout.stage == out.dstStage && dstByName.emplace(layout.name, &layout).second &&
                src == nullptr) {
                order.push_back(layout.name);
            }
        }
    }
    if (src != nullptr) {
        for (const ParamLayout& layout : src->layouts) {
            std::vector<const ParamLayout*>& seen = srcByName[layout.name];
            if (seen.empty() && (dst == nullptr || dstByName.count(layout.name) > 0)) {
                order.push_back(layout.name);
            }
            seen.push_back(&layout);
        }
    }

    std::vector<std::vector<int>> candidates;
    for (const std::string& name : order) {
        const ParamLayout* srcLayout = src ? pickSource(srcByName[name], out.dstStage) : nullptr;
        const ParamLayout* dstLayout = dst ? dstByName[name] : nullptr;
        Result<std::vector<int64_t>> shape = fullShapeOf(name, fullShapes, srcLayout, dstLayout);
        if (!shape) {
            return std::move(shape).error();
        }
        const ParamLayout srcUsed = srcLayout ? *srcLayout : unsplit(name, shape->size());
        const ParamLayout dstUsed = dstLayout ? *dstLayout : unsplit(name, shape->size());
        Result<TensorLayout> srcTl = TensorLayout::make(srcUsed, *shape);
        if (!srcTl) {
            Error e = std::move(srcTl).error();
            return src ? e.inFile(src->source) : e;
        }
        Result<TensorLayout> dstTl = TensorLayout::make(dstUsed, *shape);
        if (!dstTl) {
            Error e = std::move(dstTl).error();
            return dst ? e.inFile(dst->source) : e;
        }
        Result<std::vector<SourceSlice>> slices =
            overlappingSourceSlices(*srcTl, *dstTl, out.dstLocalRank);
        if (!slices) {
            return std::move(slices).error();
        }
        const int base =
            srcUsed.stage * srcShape.devices;  // section 4: global = stage base + local
        const auto held = holders != nullptr ? holders->find(name) : HolderMap::const_iterator{};
        for (SourceSlice& slice : *slices) {
            for (int& rank : slice.replicas) {
                rank += base;
            }
            if (holders != nullptr && held != holders->end()) {
                std::vector<int> holding;
                std::set_intersection(slice.replicas.begin(), slice.replicas.end(),
                                      held->second.begin(), held->second.end(),
                                      std::back_inserter(holding));
                if (holding.empty() && src != nullptr && srcLayout != nullptr) {
                    if (const auto saved = src->savedBy.find(name); saved != src->savedBy.end()) {
                        holding = heldInAnotherStage(slice.replicas, base, srcUsed, srcByName[name],
                                                     srcShape.devices, held->second, saved->second);
                    }
                }
                if (!holding.empty()) {
                    slice.replicas = std::move(holding);
                }
            }
            candidates.push_back(slice.replicas);
        }
        out.params.push_back(ParamSources{
            std::move(srcTl).value(), std::move(dstTl).value(), std::move(slices).value(), {}});
    }

    const std::vector<int> chosen =
        chooseReplicas(candidates, preferred.empty() ? std::set<int>{out.copyRank} : preferred);
    size_t next = 0;
    for (ParamSources& param : out.params) {
        param.chosen.assign(
            chosen.begin() + static_cast<std::ptrdiff_t>(next),
            chosen.begin() + static_cast<std::ptrdiff_t>(next + param.slices.size()));
        next += param.slices.size();
    }
    out.ranks = chosen;
    std::sort(out.ranks.begin(), out.ranks.end());
    out.ranks.erase(std::unique(out.ranks.begin(), out.ranks.end()), out.ranks.end());
    return out;
}

}  // namespace shardscope
