#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "../util/result.h"

namespace shardscope {

class BlockSeeker;
class EncryptedStream;

// The plain stream of an encrypted file, for the indexer (checkpointparser.cpp). Only the bytes
// the parser reads (record headers) are decrypted, a window of a few KiB at a time
// (EncryptedStream::peek). Checking the blocks, every block is checked once too, in order, those
// the parser jumps over (inside large tensors) included, before the parser reads from it; nothing
// of a block is kept. at() returns null once a read fails; error() tells why.
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
    bool checkThrough(size_t index);

    const EncryptedStream& m_stream;
    bool m_checkBlocks;
    std::unique_ptr<BlockSeeker> m_seeker;
    std::vector<uint8_t> m_window;  // plain bytes from m_windowStart
    uint64_t m_windowStart = 0;
    size_t m_next = 0;  // checking: blocks before this one are checked
    std::optional<Error> m_error;
};

}  // namespace shardscope
