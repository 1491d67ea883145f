#include "widgets/slices/sliceview.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

#include "inspect/rundocument.h"
#include "widgets/models/common/splitwords.h"
#include "widgets/models/matrix/axisroles.h"
#include "widgets/models/matrix/matrixtexts.h"
#include "widgets/models/slices/slicedetails.h"
#include "widgets/slices/slicepainter.h"

using shardscope::ParamInfo;

SliceView::SliceView(QWidget* parent) : ZoomableView(parent) {
    setObjectName(QStringLiteral("sliceView"));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    setZoomRange(0.25, 64);
}

void SliceView::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run) {
    m_run = std::move(run);
    setParam(-1);
}

void SliceView::setParam(int paramIndex) {
    const bool valid =
        m_run && paramIndex >= 0 && paramIndex < static_cast<int>(m_run->params.size());
    m_param = valid ? paramIndex : -1;
    m_current = {};
    m_fixed.assign(shape().size(), 0);
    setZoom(1);
    setDims(-1, -1);
    if (!m_details.isEmpty()) {
        m_details.clear();
        Q_EMIT detailsChanged(m_details);
    }
}

void SliceView::setAxisNames(const QStringList& names) {
    m_axisNames = names;
    viewport()->update();
}

void SliceView::setDims(int rowDim, int colDim) {
    if (rowDim < 0 && colDim < 0) {
        std::tie(m_rowDim, m_colDim) = SliceGeometry::defaultDims(shape());
    } else {
        m_rowDim = rowDim;
        m_colDim = colDim;
    }
    m_current = {};
    changeView();
}

int64_t SliceView::fixedIndex(int dim) const {
    return dim >= 0 && dim < static_cast<int>(m_fixed.size()) ? m_fixed[static_cast<size_t>(dim)]
                                                              : 0;
}

std::vector<int64_t> SliceView::shape() const {
    const ParamInfo* info = param();
    if (!info) {
        return {};
    }
    // Without a recorded shape the layout's stand-in shape keeps every cut visible.
    return info->globalShape.empty() && info->layout ? info->layout->fullShape()
                                                     : info->globalShape;
}

void SliceView::setFixedIndex(int dim, int64_t index) {
    const ParamInfo* info = param();
    if (!info || dim < 0 || dim >= static_cast<int>(m_fixed.size())) {
        return;
    }
    m_fixed[static_cast<size_t>(dim)] =
        std::clamp<int64_t>(index, 0, shape()[static_cast<size_t>(dim)] - 1);
    m_current = {};
    changeView();
}

const ParamInfo* SliceView::param() const {
    return m_run && m_param >= 0 ? &m_run->params[static_cast<size_t>(m_param)] : nullptr;
}

const SliceGeometry* SliceView::geometry() const {
    const ParamInfo* info = param();
    if (!m_geometry && info && info->layout) {
        const QFontMetricsF fm(font());
        const QFontMetricsF big(SlicePainter::titleFont(font()));
        SliceGeometry::Params params;
        params.rowDim = m_rowDim;
        params.colDim = m_colDim;
        params.fixed = m_fixed;
        params.rankOffset = info->stage * (m_run ? m_run->stages.devices : 1);
        params.zoom = zoom();
        const qreal caption = SlicePainter::captionHeight(font());
        params.viewport = QSizeF(fitSize().width(), fitSize().height() - caption);
        const std::vector<int64_t> drawn = shape();
        params.rulerWidth =
            fm.horizontalAdvance(QString::number(drawn.empty() ? 0 : drawn.front())) + 16;
        params.rulerHeight = fm.height() + 8;
        // Wide enough for the longest label of a piece: its ranks, or "optimizer piece 2/2".
        qreal label = 0;
        const SliceGeometry probe(*info->layout, params);
        for (const auto& slice : probe.slices()) {
            if (slice.chunks.size() > 1) {
                label = std::max(label, fm.horizontalAdvance(
                                            QCoreApplication::translate(
                                                "SlicePainter", "optimizer piece %1/%2 of %3")
                                                .arg(8)
                                                .arg(8)
                                                .arg(SliceGeometry::ranksText(slice.ranks, true))));
            }
            for (const auto& chunk : slice.chunks) {
                label = std::max(
                    label, big.horizontalAdvance(SliceGeometry::ranksText(chunk.ranks, true)));
            }
        }
        // A piece's label falls back to the text font where the title font does not fit, so
        // a piece need only be as tall as that: a tensor cut in 16 still fits the window.
        params.minPiece = QSizeF(std::min<qreal>(label + 16, 220), fm.height() + 6);
        params.pan = QPointF(0, caption);
        m_geometry.emplace(*info->layout, params);
    }
    return m_geometry ? &*m_geometry : nullptr;
}

