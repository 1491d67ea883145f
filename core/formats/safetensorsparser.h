#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"
#include "checkpointparser.h"

namespace shardscope {

// The safetensors library's own bound on the JSON header.
inline constexpr uint64_t kSafetensorsMaxHeader = 100000000;

// Indexes one .safetensors image: validates the whole header (every entry's dtype, shape and
// data_offsets; sizes against dtype x shape; offsets tiling the data block with no gap, overlap
// or trailing byte) and lists the tensors in data order, with MindSpore dtype names. Tensor bytes
// are never read, except to verify a crc_num when `options.verifyCrc` asks for it.
Result<CheckpointIndex> parseSafetensors(std::span<const uint8_t> bytes, const std::string& path,
                                         const CheckpointParseOptions& options = {});

// MindSpore's crc_num over the tensors of one safetensors file (or of one part of a set, whose
// bytes start at `part.base` in `bytes`): each name's UTF-8 bytes, then its content, names sorted.
uint32_t safetensorsCrc(std::span<const uint8_t> bytes, const CheckpointIndex& index,
                        const IndexPart& part);

}  // namespace shardscope
