#pragma once

// What the HDF5 module (shardscope_hdf5.so) does for the program that loads it
// (core/formats/hdf5module.h): the only code that calls libhdf5.

#include <cstdint>
#include <string>

#include "../formats/checkpointindex.h"
#include "../util/result.h"

namespace shardscope {

struct ExportSelection;
class ExportContext;
struct ExportResult;

namespace hdf5 {

// Indexes an HDF5 file as a checkpoint (formats/hdf5reader.h says how).
Result<CheckpointIndex> readIndex(const std::string& path, uint64_t fileSize, InternPoolPtr pool);

// Writes the selection as one HDF5 file (export/exportformats.h).
Status exportFile(const ExportSelection& selection, ExportContext& context, ExportResult& result);

}  // namespace hdf5
}  // namespace shardscope
