#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "../util/result.h"

namespace shardscope {

// The plain bytes of one decrypted block. Allocated without zeroing: decryption writes them all.
struct PlainBlock {
    std::unique_ptr<uint8_t[]> bytes;
    size_t size = 0;
    size_t capacity = 0;

    void reserve(size_t n);
};

// Decrypted blocks shared by every reader of every encrypted checkpoint: what one thread decrypted
// serves the others (a conversion reads each source block in windows, from several threads), and
// memory stays bounded by the capacity (one block per core, and at least 4: a conversion reads
// a few sources at once) plus the blocks being read at this moment, whatever the number of open
// files. A block is decrypted once however many threads ask for it at the same time.
class DecryptedBlockCache {
public:
    using Block = std::shared_ptr<const PlainBlock>;
    using Loader = std::function<Result<Block>()>;

    static DecryptedBlockCache& instance();

    // A buffer for a block about to be decrypted, and the Block that shares it: buffers come back
    // when the last reader lets go, for the next decryption (64 MiB of fresh pages would fault
    // and be zeroed one by one each time).
    std::unique_ptr<PlainBlock> buffer();
    Block share(std::unique_ptr<PlainBlock> block);

    // Block `index` of stream `stream` (EncryptedStream's id), decrypted by `load` when absent.
    // A failed load is not kept: the next call tries again.
    Result<Block> get(uint64_t stream, size_t index, const Loader& load);
    // An id for a stream that opens, and the end of it: its blocks are dropped, and once no
    // stream is open the spare buffers too.
    uint64_t openStream();
    void forget(uint64_t stream);

    void setCapacity(size_t blocks);
    // Blocks held at most: the capacity set, plus what running conversions reserved.
    size_t capacity() const;
    size_t baseCapacity() const;  // the capacity set, without reservations
    // Room for `blocks` more while a conversion runs (its work is ordered for a cache that
    // large); conversions at once add theirs up. unreserve() gives it back.
    void reserve(size_t blocks);
    void unreserve(size_t blocks);
    size_t size() const;
    uint64_t loads() const;  // blocks decrypted through the cache so far

private:
    DecryptedBlockCache();

    struct Slot {
        std::mutex mutex;
        std::condition_variable ready;
        bool done = false;
        Block block;
        std::optional<Error> error;
    };
    struct Entry {
        uint64_t stream = 0;
        size_t index = 0;
        std::shared_ptr<Slot> slot;
        uint64_t used = 0;
    };
    void evict();
    void recycle(PlainBlock* block);
    void noteSizes();  // under m_mutex: what recycle() may keep

    // Buffers kept for reuse: as many as the cache has room for beside its blocks (at least 2),
    // so that blocks and spare buffers together stay within the capacity. Atomics: recycle()
    // runs under m_mutex or without it, and takes only m_poolMutex.
    std::atomic<size_t> m_room{2};

    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;
    uint64_t m_clock = 0;
    size_t m_capacity = 2;
    size_t m_reserved = 0;
    uint64_t m_loads = 0;
    uint64_t m_nextStream = 1;
    size_t m_openStreams = 0;
    std::mutex m_poolMutex;  // innermost: taken alone, or under m_mutex (evict() drops blocks)
    std::vector<std::unique_ptr<PlainBlock>> m_pool;
};

}  // namespace shardscope
