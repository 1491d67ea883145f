// parallelFor: every index once, on the threads asked for; in the background, on threads niced
// below the caller's, which keeps its own priority.
#include "util/parallel.h"

#include <gtest/gtest.h>

#include <mutex>
#include <set>

namespace shardscope {
namespace {

int threadNice() {
    return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
}

TEST(ParallelFor, EveryIndexOnceInEitherPriority) {
    for (const WorkPriority priority : {WorkPriority::Normal, WorkPriority::Background}) {
        std::vector<std::atomic<int>> runs(1000);
        parallelFor(
            runs.size(), 4, [&](size_t i) { ++runs[i]; }, priority);
        for (size_t i = 0; i < runs.size(); ++i) {
            ASSERT_EQ(runs[i].load(), 1) << i;
        }
    }
}

TEST(ParallelFor, BackgroundWorkRunsNicedAndTheCallerKeepsItsPriority) {
    const int before = threadNice();
    std::mutex lock;
    std::set<int> seen;
    const auto self = std::this_thread::get_id();
    bool onCaller = false;
    parallelFor(
        64, 3,
        [&](size_t) {
            std::lock_guard guard(lock);
            seen.insert(threadNice());
            onCaller = onCaller || std::this_thread::get_id() == self;
        },
        WorkPriority::Background);
    EXPECT_EQ(threadNice(), before);
    EXPECT_FALSE(onCaller);
    EXPECT_EQ(seen, std::set<int>{std::min(before + 10, 19)});
}

}  // namespace
}  // namespace shardscope
