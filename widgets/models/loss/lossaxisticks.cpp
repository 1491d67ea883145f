#include "widgets/models/loss/lossaxisticks.h"

#include <QDateTime>
#include <QTimeZone>
#include <algorithm>
#include <array>
#include <cmath>

double LossAxisTicks::niceStep(double span, int target) {
    if (!(span > 0) || !std::isfinite(span)) {
        return 1;
    }
    const double rough = span / std::max(1, target);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double m = rough / power;
    const double nice = m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10;
    return nice * power;
}

QString LossAxisTicks::linearFormat(double lo, double hi, double step) {
    const double top = std::max(std::abs(lo), std::abs(hi));
    if (top >= 1e7 || (top > 0 && top < 1e-3)) {
        return QStringLiteral("%.3g");
    }
    const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));
    return QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f");
}

std::vector<LossTick> LossAxisTicks::logTicks(double lo, double hi) {
    std::vector<LossTick> out;
    if (!(lo > 0) || !(hi >= lo) || !std::isfinite(hi)) {
        return out;
    }
    const int first = static_cast<int>(std::floor(std::log10(lo)));
    const int last = static_cast<int>(std::ceil(std::log10(hi)));
    const std::array<std::vector<int>, 3> sets = {std::vector<int>{1}, std::vector<int>{1, 2, 5},
                                                  std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}};
    const int decades = last - first + 1;
    const int every = std::max(1, decades / 8);
    for (const std::vector<int>& digits : sets) {
        out.clear();
        for (int e = first; e <= last; ++e) {
            if (digits.size() == 1 && (e - first) % every != 0) {
                continue;
            }
            for (int d : digits) {
                const double v = d * std::pow(10.0, e);
                if (v >= lo * (1 - 1e-12) && v <= hi * (1 + 1e-12)) {
                    out.push_back({std::log10(v), QString::number(v, 'g', 6)});
                }
            }
        }
        if (out.size() >= 3) {
            break;
        }
    }
    return out;
}

std::vector<LossTick> LossAxisTicks::timeTicks(double t0, double t1, int target) {
    std::vector<LossTick> out;
    if (!(t1 >= t0) || !std::isfinite(t0) || !std::isfinite(t1)) {
        return out;
    }
    static constexpr std::array<double, 20> kIntervals = {
        1,   2,    5,    10,   15,    30,    60,    120,   300,    600,
        900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800};
    const double span = t1 - t0;
    double interval = kIntervals.back();
    for (double i : kIntervals) {
        if (span / i <= std::max(1, target)) {
            interval = i;
            break;
        }
    }
    while (span / interval > std::max(1, target)) {
        interval *= 2;
    }
    const auto at = [](double t) {
        return QDateTime::fromMSecsSinceEpoch(std::llround(t * 1000), QTimeZone::utc());
    };
    const bool days = at(t0).date() != at(t1).date();
    const QString format = interval >= 86400 ? QStringLiteral("yyyy-MM-dd")
                           : days            ? QStringLiteral("MM-dd HH:mm")
                           : interval < 60   ? QStringLiteral("HH:mm:ss")
                                             : QStringLiteral("HH:mm");
    for (double t = std::ceil(t0 / interval) * interval; t <= t1; t += interval) {
        out.push_back({t, at(t).toString(format)});
    }
    return out;
}
