#include "lossseries.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "logseries.h"
#include "lossaxis.h"
#include "rankband.h"
#include "smoothing.h"
#include "stepplacer.h"

namespace shardscope {

namespace {

// The index of `name` in the table when it has points.
std::optional<size_t> metricIndex(const LogTable& table, const std::string& name) {
    const auto& metrics = table.metrics();
    for (size_t i = 0; i < metrics.size(); ++i) {
        if (metrics[i].name == name && !metrics[i].values.empty()) {
            return i;
        }
    }
    return std::nullopt;
}

// The mean over the run's logs (log, metric) at each global step, with the min-max band,
// placed on the axis; steps without a place are counted in withoutX.
LossSeries meanSeries(const LogRun& run, int runIndex,
                      const std::vector<std::pair<size_t, size_t>>& logs,
                      const LossSeriesOptions& options) {
    LossSeries c;
    c.label = run.name;
    c.run = runIndex;
    c.ranks = static_cast<int>(logs.size());
    std::vector<XYSeries> steps;
    steps.reserve(logs.size());
    for (const auto& [log, metric] : logs) {
        steps.push_back(logSeries(run.logs[log].table, metric, LogAxis::Step));
        c.withoutX += steps.back().withoutX;
    }
    const RankBand band = rankBand(steps);
    const StepPlacer placer(run, options.axis, options.offset);
    const size_t n = band.x.size();
    c.x.reserve(n);
    c.y.reserve(n);
    c.bandMin.reserve(n);
    c.bandMax.reserve(n);
    for (size_t i = 0; i < n; ++i) {
        const double x = placer.place(band.x[i]);
        if (std::isnan(x)) {
            c.withoutX += band.count[i] + band.nonFinite[i];
            continue;
        }
        c.x.push_back(x);
        c.y.push_back(band.mean[i]);
        c.bandMin.push_back(band.min[i]);
        c.bandMax.push_back(band.max[i]);
    }
    sortByX(c.x, {&c.y, &c.bandMin, &c.bandMax});
    return c;
}

LossSeries logLossSeries(const LogRun& run, int runIndex, size_t log, size_t metric,
                         const LossSeriesOptions& options) {
    const LogTable& table = run.logs[log].table;
    XYSeries s = lossAxisSeries(table, metric, options.axis);
    const double offset = lossAxisOffset(table, options.axis, options.offset);
    if (offset != 0) {
        for (double& x : s.x) {
            x += offset;
        }
    }
    LossSeries c;
    c.label = run.label(log);
    c.run = runIndex;
    c.log = static_cast<int>(log);
    c.x = std::move(s.x);
    c.y = std::move(s.y);
    c.withoutX = s.withoutX;
    return c;
}

}  // namespace

std::vector<LossSeries> lossSeries(const LogRun& run, int runIndex,
                                   const LossSeriesOptions& options) {
    std::vector<std::pair<size_t, size_t>> logs;
    for (size_t l = 0; l < run.logs.size(); ++l) {
        if (const auto m = metricIndex(run.logs[l].table, options.metric)) {
            logs.emplace_back(l, *m);
        }
    }
    std::vector<LossSeries> out;
    if (options.ranks == LossRankMode::MeanBand && logs.size() > 1) {
        out.push_back(meanSeries(run, runIndex, logs, options));
    } else {
        for (const auto& [log, metric] : logs) {
            out.push_back(logLossSeries(run, runIndex, log, metric, options));
        }
    }
    for (LossSeries& c : out) {
        c.smoothed = smoothLoss(c.y, options.smoothing, options.weight);
        c.smoothedApplied = options.smoothing == LossSmoothing::Ema
                                ? options.weight > 0
                                : runningMeanWindow(options.weight) > 1;
    }
    return out;
}

size_t runningMeanWindow(double weight) {
    const double w = std::isnan(weight) ? 0.0 : std::clamp(weight, 0.0, 0.99);
    return std::max<size_t>(1, static_cast<size_t>(std::lround((1 + w) / (1 - w))));
}

std::vector<double> smoothLoss(std::span<const double> y, LossSmoothing method, double weight) {
    if (method == LossSmoothing::RunningMean) {
        return smoothRunningMean(y, runningMeanWindow(weight));
    }
    return smoothEma(y, weight);
}

std::vector<LossMetricName> lossMetricNames(std::span<const LogRun> runs) {
    std::vector<LossMetricName> out;
    bool loss = false;
    for (const LogRun& run : runs) {
        for (const LogRankLog& log : run.logs) {
            const auto& metrics = log.table.metrics();
            loss = loss || !metrics[LogTable::kLoss].values.empty();
            for (size_t m = LogTable::kLoss + 1; m < metrics.size(); ++m) {
                const bool known = std::any_of(out.begin(), out.end(), [&](const auto& k) {
                    return k.name == metrics[m].name;
                });
                if (!known && !metrics[m].values.empty()) {
                    out.push_back({metrics[m].name, metrics[m].unit});
                }
            }
        }
    }
    if (loss) {
        out.insert(out.begin(), LossMetricName{"loss", {}});
    }
    return out;
}

size_t lossPointCount(const LogRun& run, const std::string& metric) {
    size_t n = 0;
    for (const LogRankLog& log : run.logs) {
        if (const LogMetric* m = log.table.metric(metric)) {
            n += m->values.size();
        }
    }
    return n;
}

}  // namespace shardscope
