#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../util/issue.h"
#include "../util/sparevector.h"
#include "byterange.h"
#include "checkpointformat.h"
#include "chunklist.h"
#include "dtype.h"
#include "internpool.h"
#include "nameindex.h"
#include "tensorentry.h"
#include "tensortable.h"

namespace shardscope {

enum class CrcState { None, Unverified, Ok, Mismatch };
const char* crcStateName(CrcState state);

enum class EncryptionMode { None, AesGcm, AesCbc, Sm4Cbc };
// "AES-GCM", "AES-CBC", "SM4-CBC" (MindSpore's enc_mode words), "none".
const char* encryptionModeName(EncryptionMode mode);
// MindSpore's enc_mode words, in any letter case; nullopt for anything else ("none" included).
std::optional<EncryptionMode> encryptionModeFromName(std::string_view name);

// How an encrypted .ckpt was stored: byte ranges in its index are offsets in the plain stream.
struct EncryptionInfo {
    EncryptionMode mode = EncryptionMode::None;
    bool legacy = false;  // MindSpore r1.x's layout (one magic for both AES modes, no GCM tag)
    size_t blocks = 0;
    // Every block was decrypted and checked (GCM tag, CBC padding) when the file was indexed;
    // otherwise only the record headers were decrypted, and each block is checked when its
    // tensor bytes are read.
    bool checked = false;
};

// One file of a checkpoint: a .ckpt or .safetensors is one part; a safetensors set has one per
// file, each mapped at `base` in the set's joined map (so ByteRanges stay plain offsets).
struct IndexPart {
    std::string path;
    uint64_t base = 0;
    uint64_t size = 0;
    bool hasCrc = false;  // safetensors: __metadata__ holds crc_num
    uint32_t storedCrc = 0;
    size_t firstTensor = 0;  // the part's tensors are tensors[firstTensor, +tensorCount)
    size_t tensorCount = 0;
};

struct CheckpointIndex {
    std::string path;
    CheckpointFormat format = CheckpointFormat::Ckpt;
    uint64_t fileSize = 0;
    uint64_t payloadSize = 0;  // protobuf bytes, without the CRC trailer (decrypted, if encrypted)
    EncryptionInfo encryption;
    CrcState crc = CrcState::None;
    uint32_t storedCrc = 0;
    uint32_t computedCrc = 0;  // valid when crc is Ok or Mismatch
    TensorTable tensors;       // shared with the files of its class (IndexTemplates)
    InternPoolPtr pool;        // what the entries' names and shapes point into
    std::vector<Issue> issues;
    std::vector<std::pair<std::string, std::string>> metadata;  // safetensors __metadata__
    std::vector<IndexPart> parts;                               // safetensors and HDF5 only

    uint64_t tensorBytes() const;
    const TensorEntry* find(const std::string& name) const;
};

}  // namespace shardscope
