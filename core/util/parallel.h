#pragma once

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace shardscope {

// Background: work that must not take the CPU from a window's thread (the History tab checking
// thousands of files while the window takes a new run) runs on threads of lower priority.
enum class WorkPriority { Normal, Background };

// Runs fn(i) for i in [0, count) on `threads` threads, each index once. Normal: the caller's
// thread is one of them. Background: every index runs on a new thread niced by 10 (on Linux a
// thread's own), and the caller only waits: an unprivileged process could not raise the
// caller's priority back afterwards.
template <class Fn>
void parallelFor(size_t count, unsigned threads, Fn&& fn,
                 WorkPriority priority = WorkPriority::Normal) {
    threads = std::clamp<unsigned>(threads, 1, static_cast<unsigned>(std::max<size_t>(count, 1)));
    const bool background = priority == WorkPriority::Background;
    std::atomic<size_t> next{0};
    auto work = [&] {
        if (background) {
            const auto self = static_cast<id_t>(::syscall(SYS_gettid));
            (void)::setpriority(PRIO_PROCESS, self, ::getpriority(PRIO_PROCESS, self) + 10);
        }
        for (size_t i = next++; i < count; i = next++) {
            fn(i);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = background ? 0 : 1; t < threads; ++t) {
        pool.emplace_back(work);
    }
    if (!background) {
        work();
    }
    for (std::thread& t : pool) {
        t.join();
    }
}

// Indexing waits on the disk, not the CPU: more threads than cores keep more reads in flight.
inline unsigned ioThreads(unsigned requested) {
    return requested != 0 ? requested : std::max(8u, 2 * std::thread::hardware_concurrency());
}

}  // namespace shardscope
