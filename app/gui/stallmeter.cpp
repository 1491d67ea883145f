#include "stallmeter.h"

#include <algorithm>

StallMeter::StallMeter(QObject* parent) : QObject(parent) {
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kTickMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.elapsed();
        const qint64 gap = now - m_last - kTickMs - m_notCounted;
        m_last = now;
        m_notCounted = 0;
        m_longest = std::max(m_longest, gap);
        if (gap > kStallMs) {
            m_stalls.append({now, gap});
        }
    });
}

void StallMeter::start() {
    m_clock.start();
    m_last = 0;
    m_timer.start();
}
