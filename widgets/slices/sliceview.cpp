#include "widgets/slices/sliceview.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

#include "widgets/models/slices/slicecontroller.h"
#include "widgets/slices/slicepainter.h"

SliceView::SliceView(QWidget* parent) : SliceView(nullptr, parent) {}

SliceView::SliceView(SliceController* controller, QWidget* parent)
    : ZoomableView(parent), m_controller(controller ? controller : new SliceController(this)) {
    setObjectName(QStringLiteral("sliceView"));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    setZoomRange(0.25, 64);
    // A new parameter fits the window again.
    connect(m_controller, &SliceController::paramChanged, this, [this] { setZoom(1); });
    connect(m_controller, &SliceController::viewChanged, this, &SliceView::changeView);
    connect(m_controller, &SliceController::axisNamesChanged, viewport(),
            qOverload<>(&QWidget::update));
    connect(m_controller, &SliceController::currentChanged, viewport(),
            qOverload<>(&QWidget::update));
    connect(m_controller, &SliceController::detailsChanged, this, &SliceView::detailsChanged);
    connect(m_controller, &SliceController::sliceActivated, this, &SliceView::sliceActivated);
}

void SliceView::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run) {
    m_controller->setRunDocument(std::move(run));
}

void SliceView::setParam(int paramIndex) {
    m_controller->setParam(paramIndex);
}

void SliceView::setAxisNames(const QStringList& names) {
    m_controller->setAxisNames(names);
}

void SliceView::setDims(int rowDim, int colDim) {
    m_controller->setDims(rowDim, colDim);
}

void SliceView::setFixedIndex(int dim, int64_t index) {
    m_controller->setFixedIndex(dim, index);
}

int SliceView::rowDim() const {
    return m_controller->rowDim();
}

int SliceView::colDim() const {
    return m_controller->colDim();
}

int64_t SliceView::fixedIndex(int dim) const {
    return m_controller->fixedIndex(dim);
}

std::vector<int64_t> SliceView::shape() const {
    return m_controller->shape();
}

const SliceGeometry* SliceView::geometry() const {
    return m_controller->geometry();
}

SliceGeometry::Hit SliceView::current() const {
    return m_controller->current();
}

void SliceView::setCurrent(SliceGeometry::Hit hit) {
    m_controller->setCurrent(hit);
}

QString SliceView::detailsText() const {
    return m_controller->detailsText();
}

QStringList SliceView::caption() const {
    return m_controller->caption();
}

QSizeF SliceView::layoutContent() {
    m_controller->setFrame({font(), fitSize(), zoom()});
    const SliceGeometry* geo = m_controller->geometry();
    return geo ? geo->contentSize() + QSizeF(0, geo->params().pan.y()) : QSizeF(viewport()->size());
}

void SliceView::changeView() {
    relayout();
    Q_EMIT viewChanged();
}

QSize SliceView::sizeHint() const {
    return {760, 520};
}

QSize SliceView::minimumSizeHint() const {
    return {240, 180};
}

void SliceView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        relayout();
    }
    ZoomableView::changeEvent(event);
}

void SliceView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    painter.translate(-scrollOffset());
    if (const SliceGeometry* geo = m_controller->geometry()) {
        SlicePainter(*geo, palette(), font())
            .paint(painter, m_controller->caption(), m_controller->current(), hasFocus());
        return;
    }
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QStringList lines = m_controller->caption();
    painter.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
                     m_controller->param() ? lines.value(1) : lines.join(QLatin1Char('\n')));
}

QString SliceView::toolTipAt(const QPointF& at) const {
    return m_controller->toolTipAt(at);
}

void SliceView::mousePressEvent(QMouseEvent* event) {
    const SliceGeometry* geo = m_controller->geometry();
    if (geo && event->button() == Qt::LeftButton) {
        const SliceGeometry::Hit hit = geo->hitAt(toContent(event->position()));
        if (hit.slice >= 0) {
            m_controller->activate(hit);
            event->accept();
            return;
        }
    }
    ZoomableView::mousePressEvent(event);
}

void SliceView::keyPressEvent(QKeyEvent* event) {
    const SliceGeometry::Hit current = m_controller->current();
    switch (event->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            return m_controller->activate(current.slice >= 0 ? current : SliceGeometry::Hit{0, 0});
        default:
            break;
    }
    const int dx = event->key() == Qt::Key_Right ? 1 : event->key() == Qt::Key_Left ? -1 : 0;
    const int dy = event->key() == Qt::Key_Down ? 1 : event->key() == Qt::Key_Up ? -1 : 0;
    if (!m_controller->geometry() || (dx == 0 && dy == 0)) {
        return ZoomableView::keyPressEvent(event);
    }
    m_controller->setCurrent(m_controller->neighbour(dx, dy));
}

void SliceView::contextMenuEvent(QContextMenuEvent* event) {
    const std::vector<SliceController::DimsChoice> choices = m_controller->dimsChoices();
    if (choices.empty()) {
        return;
    }
    QMenu menu(this);
    QMenu* draw = menu.addMenu(tr("Draw dimensions"));
    for (const SliceController::DimsChoice& choice : choices) {
        QAction* action = draw->addAction(
            choice.label, this,
            [this, r = choice.row, c = choice.col] { m_controller->setDims(r, c); });
        action->setCheckable(true);
        action->setChecked(choice.current);
    }
    menu.addAction(tr("Zoom in"), this, [this] { setZoom(zoom() * kZoomStep); });
    menu.addAction(tr("Zoom out"), this, [this] { setZoom(zoom() / kZoomStep); });
    menu.addAction(tr("Fit the window"), this, [this] { setZoom(1); });
    menu.exec(event->globalPos());
}
