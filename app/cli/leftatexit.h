#pragma once

#include <memory>

namespace shardscope::cli {

// What a command leaves to the operating system at exit instead of freeing it. A run of
// thousands of ranks is tens of millions of small allocations (indexes, layouts, plans), and
// freeing them one by one took about 1.5 s of a 16,384-card plan's 10 (issue 35). Only runs of
// kRanks ranks or more are left: smaller ones are freed as usual, so the sanitizer builds still
// see every leak of the commands the tests run.
class LeftAtExit final {
public:
    static constexpr int kRanks = 1024;

    // Keeps `object` alive until exit() (only for a run of kRanks ranks or more).
    static void keep(std::shared_ptr<const void> object);
    static bool any();
    // Flushes std::cout, std::cerr and C's streams, then ends the process with `code` without
    // running destructors (std::_Exit); the files a command writes are closed before.
    [[noreturn]] static void exit(int code);
};

}  // namespace shardscope::cli
