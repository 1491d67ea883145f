#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../util/mappedfile.h"
#include "checkpointkey.h"
#include "encryptedframe.h"

namespace shardscope {

class BlockSeeker;
class CipherContext;

// The plain stream of an encrypted checkpoint. Nothing of a block is kept decrypted: whoever
// reads (the indexer, statistics, export, conversion) gets the plain bytes it asks for decrypted
// straight from the ciphertext (BlockSeeker: a 64 MiB block need not be decrypted whole to read a
// few bytes of it), so memory stays at a few MiB a thread whatever the files' and blocks' sizes.
// What a read returns is checked first: an AES-GCM block is authenticated whole once (its tag
// covers all of it), the first time any byte of it is read, in small pieces that are dropped
// as they are checked (those the read asked for go to it on the way); CBC blocks have nothing
// to check but their padding, which open() checks.
class EncryptedStream {
public:
    // Reads the block table from the headers (for CBC, also each block's last cipher block, which
    // tells its padding and so its plain size; a wrong key usually shows there). Checks the key's
    // length and mode against the file. No GCM block is authenticated yet.
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

    // Checks block `index` (GCM tag, plain size) unless it was checked before; the error names
    // the file and the block, and tells a wrong key from a changed block. Safe from any thread.
    Status check(size_t index) const;
    // Checks block `index` now, whether or not it was checked before, and remembers nothing: a
    // verdict on the file as it is at this moment (indexing with every block checked), after
    // which reads still check each block once, when they first read from it.
    Status checkNow(size_t index) const;
    // Plain bytes [offset, offset + out.size()), every block they lie in checked.
    Status read(uint64_t offset, std::span<uint8_t> out) const;
    // Checks every block holding plain bytes [offset, offset + size).
    Status verify(uint64_t offset, uint64_t size) const;

    // Plain bytes [offset, offset + out.size()) decrypted alone, without checking their blocks:
    // what the indexer reads of record headers when the file is not proven whole. The seeker
    // is one thread's.
    std::unique_ptr<BlockSeeker> seeker() const;
    Status peek(BlockSeeker& seeker, uint64_t offset, std::span<uint8_t> out) const;

    // Whole blocks decrypted to check them, by every stream of the process so far (tests count
    // them: each block of a conversion's sources is checked once).
    static uint64_t blocksChecked();

    // Drops the ciphertext pages read through the map since the last drop from the process
    // (they stay in the page cache). Reads drop them every 2 MiB on their own; a reader calls
    // this after each window, so that a conversion reading many sources holds no more of them
    // than a plain one does.
    void dropRead() const;

    // The file is still the one opened: its size (MappedFile::sizeUnchanged) and its time of
    // last modification. Reads after a block's check decrypt its bytes again from the file
    // without checking them, so a block written to in place since would read as changed bytes:
    // whoever reads asks this after each window, as plain readers ask the size.
    Status unchanged() const;

private:
    EncryptedStream() = default;
    Status readTable();
    // Decrypts block `index` whole, a piece at a time, and checks it; the plain bytes from
    // `offset` in the block go to `out` on the way. False when reading, OpenSSL or the check
    // fails; *plainBytes tells how many it decrypted.
    bool pass(size_t index, CipherContext& ctx, uint64_t offset, std::span<uint8_t> out,
              uint64_t* plainBytes) const;
    // Decrypts block `index` whole and checks it (the plain bytes from `offset` in the block go
    // to `out` on the way); remembers nothing.
    Status checkWhole(size_t index, uint64_t offset, std::span<uint8_t> out) const;
    // checkWhole() once per block: by the first thread to ask, the others waiting for it;
    // *delivered tells whether `out` was filled on the way (this call checked the block).
    Status checkOnce(size_t index, uint64_t offset, std::span<uint8_t> out, bool* delivered) const;
    Result<uint64_t> cbcPlainBytes(const EncryptedBlock& block, CipherContext& ctx) const;
    bool paddingFits(const EncryptedBlock& block, CipherContext& ctx) const;
    Error failure(size_t index) const;
    Error unreadable(size_t index) const;
    Error cutOrFailure(size_t index) const;
    void mapRead(uint64_t bytes) const;

    bool readAt(uint64_t offset, std::span<uint8_t> out) const;
    std::unique_ptr<BlockSeeker> takeSeeker() const;
    void giveBack(std::unique_ptr<BlockSeeker> seeker) const;

    int m_fd = -1;                           // peek() reads ciphertext with pread
    std::pair<int64_t, int64_t> m_modified;  // st_mtim when opened (seconds, nanoseconds)
    MappedFile m_file;                       // everything else reads it through the map
    CheckpointKeyRef m_key;
    EncryptionMode m_mode = EncryptionMode::None;
    bool m_legacy = false;
    uint64_t m_plainSize = 0;
    std::vector<EncryptedBlock> m_blocks;
    // Blocks checked (check()); a block is checked by one thread while others wait for it.
    std::unique_ptr<std::atomic<bool>[]> m_checked;
    mutable std::array<std::mutex, 16> m_checking;
    // Seekers of threads that read before, for the next read (a GCM seeker keeps the counter
    // of the block it read last).
    mutable std::atomic<uint64_t> m_readSinceDrop{0};  // ciphertext bytes (mapRead)
    mutable std::mutex m_seekersMutex;
    mutable std::vector<std::unique_ptr<BlockSeeker>> m_seekers;
};

}  // namespace shardscope
