#pragma once

#include <memory>
#include <string>

#include "inspect/runmodel.h"

// What a conversion's destination will look like, as a run without files: the destination
// strategy's layouts over the source's full shapes and dtypes, so the device-matrix and slice
// views draw the target exactly as they draw the source.
std::shared_ptr<const shardscope::RunModel> makeTargetRun(const shardscope::RunModel& source,
                                                          const shardscope::Strategy& target,
                                                          const std::string& label);
