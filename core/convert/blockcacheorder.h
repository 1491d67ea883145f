#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace shardscope {

// An order of work items that read cached blocks (the decrypted blocks of encrypted sources),
// such that a block is loaded as few times as a cache of a given capacity allows. Items are
// added in the order preferred when nothing else decides (where they read first); the order
// then follows the cache: every item whose blocks are all in it goes next, and only when none
// is left does the first item not yet placed bring its missing blocks in, in place of those
// used longest ago. An item that reads a block of a second source (an optimizer-sharded
// window spans two source ranks) therefore takes along every other item that reads the same
// block, instead of leaving them to load it again when their turn comes.
class BlockCacheOrder {
public:
    explicit BlockCacheOrder(size_t blocks) : m_blocks(blocks) {}

    // The next item in preferred order, and the blocks it reads (ids below `blocks`).
    void addItem(std::span<const uint32_t> blocks);
    size_t items() const { return m_start.size(); }

    // Item indices in the order to run them. `loads`, when given, receives the blocks loaded
    // by a cache of `capacity` blocks that is used in that order.
    std::vector<size_t> order(size_t capacity, size_t* loads = nullptr) const;

private:
    size_t m_blocks;
    std::vector<uint32_t> m_start;  // item i reads m_reads[m_start[i] .. m_start[i + 1])
    std::vector<uint32_t> m_reads;
};

}  // namespace shardscope
