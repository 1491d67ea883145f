#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "../util/atomicfile.h"
#include "../util/result.h"
#include "checkpointkey.h"
#include "encryptedframe.h"

namespace shardscope {

class BlockSealer;

// Turns a plain stream written in pieces of any size into MindSpore's encrypted blocks, written
// to a file as they come: each block's header is held open in the file (its tag and length are
// known at the block's end) and its ciphertext follows piece by piece, so memory stays at a
// piece, never a whole block.
class BlockEncryptor {
public:
    BlockEncryptor();
    BlockEncryptor(CheckpointKeyRef key, uint64_t blockBytes);
    ~BlockEncryptor();
    BlockEncryptor(BlockEncryptor&&) noexcept;
    BlockEncryptor& operator=(BlockEncryptor&&) noexcept;

    bool active() const { return m_key != nullptr; }
    // Encrypts `plain` onto the end of `file`; a block that fills up is closed.
    Status write(std::span<const uint8_t> plain, AtomicFile& file);
    // Closes the last, shorter block.
    Status finish(AtomicFile& file);

private:
    Status closeBlock(AtomicFile& file);

    CheckpointKeyRef m_key;
    uint64_t m_blockBytes = kEncryptBlockBytes;
    std::unique_ptr<BlockSealer> m_sealer;
    bool m_open = false;      // a block is being written
    uint64_t m_used = 0;      // its plain bytes so far
    uint64_t m_headerAt = 0;  // where its header goes in the file
    std::vector<uint8_t> m_cipher;
};

}  // namespace shardscope
