#pragma once

namespace shardscope {

// What a device-matrix axis is for (axisroles.h). An axis that no tensor map uses only copies
// parameters: data parallelism. One that some tensor map uses cuts parameters: model
// parallelism. A size-1 axis is trivial.
enum class AxisRole { DataParallel, ModelParallel, Trivial };

}  // namespace shardscope
