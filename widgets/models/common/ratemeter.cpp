#include "widgets/models/common/ratemeter.h"

void RateMeter::start() {
    m_clock.start();
    m_samples.clear();
}

void RateMeter::sample(quint64 done) {
    const qint64 now = m_clock.elapsed();
    m_samples.emplace_back(now, done);
    while (m_samples.size() > 2 && now - m_samples.front().first > kWindowMs) {
        m_samples.pop_front();
    }
}

double RateMeter::unitsPerSecond() const {
    if (m_samples.size() < 2) {
        return 0;
    }
    const auto& [t0, d0] = m_samples.front();
    const auto& [t1, d1] = m_samples.back();
    if (t1 - t0 < 200 || d1 < d0) {
        return 0;
    }
    return static_cast<double>(d1 - d0) * 1000.0 / static_cast<double>(t1 - t0);
}

double RateMeter::secondsLeft(quint64 done, quint64 total) const {
    const double rate = unitsPerSecond();
    if (rate <= 0 || total < done) {
        return -1;
    }
    return static_cast<double>(total - done) / rate;
}

double RateMeter::elapsedSeconds() const {
    return m_clock.isValid() ? static_cast<double>(m_clock.nsecsElapsed()) / 1e9 : 0.0;
}
