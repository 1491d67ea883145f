#include "models/loss/lossseriesbuilder.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "logs/logseries.h"
#include "logs/rankband.h"
#include "logs/smoothing.h"

using namespace shardscope;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kSecondsPerHour = 3600;

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

// Orders every column by x, keeping file order among equal x.
void sortByX(std::vector<double>& x, std::vector<std::vector<double>*> columns) {
    if (std::is_sorted(x.begin(), x.end())) {
        return;
    }
    std::vector<size_t> order(x.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&x](size_t a, size_t b) { return x[a] < x[b]; });
    columns.push_back(&x);
    for (std::vector<double>* column : columns) {
        std::vector<double> sorted;
        sorted.reserve(order.size());
        for (size_t i : order) {
            sorted.push_back((*column)[i]);
        }
        *column = std::move(sorted);
    }
}

// Steps in one epoch: as the table placed them (given, printed or inferred), else the largest
// step printed with an epoch (a log that ended within its first epoch); 0 without epochs.
int64_t epochLength(const LogTable& table) {
    if (table.stepsPerEpoch() > 0) {
        return table.stepsPerEpoch();
    }
    int64_t most = 0;
    for (size_t r = 0; r < table.rowCount(); ++r) {
        if (table.epoch(r) != LogTable::kNone && table.stepOnLine(r) != LogTable::kNone) {
            most = std::max<int64_t>(most, table.stepOnLine(r));
        }
    }
    return most;
}

// Epochs completed at each point: the global step over the steps per epoch.
XYSeries epochSeries(const LogTable& table, size_t metric) {
    const int64_t length = epochLength(table);
    if (table.stepsPerEpoch() > 0) {
        XYSeries s = logSeries(table, metric, LogAxis::Step);
        for (double& x : s.x) {
            x /= static_cast<double>(length);
        }
        return s;
    }
    const LogMetric& m = table.metrics()[metric];
    XYSeries s;
    for (size_t i = 0; i < m.rows.size(); ++i) {
        const int32_t epoch = table.epoch(m.rows[i]);
        const int32_t step = table.stepOnLine(m.rows[i]);
        if (length == 0 || epoch == LogTable::kNone || step == LogTable::kNone) {
            ++s.withoutX;
            continue;
        }
        s.x.push_back(epoch - 1 + static_cast<double>(step) / static_cast<double>(length));
        s.y.push_back(m.values[i]);
    }
    sortByX(s.x, {&s.y});
    return s;
}

XYSeries axisSeries(const LogTable& table, size_t metric, LossAxis axis) {
    switch (axis) {
        case LossAxis::Step:
            return logSeries(table, metric, LogAxis::Step);
        case LossAxis::Epoch:
            return epochSeries(table, metric);
        case LossAxis::RelativeTime: {
            XYSeries s = logSeries(table, metric, LogAxis::RelativeTime);
            for (double& x : s.x) {
                x /= kSecondsPerHour;
            }
            return s;
        }
        case LossAxis::WallTime:
            return logSeries(table, metric, LogAxis::WallTime);
    }
    return {};
}

// The offset (in global steps) on the axis: epochs on the epoch axis, nothing on time axes.
double axisOffset(const LogTable& table, LossAxis axis, double offset) {
    if (axis == LossAxis::Step) {
        return offset;
    }
    const int64_t length = axis == LossAxis::Epoch ? epochLength(table) : 0;
    return length > 0 ? offset / static_cast<double>(length) : 0;
}

// Where each global step of a run lies on a time or epoch axis, from the first log (in rank
// order) that has a row at that step with the value.
class StepPlacer {
public:
    StepPlacer(const LogRun& run, LossAxis axis, double offset) : m_axis(axis), m_offset(offset) {
        for (const LogRankLog& log : run.logs) {
            if (m_perEpoch == 0) {
                m_perEpoch = epochLength(log.table);
            }
        }
        if (axis == LossAxis::Step || (axis == LossAxis::Epoch && m_perEpoch > 0)) {
            return;
        }
        double origin = std::numeric_limits<double>::infinity();
        for (const LogRankLog& log : run.logs) {
            const LogTable& t = log.table;
            for (size_t r = 0; r < t.rowCount(); ++r) {
                const int64_t step = t.globalStep(r);
                const double v = axis == LossAxis::Epoch ? epochOf(t, r) : t.wallTime(r);
                if (step != LogTable::kNoStep && !std::isnan(v)) {
                    m_at.emplace(step, v);
                    origin = std::min(origin, v);
                }
            }
        }
        m_origin = axis == LossAxis::RelativeTime ? origin : 0;
    }

