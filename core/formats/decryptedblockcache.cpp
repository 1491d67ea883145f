#include "decryptedblockcache.h"

#include <algorithm>
#include <thread>

namespace shardscope {

void PlainBlock::reserve(size_t n) {
    if (n > capacity) {
        bytes.reset(new uint8_t[n]);
        capacity = n;
    }
}

DecryptedBlockCache::DecryptedBlockCache()
    : m_capacity(std::max(4u, std::thread::hardware_concurrency())) {}

DecryptedBlockCache& DecryptedBlockCache::instance() {
    static DecryptedBlockCache cache;
    return cache;
}

std::unique_ptr<PlainBlock> DecryptedBlockCache::buffer() {
    std::lock_guard lock(m_poolMutex);
    if (m_pool.empty()) {
        return std::make_unique<PlainBlock>();
    }
    std::unique_ptr<PlainBlock> block = std::move(m_pool.back());
    m_pool.pop_back();
    return block;
}

DecryptedBlockCache::Block DecryptedBlockCache::share(std::unique_ptr<PlainBlock> block) {
    return Block(block.release(),
                 [this](const PlainBlock* p) { recycle(const_cast<PlainBlock*>(p)); });
}

void DecryptedBlockCache::recycle(PlainBlock* block) {
    std::unique_ptr<PlainBlock> owned(block);
    std::lock_guard lock(m_poolMutex);
    if (m_pool.size() < std::max<size_t>(2, m_room.load())) {  // what the next decryptions take
        m_pool.push_back(std::move(owned));
    }
}

void DecryptedBlockCache::noteSizes() {
    const size_t limit = m_capacity + m_reserved;
    m_room = limit > m_entries.size() ? limit - m_entries.size() : 0;
}

void DecryptedBlockCache::evict() {
    while (m_entries.size() > m_capacity + m_reserved) {
        auto oldest = m_entries.end();
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
            std::lock_guard slotLock(it->slot->mutex);
            if (it->slot->done && (oldest == m_entries.end() || it->used < oldest->used)) {
                oldest = it;
            }
        }
        if (oldest == m_entries.end()) {
            break;  // every block is still being decrypted; they are dropped once done
        }
        m_entries.erase(oldest);
    }
    noteSizes();
}

Result<DecryptedBlockCache::Block> DecryptedBlockCache::get(uint64_t stream, size_t index,
                                                            const Loader& load) {
    std::shared_ptr<Slot> slot;
    bool loader = false;
    {
        std::lock_guard lock(m_mutex);
        auto it = std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry& e) {
            return e.stream == stream && e.index == index;
        });
        if (it != m_entries.end()) {
            it->used = ++m_clock;
            slot = it->slot;
        } else {
            slot = std::make_shared<Slot>();
            m_entries.push_back({stream, index, slot, ++m_clock});
            loader = true;
            ++m_loads;
            // Make room before decrypting: the block evicted gives its buffer to this one.
            evict();
        }
    }
    if (!loader) {
        std::unique_lock slotLock(slot->mutex);
        slot->ready.wait(slotLock, [&] { return slot->done; });
        if (slot->error) {
            return *slot->error;
        }
        return slot->block;
    }
    Result<Block> loaded = load();
    {
        std::lock_guard slotLock(slot->mutex);
        slot->done = true;
        if (loaded) {
            slot->block = *loaded;
        } else {
            slot->error = loaded.error();
        }
    }
    slot->ready.notify_all();
    std::lock_guard lock(m_mutex);
    if (!loaded) {
        std::erase_if(m_entries, [&](const Entry& e) { return e.slot == slot; });
    }
    evict();
    return loaded;
}

uint64_t DecryptedBlockCache::openStream() {
    std::lock_guard lock(m_mutex);
    ++m_openStreams;
    return m_nextStream++;
}

void DecryptedBlockCache::forget(uint64_t stream) {
    std::vector<std::unique_ptr<PlainBlock>> spare;
    {
        std::lock_guard lock(m_mutex);
        std::erase_if(m_entries, [&](const Entry& e) {
            std::lock_guard slotLock(e.slot->mutex);
            return e.stream == stream && e.slot->done;
        });
        if (m_openStreams > 0 && --m_openStreams == 0) {
            std::lock_guard poolLock(m_poolMutex);
            spare.swap(m_pool);
        }
    }
}

void DecryptedBlockCache::setCapacity(size_t blocks) {
    std::lock_guard lock(m_mutex);
    m_capacity = std::max<size_t>(1, blocks);
    evict();
}

size_t DecryptedBlockCache::capacity() const {
    std::lock_guard lock(m_mutex);
    return m_capacity + m_reserved;
}

size_t DecryptedBlockCache::baseCapacity() const {
    std::lock_guard lock(m_mutex);
    return m_capacity;
}

void DecryptedBlockCache::reserve(size_t blocks) {
    std::lock_guard lock(m_mutex);
    m_reserved += blocks;
    noteSizes();
}

void DecryptedBlockCache::unreserve(size_t blocks) {
    std::vector<std::unique_ptr<PlainBlock>> spare;  // freed once no lock is held
    std::lock_guard lock(m_mutex);
    m_reserved -= std::min(blocks, m_reserved);
    evict();
    std::lock_guard poolLock(m_poolMutex);
    while (m_pool.size() > std::max<size_t>(2, m_room.load())) {
        spare.push_back(std::move(m_pool.back()));
        m_pool.pop_back();
    }
}

uint64_t DecryptedBlockCache::loads() const {
    std::lock_guard lock(m_mutex);
    return m_loads;
}

size_t DecryptedBlockCache::size() const {
    std::lock_guard lock(m_mutex);
    return m_entries.size();
}

}  // namespace shardscope
