#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "../util/result.h"
#include "checkpointkey.h"
#include "encryptedframe.h"

namespace shardscope {

// Encrypts one block the way MindSpore's Encrypt() does, with a fresh random IV: `data` holds
// `plainBytes` bytes and room for 16 more, and is encrypted in place. Returns the ciphertext size;
// `header` receives the bytes that precede it in the file (magic, tag, lengths, IV).
Result<uint64_t> encryptBlockInPlace(const CheckpointKey& key, uint8_t* data, uint64_t plainBytes,
                                     std::string& header);

// Turns a plain stream written in pieces of any size into MindSpore's encrypted blocks, holding
// one block at a time.
class BlockEncryptor {
public:
    using Output = std::function<Status(std::span<const uint8_t>)>;

    BlockEncryptor() = default;
    BlockEncryptor(CheckpointKeyRef key, uint64_t blockBytes);

    bool active() const { return m_key != nullptr; }
    // Each block filled is encrypted and handed to `out` (its header, then its ciphertext).
    Status write(std::span<const uint8_t> plain, const Output& out);
    // Encrypts what is left (the last, shorter block).
    Status finish(const Output& out);

private:
    Status flush(const Output& out);

    CheckpointKeyRef m_key;
    uint64_t m_blockBytes = kEncryptBlockBytes;
    std::vector<uint8_t> m_block;
    size_t m_used = 0;
};

}  // namespace shardscope
