#include "widgets/loss/losschart.h"

#include <QApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QWheelEvent>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "widgets/loss/lossaxisbuilder.h"
#include "widgets/loss/losschartseries.h"
#include "widgets/loss/losscrosshair.h"
#include "widgets/loss/losscurvepens.h"
#include "widgets/loss/lossranklayer.h"
#include "widgets/models/loss/losscrosshairsummary.h"
#include "widgets/models/loss/losscrosshairtext.h"
#include "widgets/models/loss/lossseriesbuilder.h"

namespace {

// The plot's width in pixels (before the first layout: the view's less room for the y axis).
size_t plotColumns(const QChart* chart, int viewportWidth) {
    const QRectF area = chart->plotArea();
    const double width = area.width() > 8 ? area.width() : viewportWidth - 90.0;
    return static_cast<size_t>(std::max(50L, std::lround(width)));
}

}  // namespace

LossChart::LossChart(QWidget* parent)
    : QChartView(new QChart, parent),
      m_series(new LossChartSeries(chart(), this)),
      m_crosshair(std::make_unique<LossCrosshair>(chart())),
      m_layer(new LossRankLayer(chart())) {
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::RectangleRubberBand);
    setMouseTracking(true);
    setMinimumSize(320, 220);
    setFrameShape(QFrame::NoFrame);
    setAcceptDrops(false);
    viewport()->setAcceptDrops(false);
    setWhatsThis(tr("Drag to zoom, wheel to zoom the steps, right-click to show everything"));
    chart()->setMargins(QMargins(4, 4, 16, 4));
    chart()->setBackgroundRoundness(0);
    chart()->legend()->setAlignment(Qt::AlignTop);
    chart()->legend()->setShowToolTips(true);

    // A new plot width after the axes were laid out wants new pixel columns.
    m_relayout.setSingleShot(true);
    m_relayout.setInterval(0);
    connect(&m_relayout, &QTimer::timeout, this, &LossChart::redraw);
    connect(m_series, &LossChartSeries::runToggled, this, &LossChart::runToggled);
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        m_layer->place(area, m_series->x(), m_series->y());
        if (!m_curves.empty() &&
            static_cast<size_t>(std::lround(area.width())) != m_zoom.columns()) {
            m_relayout.start();
        }
    });
    applyTheme();
}

LossChart::~LossChart() = default;

void LossChart::applyTheme() {
    m_dark = palette().color(QPalette::Window).lightness() < 128;
    chart()->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart()->setBackgroundBrush(palette().color(QPalette::Base));
    chart()->setBackgroundPen(Qt::NoPen);
    chart()->legend()->setLabelColor(palette().color(QPalette::Text));
    m_crosshair->setPalette(palette());
}

void LossChart::setSavedSteps(std::vector<SavedStepMark> marks) {
    m_marks = std::move(marks);
    viewport()->update();
}

std::optional<QPointF> LossChart::markPosition(const SavedStepMark& mark) const {
    const auto shown = m_zoom.shownX();
    if (m_axis != LossAxis::Step || m_series->anchor() == nullptr || !shown) {
        return std::nullopt;
    }
    const auto step = static_cast<double>(mark.step);
    if (step < shown->first || step > shown->second) {
        return std::nullopt;
    }
    const QRectF plot = chart()->plotArea();
    const qreal x =
        chart()->mapToPosition(QPointF(step, m_zoom.shownY().first), m_series->anchor()).x();
    return QPointF(mapFromScene(QPointF(x, plot.bottom())));
}

void LossChart::drawForeground(QPainter* painter, const QRectF& rect) {
    QChartView::drawForeground(painter, rect);
    const auto shown = m_zoom.shownX();
    if (m_marks.empty() || m_axis != LossAxis::Step || m_series->anchor() == nullptr || !shown) {
        return;
    }
    // Scene coordinates: the chart sits at the scene's origin.
    const QRectF plot = chart()->plotArea();
    const QColor ink = palette().color(QPalette::Text);
    const QColor highlight = palette().color(QPalette::Highlight);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const SavedStepMark& mark : m_marks) {
        const auto step = static_cast<double>(mark.step);
        if (step < shown->first || step > shown->second) {
            continue;
        }
        const qreal x =
            chart()->mapToPosition(QPointF(step, m_zoom.shownY().first), m_series->anchor()).x();
        if (mark.resume) {
            painter->setPen(QPen(highlight, 1.5, Qt::DashLine));
            painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
        QPolygonF triangle;
        triangle << QPointF(x, plot.bottom() - 9) << QPointF(x - 5, plot.bottom() - 1)
                 << QPointF(x + 5, plot.bottom() - 1);
        const QColor colour = mark.resume ? highlight : ink;
        painter->setPen(QPen(colour, 1.5));
        painter->setBrush(mark.complete ? QBrush(colour) : QBrush(Qt::NoBrush));
        painter->drawPolygon(triangle);
    }
    painter->restore();
}

