#include "widgets/matrix/devicematrixview.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include "widgets/matrix/axisnameeditor.h"
#include "widgets/matrix/matrixpainter.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/models/matrix/serverframes.h"

DeviceMatrixView::DeviceMatrixView(QWidget* parent) : DeviceMatrixView(nullptr, parent) {}

DeviceMatrixView::DeviceMatrixView(MatrixController* controller, QWidget* parent)
    : ZoomableView(parent),
      m_controller(controller ? controller : new MatrixController(this)),
      m_editor(new AxisNameEditor(viewport(), this)) {
    setObjectName(QStringLiteral("deviceMatrixView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    connect(m_editor, &AxisNameEditor::named, m_controller, &MatrixController::renameAxis);
    connect(m_controller, &MatrixController::runChanged, this, [this](bool keepView) {
        m_hover = -1;
        if (!keepView) {
            setZoom(1);
        }
    });
    connect(m_controller, &MatrixController::cardsChanged, this, &DeviceMatrixView::relayout);
    connect(m_controller, &MatrixController::gridChanged, this, &DeviceMatrixView::relayout);
    connect(m_controller, &MatrixController::currentRankChanged, this,
            &DeviceMatrixView::onCurrentRankChanged);
    connect(m_controller, &MatrixController::markedRanksChanged, viewport(),
            qOverload<>(&QWidget::update));
    connect(m_controller, &MatrixController::rankActivated, this, &DeviceMatrixView::rankActivated);
    connect(m_controller, &MatrixController::axisNamesChanged, this,
            &DeviceMatrixView::axisNamesChanged);
    relayout();
}

void DeviceMatrixView::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run,
                                      int paramIndex, const QStringList& axisNames) {
    m_controller->setRunDocument(std::move(run), paramIndex, axisNames);
}

void DeviceMatrixView::replaceRunDocument(std::shared_ptr<const shardscope::RunDocument> run,
                                          int paramIndex) {
    m_controller->replaceRunDocument(std::move(run), paramIndex);
}

const MatrixCards& DeviceMatrixView::cards() const {
    return m_controller->cards();
}

void DeviceMatrixView::setParam(int paramIndex) {
    m_controller->setParam(paramIndex);
}

void DeviceMatrixView::setAxisNames(const QStringList& names) {
    m_controller->setAxisNames(names);
}

QStringList DeviceMatrixView::axisNames() const {
    return m_controller->axisNames();
}

void DeviceMatrixView::setGridAxes(int rowAxis, int colAxis) {
    m_controller->setGridAxes(rowAxis, colAxis);
}

int DeviceMatrixView::currentRank() const {
    return m_controller->currentRank();
}

void DeviceMatrixView::setMarkedRanks(std::vector<int> ranks) {
    m_controller->setMarkedRanks(std::move(ranks));
}

const std::vector<int>& DeviceMatrixView::markedRanks() const {
    return m_controller->markedRanks();
}

void DeviceMatrixView::setCurrentRank(int rank) {
    m_controller->setCurrentRank(rank);
}

void DeviceMatrixView::onCurrentRankChanged(int rank) {
    if (rank >= 0) {
        ensureVisible(geometry().cellRect(rank));
    }
    viewport()->update();
    Q_EMIT currentRankChanged(rank);
}

const MatrixGeometry& DeviceMatrixView::geometry() const {
    if (!m_layout.geometry) {
        const MatrixTexts& texts = cards().texts();
        const MatrixGridAxes& grid = cards().gridAxes();
        const QFontMetricsF fm(font());
        const QFontMetricsF big(MatrixPainter::titleFont(font()));
        MatrixGeometry::Params params;
        params.devMatrix = texts.devMatrix();
        params.rowAxis = grid.row;
        params.colAxis = grid.col;
        params.stages = texts.stages();
        params.viewport = fitSize();
        params.zoom = zoom();
        params.lineHeight = std::ceil(fm.height() + 8);
        // Room for "r127", a slice such as "[1024:2048, :]" and a size, in any language.
        const qreal textW = std::max(fm.horizontalAdvance(QStringLiteral("[0000:0000, :]")),
                                     fm.horizontalAdvance(tr("other stage")));
        params.minCell =
            QSizeF(std::ceil(textW + 16), std::ceil(big.height() + 2 * fm.height() + 22));
        // A few cards are worth their rank numbers (scrolling if need be); a cluster of
        // hundreds is seen whole, a few pixels a card.
        if (texts.stages() * texts.devices() <= 64) {
            params.minCellWidth = std::ceil(fm.horizontalAdvance(QStringLiteral("r000")) + 8);
            params.minCellHeight = std::ceil(fm.height() + 4);
        }
        qreal rowHeader = 0;
        if (grid.row >= 0) {
            const auto size = texts.devMatrix()[static_cast<size_t>(grid.row)];
            rowHeader = fm.horizontalAdvance(texts.header(grid.row, size - 1)) + 14;
        }
        params.rowHeaderWidth = std::ceil(rowHeader);
        const auto lines = static_cast<qreal>(std::max<qsizetype>(2, texts.caption().size()));
        const auto titles = static_cast<qreal>(
            MatrixPainter::titleLines(texts.caption().value(0), big,
                                      params.viewport.width() - 2 * MatrixGeometry::kMargin)
                .size());
        params.topReserved = std::ceil(titles * big.height() + (lines - 1) * fm.height() + 10);
        for (int axis = 0; axis < static_cast<int>(params.devMatrix.size()); ++axis) {
            params.legendWidths.push_back(std::ceil(fm.horizontalAdvance(texts.legend(axis)) + 20));
        }
        m_layout.geometry.emplace(std::move(params));
    }
    return *m_layout.geometry;
}

QSizeF DeviceMatrixView::layoutContent() {
    m_layout = {};
    setZoomRange(1, geometry().maxZoom());
    const QSizeF content = geometry().contentSize();
    return {content.width(), std::max<qreal>(content.height(), fitSize().height())};
}

QSize DeviceMatrixView::sizeHint() const {
    return {760, 520};
}

QSize DeviceMatrixView::minimumSizeHint() const {
    return {240, 180};
}

void DeviceMatrixView::scrollContentsBy(int, int) {
    m_editor->hide();
    viewport()->update();
}

void DeviceMatrixView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        m_controller->rebuild();
    }
    ZoomableView::changeEvent(event);
}

