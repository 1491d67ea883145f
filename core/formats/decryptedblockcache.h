#pragma once

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
// memory stays bounded by the capacity (one block per core by default) plus the blocks being read
// at this moment, whatever the number of open files. A block is decrypted once however many
// threads ask for it at the same time.
class DecryptedBlockCache {
public:
    using Block = std::shared_ptr<const PlainBlock>;
    using Loader = std::function<Result<Block>()>;

    static DecryptedBlockCache& instance();

    // Block `index` of stream `stream` (EncryptedStream's id), decrypted by `load` when absent.
    // A failed load is not kept: the next call tries again.
    Result<Block> get(uint64_t stream, size_t index, const Loader& load);
    // Drops the blocks of a stream that is closing.
    void forget(uint64_t stream);

    void setCapacity(size_t blocks);
    size_t capacity() const;
    size_t size() const;

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

    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;
    uint64_t m_clock = 0;
    size_t m_capacity = 2;
};

}  // namespace shardscope