void LossChart::setCurves(std::vector<LossCurve> curves) {
    m_curves = std::move(curves);
    redraw();
}

void LossChart::setRunVisible(int run, bool visible) {
    for (LossCurve& c : m_curves) {
        if (c.run == run) {
            c.visible = visible;
        }
    }
    redraw();
}

void LossChart::setAxis(LossAxis axis) {
    if (axis != m_axis) {
        m_axis = axis;
        m_zoom.reset();
        Q_EMIT zoomChanged(false);
    }
}

void LossChart::setLogY(bool logY) {
    if (logY != m_logY) {
        m_logY = logY;
        m_zoom.resetY();
        redraw();
    }
}

void LossChart::setYTitle(const QString& title) {
    m_yTitle = title;
    if (m_series->y() != nullptr) {
        m_series->y()->setTitleText(title);
    }
}

void LossChart::zoomTo(double x0, double x1) {
    if (!m_zoom.zoomTo(x0, x1)) {
        return;
    }
    redraw();
    Q_EMIT zoomChanged(true);
}

void LossChart::resetZoom() {
    const bool was = m_zoom.reset();
    redraw();
    if (was) {
        Q_EMIT zoomChanged(false);
    }
}

void LossChart::redraw() {
    hideCrosshair();
    m_series->clear();
    m_layer->clear();
    const auto full = LossSeriesBuilder::xRange(m_curves);
    if (!full) {
        m_zoom.showNothing();
        Q_EMIT redrawn();
        return;
    }
    const auto [x0, x1] = m_zoom.showX(*full, m_axis, plotColumns(chart(), viewport()->width()));
    for (LossCurve& c : m_curves) {
        if (c.visible) {
            LossSeriesBuilder::draw(c, x0, x1, m_zoom.columns(), m_logY);
        }
    }
    const auto [y0, y1] = m_zoom.showY(LossSeriesBuilder::yRange(m_curves, x0, x1), m_logY);
    m_series->addAxis(LossAxisBuilder::x(m_axis, x0, x1, palette()), Qt::AlignBottom);
    m_series->addAxis(LossAxisBuilder::y(m_logY, y0, y1, m_yTitle, palette()), Qt::AlignLeft);
    std::vector<int> legendDone;
    m_layer->start(m_curves, m_logY);
    for (const LossCurve& c : m_curves) {
        const bool first =
            std::find(legendDone.begin(), legendDone.end(), c.run) == legendDone.end();
        if (first) {
            legendDone.push_back(c.run);
        }
        const LossCurvePens pens = LossCurvePens::of(c, m_dark);
        const QString name = LossChartSeries::legendName(c, m_curves);
        if (c.visible && m_layer->add(c, pens)) {
            if (first) {
                m_series->addLegendOnly(c, name, true, pens, palette());
            }
        } else if (c.visible) {
            m_series->addCurve(c, name, first, pens, m_logY);
        } else if (first) {
            m_series->addLegendOnly(c, name, false, pens, palette());
        }
    }
    // The axes and legend laid out now, not on posted requests: a paint or grab in between
    // showed the lines without their axes or legend.
    QCoreApplication::sendPostedEvents(chart()->legend(), QEvent::LayoutRequest);
    chart()->layout()->activate();
    m_layer->place(chart()->plotArea(), m_series->x(), m_series->y());
    Q_EMIT redrawn();
}

