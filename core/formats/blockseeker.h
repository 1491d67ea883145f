#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "checkpointkey.h"
#include "ciphercontext.h"
#include "encryptedframe.h"

namespace shardscope {

// Plain bytes at any offset inside one block of an encrypted checkpoint, decrypting only the
// 16-byte cipher blocks that hold them instead of the whole block (up to 64 MiB): AES-GCM's
// counter mode restarts at the counter of the first cipher block wanted (the block's first
// counter is recovered once from its first cipher block), CBC restarts from the cipher block
// before it. OpenSSL does every cipher operation. Nothing is authenticated here (the GCM tag
// covers the whole block): the indexer reads record headers so, and EncryptedStream::read uses
// it only for blocks it has checked whole (and asks the file is unchanged since).
class BlockSeeker {
public:
    // The block's ciphertext bytes [at, at + n) (offsets in its ciphertext): a pointer to them
    // (into a map), or to `scratch` once they are read into it; null when the file ends before.
    using CipherReader =
        std::function<const uint8_t*(uint64_t at, size_t n, std::vector<uint8_t>& scratch)>;

    BlockSeeker(EncryptionMode mode, CheckpointKeyRef key, bool legacy);

    // Plain bytes [offset, offset + out.size()) of block `index`, described by `block`; the
    // range lies inside the block's plain bytes. Reads only the cipher blocks it needs (and,
    // once per block for AES-GCM, the first), a piece of at most 1 MiB at a time, so that
    // its buffers stay small however long the read. False when reading or OpenSSL fails.
    bool read(size_t index, const EncryptedBlock& block, const CipherReader& cipher,
              uint64_t offset, std::span<uint8_t> out);

private:
    bool readPiece(size_t index, const EncryptedBlock& block, const CipherReader& cipher,
                   uint64_t offset, std::span<uint8_t> out);
    bool firstCounter(size_t index, const EncryptedBlock& block, const CipherReader& cipher);
    bool runCounter(std::span<const uint8_t> in, uint8_t* out, uint64_t unit);

    EncryptionMode m_mode;
    CheckpointKeyRef m_key;
    bool m_legacy;
    CipherContext m_ctx;
    size_t m_counterBlock = SIZE_MAX;  // the block whose first counter m_counter is
    std::array<uint8_t, 16> m_counter{};
    std::vector<uint8_t> m_cipher;  // the reader's scratch
    std::vector<uint8_t> m_first;   // the reader's scratch for a block's first cipher block
};

}  // namespace shardscope