QSizeF SliceView::layoutContent() {
    m_geometry.reset();
    const SliceGeometry* geo = geometry();
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

QStringList SliceView::caption() const {
    const ParamInfo* info = param();
    if (!info) {
        return {tr("No parameter selected"), tr("Select a parameter to see how it is cut.")};
    }
    QStringList dims;
    for (int64_t d : info->globalShape) {
        dims << QString::number(d);
    }
    QStringList lines{
        QString::fromStdString(info->name) + QStringLiteral("  ") +
        (info->globalShape.empty() && info->layout
             ? tr("(shape not recorded: the cuts are drawn to scale, the sizes "
                  "are not)")
             : QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']'))};
    // Without names from the device-matrix view, the same defaults it starts from.
    const QStringList names =
        !m_axisNames.isEmpty() || !info->layout
            ? m_axisNames
            : AxisRoles::defaultNames(AxisRoles::roles(*m_run, info->layout->devMatrix()));
    lines << (info->layout ? SplitWords::text(shardscope::describeSplit(*info->layout), names)
                           : MatrixTexts::noLayoutText(*m_run, *info));
    QStringList view;
    if (m_rowDim >= 0) {
        view << tr("rows: dim %1").arg(m_rowDim);
    }
    if (m_colDim >= 0) {
        view << tr("columns: dim %1").arg(m_colDim);
    }
    for (size_t d = 0; d < m_fixed.size(); ++d) {
        if (static_cast<int>(d) != m_rowDim && static_cast<int>(d) != m_colDim) {
            view << tr("dim %1 at index %2").arg(d).arg(m_fixed[d]);
        }
    }
    view << tr("zoom %1%").arg(qRound(zoom() * 100));
    lines << view.join(QStringLiteral(" · "));
    return lines;
}

void SliceView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    painter.translate(-scrollOffset());
    if (const SliceGeometry* geo = geometry()) {
        SlicePainter(*geo, palette(), font()).paint(painter, caption(), m_current, hasFocus());
        return;
    }
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QStringList lines = caption();
    painter.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
                     param() ? lines.value(1) : lines.join(QLatin1Char('\n')));
}

QString SliceView::toolTipAt(const QPointF& at) const {
    const SliceGeometry* geo = geometry();
    const SliceGeometry::Hit hit = geo ? geo->hitAt(at) : SliceGeometry::Hit{};
    if (hit.slice < 0) {
        return {};
    }
    const auto& slice = geo->slices()[static_cast<size_t>(hit.slice)];
    const auto& chunk = slice.chunks[static_cast<size_t>(hit.chunk)];
    QStringList lines;
    const bool recorded = !param()->globalShape.empty();
    if (const auto index = geo->indexAt(at); index && recorded) {
        QStringList element;
        for (size_t d = 0; d < m_fixed.size(); ++d) {
            const int dim = static_cast<int>(d);
            element << QString::number(dim == m_rowDim   ? index->first
                                       : dim == m_colDim ? index->second
                                                         : m_fixed[d]);
        }
        lines << tr("Element [%1]").arg(element.join(QStringLiteral(", ")));
    }
    const auto& shape = param()->globalShape;
    if (recorded) {
        lines << tr("Slice %1 of %2: %3, on %4")
                     .arg(hit.slice + 1)
                     .arg(geo->slices().size())
                     .arg(SliceDetails::notation(slice.box, shape),
                          SliceGeometry::ranksText(slice.ranks, false));
    } else {
        lines << tr("Slice %1 of %2, on %3")
                     .arg(hit.slice + 1)
                     .arg(geo->slices().size())
                     .arg(SliceGeometry::ranksText(slice.ranks, false));
    }
    if (slice.chunks.size() > 1) {
        lines << tr("Optimizer piece %1 of %2: %3, stored by %4")
                     .arg(hit.chunk + 1)
                     .arg(slice.chunks.size())
                     .arg(SliceDetails::notation(chunk.box, shape),
                          SliceGeometry::ranksText(chunk.ranks, false));
    }
    lines << tr("Click for byte offsets in each rank file.");
    return lines.join(QLatin1Char('\n'));
}

