#include "optshard.h"

#include "../formats/shapetext.h"
#include "simulationtext.h"

namespace shardscope {

namespace {

struct ReplicaGroup {
    int64_t size = 1;
    int64_t span = 0;  // rank distance between its first and last member
};

ReplicaGroup replicaGroup(const ParamLayout& layout) {
    const std::vector<int64_t>& dev = layout.devMatrix();
    std::vector<bool> used(dev.size(), false);
    for (const std::vector<int>& axes : dimensionAxes(layout)) {
        for (const int a : axes) {
            used[static_cast<size_t>(a)] = true;
        }
    }
    ReplicaGroup group;
    int64_t stride = 1;
    for (size_t a = dev.size(); a-- > 0;) {
        if (!used[a]) {
            group.size *= dev[a];
            group.span += (dev[a] - 1) * stride;
        }
        stride *= dev[a];
    }
    return group;
}

}  // namespace

int32_t mindsporeOptShardStep(const ParamLayout& layout) {
    const ReplicaGroup group = replicaGroup(layout);
    return group.size > 1 ? static_cast<int32_t>(group.span / (group.size - 1)) : 0;
}

void applyOptShard(const ParamLayout& source, ParamLayout& layout,
                   const std::optional<std::vector<int64_t>>& shape, int optShard,
                   std::vector<Issue>& issues) {
    int32_t requested = optShard;
    if (optShard == -1) {
        if (source.optShardSize == 0 || source.optShardStep == 0) {
            return;  // section 3: either field 0 means no sharding; kept exactly as written
        }
        requested = source.optShardSize;
    }
    layout.optShardSize = 0;
    layout.optShardStep = 0;
    if (requested == 0) {
        return;
    }
    const ReplicaGroup group = replicaGroup(layout);
    const int64_t effective = requested == -1 ? group.size : requested;
    std::optional<int64_t> slice0;
    if (shape && !shape->empty() && shape->size() == layout.tensorMap.size()) {
        const std::vector<std::vector<int>> dimAxes = dimensionAxes(layout);
        int64_t parts = 1;
        for (const int a : dimAxes.front()) {
            parts *= layout.devMatrix()[static_cast<size_t>(a)];
        }
        slice0 = shape->front() / parts;
    }
    // MindSpore leaves it unsharded (the catalogue's OptShardSkipped words say why): a scalar,
    // a slice one rank holds, a replica group or a dimension 0 the shards do not divide.
    const bool skipped = layout.tensorMap.empty() || group.size == 1 ||
                         group.size % effective != 0 || (slice0 && *slice0 % effective != 0);
    if (!skipped) {
        layout.optShardSize = requested;
        layout.optShardStep = mindsporeOptShardStep(layout);
        return;
    }
    const bool groupIsTheReason = group.size == 1 || group.size % effective != 0;
    issues.push_back(simulationIssue(
        IssueCode::OptShardSkipped, false, layout.name,
        {layout.name, std::to_string(effective), std::to_string(group.size),
         slice0 && !groupIsTheReason ? std::to_string(*slice0) : "", shapeText(layout.devMatrix()),
         tensorMapText(layout), layout.tensorMap.empty() ? "yes" : ""}));
}

}  // namespace shardscope
