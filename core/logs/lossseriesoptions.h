#pragma once

#include <string>

namespace shardscope {

// The x axis of the loss chart. Offsets are in global steps, so they move a run on the step and
// epoch axes only: a resumed run lines up in steps, its wall times are what they are.
enum class LossAxis {
    Step,          // global step
    Epoch,         // global step / steps per epoch (epochs completed), else the printed epoch
    RelativeTime,  // hours since the log's first timestamp
    WallTime,      // seconds since 1970 as written (no time zone applied)
};

enum class LossSmoothing {
    Ema,          // TensorBoard's debiased exponential moving average
    RunningMean,  // mean of a trailing window sized after the same weight
};

enum class LossRankMode {
    Individual,  // one curve per rank log
    MeanBand,    // one curve per run: the mean over ranks with a min-max band
};

// What the series of one run are built from (lossSeries). Zooming does not change these; the x
// range and the pixel columns only decide what a chart draws.
struct LossSeriesOptions {
    std::string metric = "loss";
    LossAxis axis = LossAxis::Step;
    double offset = 0;  // global steps added to the run's steps
    LossSmoothing smoothing = LossSmoothing::Ema;
    double weight = 0;  // 0 .. 0.99
    LossRankMode ranks = LossRankMode::Individual;
};

}  // namespace shardscope
