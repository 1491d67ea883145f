// The order of work items over cached blocks: every block is loaded once where the cache allows
// it, and every item is placed exactly once whatever the cache.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "convert/blockcacheorder.h"

namespace shardscope {
namespace {

std::vector<size_t> sortedCopy(std::vector<size_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<size_t> iota(size_t n) {
    std::vector<size_t> v(n);
    std::iota(v.begin(), v.end(), 0);
    return v;
}

TEST(BlockCacheOrder, ASequentialScanKeepsItsOrder) {
    BlockCacheOrder order(3);
    for (uint32_t b : {0u, 0u, 1u, 1u, 2u}) {
        order.addItem(std::vector<uint32_t>{b});
    }
    size_t loads = 0;
    EXPECT_EQ(order.order(1, &loads), iota(5));
    EXPECT_EQ(loads, 3u);
}

// Source A's blocks 0..2 are read in order; one window reads A's block 1 and B's block 0 (an
// optimizer-sharded tensor); B's own items come after A's. Ordered by first read alone, B0 is
// loaded for the window and again for B's items: here they run while it is in the cache.
TEST(BlockCacheOrder, ItemsReadingABlockRunWhileItIsInTheCache) {
    constexpr uint32_t a0 = 0, a1 = 1, a2 = 2, b0 = 3, b1 = 4;
    const std::vector<std::vector<uint32_t>> items = {{a0}, {a0}, {a1, b0}, {a1}, {a2},
                                                      {a2}, {b0}, {b0},     {b1}, {b1}};
    BlockCacheOrder order(5);
    for (const auto& reads : items) {
        order.addItem(reads);
    }
    size_t loads = 0;
    const std::vector<size_t> got = order.order(2, &loads);
    EXPECT_EQ(loads, 5u);
    EXPECT_EQ(got, (std::vector<size_t>{0, 1, 2, 3, 6, 7, 4, 5, 8, 9}));
}

TEST(BlockCacheOrder, ItemsReadingMoreThanTheCacheHoldsArePlacedOnce) {
    BlockCacheOrder order(6);
    order.addItem(std::vector<uint32_t>{0, 1, 2, 3});
    order.addItem(std::vector<uint32_t>{});
    order.addItem(std::vector<uint32_t>{4, 5});
    order.addItem(std::vector<uint32_t>{0, 5});
    order.addItem(std::vector<uint32_t>{3});
    for (size_t capacity : {0u, 1u, 2u, 6u}) {
        SCOPED_TRACE(capacity);
        size_t loads = 0;
        const std::vector<size_t> got = order.order(capacity, &loads);
        EXPECT_EQ(sortedCopy(got), iota(5));
        EXPECT_GE(loads, 6u);
        if (capacity == 6) {
            EXPECT_EQ(loads, 6u);
        }
    }
}

}  // namespace
}  // namespace shardscope
