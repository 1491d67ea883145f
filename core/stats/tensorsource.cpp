#include "tensorsource.h"

#include <map>

#include "../formats/shapetext.h"
#include "../util/translatenoop.h"

namespace shardscope {

uint64_t TensorSource::elementCount() const {
    uint64_t n = 0;
    for (const TensorPiece& p : pieces) {
        n += p.entry ? p.entry->elementCount() : 0;
    }
    return n;
}

TensorSource singleSource(std::shared_ptr<const CheckpointFile> file, const TensorEntry& entry,
                          int rank) {
    TensorSource s;
    s.name = entry.name;
    s.dtype = entry.dtype;
    s.dtypeName = entry.dtypeName;
    s.shape = entry.shape;
    s.rank = rank;
    s.pieces.push_back({std::move(file), &entry, wholeBox(entry.shape), rank});
    return s;
}

Result<TensorSource> rankSource(const RunDocument& run, const ParamInfo& param, int rank) {
    if (rank < 0 || rank >= run.rankCount() || !run.files[static_cast<size_t>(rank)]) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "rank {rank} has no file"),
                         {{"rank", std::to_string(rank)}})
            .forParam(param.name)
            .onRank(rank);
    }
    const auto& file = run.files[static_cast<size_t>(rank)];
    const TensorEntry* entry = file->index().find(param.name);
    if (entry == nullptr) {
        return makeError(
                   ErrorCode::NotFound,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the rank's file does not hold the parameter"),
                   {})
            .forParam(param.name)
            .onRank(rank)
            .inFile(file->path());
    }
    return singleSource(file, *entry, rank);
}

Result<TensorSource> mergedSource(const RunDocument& run, const ParamInfo& param) {
    if (param.ranks.empty()) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no rank file holds the parameter"), {})
            .forParam(param.name);
    }
    if (!param.layout) {
        auto s = rankSource(run, param, param.ranks.front());
        if (s) {
            s->rank = -1;
        }
        return s;
    }
    const TensorLayout& layout = *param.layout;
    const int first = param.stage * run.stages.devices;
    std::map<Box, TensorPiece> slices;
    for (int local = 0; local < layout.deviceCount(); ++local) {
        Box box = layout.storedSlice(local);
        auto it = slices.find(box);
        if (it != slices.end() && it->second.entry != nullptr) {
            continue;
        }
        TensorPiece& piece = slices[box];
        piece.box = box;
        const int g = first + local;
        const auto& file = g < run.rankCount() ? run.files[static_cast<size_t>(g)] : nullptr;
        const TensorEntry* entry = file ? file->index().find(param.name) : nullptr;
        if (entry != nullptr && entry->shape == box.extent()) {
            piece = {file, entry, std::move(box), g};
        }
    }
    TensorSource s;
    s.name = param.name;
    s.shape = layout.fullShape();
    for (auto& [box, piece] : slices) {
        if (piece.entry == nullptr) {
            return makeError(
                       ErrorCode::NotFound,
                       QT_TRANSLATE_NOOP("ErrorMessage",
                                         "slice {slice} of shape {shape} is on no readable rank"),
                       {{"slice", boxText(box)}, {"shape", shapeText(s.shape)}})
                .forParam(param.name);
        }
        s.pieces.push_back(std::move(piece));
    }
    s.dtype = s.pieces.front().entry->dtype;
    s.dtypeName = s.pieces.front().entry->dtypeName;
    return s;
}

}  // namespace shardscope