    // NaN when the step has no place on the axis.
    double place(double step) const {
        if (m_axis == LossAxis::Step) {
            return step + m_offset;
        }
        if (m_axis == LossAxis::Epoch && m_perEpoch > 0) {
            return (step + m_offset) / static_cast<double>(m_perEpoch);
        }
        const auto it = m_at.find(static_cast<int64_t>(step));
        if (it == m_at.end()) {
            return kNaN;
        }
        const double v = it->second - m_origin;
        return m_axis == LossAxis::RelativeTime ? v / kSecondsPerHour : v;
    }

private:
    static double epochOf(const LogTable& t, size_t row) {
        return t.epoch(row) == LogTable::kNone ? kNaN : t.epoch(row);
    }

    LossAxis m_axis;
    double m_offset;
    int64_t m_perEpoch = 0;
    double m_origin = 0;
    std::unordered_map<int64_t, double> m_at;
};

LossCurve meanCurve(const LogRun& run, int runIndex,
                    const std::vector<std::pair<size_t, size_t>>& logs,
                    const LossSeriesOptions& options) {
    LossCurve c;
    c.label = QString::fromStdString(run.name);
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

bool drawable(double v, bool logY) {
    return std::isfinite(v) && (!logY || v > 0);
}

void appendPoint(QList<QPointF>& out, double x, double y) {
    const QPointF p(x, y);
    if (out.isEmpty() || out.constLast() != p) {
        out.append(p);
    }
}

// Per column: the first point, min and max half way between first and last, the last point.
// A line through them covers every pixel a line through all the column's points would.
void appendColumns(QList<QPointF>& out, const Envelope& e, bool logY) {
    for (const EnvelopeColumn& col : e.columns) {
        if (col.count == col.nonFinite) {
            continue;
        }
        const double mid = (col.firstX + col.lastX) / 2;
        const bool first = drawable(col.first, logY);
        const bool last = drawable(col.last, logY);
        const bool down = first && last && col.first > col.last;
        if (first) {
            appendPoint(out, col.firstX, col.first);
        }
        appendPoint(out, mid, down ? col.max : col.min);
        appendPoint(out, mid, down ? col.min : col.max);
        if (last) {
            appendPoint(out, col.lastX, col.last);
        }
    }
}

// The envelope of v[lo, hi) with values that cannot be drawn made NaN, so they are counted
// and kept out of min and max.
Envelope rangeEnvelope(const LossCurve& c, const std::vector<double>& v, size_t lo, size_t hi,
                       double x0, double x1, size_t columns, bool logY) {
    const std::span<const double> xs(c.x.data() + lo, hi - lo);
    std::span<const double> ys(v.data() + lo, hi - lo);
    std::vector<double> masked;
    if (logY) {
        masked.assign(ys.begin(), ys.end());
        for (double& d : masked) {
            if (!(d > 0)) {
                d = kNaN;
            }
        }
        ys = masked;
    }
    Envelope e = envelope(xs, ys, x0, x1, columns);
    e.before = lo;
    e.after = c.x.size() - hi;
    return e;
}

void minMax(const QList<QPointF>& points, double x0, double x1, double& lo, double& hi) {
    for (const QPointF& p : points) {
        if (p.x() >= x0 && p.x() <= x1) {
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
    }
}

}  // namespace

std::vector<LossCurve> LossSeriesBuilder::curves(const LogRun& run, int runIndex,
                                                 const LossSeriesOptions& options) {
    std::vector<std::pair<size_t, size_t>> logs;
    for (size_t l = 0; l < run.logs.size(); ++l) {
        if (const auto m = metricIndex(run.logs[l].table, options.metric)) {
            logs.emplace_back(l, *m);
        }
    }
    std::vector<LossCurve> out;
    if (options.ranks == LossRankMode::MeanBand && logs.size() > 1) {
        out.push_back(meanCurve(run, runIndex, logs, options));
    } else {
        for (const auto& [log, metric] : logs) {
            const LogTable& table = run.logs[log].table;
            XYSeries s = axisSeries(table, metric, options.axis);
            const double offset = axisOffset(table, options.axis, options.offset);
            if (offset != 0) {
                for (double& x : s.x) {
                    x += offset;
                }
            }
            LossCurve c;
            c.label = QString::fromStdString(run.label(log));
            c.run = runIndex;
            c.log = static_cast<int>(log);
            c.x = std::move(s.x);
            c.y = std::move(s.y);
            c.withoutX = s.withoutX;
            out.push_back(std::move(c));
        }
    }
    for (LossCurve& c : out) {
        c.smoothed = smooth(c.y, options.smoothing, options.weight);
        c.smoothedApplied = options.smoothing == LossSmoothing::Ema
                                ? options.weight > 0
                                : runningMeanWindow(options.weight) > 1;
    }
    return out;
}

void LossSeriesBuilder::draw(LossCurve& c, double x0, double x1, size_t columns, bool logY) {
    c.raw.clear();
    c.line.clear();
    c.upper.clear();
    c.lower.clear();
    c.envelope = {};
    c.summarised = false;
    const size_t n = c.x.size();
    const auto lo = static_cast<size_t>(std::lower_bound(c.x.begin(), c.x.end(), x0) - c.x.begin());
    const size_t hi =
        x1 < x0 ? lo
                : static_cast<size_t>(std::upper_bound(c.x.begin(), c.x.end(), x1) - c.x.begin());
    c.inRange = hi - lo;
    c.notDrawn =
        static_cast<size_t>(std::count_if(c.y.begin() + static_cast<std::ptrdiff_t>(lo),
                                          c.y.begin() + static_cast<std::ptrdiff_t>(hi),
                                          [logY](double v) { return !drawable(v, logY); }));
    const bool band = !c.bandMin.empty();
    // One point either side of the range, so that lines run on to the edges when zoomed in.
    const size_t from = lo > 0 ? lo - 1 : 0;
    const size_t to = std::min(n, hi + 1);
    const auto add = [logY](QList<QPointF>& out, double x, double y) {
        if (drawable(y, logY)) {
            out.append(QPointF(x, y));
        }
    };
    if (columns == 0 || c.inRange <= columns) {
        for (size_t i = from; i < to; ++i) {
            add(c.raw, c.x[i], c.y[i]);
            add(c.line, c.x[i], c.smoothed[i]);
            if (band) {
                add(c.upper, c.x[i], c.bandMax[i]);
                add(c.lower, c.x[i], c.bandMin[i]);
            }
        }
        return;
    }
    c.summarised = true;
    c.envelope = rangeEnvelope(c, c.y, lo, hi, x0, x1, columns, logY);
    const auto edges = [&](QList<QPointF>& out, const std::vector<double>& v, bool before) {
        const size_t i = before ? from : hi;
        if ((before && from < lo) || (!before && hi < n)) {
            add(out, c.x[i], v[i]);
        }
    };
    edges(c.raw, c.y, true);
    appendColumns(c.raw, c.envelope, logY);
    edges(c.raw, c.y, false);
    edges(c.line, c.smoothed, true);
    appendColumns(c.line, rangeEnvelope(c, c.smoothed, lo, hi, x0, x1, columns, logY), logY);
    edges(c.line, c.smoothed, false);
    if (band) {
        const Envelope top = rangeEnvelope(c, c.bandMax, lo, hi, x0, x1, columns, logY);
        const Envelope bottom = rangeEnvelope(c, c.bandMin, lo, hi, x0, x1, columns, logY);
        edges(c.upper, c.bandMax, true);
        edges(c.lower, c.bandMin, true);
        for (size_t k = 0; k < columns; ++k) {
            const EnvelopeColumn& t = top.columns[k];
            const EnvelopeColumn& b = bottom.columns[k];
            if (t.count > t.nonFinite) {
                appendPoint(c.upper, (t.firstX + t.lastX) / 2, t.max);
            }
            if (b.count > b.nonFinite) {
                appendPoint(c.lower, (b.firstX + b.lastX) / 2, b.min);
            }
        }
        edges(c.upper, c.bandMax, false);
        edges(c.lower, c.bandMin, false);
    }
}

size_t LossSeriesBuilder::runningMeanWindow(double weight) {
    const double w = std::isnan(weight) ? 0.0 : std::clamp(weight, 0.0, 0.99);
    return std::max<size_t>(1, static_cast<size_t>(std::lround((1 + w) / (1 - w))));
}

std::vector<double> LossSeriesBuilder::smooth(std::span<const double> y, LossSmoothing method,
                                              double weight) {
    if (method == LossSmoothing::RunningMean) {
        return smoothRunningMean(y, runningMeanWindow(weight));
    }
    return smoothEma(y, weight);
}

std::optional<std::pair<double, double>> LossSeriesBuilder::xRange(
    std::span<const LossCurve> curves) {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const LossCurve& c : curves) {
        if (c.visible && !c.x.empty()) {
            lo = std::min(lo, c.x.front());
            hi = std::max(hi, c.x.back());
        }
    }
    if (lo > hi) {
        return std::nullopt;
    }
    return std::make_pair(lo, hi);
}

std::optional<std::pair<double, double>> LossSeriesBuilder::yRange(
    std::span<const LossCurve> curves, double x0, double x1) {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const LossCurve& c : curves) {
        if (c.visible) {
            for (const QList<QPointF>* points : {&c.raw, &c.line, &c.upper, &c.lower}) {
                minMax(*points, x0, x1, lo, hi);
            }
        }
    }
    if (lo > hi) {
        return std::nullopt;
    }
    return std::make_pair(lo, hi);
}

std::vector<LossMetricName> LossSeriesBuilder::metricNames(std::span<const LogRun> runs) {
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

size_t LossSeriesBuilder::pointCount(const LogRun& run, const std::string& metric) {
    size_t n = 0;
    for (const LogRankLog& log : run.logs) {
        if (const LogMetric* m = log.table.metric(metric)) {
            n += m->values.size();
        }
    }
    return n;
}
