#pragma once

#include <memory>

#include "inspect/rundocument.h"

inline constexpr int kLargeParams = 100'000;

// Runs written once per test process and shared by the Param* and ParametersView tests:
// "tiny" (the demo), "broken" (the demo without rank 1's file), "small" (synth small) and
// "large" (100k rows).
std::shared_ptr<const shardscope::RunDocument> paramTestRun(const char* which);
