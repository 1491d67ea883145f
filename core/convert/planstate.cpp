#include "planstate.h"

#include <algorithm>

namespace shardscope {

PlanState::PlanState(const PlanRequest& req) : request(req), srcStrategy(req.srcStrategy) {
    plan.srcFolder = req.srcFolder;
    plan.dstFolder = req.dstFolder;
    plan.options = req.options;
}

const std::vector<std::string_view>* PlanState::orderOf(int rank) const {
    if (!src || wholeFiles.count(rank) != 0) {
        return nullptr;
    }
    const auto it = stageOrders.find(rank / srcShape.devices);
    return it == stageOrders.end() ? nullptr : &it->second;
}

// A member of the rank's redundancy group, or, in MindFormers' balanced save, the member of the
// same group in another stage that saved it, where the parameter is laid out alike
// (transformsources.cpp).
int PlanState::sourceHolder(const std::string& name, int rank) const {
    const int stage = rank / srcShape.devices;
    const int base = stage * srcShape.devices;
    const auto l =
        std::find_if(src->layouts.begin(), src->layouts.end(),
                     [&](const ParamLayout& x) { return x.name == name && x.stage == stage; });
    const auto shape = shapes.find(name);
    if (l == src->layouts.end() || shape == shapes.end()) {
        return -1;
    }
    auto layout = TensorLayout::make(*l, shape->second);
    if (!layout) {
        return -1;
    }
    const std::vector<int> group = redundancyGroup(*layout, rank - base);
    for (int m : group) {
        const CheckpointFile* f = file(base + m);
        if (f != nullptr && f->index().find(name) != nullptr) {
            return base + m;
        }
    }
    const auto saved = src->savedBy.find(name);
    if (saved == src->savedBy.end()) {
        return -1;
    }
    for (const ParamLayout& other : src->layouts) {
        if (other.name != name || other.stage == stage || !l->sameCutAs(other)) {
            continue;
        }
        const int from = other.stage * srcShape.devices;
        for (int m : group) {
            const CheckpointFile* f = file(from + m);
            if (f != nullptr && f->index().find(name) != nullptr &&
                std::binary_search(saved->second.begin(), saved->second.end(), from + m)) {
                return from + m;
            }
        }
    }
    return -1;
}

}  // namespace shardscope
