#include "models/loss/losscsv.h"

#include "logs/logcsv.h"
#include "models/loss/lossseriesbuilder.h"

using namespace shardscope;

QString LossCsv::csv(const std::vector<LossCsvRun>& runs, const std::string& metric,
                     LossSmoothing smoothing, double weight) {
    std::vector<MetricCsvRun> core;
    core.reserve(runs.size());
    for (const LossCsvRun& r : runs) {
        core.push_back({r.run, r.offset});
    }
    const std::string text =
        metricCsv(core, metric, [smoothing, weight](std::span<const double> values) {
            return LossSeriesBuilder::smooth(values, smoothing, weight);
        });
    return QString::fromStdString(text);
}
