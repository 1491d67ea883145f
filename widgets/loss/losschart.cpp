#include "loss/losschart.h"

#include <QApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QWheelEvent>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "common/withalpha.h"
#include "loss/losscrosshair.h"
#include "loss/losscurvepens.h"
#include "loss/lossranklayer.h"
#include "models/loss/lossaxisticks.h"
#include "models/loss/losscrosshairsummary.h"
#include "models/loss/losscrosshairtext.h"
#include "models/loss/lossseriesbuilder.h"

namespace {

constexpr double kZoomPerNotch = 0.8;
constexpr int kXTicks = 7;
constexpr int kYTicks = 6;

// Padding around the data: 4 % of the span, or a little around a single value.
std::pair<double, double> padded(double lo, double hi) {
    const double span = hi - lo;
    const double pad = span > 0 ? span * 0.04 : std::max(std::abs(lo) * 0.05, 0.5);
    return {lo - pad, hi + pad};
}

// Labels at chosen values; a category must end after the one before it (or the start).
void appendTicks(QCategoryAxis* axis, double start, const std::vector<LossTick>& ticks) {
    axis->setStartValue(start);
    double last = start;
    for (const LossTick& t : ticks) {
        if (t.value > last) {
            axis->append(t.label, t.value);
            last = t.value;
        }
    }
}

}  // namespace

LossChart::LossChart(QWidget* parent)
    : QChartView(new QChart, parent),
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
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        m_layer->place(area, m_x, m_y);
        if (!m_curves.empty() && static_cast<size_t>(std::lround(area.width())) != m_columns) {
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
    if (m_axis != LossAxis::Step || m_anchor == nullptr || !m_shown) {
        return std::nullopt;
    }
    const auto step = static_cast<double>(mark.step);
    if (step < m_shown->first || step > m_shown->second) {
        return std::nullopt;
    }
    const QRectF plot = chart()->plotArea();
    const qreal x = chart()->mapToPosition(QPointF(step, m_shownY.first), m_anchor).x();
    return QPointF(mapFromScene(QPointF(x, plot.bottom())));
}

void LossChart::drawForeground(QPainter* painter, const QRectF& rect) {
    QChartView::drawForeground(painter, rect);
    if (m_marks.empty() || m_axis != LossAxis::Step || m_anchor == nullptr || !m_shown) {
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
        if (step < m_shown->first || step > m_shown->second) {
            continue;
        }
        const qreal x = chart()->mapToPosition(QPointF(step, m_shownY.first), m_anchor).x();
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
        m_zoomX.reset();
        m_zoomY.reset();
        Q_EMIT zoomChanged(false);
    }
}

void LossChart::setLogY(bool logY) {
    if (logY != m_logY) {
        m_logY = logY;
        m_zoomY.reset();
        redraw();
    }
}

void LossChart::setYTitle(const QString& title) {
    m_yTitle = title;
    if (m_y != nullptr) {
        m_y->setTitleText(title);
    }
}

void LossChart::zoomTo(double x0, double x1) {
    if (!(x1 > x0)) {
        return;
    }
    m_zoomX = std::make_pair(x0, x1);
    m_zoomY.reset();
    redraw();
    Q_EMIT zoomChanged(true);
}

void LossChart::resetZoom() {
    const bool was = isZoomed() || m_zoomY.has_value();
    m_zoomX.reset();
    m_zoomY.reset();
    redraw();
    if (was) {
        Q_EMIT zoomChanged(false);
    }
}

size_t LossChart::plotColumns() const {
    const QRectF area = chart()->plotArea();
    const double width = area.width() > 8 ? area.width() : viewport()->width() - 90.0;
    return static_cast<size_t>(std::max(50L, std::lround(width)));
}

