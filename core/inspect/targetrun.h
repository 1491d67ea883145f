#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rundocument.h"

namespace shardscope {

// What a conversion's destination will look like, as a run without files: the destination
// strategy's layouts over the source's full shapes and dtypes, so the device-matrix and slice
// views draw the target exactly as they draw the source. `issues` (a simulation's: a split that
// does not divide) are kept on the run, so a view of a parameter without a layout can say why.
std::shared_ptr<const RunDocument> makeTargetRun(const RunDocument& source, const Strategy& target,
                                                 const std::string& label,
                                                 const std::vector<Issue>& issues = {});

}  // namespace shardscope
