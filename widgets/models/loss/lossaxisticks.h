#pragma once

#include <QString>
#include <vector>

struct LossTick {
    double value = 0;  // where on the axis (log10 of the value on a log scale)
    QString label;
};

// Tick marks the chart's axes cannot place themselves: values on a log scale (drawn as log10 on
// a linear axis) and wall times (seconds as written, labelled without a time zone), plus the
// round steps and label formats of the linear axes.
class LossAxisTicks {
public:
    // 1, 2 or 5 times a power of ten, about span / target.
    static double niceStep(double span, int target);
    // printf format for labels `step` apart around [lo, hi]: "%.2f", or "%.3g" for very small or
    // very large values.
    static QString linearFormat(double lo, double hi, double step);
    // For values in [lo, hi] (both above 0): 1 x 10^k, adding 2 and 5 (then every digit) until
    // there are at least three; every n-th decade when there are too many.
    static std::vector<LossTick> logTicks(double lo, double hi);
    // Seconds since 1970 in [t0, t1], at a round interval (seconds, minutes, hours, days) giving
    // at most `target` ticks; labels "HH:mm:ss", "HH:mm" or with the date when the range
    // crosses midnight.
    static std::vector<LossTick> timeTicks(double t0, double t1, int target);
};
