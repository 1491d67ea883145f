#pragma once

#include <cstdint>
#include <unordered_map>

#include "logrun.h"
#include "lossseriesoptions.h"

namespace shardscope {

// Where each global step of a run lies on a loss axis: the step plus the run's offset; on the
// epoch axis over the steps per epoch of the first log that knows it, else the epoch printed at
// that step; on time axes the timestamp of the first log (in rank order) with a row at that step.
class StepPlacer {
public:
    StepPlacer(const LogRun& run, LossAxis axis, double offset);

    // NaN when the step has no place on the axis.
    double place(double step) const;

private:
    LossAxis m_axis;
    double m_offset;
    int64_t m_perEpoch = 0;
    double m_origin = 0;
    std::unordered_map<int64_t, double> m_at;
};

}  // namespace shardscope
