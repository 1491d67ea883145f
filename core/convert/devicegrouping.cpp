#include "devicegrouping.h"

namespace shardscope {

namespace {

// Backtracking over the layout's axes; the depth is the layout's axis count and the branching
// comes only from size-1 main axes, so it stays tiny for real matrices.
bool matchFrom(const std::vector<int64_t>& layoutDev, const std::vector<int64_t>& mainDev,
               size_t axis, size_t start, AxisGroups& groups) {
    if (axis == layoutDev.size()) {
        return start == mainDev.size();
    }
    // Longest run first: the product only grows with the run, so collect the runs that match.
    std::vector<size_t> lengths;
    int64_t product = 1;
    if (layoutDev[axis] == 1) {
        lengths.push_back(0);
    }
    for (size_t end = start; end < mainDev.size(); ++end) {
        if (mainDev[end] > layoutDev[axis] / product) {
            break;  // past the axis, and never overflowing on the way
        }
        product *= mainDev[end];
        if (product == layoutDev[axis]) {
            lengths.push_back(end + 1 - start);
        }
    }
    for (auto it = lengths.rbegin(); it != lengths.rend(); ++it) {
        std::vector<int>& group = groups[axis];
        group.clear();
        for (size_t a = start; a < start + *it; ++a) {
            group.push_back(static_cast<int>(a));
        }
        if (matchFrom(layoutDev, mainDev, axis + 1, start + *it, groups)) {
            return true;
        }
    }
    return false;
}

}  // namespace

std::optional<AxisGroups> groupDeviceAxes(const std::vector<int64_t>& layoutDev,
                                          const std::vector<int64_t>& mainDev) {
    AxisGroups groups(layoutDev.size());
    if (layoutDev == mainDev) {
        for (size_t a = 0; a < mainDev.size(); ++a) {
            groups[a] = {static_cast<int>(a)};
        }
        return groups;
    }
    for (const int64_t d : layoutDev) {
        if (d < 1) {
            return std::nullopt;
        }
    }
    for (const int64_t d : mainDev) {
        if (d < 1) {
            return std::nullopt;
        }
    }
    if (layoutDev.empty() || !matchFrom(layoutDev, mainDev, 0, 0, groups)) {
        return std::nullopt;
    }
    return groups;
}

std::vector<int64_t> regroupedMatrix(const AxisGroups& groups,
                                     const std::vector<int64_t>& mainSizes) {
    std::vector<int64_t> out;
    out.reserve(groups.size());
    for (const std::vector<int>& group : groups) {
        int64_t size = 1;
        for (const int a : group) {
            size *= mainSizes[static_cast<size_t>(a)];
        }
        out.push_back(size);
    }
    return out;
}

}  // namespace shardscope