void DeviceMatrixView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    painter.translate(-scrollOffset());
    MatrixPainter::State state;
    state.visible = QRectF(scrollOffset(), QSizeF(viewport()->size()));
    state.rowAxis = cards().gridAxes().row;
    state.colAxis = cards().gridAxes().col;
    state.current = m_controller->currentRank();
    state.focused = hasFocus();
    state.hover = m_hover;
    state.marked = m_controller->markedRanks();
    if (!m_layout.serverFrames) {
        m_layout.serverFrames = ServerFrames::of(geometry(), cards().texts());
    }
    state.serverFrames = &*m_layout.serverFrames;
    MatrixPainter(geometry(), cards().texts(), palette(), font()).paint(painter, state);
}

ZoomableView::ZoomAnchor DeviceMatrixView::anchorAt(const QPointF& at) const {
    // The nearest card: panels and headers keep their size while the cards grow.
    const MatrixGeometry& geo = geometry();
    int nearest = -1;
    qreal best = 1e18;
    for (int rank = 0; rank < geo.rankCount(); ++rank) {
        const QPointF d = geo.cellRect(rank).center() - at;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance < best) {
            best = distance;
            nearest = rank;
        }
    }
    if (nearest < 0) {
        return ZoomableView::anchorAt(at);
    }
    const QRectF cell = geo.cellRect(nearest);
    return {nearest,
            {(at.x() - cell.left()) / cell.width(), (at.y() - cell.top()) / cell.height()},
            at};
}

QPointF DeviceMatrixView::anchorPoint(const ZoomAnchor& anchor, const QSizeF& before) const {
    if (anchor.item < 0 || anchor.item >= geometry().rankCount()) {
        return ZoomableView::anchorPoint(anchor, before);
    }
    const QRectF cell = geometry().cellRect(anchor.item);
    return {cell.left() + anchor.inItem.x() * cell.width(),
            cell.top() + anchor.inItem.y() * cell.height()};
}

QString DeviceMatrixView::toolTipAt(const QPointF& at) const {
    const int rank = geometry().rankAt(at);
    if (rank >= 0) {
        return cards().texts().toolTip(rank);
    }
    const int axis = geometry().axisAt(at);
    if (axis >= 0) {
        return tr("%1: double-click to rename").arg(cards().texts().legend(axis));
    }
    // The title cut to fit the view: whole in its tooltip.
    const QFontMetricsF big(MatrixPainter::titleFont(font()));
    QString title = cards().texts().caption().value(0);
    const QStringList lines = MatrixPainter::titleLines(
        title, big, geometry().params().viewport.width() - 2 * MatrixGeometry::kMargin);
    if (at.y() < MatrixGeometry::kMargin + lines.size() * big.height() &&
        lines.join(QStringLiteral("  ·  ")) != title) {
        return title;
    }
    return {};
}

