#include "widgets/common/zoomableview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QScrollBar>
#include <QSlider>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace {

constexpr int kSliderSteps = 1000;
constexpr int kBarMargin = 8;

QToolButton* barButton(QWidget* parent, const QString& name) {
    auto* button = new QToolButton(parent);
    button->setObjectName(name);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

}  // namespace

ZoomableView::ZoomableView(QWidget* parent)
    : QAbstractScrollArea(parent),
      m_bar(new QFrame(this)),
      m_out(barButton(m_bar, QStringLiteral("zoomOut"))),
      m_slider(new QSlider(Qt::Horizontal, m_bar)),
      m_in(barButton(m_bar, QStringLiteral("zoomIn"))),
      m_fit(barButton(m_bar, QStringLiteral("zoomFit"))) {
    setFrameShape(QFrame::NoFrame);
    auto* frame = static_cast<QFrame*>(m_bar);
    frame->setObjectName(QStringLiteral("zoomBar"));
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::Window);
    m_slider->setObjectName(QStringLiteral("zoomSlider"));
    m_slider->setRange(0, kSliderSteps);
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setFixedWidth(96);
    auto* row = new QHBoxLayout(m_bar);
    row->setContentsMargins(4, 2, 4, 2);
    row->setSpacing(2);
    row->addWidget(m_out);
    row->addWidget(m_slider);
    row->addWidget(m_in);
    row->addWidget(m_fit);
    connect(m_out, &QToolButton::clicked, this,
            [this] { zoomAround(1 / kZoomStep, QRectF(viewport()->rect()).center()); });
    connect(m_in, &QToolButton::clicked, this,
            [this] { zoomAround(kZoomStep, QRectF(viewport()->rect()).center()); });
    connect(m_fit, &QToolButton::clicked, this, [this] { setZoom(1); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        const qreal zoom = m_minZoom * std::pow(m_maxZoom / m_minZoom, qreal(value) / kSliderSteps);
        if (std::abs(std::log(zoom / m_zoom)) > 1e-3) {
            zoomAround(zoom / m_zoom, QRectF(viewport()->rect()).center());
        }
    });
    retranslate();
    m_bar->hide();
}

void ZoomableView::setZoom(qreal zoom) {
    zoom = std::clamp(zoom, m_minZoom, m_maxZoom);
    if (std::abs(zoom - m_zoom) < 1e-9) {
        return;
    }
    m_zoom = zoom;
    relayout();
    Q_EMIT zoomChanged(m_zoom);
}

void ZoomableView::zoomAround(qreal factor, const QPointF& point) {
    const ZoomAnchor anchor = anchorAt(toContent(point));
    const QSizeF before = m_content;
    setZoom(m_zoom * factor);
    const QPointF after = anchorPoint(anchor, before);
    horizontalScrollBar()->setValue(qRound(after.x() - point.x()));
    verticalScrollBar()->setValue(qRound(after.y() - point.y()));
}

ZoomableView::ZoomAnchor ZoomableView::anchorAt(const QPointF& contentPoint) const {
    return {-1, {}, contentPoint};
}

QPointF ZoomableView::anchorPoint(const ZoomAnchor& anchor, const QSizeF& before) const {
    if (before.isEmpty()) {
        return anchor.content;
    }
    return {anchor.content.x() * m_content.width() / before.width(),
            anchor.content.y() * m_content.height() / before.height()};
}

QString ZoomableView::toolTipAt(const QPointF&) const {
    return {};
}

void ZoomableView::setZoomRange(qreal minZoom, qreal maxZoom) {
    m_minZoom = std::min<qreal>(minZoom, 1);
    m_maxZoom = std::max<qreal>(maxZoom, 1);
    m_zoom = std::clamp(m_zoom, m_minZoom, m_maxZoom);
}

