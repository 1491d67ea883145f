#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace shardscope {

// TensorBoard's smoothing: an exponential moving average debiased by 1 - w^n, so the first
// points are not pulled towards zero:
//   s_n = w * s_(n-1) + (1 - w) * y_n,  out_n = s_n / (1 - w^n),  s_0 = 0
// `weight` is clamped to [0, 1]: 0 returns the input; 1 is the limit of the formula, the mean
// of every value so far. NaN and infinite values are passed through and do not enter the average
// (n counts finite values only). A constant series is returned as it is, like TensorBoard does.
std::vector<double> smoothEma(std::span<const double> y, double weight);

// The mean of the last `window` finite values up to each point (fewer at the start). Window 0
// or 1 returns the input; non-finite values are passed through and skipped.
std::vector<double> smoothRunningMean(std::span<const double> y, size_t window);

}  // namespace shardscope
