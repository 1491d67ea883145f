#include "sourceranks.h"

#include <algorithm>
#include <map>

#include "../formats/shapetext.h"
#include "../util/translatenoop.h"
#include "replicachooser.h"

namespace shardscope {

Result<std::vector<SourceSlice>> overlappingSourceSlices(const TensorLayout& src,
                                                         const TensorLayout& dst,
                                                         int dstLocalRank) {
    if (src.fullShape() != dst.fullShape()) {
        Error e = makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "the source layout's full shape {source} differs from "
                              "the destination's {destination}"),
            {{"source", shapeText(src.fullShape())}, {"destination", shapeText(dst.fullShape())}});
        return e.forParam(dst.name());
    }
    if (dstLocalRank < 0 || dstLocalRank >= dst.deviceCount()) {
        Error e = makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "destination local rank {rank} is outside the stage's "
                              "{ranks} ranks"),
            {{"rank", std::to_string(dstLocalRank)}, {"ranks", std::to_string(dst.deviceCount())}});
        return e.forParam(dst.name());
    }
    const Box target = dst.storedSlice(dstLocalRank);
    // A map keyed by box groups replicas and orders the slices, both deterministically.
    std::map<Box, SourceSlice> found;
    for (int rank = 0; rank < src.deviceCount(); ++rank) {
        Box stored = src.storedSlice(rank);
        std::optional<Box> overlap = intersect(stored, target);
        if (!overlap) {
            continue;
        }
        SourceSlice& slice = found[stored];
        if (slice.replicas.empty()) {
            slice.stored = std::move(stored);
            slice.overlap = std::move(*overlap);
        }
        slice.replicas.push_back(rank);  // ascending: ranks are visited in order
    }
    std::vector<SourceSlice> out;
    out.reserve(found.size());
    for (auto& entry : found) {
        out.push_back(std::move(entry.second));
    }
    return out;
}

Result<std::vector<int>> neededSourceRanks(const TensorLayout& src, const TensorLayout& dst,
                                           int dstLocalRank, const std::set<int>& preferred) {
    Result<std::vector<SourceSlice>> slices = overlappingSourceSlices(src, dst, dstLocalRank);
    if (!slices) {
        return std::move(slices).error();
    }
    std::vector<std::vector<int>> candidates;
    candidates.reserve(slices->size());
    for (const SourceSlice& slice : *slices) {
        candidates.push_back(slice.replicas);
    }
    std::vector<int> ranks = chooseReplicas(candidates, preferred);
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    return ranks;
}

}  // namespace shardscope
