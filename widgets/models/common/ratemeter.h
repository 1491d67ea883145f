#pragma once

#include <QElapsedTimer>
#include <deque>
#include <utility>

// Throughput and time left of a job, from (time, units done) samples over the last few seconds:
// steady enough to read, quick to follow a change of speed. One per job run.
class RateMeter final {
public:
    static constexpr qint64 kWindowMs = 5000;

    void start();
    void sample(quint64 done);
    double unitsPerSecond() const;                          // 0 until two samples a moment apart
    double secondsLeft(quint64 done, quint64 total) const;  // -1 while the rate is unknown
    double elapsedSeconds() const;

private:
    QElapsedTimer m_clock;
    std::deque<std::pair<qint64, quint64>> m_samples;
};
