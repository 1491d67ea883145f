#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

// MindSpore cuts tensors above 512 MiB into consecutive same-tag records.
inline constexpr uint64_t kMindSporeChunkBytes = 536870912;

// The bytes that precede a record's tensor_content: the Checkpoint.value tag and length, the
// parameter name, the TensorProto header with unpacked dims, and the content's tag and length.
std::string encodeRecordHeader(std::string_view name, std::string_view dtypeName,
                               const std::vector<int64_t>& dims, uint64_t contentBytes);

// Content bytes of each record a tensor of `contentBytes` is written as.
std::vector<uint64_t> chunkSizes(uint64_t contentBytes, uint64_t chunkBytes);

// File bytes the records of one tensor take, framing included.
uint64_t tensorRecordsSize(std::string_view name, std::string_view dtypeName,
                           const std::vector<int64_t>& dims, uint64_t contentBytes,
                           uint64_t chunkBytes);

// "crc_num" followed by the CRC as a 10-byte big-endian integer.
std::string encodeCrcTrailer(uint32_t crc);

}  // namespace shardscope