void LossChart::clearChart() {
    hideCrosshair();
    chart()->removeAllSeries();
    m_layer->clear();
    for (QAbstractAxis* axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
    m_x = nullptr;
    m_y = nullptr;
    m_anchor = nullptr;
}

void LossChart::redraw() {
    clearChart();
    m_shown.reset();
    const auto full = LossSeriesBuilder::xRange(m_curves);
    if (!full) {
        m_columns = 0;
        Q_EMIT redrawn();
        return;
    }
    auto [x0, x1] = m_zoomX.value_or(*full);
    if (x1 <= x0) {
        const double pad = m_axis == LossAxis::Step ? 1.0 : std::max(std::abs(x0) * 1e-6, 1e-3);
        x0 -= pad;
        x1 += pad;
    }
    m_shown = std::make_pair(x0, x1);
    m_columns = plotColumns();
    for (LossCurve& c : m_curves) {
        if (c.visible) {
            LossSeriesBuilder::draw(c, x0, x1, m_columns, m_logY);
        }
    }
    std::pair<double, double> y{0, 1};
    if (m_zoomY) {
        y = *m_zoomY;
    } else if (const auto range = LossSeriesBuilder::yRange(m_curves, x0, x1)) {
        y = m_logY ? padded(std::log10(range->first), std::log10(range->second))
                   : padded(range->first, range->second);
    }
    m_shownY = y;
    addXAxis(x0, x1);
    addYAxis(y.first, y.second);
    std::vector<int> legendDone;
    m_layer->start(m_curves, m_logY);
    for (const LossCurve& c : m_curves) {
        const bool first =
            std::find(legendDone.begin(), legendDone.end(), c.run) == legendDone.end();
        if (first) {
            legendDone.push_back(c.run);
        }
        if (c.visible && m_layer->add(c, LossCurvePens::of(c, m_dark))) {
            if (first) {
                addLegendOnly(c, true);
            }
        } else if (c.visible) {
            addCurve(c, first);
        } else if (first) {
            addLegendOnly(c, false);
        }
    }
    // The axes and legend laid out now, not on posted requests: a paint or grab in between
    // showed the lines without their axes or legend.
    QCoreApplication::sendPostedEvents(chart()->legend(), QEvent::LayoutRequest);
    chart()->layout()->activate();
    m_layer->place(chart()->plotArea(), m_x, m_y);
    Q_EMIT redrawn();
}

QList<QPointF> LossChart::toChart(const QList<QPointF>& points) const {
    return LossRankLayer::chartUnits(points, m_logY);
}

void LossChart::attach(QAbstractSeries* series) {
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    if (m_anchor == nullptr) {
        m_anchor = series;
    }
}

QString LossChart::legendName(const LossCurve& c) const {
    if (c.log < 0 && c.ranks > 1) {
        return tr("%1 (mean of %2 ranks)").arg(c.label).arg(c.ranks);
    }
    const auto ranks = std::count_if(m_curves.begin(), m_curves.end(),
                                     [&c](const LossCurve& o) { return o.run == c.run; });
    if (ranks > 1) {
        // Per-rank curves share the run's hue: one entry for the run.
        const QString name = c.label.section(QLatin1Char('/'), 0, -2);
        return tr("%1 (%2 ranks)").arg(name.isEmpty() ? c.label : name).arg(ranks);
    }
    return c.label;
}

void LossChart::addCurve(const LossCurve& c, bool legend) {
    const LossCurvePens pens = LossCurvePens::of(c, m_dark);
    QList<QAbstractSeries*> hidden;
    if (!c.upper.isEmpty() && !c.lower.isEmpty()) {
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        upper->replace(toChart(c.upper));
        lower->replace(toChart(c.lower));
        auto* band = new QAreaSeries(upper, lower);
        upper->setParent(band);
        lower->setParent(band);
        chart()->addSeries(band);
        band->setPen(Qt::NoPen);
        band->setBrush(pens.band);
        attach(band);
        hidden << band;
    }
    QLineSeries* main = nullptr;
    if (c.smoothedApplied) {
        auto* raw = new QLineSeries;
        raw->replace(toChart(c.raw));
        chart()->addSeries(raw);
        raw->setPen(pens.raw);
        attach(raw);
        hidden << raw;
        main = new QLineSeries;
        main->replace(toChart(c.line));
        chart()->addSeries(main);
    } else {
        main = new QLineSeries;
        main->replace(toChart(c.raw));
        chart()->addSeries(main);
    }
    main->setPen(pens.main);
    attach(main);
    main->setName(legendName(c));
    if (!legend) {
        hidden << main;
    }
    for (QAbstractSeries* s : hidden) {
        for (QLegendMarker* m : chart()->legend()->markers(s)) {
            m->setVisible(false);
        }
    }
    if (legend) {
        for (QLegendMarker* m : chart()->legend()->markers(main)) {
            const int run = c.run;
            connect(
                m, &QLegendMarker::clicked, this, [this, run] { Q_EMIT runToggled(run); },
                Qt::QueuedConnection);
        }
    }
}

void LossChart::addLegendOnly(const LossCurve& c, bool shown) {
    auto* placeholder = new QLineSeries;
    placeholder->setName(legendName(c));
    chart()->addSeries(placeholder);
    placeholder->setPen(shown ? LossCurvePens::of(c, m_dark).main
                              : QPen(withAlpha(c.colour, 0.35), 2));
    attach(placeholder);
    for (QLegendMarker* m : chart()->legend()->markers(placeholder)) {
        if (!shown) {
            m->setLabelBrush(palette().color(QPalette::PlaceholderText));
            QFont font = m->font();
            font.setStrikeOut(true);
            m->setFont(font);
        }
        const int run = c.run;
        connect(
            m, &QLegendMarker::clicked, this, [this, run] { Q_EMIT runToggled(run); },
            Qt::QueuedConnection);
    }
}

void LossChart::styleAxis(QValueAxis* axis, const QString& title) {
    axis->setTitleText(title);
    QFont font = axis->titleFont();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    font.setBold(false);
    axis->setTitleFont(font);
    axis->setGridLineColor(withAlpha(palette().color(QPalette::Mid), 0.6));
    axis->setMinorGridLineVisible(false);
    axis->setLabelsColor(palette().color(QPalette::Text));
    axis->setTitleBrush(palette().color(QPalette::Text));
}

void LossChart::addXAxis(double x0, double x1) {
    QString title;
    switch (m_axis) {
        case LossAxis::Step:
            title = tr("Global step");
            break;
        case LossAxis::Epoch:
            title = tr("Epoch");
            break;
        case LossAxis::RelativeTime:
            title = tr("Hours since the first timestamp");
            break;
        case LossAxis::WallTime:
            title = tr("Wall time (as written in the log)");
            break;
    }
    if (m_axis == LossAxis::WallTime) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        appendTicks(axis, x0, LossAxisTicks::timeTicks(x0, x1, kXTicks - 1));
        m_x = axis;
    } else {
        auto* axis = new QValueAxis;
        double step = LossAxisTicks::niceStep(x1 - x0, kXTicks);
        if (m_axis == LossAxis::Step) {
            step = std::max(step, 1.0);
        }
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(step);
        axis->setLabelFormat(LossAxisTicks::linearFormat(x0, x1, step));
        m_x = axis;
    }
    m_x->setRange(x0, x1);
    styleAxis(m_x, title);
    chart()->addAxis(m_x, Qt::AlignBottom);
}

