#include "widgets/models/slices/slicecontroller.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "inspect/rundocument.h"
#include "widgets/models/common/splitwords.h"
#include "widgets/models/matrix/axisroles.h"
#include "widgets/models/matrix/matrixtexts.h"
#include "widgets/models/slices/slicedetails.h"

using shardscope::ParamInfo;

SliceController::SliceController(QObject* parent) : QObject(parent) {}

SliceController::~SliceController() = default;

void SliceController::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run) {
    m_run = std::move(run);
    setParam(-1);
}

void SliceController::setParam(int paramIndex) {
    const bool valid =
        m_run && paramIndex >= 0 && paramIndex < static_cast<int>(m_run->params.size());
    m_param = valid ? paramIndex : -1;
    m_current = {};
    m_fixed.assign(shape().size(), 0);
    std::tie(m_rowDim, m_colDim) = SliceGeometry::defaultDims(shape());
    m_geometry.reset();
    Q_EMIT paramChanged();
    setDims(-1, -1);
    if (!m_details.isEmpty()) {
        m_details.clear();
        Q_EMIT detailsChanged(m_details);
    }
}

void SliceController::setAxisNames(const QStringList& names) {
    m_axisNames = names;
    Q_EMIT axisNamesChanged();
}

void SliceController::setDims(int rowDim, int colDim) {
    if (rowDim < 0 && colDim < 0) {
        std::tie(m_rowDim, m_colDim) = SliceGeometry::defaultDims(shape());
    } else {
        m_rowDim = rowDim;
        m_colDim = colDim;
    }
    m_current = {};
    m_geometry.reset();
    Q_EMIT viewChanged();
}

int64_t SliceController::fixedIndex(int dim) const {
    return dim >= 0 && dim < static_cast<int>(m_fixed.size()) ? m_fixed[static_cast<size_t>(dim)]
                                                              : 0;
}

std::vector<int64_t> SliceController::shape() const {
    const ParamInfo* info = param();
    if (!info) {
        return {};
    }
    // Without a recorded shape the layout's stand-in shape keeps every cut visible.
    return info->globalShape.empty() && info->layout ? info->layout->fullShape()
                                                     : info->globalShape;
}

void SliceController::setFixedIndex(int dim, int64_t index) {
    const ParamInfo* info = param();
    if (!info || dim < 0 || dim >= static_cast<int>(m_fixed.size())) {
        return;
    }
    m_fixed[static_cast<size_t>(dim)] =
        std::clamp<int64_t>(index, 0, shape()[static_cast<size_t>(dim)] - 1);
    m_current = {};
    m_geometry.reset();
    Q_EMIT viewChanged();
}

void SliceController::setFrame(Frame frame) {
    m_frame = std::move(frame);
    m_geometry.reset();
}

const ParamInfo* SliceController::param() const {
    return m_run && m_param >= 0 ? &m_run->params[static_cast<size_t>(m_param)] : nullptr;
}

QFont SliceController::titleFont(const QFont& base) {
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 1.25);
    font.setBold(true);
    return font;
}

qreal SliceController::captionHeight(const QFont& font) {
    return std::ceil(QFontMetricsF(titleFont(font)).height() +
                     2 * (QFontMetricsF(font).lineSpacing() + 3) + 14);
}

SliceGeometry::Params SliceController::geometryParams(const ParamInfo& info) const {
    const QFontMetricsF fm(m_frame.font);
    const QFontMetricsF big(titleFont(m_frame.font));
    SliceGeometry::Params params;
    params.rowDim = m_rowDim;
    params.colDim = m_colDim;
    params.fixed = m_fixed;
    params.rankOffset = info.stage * (m_run ? m_run->stages.devices : 1);
    params.zoom = m_frame.zoom;
    const qreal caption = captionHeight(m_frame.font);
    params.viewport = QSizeF(m_frame.fit.width(), m_frame.fit.height() - caption);
    const std::vector<int64_t> drawn = shape();
    params.rulerWidth =
        fm.horizontalAdvance(QString::number(drawn.empty() ? 0 : drawn.front())) + 16;
    params.rulerHeight = fm.height() + 8;
    // Wide enough for the longest label of a piece: its ranks, or "optimizer piece 2/2".
    qreal label = 0;
    const SliceGeometry probe(*info.layout, params);
    for (const auto& slice : probe.slices()) {
        if (slice.chunks.size() > 1) {
            label = std::max(
                label, fm.horizontalAdvance(QCoreApplication::translate(
                                                "SlicePainter", "optimizer piece %1/%2 of %3")
                                                .arg(8)
                                                .arg(8)
                                                .arg(SliceGeometry::ranksText(slice.ranks, true))));
        }
        for (const auto& chunk : slice.chunks) {
            label =
                std::max(label, big.horizontalAdvance(SliceGeometry::ranksText(chunk.ranks, true)));
        }
    }
    // A piece's label falls back to the text font where the title font does not fit, so a
    // piece need only be as tall as that: a tensor cut in 16 still fits the window.
    params.minPiece = QSizeF(std::min<qreal>(label + 16, 220), fm.height() + 6);
    params.pan = QPointF(0, caption);
    return params;
}

