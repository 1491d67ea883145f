#pragma once

#include "../util/result.h"
#include "planstate.h"

namespace shardscope {

// The inputs of a plan, read and checked before any rank is planned: the two strategies, the
// full shapes of their parameters, each layout against its shape, the output format, and the
// run's ranks that the source strategy leaves out. What cannot be planned is listed in the
// plan's problems and left out of the strategies.
class PlanValidator {
public:
    explicit PlanValidator(PlanState& state) : m_s(state) {}

    Status loadStrategies();
    void resolveFormat();
    void noteUnreadRanks();
    void collectShapes();
    // Drops the layouts of `strategy` that cannot be planned ("source", "destination"): a copy
    // without them takes its place, only when there are any.
    void validate(std::shared_ptr<const Strategy>& strategy, const char* side);

private:
    Result<std::shared_ptr<const Strategy>> loadSource() const;

    PlanState& m_s;
};

}  // namespace shardscope
