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

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
    QList<QPair<qint64, qint64>> m_stalls;
};