const SliceGeometry* SliceController::geometry() const {
    const ParamInfo* info = param();
    if (!m_geometry && info && info->layout) {
        m_geometry.emplace(*info->layout, geometryParams(*info));
    }
    return m_geometry ? &*m_geometry : nullptr;
}

QStringList SliceController::caption() const {
    const ParamInfo* info = param();
    if (!info) {
        return {
            QCoreApplication::translate("SliceView", "No parameter selected"),
            QCoreApplication::translate("SliceView", "Select a parameter to see how it is cut.")};
    }
    QStringList dims;
    for (int64_t d : info->globalShape) {
        dims << QString::number(d);
    }
    QStringList lines{
        QString::fromStdString(info->name) + QStringLiteral("  ") +
        (info->globalShape.empty() && info->layout
             ? QCoreApplication::translate(
                   "SliceView",
                   "(shape not recorded: the cuts are drawn to scale, the sizes "
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
        view << QCoreApplication::translate("SliceView", "rows: dim %1").arg(m_rowDim);
    }
    if (m_colDim >= 0) {
        view << QCoreApplication::translate("SliceView", "columns: dim %1").arg(m_colDim);
    }
    for (size_t d = 0; d < m_fixed.size(); ++d) {
        if (static_cast<int>(d) != m_rowDim && static_cast<int>(d) != m_colDim) {
            view << QCoreApplication::translate("SliceView", "dim %1 at index %2")
                        .arg(d)
                        .arg(m_fixed[d]);
        }
    }
    view << QCoreApplication::translate("SliceView", "zoom %1%").arg(qRound(m_frame.zoom * 100));
    lines << view.join(QStringLiteral(" · "));
    return lines;
}

QString SliceController::toolTipAt(const QPointF& at) const {
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
        lines << QCoreApplication::translate("SliceView", "Element [%1]")
                     .arg(element.join(QStringLiteral(", ")));
    }
    const auto& shape = param()->globalShape;
    if (recorded) {
        lines << QCoreApplication::translate("SliceView", "Slice %1 of %2: %3, on %4")
                     .arg(hit.slice + 1)
                     .arg(geo->slices().size())
                     .arg(SliceDetails::notation(slice.box, shape),
                          SliceGeometry::ranksText(slice.ranks, false));
    } else {
        lines << QCoreApplication::translate("SliceView", "Slice %1 of %2, on %3")
                     .arg(hit.slice + 1)
                     .arg(geo->slices().size())
                     .arg(SliceGeometry::ranksText(slice.ranks, false));
    }
    if (slice.chunks.size() > 1) {
        lines << QCoreApplication::translate("SliceView",
                                             "Optimizer piece %1 of %2: %3, stored by %4")
                     .arg(hit.chunk + 1)
                     .arg(slice.chunks.size())
                     .arg(SliceDetails::notation(chunk.box, shape),
                          SliceGeometry::ranksText(chunk.ranks, false));
    }
    lines << QCoreApplication::translate("SliceView", "Click for byte offsets in each rank file.");
    return lines.join(QLatin1Char('\n'));
}

void SliceController::setCurrent(SliceGeometry::Hit hit) {
    const SliceGeometry* geo = geometry();
    if (!geo || hit.slice < 0 || hit.slice >= static_cast<int>(geo->slices().size())) {
        return;
    }
    const auto& chunks = geo->slices()[static_cast<size_t>(hit.slice)].chunks;
    hit.chunk = std::clamp(hit.chunk, 0, static_cast<int>(chunks.size()) - 1);
    m_current = hit;
    m_details = piece(geo->slices()[static_cast<size_t>(hit.slice)], hit.chunk);
    Q_EMIT currentChanged();
    Q_EMIT detailsChanged(m_details);
}

QString SliceController::piece(const SliceGeometry::Slice& slice, int chunk) const {
    return SliceDetails::text(*m_run, *param(), slice, chunk);
}

void SliceController::activate(SliceGeometry::Hit hit) {
    setCurrent(hit);
    if (m_current == hit) {
        Q_EMIT sliceActivated(hit.slice, hit.chunk);
    }
}

SliceGeometry::Hit SliceController::neighbour(int dx, int dy) const {
    const SliceGeometry* geo = geometry();
    if (m_current.slice < 0 || !geo) {
        return {0, 0};
    }
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
    return best;
}

bool SliceController::hasDimsChoice() const {
    return shape().size() > 2 && geometry() != nullptr;
}

std::vector<SliceController::DimsChoice> SliceController::dimsChoices() const {
    std::vector<DimsChoice> choices;
    const int dims = static_cast<int>(shape().size());
    if (!param() || dims < 2) {
        return choices;
    }
    for (int r = 0; r < dims; ++r) {
        for (int c = 0; c < dims; ++c) {
            if (r != c) {
                choices.push_back(
                    {r, c,
                     QCoreApplication::translate("SliceView", "rows: dim %1, columns: dim %2")
                         .arg(r)
                         .arg(c),
                     r == m_rowDim && c == m_colDim});
            }
        }
    }
    return choices;
}