void SliceView::setCurrent(SliceGeometry::Hit hit) {
    const SliceGeometry* geo = geometry();
    if (!geo || hit.slice < 0 || hit.slice >= static_cast<int>(geo->slices().size())) {
        return;
    }
    const auto& chunks = geo->slices()[static_cast<size_t>(hit.slice)].chunks;
    hit.chunk = std::clamp(hit.chunk, 0, static_cast<int>(chunks.size()) - 1);
    m_current = hit;
    m_details = SliceDetails::text(*m_run, *param(), geo->slices()[static_cast<size_t>(hit.slice)],
                                   hit.chunk);
    viewport()->update();
    Q_EMIT detailsChanged(m_details);
}

void SliceView::activate(SliceGeometry::Hit hit) {
    setCurrent(hit);
    if (m_current == hit) {
        Q_EMIT sliceActivated(hit.slice, hit.chunk);
    }
}

void SliceView::mousePressEvent(QMouseEvent* event) {
    const SliceGeometry* geo = geometry();
    if (geo && event->button() == Qt::LeftButton) {
        const SliceGeometry::Hit hit = geo->hitAt(toContent(event->position()));
        if (hit.slice >= 0) {
            activate(hit);
            event->accept();
            return;
        }
    }
    ZoomableView::mousePressEvent(event);
}

void SliceView::keyPressEvent(QKeyEvent* event) {
    const SliceGeometry* geo = geometry();
    switch (event->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            return activate(m_current.slice >= 0 ? m_current : SliceGeometry::Hit{0, 0});
        default:
            break;
    }
    const int dx = event->key() == Qt::Key_Right ? 1 : event->key() == Qt::Key_Left ? -1 : 0;
    const int dy = event->key() == Qt::Key_Down ? 1 : event->key() == Qt::Key_Up ? -1 : 0;
    if (!geo || (dx == 0 && dy == 0)) {
        return ZoomableView::keyPressEvent(event);
    }
    if (m_current.slice < 0) {
        return setCurrent({0, 0});
    }
    // The nearest piece in the arrow's direction, straight ahead preferred.
    const auto& slices = geo->slices();
    const QPointF from = slices[static_cast<size_t>(m_current.slice)]
                             .chunks[static_cast<size_t>(m_current.chunk)]
                             .rect.center();
    SliceGeometry::Hit best = m_current;
    qreal bestCost = 1e18;
    for (size_t s = 0; s < slices.size(); ++s) {
        for (size_t c = 0; c < slices[s].chunks.size(); ++c) {
            const QPointF d = slices[s].chunks[c].rect.center() - from;
            const qreal along = d.x() * dx + d.y() * dy;
            const qreal cost = along + 3 * (std::abs(d.x() * dy) + std::abs(d.y() * dx));
            if (along > 0.5 && cost < bestCost) {
                bestCost = cost;
                best = {static_cast<int>(s), static_cast<int>(c)};
            }
        }
    }
    setCurrent(best);
}

void SliceView::contextMenuEvent(QContextMenuEvent* event) {
    const ParamInfo* info = param();
    if (!info || shape().size() < 2) {
        return;
    }
    QMenu menu(this);
    QMenu* draw = menu.addMenu(tr("Draw dimensions"));
    const int dims = static_cast<int>(shape().size());
    for (int r = 0; r < dims; ++r) {
        for (int c = 0; c < dims; ++c) {
            if (r == c) {
                continue;
            }
            QAction* action = draw->addAction(tr("rows: dim %1, columns: dim %2").arg(r).arg(c),
                                              this, [this, r, c] { setDims(r, c); });
            action->setCheckable(true);
            action->setChecked(r == m_rowDim && c == m_colDim);
        }
    }
    menu.addAction(tr("Zoom in"), this, [this] { setZoom(zoom() * kZoomStep); });
    menu.addAction(tr("Zoom out"), this, [this] { setZoom(zoom() / kZoomStep); });
    menu.addAction(tr("Fit the window"), this, [this] { setZoom(1); });
    menu.exec(event->globalPos());
}
