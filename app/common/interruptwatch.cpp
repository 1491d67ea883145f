#include "interruptwatch.h"

#include <chrono>
#include <csignal>

#include "util/pendingtemporaries.h"

namespace shardscope::cli {

namespace {

// A signal handler may only touch lock-free atomics; the watcher thread does the rest.
std::atomic<bool> g_signalled{false};
std::atomic<bool> g_caughtEarly{false};  // catchFromNow(): keep what came before, and after

void onSignal(int) {
    g_signalled = true;
}

}  // namespace

void InterruptWatch::catchFromNow() {
    g_caughtEarly = true;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
}

InterruptWatch::InterruptWatch() {
    if (!g_caughtEarly) {
        g_signalled = false;
    }
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    m_watcher = std::thread([this] {
        while (!m_finished) {
            if (g_signalled) {
                // First the half files, at once: the threads writing them may take longer to
                // stop than the one second mpirun gives a job between SIGTERM and SIGKILL.
                PendingTemporaries::removeAll();
                m_stop.request_stop();
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    });
}

InterruptWatch::~InterruptWatch() {
    m_finished = true;
    m_watcher.join();
    if (!g_caughtEarly) {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
    }
}

bool InterruptWatch::interrupted() const {
    return g_signalled;
}

}  // namespace shardscope::cli
