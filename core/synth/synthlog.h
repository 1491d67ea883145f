#pragma once

#include <cstdint>
#include <string>

#include "synthmodel.h"

namespace shardscope {

// The loss a synthetic run reports at a global step (1-based) for one data-parallel replica:
// exponential decay from about ln(vocab) towards a floor, with multiplicative noise that differs
// between replicas (each sees its own batches) but not between the model-parallel ranks of one.
float synthLoss(const SynthConfig& config, int dpIndex, int64_t globalStep);
// The learning rate after `globalStep` steps: linear warm-up, then cosine decay.
float synthLearningRate(const SynthConfig& config, int64_t globalStep);

// One rank's training log, as MindSpore's LossMonitor and TimeMonitor print it:
//   epoch: 1 step: 156, loss is 2.0084016
//   epoch time: 1234.567 ms, per step time: 7.913 ms
// Only the last pipeline stage computes a loss, so other stages' logs hold TimeMonitor lines
// only. The first epoch's time includes graph compilation, as it does in MindSpore.
std::string synthLogText(const SynthModel& model, int rank);

}  // namespace shardscope
