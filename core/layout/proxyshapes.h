#pragma once

#include "transformsources.h"

namespace shardscope {

// Stand-in full shapes for when no checkpoint is at hand (`ranks` from strategies alone). Slices
// are even, so which slices overlap depends only on the split counts: a shape each of whose
// dimensions is a common multiple of every split (and, for dimension 0, of the device counts,
// which every optimizer shard size divides) gives the same answer as the real one.
FullShapes proxyShapes(const Strategy* src, const Strategy* dst);

}  // namespace shardscope
