#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "../util/result.h"
#include "checkpointkey.h"
#include "ciphercontext.h"
#include "encryptedframe.h"

namespace shardscope {

// One block of an encrypted checkpoint encrypted as MindSpore's Encrypt() does (a fresh random
// IV), fed its plain bytes in order in pieces of any size, so that nothing holds the whole block:
// the ciphertext comes out piece by piece, and the bytes that precede it in the file (magic, tag,
// lengths, IV) at the end, when the tag and the ciphertext's length are known. Not shared between
// threads.
class BlockSealer {
public:
    // Starts a block with a fresh IV, for `key`.
    Status begin(const CheckpointKey& key);
    // Encrypts `plain` into `out` (room for plain.size() + 16 bytes: CBC holds back up to a
    // cipher block); returns the ciphertext bytes written there.
    Result<size_t> update(std::span<const uint8_t> plain, uint8_t* out);
    // Ends the block: the last ciphertext bytes (CBC's padding, up to 16) go to `out`, and
    // `header` receives the block's header. Returns the bytes written to `out`.
    Result<size_t> finish(uint8_t* out, std::string& header);
    // Ciphertext bytes of the block so far.
    uint64_t cipherBytes() const { return m_cipherBytes; }

private:
    Error failed() const;

    CipherContext m_ctx;
    EncryptionMode m_mode = EncryptionMode::None;
    std::array<uint8_t, kCipherIvBytes> m_iv{};
    uint64_t m_cipherBytes = 0;
};

}  // namespace shardscope
