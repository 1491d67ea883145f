#pragma once

#include <memory>
#include <string>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../inspect/rundocument.h"
#include "../layout/box.h"

namespace shardscope {

// One stored piece of a tensor: a rank file's entry and where it sits in the tensor.
struct TensorPiece {
    std::shared_ptr<const CheckpointFile> file;
    const TensorEntry* entry = nullptr;  // inside file's index
    Box box;                             // in the coordinates of TensorSource::shape
    int rank = -1;                       // global rank, -1 when not from a run
};

// A tensor as the union of disjoint pieces that cover it exactly once: one rank's tensor is one
// piece, a parameter merged across ranks is the distinct stored slices of its layout, each read
// from one replica. Statistics do not depend on element order, so nothing is reassembled.
struct TensorSource {
    std::string name;
    DType dtype = DType::Unknown;
    std::string dtypeName;
    std::vector<int64_t> shape;
    std::vector<TensorPiece> pieces;
    int rank = -1;  // the rank shown; -1 for merged

    uint64_t elementCount() const;
};

// A single checkpoint's tensor (the file is kept alive by the source).
TensorSource singleSource(std::shared_ptr<const CheckpointFile> file, const TensorEntry& entry,
                          int rank = -1);
// The tensor as global rank `rank` stores it (its local shape).
Result<TensorSource> rankSource(const RunDocument& run, const ParamInfo& param, int rank);
// The full tensor, from the distinct stored slices. Without a layout every holder stores the
// whole tensor and the first one is read. Fails when a slice lives on no readable rank.
Result<TensorSource> mergedSource(const RunDocument& run, const ParamInfo& param);

}  // namespace shardscope
