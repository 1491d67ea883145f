#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "../util/result.h"
#include "decryptedblockcache.h"

namespace shardscope {

class BlockSeeker;
class EncryptedStream;

// The plain stream of an encrypted file, for the indexer (checkpointparser.cpp). Checking the
// blocks, every block is decrypted and checked once, in order, those the parser jumps over
// (inside large tensors) included, and one is kept at a time. Otherwise only the bytes the
// parser reads (record headers) are decrypted, a window of a few KiB at a time
// (EncryptedStream::peek), and nothing is checked. at() returns null once a read fails; error()
// tells why.
class PlainStreamSource {
public:
    PlainStreamSource(const EncryptedStream& stream, bool checkBlocks);
    ~PlainStreamSource();
    PlainStreamSource(const PlainStreamSource&) = delete;
    PlainStreamSource& operator=(const PlainStreamSource&) = delete;

    const uint8_t* at(uint64_t offset, uint64_t size);
    // Checks the blocks after the last one the parser read.
    Status finish();
    const std::optional<Error>& error() const { return m_error; }

private:
    const PlainBlock* block(size_t index);
    bool decrypt(size_t index, PlainBlock& into);
    const uint8_t* peek(uint64_t offset, uint64_t size);

    const EncryptedStream& m_stream;
    std::unique_ptr<BlockSeeker> m_seeker;  // not checking: the headers' bytes alone
    std::vector<uint8_t> m_window;          // plain bytes from m_windowStart
    uint64_t m_windowStart = 0;
    // Buffers from DecryptedBlockCache's pool, returned to it when done: opening file after
    // file reuses them instead of faulting in fresh pages.
    std::unique_ptr<PlainBlock> m_current;
    size_t m_currentIndex = SIZE_MAX;
    std::unique_ptr<PlainBlock> m_behind;  // a block before the current one, read again (rare)
    size_t m_behindIndex = SIZE_MAX;
    size_t m_next = 0;  // blocks before this one are checked
    std::vector<uint8_t> m_scratch;
    std::optional<Error> m_error;
};

}  // namespace shardscope
