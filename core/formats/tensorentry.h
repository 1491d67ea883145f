#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../util/sparevector.h"
#include "byterange.h"
#include "chunklist.h"
#include "dtype.h"
#include "pooleddims.h"
#include "pooledtext.h"

namespace shardscope {

enum class TensorKind { Tensor, Scalar, String, Map };

// A MapTensorProto's sub-tensor (keys, values, status), dtype given as a numpy name.
struct MapPart {
    std::string dtypeName;
    std::vector<int64_t> dims;
    ByteRange content;
};

// One parameter of a checkpoint: where its bytes lie, never the bytes themselves. Flat: its
// texts and shapes live in the index's InternPool, its one content range inline, so a run's
// millions of entries cost about a hundred bytes each and no allocation of their own.
struct TensorEntry {
    PooledText name;
    PooledText dtypeName;       // tensor_type as stored
    PooledDims dims;            // as stored ([0] for an old-style scalar)
    PooledDims shape;           // logical shape: [] for scalars and strings
    ChunkList chunks;           // tensor_content of each consecutive same-tag record
    uint64_t bytes = 0;         // sum of the chunks
    uint64_t recordOffset = 0;  // first byte of the first record
    // From its first record's start to its last record's end, framing (and any other top-level
    // field between its records) included.
    uint64_t recordBytes = 0;
    SpareVector<MapPart> mapParts;
    DType dtype = DType::Unknown;
    TensorKind kind = TensorKind::Tensor;

    uint64_t elementCount() const;
};

}  // namespace shardscope
