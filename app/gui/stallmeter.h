#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTimer>

// How long the event loop went without running (--timing, bench/open_bench.sh): a precise
// timer asks to run every few milliseconds; the longest gap between two runs is the longest
// time the window could not answer the user.
class StallMeter : public QObject {
    Q_OBJECT

public:
    static constexpr int kTickMs = 5;
    // Gaps longer than this are listed one by one in the timing report: 50 ms is about where a
    // user feels a click or a scroll lag.
    static constexpr qint64 kStallMs = 50;

    explicit StallMeter(QObject* parent = nullptr);

    void start();
    qint64 longestMs() const { return m_longest; }
    int stallsOver50Ms() const { return static_cast<int>(m_stalls.size()); }
    // Each stall over 50 ms: when it ended (ms since start()) and how long it was.
    const QList<QPair<qint64, qint64>>& stalls() const { return m_stalls; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    // Time the measurement itself took in the event loop (--timing's grab of the matrix,
    // --preview-screenshot's of the window): left out of the gap it falls in, and summed here.
    void notCounted(qint64 ms) {
        m_notCounted += ms;
        m_notCountedTotal += ms;
    }
    qint64 notCountedMs() const { return m_notCountedTotal; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
    qint64 m_notCounted = 0;  // not yet taken out of a gap
    qint64 m_notCountedTotal = 0;
    QList<QPair<qint64, qint64>> m_stalls;
};
