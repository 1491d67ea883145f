#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace shardscope::cli {

// One line on stderr, redrawn in place while a long command runs:
// "[#########.....]  61%  1.8 GiB / 2.9 GiB  412 MiB/s  0:03 left  rank 5".
// Drawn only when stderr is a terminal, at most ten times a second; finish() ends the line.
class ProgressBar final {
public:
    ProgressBar();
    // Drawn whatever stderr is (a job's launcher, such as mpirun, forwards it to a terminal).
    explicit ProgressBar(bool enabled);
    ~ProgressBar();
    ProgressBar(const ProgressBar&) = delete;
    ProgressBar& operator=(const ProgressBar&) = delete;

    bool enabled() const { return m_enabled; }
    // done and total in bytes; `detail` ends the line (what is being worked on).
    void update(uint64_t done, uint64_t total, const std::string& detail);
    void finish();

    // The line itself, for tests: rate in bytes per second, NaN or 0 when unknown.
    static std::string line(uint64_t done, uint64_t total, double bytesPerSecond,
                            const std::string& detail);

private:
    using Clock = std::chrono::steady_clock;
    bool m_enabled = false;
    bool m_drawn = false;
    Clock::time_point m_start;
    Clock::time_point m_last;
};

}  // namespace shardscope::cli
