#include "widgets/models/shell/handoverqueue.h"

#include <QTimer>
#include <algorithm>

HandOverQueue::HandOverQueue(QObject* parent) : QObject(parent) {}

void HandOverQueue::start(Step front, bool now) {
    std::vector<Step> steps = {Step::Matrix,    Step::Parameters, Step::Slices,
                               Step::Migration, Step::History,    Step::Select};
    std::stable_partition(steps.begin(), steps.end(), [&](Step s) { return s == front; });
    m_pending = std::move(steps);
    m_announce = true;
    m_now = now;
    const unsigned generation = ++m_generation;
    if (now) {
        while (!m_pending.empty()) {  // no turn to wait for
            next(generation);
        }
        return;
    }
    next(generation);
}

void HandOverQueue::promote(Step front) {
    std::stable_partition(m_pending.begin(), m_pending.end(), [&](Step s) { return s == front; });
}

void HandOverQueue::finish() {
    const unsigned generation = m_generation;
    while (!m_pending.empty() && generation == m_generation) {
        next(generation);
    }
}

void HandOverQueue::drop(Step step) {
    std::erase(m_pending, step);
}

bool HandOverQueue::isDue(Step step) const {
    return std::find(m_pending.begin(), m_pending.end(), step) != m_pending.end();
}

unsigned HandOverQueue::hold() {
    m_held = true;
    return ++m_holdTicket;
}

bool HandOverQueue::release(unsigned ticket) {
    if (ticket != m_holdTicket) {
        return false;  // a later hold() waits for its own turn
    }
    m_held = false;
    return true;
}

void HandOverQueue::announce() {
    if (m_announce && !isHandingOver()) {
        m_announce = false;
        Q_EMIT handedOver();
    }
}

void HandOverQueue::next(unsigned generation) {
    if (generation != m_generation || m_pending.empty()) {
        return;  // a newer run took over
    }
    const Step step = m_pending.front();
    m_pending.erase(m_pending.begin());
    m_inStep = true;
    Q_EMIT stepDue(step);
    m_inStep = false;
    if (!m_pending.empty() && !m_now) {
        if (!m_turnQueued) {
            m_turnQueued = true;
            QTimer::singleShot(0, this, [this] {
                m_turnQueued = false;
                next(m_generation);
            });
        }
    } else {
        announce();
    }
}
