#include "hdf5reader.h"

#include "hdf5module.h"

namespace shardscope {

// The reading itself is in the HDF5 module (core/hdf5/hdf5indexreader.cpp).
Result<CheckpointIndex> readHdf5Index(const std::string& path, uint64_t fileSize,
                                      InternPoolPtr pool) {
    auto module = hdf5Module();
    if (!module) {
        return Error(module.error()).inFile(path);
    }
    return (*module)->readIndex(path, fileSize, std::move(pool));
}

}  // namespace shardscope
