#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "../util/mappedfile.h"
#include "checkpointkey.h"
#include "decryptedblockcache.h"
#include "encryptedframe.h"

namespace shardscope {

class BlockSeeker;
class CipherContext;

// The plain stream of an encrypted checkpoint, over the memory map of its ciphertext. Blocks are
// decrypted one at a time, never the whole file: whoever reads (the indexer, statistics, export,
// conversion) gets plain bytes of one block at a time, and the ciphertext pages read are dropped
// from the process as soon as they are decrypted.
class EncryptedStream {
public:
    // Reads the block table from the headers (for CBC, also each block's last cipher block, which
    // tells its padding and so its plain size; a wrong key usually shows there). Checks the key's
    // length and mode against the file. Nothing is authenticated yet: decrypt() each block.
    static Result<std::shared_ptr<const EncryptedStream>> open(MappedFile file,
                                                               const CheckpointKeyRef& key);
    ~EncryptedStream();
    EncryptedStream(const EncryptedStream&) = delete;
    EncryptedStream& operator=(const EncryptedStream&) = delete;

    const MappedFile& mapped() const { return m_file; }
    const std::string& path() const { return m_file.path(); }
    EncryptionMode mode() const { return m_mode; }
    // MindSpore r1.x's layout: no mode in the magic, and no GCM tag.
    bool legacy() const { return m_legacy; }
    // Whether decryption proves the bytes unchanged: AES-GCM with its tag. CBC has no such check
    // (only its padding), in MindSpore as here.
    bool authenticated() const { return m_mode == EncryptionMode::AesGcm && !m_legacy; }
    uint64_t plainSize() const { return m_plainSize; }
    const std::vector<EncryptedBlock>& blocks() const { return m_blocks; }
    // The block holding plain byte `offset` (< plainSize()).
    size_t blockAt(uint64_t offset) const;

    // Decrypts block `index` whole into `out` and checks it (GCM tag, CBC padding, plain size);
    // the error names the file and the block, and tells a wrong key from a changed block.
    Status decrypt(size_t index, PlainBlock& out) const;
    // Plain bytes [offset, offset + out.size()), through DecryptedBlockCache.
    Status read(uint64_t offset, std::span<uint8_t> out) const;
    // Checks every block holding plain bytes [offset, offset + size) that has not been decrypted
    // and checked yet (through the cache, as read() does).
    Status verify(uint64_t offset, uint64_t size) const;

    // Plain bytes [offset, offset + out.size()) decrypted alone, without the rest of their
    // blocks and without checking them (BlockSeeker): what the indexer reads of record headers
    // when the file is not proven whole. The seeker is one thread's.
    std::unique_ptr<BlockSeeker> seeker() const;
    Status peek(BlockSeeker& seeker, uint64_t offset, std::span<uint8_t> out) const;

private:
    EncryptedStream() = default;
    Status readTable();
    bool decryptInto(size_t index, PlainBlock& out, CipherContext& ctx) const;
    Result<uint64_t> cbcPlainBytes(const EncryptedBlock& block, CipherContext& ctx) const;
    bool paddingFits(const EncryptedBlock& block, CipherContext& ctx) const;
    Error failure(size_t index) const;

    bool readAt(uint64_t offset, std::span<uint8_t> out) const;

    uint64_t m_id = 0;
    int m_fd = -1;      // ciphertext is read with pread (decryptInto)
    MappedFile m_file;  // headers and CBC tails are read through the map
    CheckpointKeyRef m_key;
    EncryptionMode m_mode = EncryptionMode::None;
    bool m_legacy = false;
    uint64_t m_plainSize = 0;
    std::vector<EncryptedBlock> m_blocks;
    // Blocks decrypted and checked at least once (decrypt()).
    std::unique_ptr<std::atomic<bool>[]> m_verified;
};

}  // namespace shardscope
