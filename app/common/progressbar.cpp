#include "progressbar.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>

#include "util/wording.h"

namespace shardscope::cli {

namespace {

std::string duration(double seconds) {
    const auto s = static_cast<long long>(std::llround(seconds));
    char buf[32];
    if (s >= 3600) {
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    } else {
        std::snprintf(buf, sizeof buf, "%lld:%02lld", s / 60, s % 60);
    }
    return buf;
}

}  // namespace

ProgressBar::ProgressBar() : ProgressBar(isatty(STDERR_FILENO) != 0) {}

ProgressBar::ProgressBar(bool enabled)
    : m_enabled(enabled), m_start(Clock::now()), m_last(m_start) {}

ProgressBar::~ProgressBar() {
    finish();
}

std::string ProgressBar::line(uint64_t done, uint64_t total, double bytesPerSecond,
                              const std::string& detail) {
    const double f =
        total == 0 ? 1.0 : std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
    constexpr int kWidth = 30;
    std::string bar(static_cast<size_t>(f * kWidth), '#');
    bar.resize(kWidth, '.');
    char percent[8];
    std::snprintf(percent, sizeof percent, "%3d%%", static_cast<int>(f * 100));
    std::string out =
        "[" + bar + "] " + percent + "  " + humanBytes(done) + " / " + humanBytes(total);
    if (bytesPerSecond > 0 && std::isfinite(bytesPerSecond)) {
        out += "  " + humanBytes(static_cast<uint64_t>(bytesPerSecond)) + "/s";
        if (done < total) {
            out += "  " + duration(static_cast<double>(total - done) / bytesPerSecond) + " left";
        }
    }
    if (!detail.empty()) {
        out += "  " + detail;
    }
    return out;
}

void ProgressBar::update(uint64_t done, uint64_t total, const std::string& detail) {
    if (!m_enabled) {
        return;
    }
    const Clock::time_point now = Clock::now();
    if (m_drawn && now - m_last < std::chrono::milliseconds(100) && done < total) {
        return;
    }
    m_last = now;
    const double seconds = std::chrono::duration<double>(now - m_start).count();
    const double rate = seconds > 0.5 ? static_cast<double>(done) / seconds : 0.0;
    // Pad over what a longer previous line left behind.
    std::fprintf(stderr, "\r%-100s", line(done, total, rate, detail).c_str());
    std::fflush(stderr);
    m_drawn = true;
}

void ProgressBar::finish() {
    if (m_drawn) {
        std::fputs("\n", stderr);
        m_drawn = false;
    }
}

}  // namespace shardscope::cli
