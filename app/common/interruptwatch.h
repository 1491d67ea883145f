#pragma once

#include <atomic>
#include <stop_token>
#include <thread>

namespace shardscope::cli {

// Turns Ctrl+C (SIGINT) and SIGTERM into a stop request for the long call running meanwhile,
// so it can end cleanly (no partial file) instead of dying mid-write. One per command run. The
// process's temporary files go first, before the stop is requested, and none is made or
// published after (PendingTemporaries::removeAll).
class InterruptWatch final {
public:
    InterruptWatch();
    ~InterruptWatch();
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

    // Catches SIGINT and SIGTERM from now on, for the whole process: a signal that comes before
    // the watch exists (while MPI starts the process) stops the command once it watches, instead
    // of ending the process in the middle of MPI's start-up, which can leave mpirun waiting.
    static void catchFromNow();

    std::stop_token token() const { return m_stop.get_token(); }
    bool interrupted() const;

private:
    std::stop_source m_stop;
    std::atomic<bool> m_finished{false};
    std::thread m_watcher;
};

}  // namespace shardscope::cli
