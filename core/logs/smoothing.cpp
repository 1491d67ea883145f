#include "smoothing.h"

#include <algorithm>
#include <cmath>

namespace shardscope {

std::vector<double> smoothEma(std::span<const double> y, double weight) {
    const double w = std::isnan(weight) ? 0.0 : std::clamp(weight, 0.0, 1.0);
    std::vector<double> out(y.begin(), y.end());
    // As TensorBoard does: a constant series stays exactly constant, without rounding noise.
    bool constant = true;
    for (size_t i = 1; i < y.size() && constant; ++i) {
        constant = y[i] == y[0];
    }
    if (constant) {
        return out;
    }
    double last = 0;
    double power = 1;  // w^n
    double sum = 0;    // for w == 1
    size_t n = 0;
    for (double& v : out) {
        if (!std::isfinite(v)) {
            continue;
        }
        ++n;
        if (w == 1.0) {
            sum += v;
            v = sum / static_cast<double>(n);
            continue;
        }
        last = last * w + (1 - w) * v;
        power *= w;
        v = last / (1 - power);
    }
    return out;
}

std::vector<double> smoothRunningMean(std::span<const double> y, size_t window) {
    std::vector<double> out(y.begin(), y.end());
    if (window <= 1) {
        return out;
    }
    std::vector<double> ring(window, 0.0);
    size_t head = 0;
    size_t filled = 0;
    double sum = 0;
    size_t sinceExact = 0;
    for (double& v : out) {
        if (!std::isfinite(v)) {
            continue;
        }
        if (filled == window) {
            sum -= ring[head];
        } else {
            ++filled;
        }
        ring[head] = v;
        head = (head + 1) % window;
        sum += v;
        // Adding and subtracting drifts; sum the window afresh now and then.
        if (++sinceExact == window * 64) {
            sum = 0;
            for (size_t i = 0; i < filled; ++i) {
                sum += ring[i];
            }
            sinceExact = 0;
        }
        v = sum / static_cast<double>(filled);
    }
    return out;
}

}  // namespace shardscope
