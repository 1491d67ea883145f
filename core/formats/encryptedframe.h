#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"

namespace shardscope {

// MindSpore's encrypted checkpoint (mindspore/core/utils/crypto.cc, serialization.py): the plain
// stream cut into 64 MiB blocks, each written as
//   magic (int32 LE) | GCM tag (16, AES-GCM only) | length of the rest (int32 LE) |
//   IV length (int32 LE, 16) | IV (16) | ciphertext length (int32 LE) | ciphertext
// MindSpore r1.x wrote one magic (0x7F3A5ED8) for both AES modes and no tag ("legacy" here).
inline constexpr uint32_t kAesGcmMagic = 0x7F3A5ED8;
inline constexpr uint32_t kAesCbcMagic = 0x7F3A5ED9;
inline constexpr uint32_t kSm4CbcMagic = 0x7F3A5EDA;
inline constexpr uint64_t kEncryptBlockBytes = 64ull << 20;  // plain bytes per block
inline constexpr size_t kCipherIvBytes = 16;
inline constexpr size_t kGcmTagBytes = 16;
// MindSpore reads each block into a buffer of 64 MiB + 50 bytes: a longer block does not load.
inline constexpr uint64_t kMaxCipherBlockBytes = kEncryptBlockBytes + 50;

uint32_t encryptionMagic(EncryptionMode mode);
// Ciphertext bytes for `plain` bytes: GCM adds nothing, CBC pads to the next 16-byte boundary.
uint64_t cipherBytesFor(EncryptionMode mode, uint64_t plain);
// Bytes before the ciphertext: magic, tag (GCM unless legacy), the three lengths, the IV.
uint64_t blockHeaderBytes(EncryptionMode mode, bool legacy = false);
// File bytes of a whole stream of `plain` bytes written in blocks of `blockBytes`.
uint64_t encryptedFileBytes(EncryptionMode mode, uint64_t plain,
                            uint64_t blockBytes = kEncryptBlockBytes);

// One block of an encrypted file, as its header describes it.
struct EncryptedBlock {
    uint64_t fileOffset = 0;    // of the magic
    uint64_t cipherOffset = 0;  // of the ciphertext
    uint64_t cipherBytes = 0;
    uint64_t plainOffset = 0;  // in the plain stream
    uint64_t plainBytes = 0;
    std::array<uint8_t, kCipherIvBytes> iv{};
    std::array<uint8_t, kGcmTagBytes> tag{};

    uint64_t fileEnd() const { return cipherOffset + cipherBytes; }
};

// How a file's first block is laid out: the mode its magic names (None: not encrypted) and
// whether it is the legacy layout, whose magic does not tell AES-GCM from AES-CBC.
struct EncryptionLayout {
    EncryptionMode mode = EncryptionMode::None;
    bool legacy = false;
};
EncryptionLayout detectEncryptionLayout(std::span<const uint8_t> head);

// Reads the header of block `index` at `offset` (everything but the plain size, which only
// decryption tells for CBC). Errors are Truncated or Corrupt, named by block, never decrypting.
Result<EncryptedBlock> readBlockHeader(std::span<const uint8_t> file, uint64_t offset, size_t index,
                                       EncryptionMode mode, bool legacy);

// The header MindSpore writes before a block's ciphertext.
std::string encodeBlockHeader(EncryptionMode mode, std::span<const uint8_t, kCipherIvBytes> iv,
                              std::span<const uint8_t, kGcmTagBytes> tag, uint64_t cipherBytes);

}  // namespace shardscope
