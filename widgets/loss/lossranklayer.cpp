#include "widgets/loss/lossranklayer.h"

#include <QPainter>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>

#include "widgets/loss/losscurvepens.h"
#include "widgets/models/loss/losscurve.h"

namespace {

// Level with the series (Qt Charts' SeriesZValue): above the grid and axes, under the legend.
constexpr double kSeriesZ = 4;

}  // namespace

QList<QPointF> LossRankLayer::chartUnits(const QList<QPointF>& points, bool logY) {
    if (!logY) {
        return points;
    }
    QList<QPointF> out;
    out.reserve(points.size());
    for (const QPointF& p : points) {
        out.append(QPointF(p.x(), std::log10(p.y())));
    }
    return out;
}

LossRankLayer::LossRankLayer(QGraphicsItem* chart) : QGraphicsItem(chart) {
    setZValue(kSeriesZ);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // Drawn once per change, then copied: the crosshair moving over hundreds of lines repaints
    // only the pixels it leaves.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void LossRankLayer::start(std::span<const LossCurve> curves, bool logY) {
    clear();
    m_logY = logY;
    std::map<int, int> ranks;
    for (const LossCurve& c : curves) {
        if (c.visible && c.log >= 0) {
            ++ranks[c.run];
        }
    }
    for (const auto& [run, n] : ranks) {
        if (n > kManyRanks) {
            m_runs.push_back(run);
        }
    }
}

bool LossRankLayer::add(const LossCurve& c, const LossCurvePens& pens) {
    if (c.log < 0 || std::find(m_runs.begin(), m_runs.end(), c.run) == m_runs.end()) {
        return false;
    }
    // One pixel wide: the raster engine's fast line path (a wider pen outlines every segment,
    // 0.4 s for 256 ranks of 500 points). Hundreds of ranks overlap anyway.
    const auto thin = [](QPen pen) {
        pen.setWidthF(1);
        return pen;
    };
    if (c.smoothedApplied) {
        m_lines.push_back({chartUnits(c.raw, m_logY), pens.raw});
        m_lines.push_back({chartUnits(c.line, m_logY), thin(pens.main)});
    } else {
        m_lines.push_back({chartUnits(c.raw, m_logY), thin(pens.main)});
    }
    ++m_curves;
    return true;
}

void LossRankLayer::clear() {
    m_runs.clear();
    m_lines.clear();
    m_mapped.clear();
    m_curves = 0;
    update();
}

// As Qt Charts' XYDomain::calculateGeometryPoints: the same arithmetic, so the same pixels.
void LossRankLayer::place(const QRectF& plot, const QValueAxis* x, const QValueAxis* y) {
    prepareGeometryChange();
    setPos(plot.topLeft());
    m_size = plot.size();
    m_mapped.clear();
    update();
    if (x == nullptr || y == nullptr || m_lines.empty()) {
        return;
    }
    const double x0 = x->min();
    const double y0 = y->min();
    const double xd = x->max() - x0;
    const double yd = y->max() - y0;
    if (xd == 0.0 || yd == 0.0) {
        return;
    }
    const double deltaX = m_size.width() / xd;
    const double deltaY = m_size.height() / yd;
    m_mapped.reserve(m_lines.size());
    for (const Line& line : m_lines) {
        QList<QPointF> out;
        out.resize(line.points.size());
        for (qsizetype i = 0; i < line.points.size(); ++i) {
            const QPointF& p = line.points[i];
            out[i] = QPointF((p.x() - x0) * deltaX, m_size.height() - (p.y() - y0) * deltaY);
        }
        m_mapped.push_back(std::move(out));
    }
}

QRectF LossRankLayer::boundingRect() const {
    // Pens reaching past the plot are clipped to it (below), as a series' are.
    return QRectF(QPointF(-1, -1), m_size + QSizeF(2, 2));
}

void LossRankLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                          QWidget* /*widget*/) {
    if (m_mapped.empty()) {
        return;
    }
    // Qt Charts' clip (LineChartItem::paint): the plot area, widened by the fraction of a pixel
    // that takes in lines along its edges.
    QRectF clip(QPointF(0, 0), m_size);
    const qreal x1 = pos().x() - int(pos().x());
    const qreal y1 = pos().y() - int(pos().y());
    const qreal x2 = (clip.width() + 0.5) - std::floor(clip.width() + 0.5);
    const qreal y2 = (clip.height() + 0.5) - std::floor(clip.height() + 0.5);
    clip.adjust(-x1, -y1, qMax(x1, x2), qMax(y1, y2));
    painter->save();
    painter->setClipRect(clip);
    for (size_t k = 0; k < m_mapped.size(); ++k) {
        painter->setPen(m_lines[k].pen);
        painter->drawPolyline(m_mapped[k].constData(), static_cast<int>(m_mapped[k].size()));
    }
    painter->restore();
}
