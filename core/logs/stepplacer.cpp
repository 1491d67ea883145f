#include "stepplacer.h"

#include <cmath>
#include <limits>

#include "lossaxis.h"

namespace shardscope {

namespace {

constexpr double kUnplacedStep = std::numeric_limits<double>::quiet_NaN();

double printedEpochOf(const LogTable& t, size_t row) {
    return t.epoch(row) == LogTable::kNone ? kUnplacedStep : t.epoch(row);
}

}  // namespace

StepPlacer::StepPlacer(const LogRun& run, LossAxis axis, double offset)
    : m_axis(axis), m_offset(offset) {
    for (const LogRankLog& log : run.logs) {
        if (m_perEpoch == 0) {
            m_perEpoch = epochLength(log.table);
        }
    }
    if (axis == LossAxis::Step || (axis == LossAxis::Epoch && m_perEpoch > 0)) {
        return;
    }
    double origin = std::numeric_limits<double>::infinity();
    for (const LogRankLog& log : run.logs) {
        const LogTable& t = log.table;
        for (size_t r = 0; r < t.rowCount(); ++r) {
            const int64_t step = t.globalStep(r);
            const double v = axis == LossAxis::Epoch ? printedEpochOf(t, r) : t.wallTime(r);
            if (step != LogTable::kNoStep && !std::isnan(v)) {
                m_at.emplace(step, v);
                origin = std::min(origin, v);
            }
        }
    }
    m_origin = axis == LossAxis::RelativeTime ? origin : 0;
}

double StepPlacer::place(double step) const {
    if (m_axis == LossAxis::Step) {
        return step + m_offset;
    }
    if (m_axis == LossAxis::Epoch && m_perEpoch > 0) {
        return (step + m_offset) / static_cast<double>(m_perEpoch);
    }
    const auto it = m_at.find(static_cast<int64_t>(step));
    if (it == m_at.end()) {
        return kUnplacedStep;
    }
    const double v = it->second - m_origin;
    return m_axis == LossAxis::RelativeTime ? v / kLossSecondsPerHour : v;
}

}  // namespace shardscope
