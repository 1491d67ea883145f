#include "targetrequest.h"

#include <algorithm>

#include "../inspect/targetrun.h"
#include "../util/translatenoop.h"

namespace shardscope {

bool PreparedTarget::blocked() const {
    return error.has_value() || !strategy ||
           std::any_of(problems.begin(), problems.end(),
                       [](const Issue& i) { return i.blocking(); });
}

std::shared_ptr<const Strategy> PreparedTarget::planTarget() const {
    return mergesToOne ? nullptr : strategy;
}

PreparedTarget prepareTarget(const RunDocument& source, const TargetRequest& request) {
    PreparedTarget out;
    if (!source.strategy) {
        out.error =
            makeError(ErrorCode::InvalidArgument,
                      QT_TRANSLATE_NOOP("ErrorMessage", "the source run has no strategy"), {});
        return out;
    }
    if (request.simulate) {
        FullShapes shapes;
        for (const ParamInfo& p : source.params) {
            if (!p.globalShape.empty()) {
                shapes.emplace(p.name, p.globalShape);
            }
        }
        auto sim = simulateStrategy(*source.strategy, shapes, request.spec);
        if (!sim) {
            out.error = std::move(sim).error();
            return out;
        }
        out.problems = sim->issues;
        auto strategy = std::make_shared<Strategy>(std::move(sim->strategy));
        strategy->source = request.label;  // no file: the record and messages name the spec
        out.strategy = std::move(strategy);
        out.simulation = std::move(*sim);
        out.mergesToOne = request.spec.mergeToOne;
    } else if (!request.strategyPath.empty()) {
        auto loaded = loadStrategy(request.strategyPath);
        if (!loaded) {
            out.error = std::move(loaded).error();
            return out;
        }
        out.strategy = std::make_shared<const Strategy>(std::move(*loaded));
        out.strategyPath = request.strategyPath;
    } else {
        return out;  // nothing chosen yet
    }
    if (request.withRun) {
        out.targetRun = makeTargetRun(source, *out.strategy, request.label, out.problems);
    }
    return out;
}

}  // namespace shardscope
