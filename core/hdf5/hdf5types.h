#pragma once

// Internal to the HDF5 exporter (includes the HDF5 C API through hdf5handle.h).
#include <cstdint>
#include <vector>

#include "../formats/checkpointindex.h"
#include "hdf5handle.h"

namespace shardscope {

// How a tensor is stored in HDF5: the file type (also used as the memory type, so bytes pass
// unconverted), the dataset's dimensions and the size of one stored element.
struct StoredType {
    Hdf5Handle type;  // invalid when the dtype has no HDF5 form
    std::vector<hsize_t> dims;
    uint64_t elementSize = 0;
};

// Numbers as h5py reads them (float16, bool as its FALSE/TRUE enum, complex as {r, i});
// bfloat16 and float8 as their raw bits; int4 (qint4x2) as its int8 bytes; str as UTF-32 code
// units.
StoredType storedTypeFor(DType dtype, TensorKind kind, const std::vector<int64_t>& shape,
                         uint64_t bytes);

}  // namespace shardscope
