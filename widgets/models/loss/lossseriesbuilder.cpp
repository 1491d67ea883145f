#include "widgets/models/loss/lossseriesbuilder.h"

#include <QString>
#include <algorithm>
#include <cmath>
#include <limits>

#include "logs/lossseries.h"

using namespace shardscope;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

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
    std::vector<LossCurve> out;
    for (LossSeries& s : lossSeries(run, runIndex, options)) {
        LossCurve c;
        c.label = QString::fromStdString(s.label);
        c.run = s.run;
        c.log = s.log;
        c.ranks = s.ranks;
        c.runLogs = static_cast<int>(run.logs.size());
        c.smoothedApplied = s.smoothedApplied;
        c.x = std::move(s.x);
        c.y = std::move(s.y);
        c.smoothed = std::move(s.smoothed);
        c.bandMin = std::move(s.bandMin);
        c.bandMax = std::move(s.bandMax);
        c.withoutX = s.withoutX;
        out.push_back(std::move(c));
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
