#include "stepderiver.h"

#include <algorithm>

namespace shardscope {

int64_t StepDeriver::stepsPerEpoch() const {
    if (m_given > 0) {
        return m_given;
    }
    return m_printed > 0 ? m_printed : m_inferred;
}

StepDeriver::Placed StepDeriver::place(int64_t epoch, int64_t step, int64_t total, int64_t global) {
    if (global != kNone) {
        return {global, 0};
    }
    if (total > 0) {
        m_printed = total;
        if (epoch == kNone || epoch < 1) {
            return {step, 0};
        }
        // Later LossMonitor lines of the same file continue from here.
        m_started = true;
        m_globalSteps = false;
        m_waitingForBase = false;
        m_maxStep = epoch == m_epoch ? std::max(m_maxStep, step) : step;
        m_epoch = epoch;
        m_base = (epoch - 1) * total;
        return {m_base + step, 0};
    }
    if (epoch == kNone) {
        return {step, 0};
    }
    return inEpoch(epoch, step);
}

StepDeriver::Placed StepDeriver::inEpoch(int64_t epoch, int64_t step) {
    if (m_given > 0) {
        // Known steps per epoch: no inference, and an S beyond them is global already.
        if (step > m_given) {
            return {step, 0};
        }
        return {(std::max<int64_t>(epoch, 1) - 1) * m_given + step, 0};
    }
    if (!m_started || epoch < m_epoch) {
        const bool restart = m_started;
        m_started = true;
        m_globalSteps = false;
        m_epoch = epoch;
        m_maxStep = step;
        const int64_t known = stepsPerEpoch();
        m_base = known > 0 ? (std::max<int64_t>(epoch, 1) - 1) * known : 0;
        // Moving earlier rows is only sound while every row so far belongs to this first epoch.
        m_waitingForBase = !restart && known == 0 && epoch > 1;
        m_firstEpoch = epoch;
        return {m_base + step, 0};
    }
    if (epoch == m_epoch) {
        m_maxStep = std::max(m_maxStep, step);
        return {m_globalSteps ? step : m_base + step, 0};
    }
    // A new epoch.
    if (m_globalSteps || step > m_maxStep) {
        m_globalSteps = true;
        m_waitingForBase = false;
        m_epoch = epoch;
        m_maxStep = step;
        return {step, 0};
    }
    const int64_t perEpoch = m_printed > 0 ? m_printed : std::max(m_maxStep, m_inferred);
    m_inferred = std::max(m_inferred, perEpoch);
    Placed placed;
    if (m_waitingForBase) {
        placed.shiftEarlier = (m_firstEpoch - 1) * perEpoch;
        m_base += placed.shiftEarlier;
        m_waitingForBase = false;
    }
    m_base += (epoch - m_epoch) * perEpoch;
    m_epoch = epoch;
    m_maxStep = step;
    placed.global = m_base + step;
    return placed;
}

}  // namespace shardscope
