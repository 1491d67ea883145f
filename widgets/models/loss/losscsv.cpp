#include "models/loss/losscsv.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "models/loss/lossseriesbuilder.h"

using namespace shardscope;

QString LossCsv::header() {
    return QStringLiteral("run,global_step,epoch,step,value,smoothed\n");
}

QString LossCsv::number(double v) {
    if (std::isnan(v)) {
        return QStringLiteral("nan");
    }
    if (std::isinf(v)) {
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    }
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString LossCsv::field(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r'))) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString LossCsv::csv(const std::vector<LossCsvRun>& runs, const std::string& metric,
                     LossSmoothing smoothing, double weight) {
    QString out = header();
    for (const LossCsvRun& r : runs) {
        if (r.run == nullptr) {
            continue;
        }
        for (size_t l = 0; l < r.run->logs.size(); ++l) {
            const LogTable& table = r.run->logs[l].table;
            const LogMetric* m = table.metric(metric);
            if (m == nullptr || m->values.empty()) {
                continue;
            }
            std::vector<size_t> placed;
            std::vector<size_t> unplaced;
            for (size_t i = 0; i < m->rows.size(); ++i) {
                (table.globalStep(m->rows[i]) == LogTable::kNoStep ? unplaced : placed)
                    .push_back(i);
            }
            std::stable_sort(placed.begin(), placed.end(), [&](size_t a, size_t b) {
                return table.globalStep(m->rows[a]) < table.globalStep(m->rows[b]);
            });
            std::vector<double> values;
            values.reserve(placed.size());
            for (size_t i : placed) {
                values.push_back(m->values[i]);
            }
            const std::vector<double> smoothed =
                LossSeriesBuilder::smooth(values, smoothing, weight);
            const QString name = field(QString::fromStdString(r.run->label(l)));
            const auto row = [&](size_t i, const QString& smooth) {
                const size_t t = m->rows[i];
                const int64_t g = table.globalStep(t);
                out += name + QLatin1Char(',');
                if (g != LogTable::kNoStep) {
                    out += QString::number(g + r.offset);
                }
                out += QLatin1Char(',');
                if (table.epoch(t) != LogTable::kNone) {
                    out += QString::number(table.epoch(t));
                }
                out += QLatin1Char(',');
                if (table.stepOnLine(t) != LogTable::kNone) {
                    out += QString::number(table.stepOnLine(t));
                }
                out += QLatin1Char(',') + number(m->values[i]) + QLatin1Char(',') + smooth +
                       QLatin1Char('\n');
            };
            for (size_t k = 0; k < placed.size(); ++k) {
                row(placed[k], number(smoothed[k]));
            }
            for (size_t i : unplaced) {
                row(i, QString());
            }
        }
    }
    return out;
}
