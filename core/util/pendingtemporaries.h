#pragma once

#include <functional>
#include <string>

namespace shardscope {

// The temporaries of this process's TemporaryFiles that are neither published nor discarded, so
// that a process told to stop (SIGINT, SIGTERM: app/common/interruptwatch.h) removes them at once
// from the thread that saw the signal, instead of leaving it to the threads writing them: those
// may be in a long copy or an fsync, and mpirun sends SIGKILL a second after SIGTERM (Open MPI's
// odls_base_sigkill_timeout), which would leave their half files behind. One lock orders the
// removal against creating and renaming, so no temporary is made or published after it.
class PendingTemporaries {
public:
    // Removes every pending temporary now; from then on, for the rest of the process,
    // TemporaryFile creates and publishes nothing (ErrorCode::Cancelled).
    static void removeAll();
    // removeAll() has run.
    static bool removed();

    // For TemporaryFile: runs `create` (which makes the temporary at `path` and says whether it
    // did) and records `path`, under the lock; false without running it once removeAll() ran.
    static bool add(const std::string& path, const std::function<bool()>& create);
    // Runs `rename` (the temporary's into place) and forgets `path`, under the lock; false
    // without running it once removeAll() ran.
    static bool publish(const std::string& path, const std::function<bool()>& rename);
    // Removes the temporary at `path` and forgets it, under the lock.
    static void discard(const std::string& path);
};

}  // namespace shardscope
