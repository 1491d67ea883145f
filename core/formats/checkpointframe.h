#pragma once

#include <cstdint>
#include <optional>
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

// A .ckpt's CRC trailer (MindSpore 2.3+ crc_check): "crc_num" followed by the CRC-32 of every
// byte before it as a 10-byte big-endian integer.
inline constexpr uint64_t kCkptCrcTrailerBytes = 17;
std::string encodeCrcTrailer(uint32_t crc);
// The value a file's last kCkptCrcTrailerBytes bytes record; nullopt when they are no crc_num
// trailer. A value past 2^64 - 1 reads as 2^64 - 1 (a CRC-32 above 2^32 - 1 is corrupt anyway).
std::optional<uint64_t> decodeCrcTrailer(const uint8_t* tail);

}  // namespace shardscope
