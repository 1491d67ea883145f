#include "blockcacheorder.h"

#include <algorithm>
#include <functional>
#include <queue>

namespace shardscope {

void BlockCacheOrder::addItem(std::span<const uint32_t> blocks) {
    m_start.push_back(static_cast<uint32_t>(m_reads.size()));
    m_reads.insert(m_reads.end(), blocks.begin(), blocks.end());
}

std::vector<size_t> BlockCacheOrder::order(size_t capacity, size_t* loads) const {
    const size_t n = m_start.size();
    const auto readsOf = [&](size_t i) {
        const size_t end = i + 1 < n ? m_start[i + 1] : m_reads.size();
        return std::span<const uint32_t>(m_reads.data() + m_start[i], end - m_start[i]);
    };
    // The items that read each block, in one array.
    std::vector<uint32_t> readerStart(m_blocks + 1, 0);
    for (uint32_t b : m_reads) {
        ++readerStart[b + 1];
    }
    for (size_t b = 0; b < m_blocks; ++b) {
        readerStart[b + 1] += readerStart[b];
    }
    std::vector<uint32_t> readers(m_reads.size());
    {
        std::vector<uint32_t> next(readerStart.begin(), readerStart.end() - 1);
        for (size_t i = 0; i < n; ++i) {
            for (uint32_t b : readsOf(i)) {
                readers[next[b]++] = static_cast<uint32_t>(i);
            }
        }
    }
    std::vector<uint32_t> missing(n);
    std::vector<char> placed(n, 0);
    std::priority_queue<size_t, std::vector<size_t>, std::greater<>> ready;
    for (size_t i = 0; i < n; ++i) {
        missing[i] = static_cast<uint32_t>(readsOf(i).size());
        if (missing[i] == 0) {
            ready.push(i);
        }
    }
    std::vector<uint64_t> lastUse(m_blocks, 0);
    std::vector<uint32_t> cached;  // at most `capacity`, but for the blocks one item reads
    uint64_t clock = 0;
    size_t loaded = 0;
    const auto forReaders = [&](uint32_t b, auto&& fn) {
        for (uint32_t k = readerStart[b]; k < readerStart[b + 1]; ++k) {
            if (!placed[readers[k]]) {
                fn(readers[k]);
            }
        }
    };
    std::vector<size_t> out;
    out.reserve(n);
    size_t first = 0;  // every item before it is placed
    while (out.size() < n) {
        while (!ready.empty()) {
            const size_t i = ready.top();
            ready.pop();
            if (placed[i] || missing[i] != 0) {
                continue;  // placed already, or a block it reads has gone again
            }
            placed[i] = 1;
            out.push_back(i);
            for (uint32_t b : readsOf(i)) {
                lastUse[b] = ++clock;
            }
        }
        while (first < n && placed[first]) {
            ++first;
        }
        if (first == n) {
            break;
        }
        const std::span<const uint32_t> wanted = readsOf(first);
        for (uint32_t b : wanted) {
            if (std::find(cached.begin(), cached.end(), b) != cached.end()) {
                lastUse[b] = ++clock;
                continue;
            }
            // Make room: the block used longest ago that this item does not read.
            while (cached.size() >= std::max<size_t>(1, capacity)) {
                auto victim = cached.end();
                for (auto it = cached.begin(); it != cached.end(); ++it) {
                    if (std::find(wanted.begin(), wanted.end(), *it) == wanted.end() &&
                        (victim == cached.end() || lastUse[*it] < lastUse[*victim])) {
                        victim = it;
                    }
                }
                if (victim == cached.end()) {
                    break;  // the item alone reads more blocks than the cache holds
                }
                forReaders(*victim, [&](uint32_t i) { ++missing[i]; });
                cached.erase(victim);
            }
            cached.push_back(b);
            lastUse[b] = ++clock;
            ++loaded;
            forReaders(b, [&](uint32_t i) {
                if (--missing[i] == 0) {
                    ready.push(i);
                }
            });
        }
    }
    if (loads) {
        *loads = loaded;
    }
    return out;
}

}  // namespace shardscope