bool LossChart::showCrosshairAt(double x) {
    const double at = LossCrosshairText::snap(m_curves, x);
    if (std::isnan(at) || m_series->anchor() == nullptr || !m_zoom.shownX()) {
        hideCrosshair();
        return false;
    }
    const auto entries = LossCrosshairSummary::summarise(LossCrosshairText::entries(m_curves, at),
                                                         LossRankLayer::kManyRanks);
    m_crosshairText = LossCrosshairText::text(m_axis, at, entries);
    const double px =
        chart()->mapToPosition(QPointF(at, m_zoom.shownY().first), m_series->anchor()).x();
    m_crosshair->show(px, chart()->plotArea(), LossCrosshairText::html(m_axis, at, entries));
    return true;
}

void LossChart::hideCrosshair() {
    m_crosshair->hide();
    m_crosshairText.clear();
}

void LossChart::mouseMoveEvent(QMouseEvent* event) {
    QChartView::mouseMoveEvent(event);
    if (m_series->anchor() == nullptr) {
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const QPointF chartPos = chart()->mapFromScene(scenePos);
    if (!chart()->plotArea().contains(chartPos) || event->buttons() != Qt::NoButton) {
        hideCrosshair();
        return;
    }
    showCrosshairAt(chart()->mapToValue(chartPos, m_series->anchor()).x());
}

void LossChart::leaveEvent(QEvent* event) {
    hideCrosshair();
    QChartView::leaveEvent(event);
}

void LossChart::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
    const QValueAxis* x = m_series->x();
    const QValueAxis* y = m_series->y();
    // A rubber band zoomed the axes: their ranges become the zoom, drawn at full resolution.
    if (event->button() == Qt::LeftButton && x != nullptr && y != nullptr &&
        m_zoom.capture({x->min(), x->max()}, {y->min(), y->max()})) {
        redraw();
        Q_EMIT zoomChanged(true);
    }
}

void LossChart::wheelEvent(QWheelEvent* event) {
    const auto full = LossSeriesBuilder::xRange(m_curves);
    const double notches = event->angleDelta().y() / 120.0;
    if (!m_zoom.shownX() || !full || m_series->anchor() == nullptr || notches == 0) {
        event->ignore();
        return;
    }
    event->accept();
    const QPointF chartPos = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    const LossZoom::Wheel wheel =
        m_zoom.wheel(*full, chart()->mapToValue(chartPos, m_series->anchor()).x(), notches);
    if (wheel.kind == LossZoom::Wheel::Reset) {
        resetZoom();
    } else if (wheel.kind == LossZoom::Wheel::ZoomTo) {
        zoomTo(wheel.range.first, wheel.range.second);
    }
}

void LossChart::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    if (!m_curves.empty()) {
        m_relayout.start();
    }
}

void LossChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyTheme();
        redraw();
    }
}

double LossChart::exportScale(QSize size) {
    constexpr double kWidth = 1000;
    constexpr double kHeight = 560;
    return std::clamp(std::min(size.width() / kWidth, size.height() / kHeight), 1.0, 4.0);
}

QImage LossChart::image(QSize size) const {
    const double scale = exportScale(size);
    const QSize laid(static_cast<int>(std::lround(size.width() / scale)),
                     static_cast<int>(std::lround(size.height() / scale)));
    LossChart copy;
    copy.setAttribute(Qt::WA_DontShowOnScreen);
    copy.setPalette(palette());
    copy.setFont(font());
    copy.m_axis = m_axis;
    copy.m_logY = m_logY;
    copy.m_yTitle = m_yTitle;
    copy.m_zoom = m_zoom;
    copy.m_curves = m_curves;
    copy.resize(laid);
    copy.show();
    copy.applyTheme();
    // Twice: the first pass lays the axes and legend out, the second draws at the plot's own
    // width. Graphics layouts settle through posted layout requests.
    for (int pass = 0; pass < 2; ++pass) {
        copy.redraw();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        copy.chart()->layout()->activate();
    }
    // The scene drawn scaled from its laid-out size onto the image: text and lines grow.
    // (QWidget::render of the view loses a scaled painter's transform to the view's own.)
    QImage out(size, QImage::Format_ARGB32_Premultiplied);
    out.fill(palette().color(QPalette::Base));
    QPainter painter(&out);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    copy.scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)),
                         copy.mapToScene(copy.viewport()->rect()).boundingRect(),
                         Qt::IgnoreAspectRatio);
    painter.end();
    return out;
}
