#pragma once

#include "logs/lossseriesoptions.h"

// The loss chart's options are core's (logs/lossseriesoptions.h); the Qt layers name them
// without the namespace.
using shardscope::LossAxis;
using shardscope::LossRankMode;
using shardscope::LossSeriesOptions;
using shardscope::LossSmoothing;
