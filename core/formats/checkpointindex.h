#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../util/notice.h"
#include "dtype.h"

namespace shardscope {

struct ByteRange {
    uint64_t offset = 0;
    uint64_t size = 0;
};

enum class TensorKind { Tensor, Scalar, String, Map };

// A MapTensorProto's sub-tensor (keys, values, status), dtype given as a numpy name.
struct MapPart {
    std::string dtypeName;
    std::vector<int64_t> dims;
    ByteRange content;
};

// One parameter of a checkpoint: where its bytes lie, never the bytes themselves.
struct TensorEntry {
    std::string name;
    std::string dtypeName;  // tensor_type as stored
    DType dtype = DType::Unknown;
    TensorKind kind = TensorKind::Tensor;
    std::vector<int64_t> dims;      // as stored ([0] for an old-style scalar)
    std::vector<int64_t> shape;     // logical shape: [] for scalars and strings
    std::vector<ByteRange> chunks;  // tensor_content of each consecutive same-tag record
    uint64_t bytes = 0;             // sum of the chunks
    uint64_t recordOffset = 0;      // first byte of the first record
    uint64_t recordBytes = 0;       // all records of this tensor, framing included
    std::vector<MapPart> mapParts;

    uint64_t elementCount() const;
};

enum class CrcState { None, Unverified, Ok, Mismatch };
const char* crcStateName(CrcState state);

enum class EncryptionMode { None, AesGcm, AesCbc, Sm4Cbc };
const char* encryptionModeName(EncryptionMode mode);

struct CheckpointIndex {
    std::string path;
    uint64_t fileSize = 0;
    uint64_t payloadSize = 0;  // protobuf bytes, without the CRC trailer
    CrcState crc = CrcState::None;
    uint32_t storedCrc = 0;
    uint32_t computedCrc = 0;  // valid when crc is Ok or Mismatch
    std::vector<TensorEntry> tensors;
    std::vector<Notice> notices;

    uint64_t tensorBytes() const;
    const TensorEntry* find(const std::string& name) const;
};

}  // namespace shardscope
