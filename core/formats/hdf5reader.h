#pragma once

#include <cstdint>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"

namespace shardscope {

// Indexes an HDF5 file as a checkpoint: every dataset is a tensor (the parameter name from its
// "name" attribute, else its path with dots; the MindSpore dtype from "mindspore_dtype", else
// from the HDF5 type), in the order of its "order" attribute. The datasets' bytes are located in
// the file (contiguous storage, or uncompressed chunks that are contiguous runs of the tensor, as
// `export --to X.h5` writes them) so that the memory map reads them like a .ckpt's. Compressed
// or otherwise filtered datasets cannot be mapped: the error says so and how to export again.
// Names and shapes go into `pool` (null: a pool of the file's own).
Result<CheckpointIndex> readHdf5Index(const std::string& path, uint64_t fileSize,
                                      InternPoolPtr pool = nullptr);

}  // namespace shardscope
