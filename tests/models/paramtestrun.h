#pragma once

#include <memory>

#include "inspect/runmodel.h"

inline constexpr int kLargeParams = 100'000;

// Runs written once per test process and shared by the Param* and ParametersView tests:
// "tiny" (the demo), "broken" (the demo without rank 1's file), "small" (synth small) and
// "large" (100k rows).
std::shared_ptr<const shardscope::RunModel> paramTestRun(const char* which);