void LossChart::addYAxis(double y0, double y1) {
    if (m_logY) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        appendTicks(axis, y0, LossAxisTicks::logTicks(std::pow(10.0, y0), std::pow(10.0, y1)));
        m_y = axis;
    } else {
        auto* axis = new QValueAxis;
        const double step = LossAxisTicks::niceStep(y1 - y0, kYTicks);
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(step);
        axis->setLabelFormat(LossAxisTicks::linearFormat(y0, y1, step));
        m_y = axis;
    }
    m_y->setRange(y0, y1);
    styleAxis(m_y, m_logY ? tr("%1 (log scale)").arg(m_yTitle) : m_yTitle);
    chart()->addAxis(m_y, Qt::AlignLeft);
}

bool LossChart::showCrosshairAt(double x) {
    const double at = LossCrosshairText::snap(m_curves, x);
    if (std::isnan(at) || m_anchor == nullptr || !m_shown) {
        hideCrosshair();
        return false;
    }
    const auto entries = LossCrosshairSummary::summarise(LossCrosshairText::entries(m_curves, at),
                                                         LossRankLayer::kManyRanks);
    m_crosshairText = LossCrosshairText::text(m_axis, at, entries);
    const double px = chart()->mapToPosition(QPointF(at, m_shownY.first), m_anchor).x();
    m_crosshair->show(px, chart()->plotArea(), LossCrosshairText::html(m_axis, at, entries));
    return true;
}

void LossChart::hideCrosshair() {
    m_crosshair->hide();
    m_crosshairText.clear();
}

void LossChart::mouseMoveEvent(QMouseEvent* event) {
    QChartView::mouseMoveEvent(event);
    if (m_anchor == nullptr) {
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const QPointF chartPos = chart()->mapFromScene(scenePos);
    if (!chart()->plotArea().contains(chartPos) || event->buttons() != Qt::NoButton) {
        hideCrosshair();
        return;
    }
    showCrosshairAt(chart()->mapToValue(chartPos, m_anchor).x());
}

void LossChart::leaveEvent(QEvent* event) {
    hideCrosshair();
    QChartView::leaveEvent(event);
}

void LossChart::captureZoom() {
    if (m_x == nullptr || m_y == nullptr || !m_shown) {
        return;
    }
    const std::pair<double, double> x{m_x->min(), m_x->max()};
    const std::pair<double, double> y{m_y->min(), m_y->max()};
    if (x == *m_shown && y == m_shownY) {
        return;
    }
    m_zoomX = x;
    m_zoomY = y;
    redraw();
    Q_EMIT zoomChanged(true);
}

void LossChart::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton) {
        captureZoom();
    }
}

void LossChart::wheelEvent(QWheelEvent* event) {
    const auto full = LossSeriesBuilder::xRange(m_curves);
    const double notches = event->angleDelta().y() / 120.0;
    if (!m_shown || !full || m_anchor == nullptr || notches == 0) {
        event->ignore();
        return;
    }
    event->accept();
    const auto [x0, x1] = *m_shown;
    const QPointF chartPos = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    const double c = std::clamp(chart()->mapToValue(chartPos, m_anchor).x(), x0, x1);
    const double factor = std::pow(kZoomPerNotch, notches);
    const double n0 = c - (c - x0) * factor;
    const double n1 = c + (x1 - c) * factor;
    const double span = full->second - full->first;
    if (n0 <= full->first && n1 >= full->second) {
        resetZoom();
    } else if (n1 - n0 > std::max(span * 1e-7, 1e-9)) {
        zoomTo(std::max(n0, full->first - span), std::min(n1, full->second + span));
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
    copy.m_zoomX = m_zoomX;
    copy.m_zoomY = m_zoomY;
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
