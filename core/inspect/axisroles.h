#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "axisrole.h"
#include "rundocument.h"

namespace shardscope {

// The device matrix most layouts of the first stage use; [devices] without a strategy.
std::vector<int64_t> runDevMatrix(const RunDocument& run);
// Roles over every layout with this device matrix (size-1 axes are Trivial).
std::vector<AxisRole> axisRoles(const RunDocument& run, const std::vector<int64_t>& devMatrix);
// Works out the run's main device matrix and its roles once, where the run is built (a worker
// thread), into RunDocument::mainDevMatrix / mainRoles: the two calls above then return them
// without going over every layout (the views ask on every parameter change; a 4,096-card
// strategy has thousands of layouts). Call it again after changing the run's layouts.
void keepAxisRoles(RunDocument& run);
// "dp", "mp"; numbered ("mp1", "mp2") when a role has several axes; "a<i>" for size-1 axes.
// Short on purpose: they go into every header, into `--simulate "dp=2,mp=4"`, and users rename
// them in the GUI.
std::vector<std::string> defaultAxisNames(const std::vector<AxisRole>& roles);

}  // namespace shardscope
