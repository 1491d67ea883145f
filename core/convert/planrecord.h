#pragma once

#include "../formats/conversionrecord.h"
#include "conversionplan.h"

namespace shardscope {

// The record of a plan about to be carried out (started now, in progress): absolute paths, the
// target strategy's digest as DST/strategy.ckpt holds it (deststrategy.h).
ConversionRecord conversionRecordOf(const ConversionPlan& plan);

}  // namespace shardscope
