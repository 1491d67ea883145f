#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope {

// How a layout's device matrix is built from the main one's axes: entry j lists the main axes
// (contiguous, ascending; empty for a size-1 axis) whose product is the layout's axis j. Ranks
// are numbered row-major in both, so a layout whose axes are such groups places every rank
// exactly as the main matrix does, and resizing the main axes resizes each group's product.
using AxisGroups = std::vector<std::vector<int>>;

// nullopt when `layoutDev` is no grouping of `mainDev` (different product, axes cut across, or
// out of order). Where size-1 main axes make several groupings possible, each joins the group on
// its left (groups are taken as long as they can be).
std::optional<AxisGroups> groupDeviceAxes(const std::vector<int64_t>& layoutDev,
                                          const std::vector<int64_t>& mainDev);

// The layout's device matrix once the main axes have the sizes `mainSizes`.
std::vector<int64_t> regroupedMatrix(const AxisGroups& groups,
                                     const std::vector<int64_t>& mainSizes);

}  // namespace shardscope
