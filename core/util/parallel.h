#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace shardscope {

// Runs fn(i) for i in [0, count) on `threads` threads (the caller's included); each index once.
template <class Fn>
void parallelFor(size_t count, unsigned threads, Fn&& fn) {
    threads = std::clamp<unsigned>(threads, 1, static_cast<unsigned>(std::max<size_t>(count, 1)));
    std::atomic<size_t> next{0};
    auto work = [&] {
        for (size_t i = next++; i < count; i = next++) {
            fn(i);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) {
        pool.emplace_back(work);
    }
    work();
    for (std::thread& t : pool) {
        t.join();
    }
}

// Indexing waits on the disk, not the CPU: more threads than cores keep more reads in flight.
inline unsigned ioThreads(unsigned requested) {
    return requested != 0 ? requested : std::max(8u, 2 * std::thread::hardware_concurrency());
}

}  // namespace shardscope