void ZoomableView::relayout() {
    const QSizeF content = layoutContent();
    m_content = content;
    horizontalScrollBar()->setRange(
        0, std::max(0, int(std::ceil(content.width())) - viewport()->width()));
    verticalScrollBar()->setRange(
        0, std::max(0, int(std::ceil(content.height())) - viewport()->height()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setSingleStep(20);
    syncBar();
    viewport()->update();
}

QPointF ZoomableView::scrollOffset() const {
    return {qreal(horizontalScrollBar()->value()), qreal(verticalScrollBar()->value())};
}

QPointF ZoomableView::toContent(const QPointF& point) const {
    return point + scrollOffset();
}

QSizeF ZoomableView::fitSize() const {
    const qreal strip = roomForBar() ? m_bar->sizeHint().height() + kBarMargin : 0;
    return {qreal(viewport()->width()), std::max<qreal>(viewport()->height() - strip, 40)};
}

void ZoomableView::ensureVisible(const QRectF& rect, qreal margin) {
    const QRect cell = rect.adjusted(-margin, -margin, margin, margin).toAlignedRect();
    QScrollBar* h = horizontalScrollBar();
    QScrollBar* v = verticalScrollBar();
    if (cell.right() > h->value() + viewport()->width()) {
        h->setValue(cell.right() - viewport()->width());
    }
    if (cell.left() < h->value()) {
        h->setValue(cell.left());
    }
    if (cell.bottom() > v->value() + viewport()->height()) {
        v->setValue(cell.bottom() - viewport()->height());
    }
    if (cell.top() < v->value()) {
        v->setValue(cell.top());
    }
}

void ZoomableView::syncBar() {
    const bool zoomable = m_maxZoom > m_minZoom * 1.001;
    m_bar->setVisible(zoomable && roomForBar());
    if (!m_bar->isVisibleTo(this)) {
        return;
    }
    const QSignalBlocker block(m_slider);
    m_slider->setValue(
        qRound(kSliderSteps * std::log(m_zoom / m_minZoom) / std::log(m_maxZoom / m_minZoom)));
    m_out->setEnabled(m_zoom > m_minZoom * 1.001);
    m_in->setEnabled(m_zoom < m_maxZoom / 1.001);
    m_fit->setEnabled(std::abs(m_zoom - 1) > 1e-6);
    m_bar->setToolTip(tr("Zoom %1%: Ctrl+wheel or + and - to zoom, 0 to fit the window")
                          .arg(qRound(m_zoom * 100)));
    placeBar();
}

bool ZoomableView::roomForBar() const {
    // A small view (the migration tab's two matrices) zooms from the keyboard and the wheel;
    // the bar would cover too much of it.
    return viewport()->width() >= 360 && viewport()->height() >= 320;
}

void ZoomableView::placeBar() {
    // A narrow view keeps the buttons and drops the slider, which would cover its content.
    m_slider->setVisible(viewport()->width() >= 480);
    m_bar->adjustSize();
    const QRect area = viewport()->geometry();
    m_bar->move(area.right() - m_bar->width() - kBarMargin + 1,
                area.bottom() - m_bar->height() - kBarMargin / 2 + 1);
    m_bar->raise();
}

void ZoomableView::retranslate() {
    m_out->setText(QStringLiteral("−"));
    m_in->setText(QStringLiteral("+"));
    m_fit->setText(tr("Fit"));
    m_out->setToolTip(tr("Zoom out (-)"));
    m_in->setToolTip(tr("Zoom in (+)"));
    m_fit->setToolTip(tr("Fit the window (0)"));
    m_slider->setToolTip(tr("Zoom"));
    m_slider->setAccessibleName(tr("Zoom"));
}

void ZoomableView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    relayout();
    placeBar();
}

void ZoomableView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        const int delta = event->angleDelta().y();
        if (delta != 0) {
            zoomAround(std::pow(kZoomStep, delta / 120.0), event->position());
        }
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void ZoomableView::keyPressEvent(QKeyEvent* event) {
    const auto mods = event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (mods == Qt::NoModifier || mods == Qt::ControlModifier) {
        const QPointF centre = QRectF(viewport()->rect()).center();
        switch (event->key()) {
            case Qt::Key_Plus:
            case Qt::Key_Equal:
                return zoomAround(kZoomStep, centre);
            case Qt::Key_Minus:
                return zoomAround(1 / kZoomStep, centre);
            case Qt::Key_0:
                return setZoom(1);
            default:
                break;
        }
    }
    QAbstractScrollArea::keyPressEvent(event);
}

bool ZoomableView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(toContent(help->pos()));
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, viewport());
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void ZoomableView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QAbstractScrollArea::changeEvent(event);
}
