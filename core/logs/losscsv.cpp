#include "losscsv.h"

#include "lossseries.h"

namespace shardscope {

std::string lossCsv(const std::vector<MetricCsvRun>& runs, const std::string& metric,
                    LossSmoothing smoothing, double weight) {
    return metricCsv(runs, metric, [smoothing, weight](std::span<const double> values) {
        return smoothLoss(values, smoothing, weight);
    });
}

}  // namespace shardscope
