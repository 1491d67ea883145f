#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runmodel.h"

namespace shardscope {

// What each device-matrix axis is for. An axis that no tensor map uses only copies parameters:
// data parallelism. One that some tensor map uses cuts parameters: model parallelism.
enum class AxisRole { DataParallel, ModelParallel, Trivial };

// The device matrix most layouts of the first stage use; [devices] without a strategy.
std::vector<int64_t> runDevMatrix(const RunModel& run);
// Roles over every layout with this device matrix (size-1 axes are Trivial).
std::vector<AxisRole> axisRoles(const RunModel& run, const std::vector<int64_t>& devMatrix);
// "dp", "mp"; numbered ("mp1", "mp2") when a role has several axes; "a<i>" for size-1 axes.
// Short on purpose: they go into every header, into `--simulate "dp=2,mp=4"`, and users rename
// them in the GUI.
std::vector<std::string> defaultAxisNames(const std::vector<AxisRole>& roles);

}  // namespace shardscope