void DeviceMatrixView::mousePressEvent(QMouseEvent* event) {
    const int rank = geometry().rankAt(toContent(event->position()));
    if (event->button() == Qt::LeftButton && rank >= 0) {
        m_controller->activateRank(rank);
        event->accept();
        return;
    }
    ZoomableView::mousePressEvent(event);
}

void DeviceMatrixView::mouseDoubleClickEvent(QMouseEvent* event) {
    const int axis = geometry().axisAt(toContent(event->position()));
    if (axis >= 0) {
        editAxisName(axis);
        event->accept();
        return;
    }
    ZoomableView::mouseDoubleClickEvent(event);
}

void DeviceMatrixView::mouseMoveEvent(QMouseEvent* event) {
    const int rank = geometry().rankAt(toContent(event->position()));
    if (rank != m_hover) {
        m_hover = rank;
        viewport()->update();
    }
    ZoomableView::mouseMoveEvent(event);
}

void DeviceMatrixView::leaveEvent(QEvent* event) {
    m_hover = -1;
    viewport()->update();
    ZoomableView::leaveEvent(event);
}

void DeviceMatrixView::keyPressEvent(QKeyEvent* event) {
    const int rank = m_controller->currentRank();
    switch (event->key()) {
        case Qt::Key_Left:
            return setCurrentRank(rank < 0 ? 0 : geometry().neighbour(rank, -1, 0));
        case Qt::Key_Right:
            return setCurrentRank(rank < 0 ? 0 : geometry().neighbour(rank, 1, 0));
        case Qt::Key_Up:
            return setCurrentRank(rank < 0 ? 0 : geometry().neighbour(rank, 0, -1));
        case Qt::Key_Down:
            return setCurrentRank(rank < 0 ? 0 : geometry().neighbour(rank, 0, 1));
        case Qt::Key_Home:
            return setCurrentRank(0);
        case Qt::Key_End:
            return setCurrentRank(geometry().rankCount() - 1);
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (rank >= 0) {
                m_controller->activateRank(rank);
            }
            return;
        case Qt::Key_F2:
            return editAxisName(cards().gridAxes().col >= 0 ? cards().gridAxes().col : 0);
        default:
            ZoomableView::keyPressEvent(event);
    }
}

void DeviceMatrixView::contextMenuEvent(QContextMenuEvent* event) {
    const QPointF at = toContent(event->pos());
    const int axis = geometry().axisAt(at);
    QMenu menu(this);
    const auto axes = static_cast<int>(cards().texts().devMatrix().size());
    for (int a = 0; a < axes; ++a) {
        if (axis < 0 || a == axis) {
            menu.addAction(tr("Rename axis “%1”…").arg(cards().texts().names().value(a)), this,
                           [this, a] { editAxisName(a); });
        }
    }
    menu.addAction(tr("Reset axis names"), m_controller, &MatrixController::resetAxisNames);
    menu.addSeparator();
    QMenu* rows = menu.addMenu(tr("Rows"));
    QMenu* cols = menu.addMenu(tr("Columns"));
    const MatrixGridAxes& grid = cards().gridAxes();
    for (int a = -1; a < axes; ++a) {
        const QString label = a < 0 ? tr("None") : cards().texts().legend(a);
        QAction* row = rows->addAction(
            label, this, [this, a, &grid] { setGridAxes(a, a == grid.col ? grid.row : grid.col); });
        row->setCheckable(true);
        row->setChecked(a == grid.row);
        QAction* col = cols->addAction(
            label, this, [this, a, &grid] { setGridAxes(a == grid.row ? grid.col : grid.row, a); });
        col->setCheckable(true);
        col->setChecked(a == grid.col);
    }
    menu.exec(event->globalPos());
}

void DeviceMatrixView::editAxisName(int axis) {
    if (axis < 0 || axis >= static_cast<int>(cards().texts().devMatrix().size())) {
        return;
    }
    const QRectF chip = geometry().legendRect(axis).translated(-scrollOffset());
    m_editor->edit(axis, cards().texts().names().value(axis),
                   chip.toAlignedRect().adjusted(0, 0, 40, 0));
}
