#include "widgets/models/matrix/matrixgeometry.h"

#include <algorithm>
#include <cmath>
#include <map>

using shardscope::Box;
using shardscope::TensorLayout;

namespace {

int axisSize(const std::vector<int64_t>& matrix, int axis) {
    return axis >= 0 && axis < static_cast<int>(matrix.size())
               ? static_cast<int>(matrix[static_cast<size_t>(axis)])
               : 1;
}

std::vector<int64_t> coordinatesOf(const std::vector<int64_t>& matrix, int local) {
    std::vector<int64_t> coords(matrix.size(), 0);
    for (size_t i = matrix.size(); i-- > 0;) {
        coords[i] = local % matrix[i];
        local = static_cast<int>(local / matrix[i]);
    }
    return coords;
}

}  // namespace

MatrixGeometry::MatrixGeometry(Params params) : m_params(std::move(params)) {
    if (m_params.devMatrix.empty()) {
        m_params.devMatrix = {1};
    }
    m_params.stages = std::max(1, m_params.stages);
    const auto& matrix = m_params.devMatrix;
    const int axes = static_cast<int>(matrix.size());
    if (m_params.rowAxis >= axes || m_params.rowAxis == m_params.colAxis) {
        m_params.rowAxis = -1;
    }
    if (m_params.colAxis >= axes) {
        m_params.colAxis = -1;
    }
    m_devices = 1;
    for (int64_t d : matrix) {
        m_devices *= static_cast<int>(std::max<int64_t>(1, d));
    }
    m_rows = axisSize(matrix, m_params.rowAxis);
    m_cols = axisSize(matrix, m_params.colAxis);
    m_extra = m_devices / (m_rows * m_cols);
    m_params.legendWidths.resize(std::min(m_params.legendWidths.size(), matrix.size()));
    layoutLegend();
    const QSizeF room(m_params.viewport.width() - 2 * kMargin,
                      m_params.viewport.height() - m_legendBottom - kMargin);
    m_scale = MatrixScale(m_params, room, m_rows, m_cols, m_extra * m_params.stages);
    placePanels();
}

std::pair<int, int> MatrixGeometry::defaultAxes(const std::vector<int64_t>& devMatrix) {
    std::vector<int> useful;
    for (int axis = static_cast<int>(devMatrix.size()) - 1; axis >= 0 && useful.size() < 2;
         --axis) {
        if (devMatrix[static_cast<size_t>(axis)] > 1) {
            useful.push_back(axis);
        }
    }
    const int last = static_cast<int>(devMatrix.size()) - 1;
    if (useful.empty()) {
        return {last >= 1 ? last - 1 : -1, last};
    }
    if (useful.size() == 1) {
        return {-1, useful[0]};
    }
    return {useful[1], useful[0]};
}

std::vector<MatrixGeometry::SliceColour> MatrixGeometry::sliceColours(const TensorLayout& layout) {
    const int n = layout.deviceCount();
    std::map<Box, int> slices;
    for (int r = 0; r < n; ++r) {
        slices.emplace(layout.modelSlice(r), 0);
    }
    int next = 0;
    for (auto& entry : slices) {
        entry.second = next++;
    }
    std::vector<SliceColour> colours(static_cast<size_t>(n));
    for (int r = 0; r < n; ++r) {
        colours[static_cast<size_t>(r)] = {slices[layout.modelSlice(r)],
                                           static_cast<int>(layout.optShardIndex(r)),
                                           static_cast<int>(layout.optShardSize())};
    }
    return colours;
}

void MatrixGeometry::layoutLegend() {
    const qreal right = std::max(m_params.viewport.width() - kMargin, kMargin + 1);
    qreal x = kMargin;
    qreal y = kMargin + m_params.topReserved;
    m_legend.clear();
    for (qreal width : m_params.legendWidths) {
        if (x > kMargin && x + width > right) {
            x = kMargin;
            y += m_params.lineHeight;
        }
        m_legend.emplace_back(x, y, width, m_params.lineHeight);
        x += width + kLegendGap;
    }
    m_legendBottom = y + (m_legend.empty() ? 0 : m_params.lineHeight) + kLegendGap / 2;
}

void MatrixGeometry::placePanels() {
    const auto& matrix = m_params.devMatrix;
    const qreal cellW = m_scale.cell(m_params.minCell).width();
    const qreal cellH = m_scale.cell(m_params.minCell).height();
    const qreal gapX = m_scale.cellGap().width();
    const qreal gapY = m_scale.cellGap().height();
    const MatrixScale::Chrome& chrome = m_scale.chrome();
    const int panelCols = m_scale.panelColumns();
    const qreal titleH = chrome.title;
    const qreal panelW = chrome.rowHeader + m_cols * cellW + (m_cols - 1) * gapX;
    const qreal panelH = titleH + chrome.header + m_rows * cellH + (m_rows - 1) * gapY;
    const qreal panelGap = chrome.gap;
    const int panels = m_extra * m_params.stages;
    const int panelRows = (panels + panelCols - 1) / panelCols;
    const qreal usedW = 2 * kMargin + panelCols * panelW + (panelCols - 1) * panelGap;
    const qreal usedH = m_legendBottom + panelRows * panelH + (panelRows - 1) * panelGap + kMargin;
    // Centred when there is room to spare: the view is projected as often as it is read.
    const qreal left = std::max(kMargin, kMargin + (m_params.viewport.width() - usedW) / 2);
    m_content = QSizeF(std::max(usedW, m_params.viewport.width()),
                       std::max(usedH, m_params.viewport.height()));
    m_panels.assign(static_cast<size_t>(panels), Panel{});
    for (int p = 0; p < panels; ++p) {
        Panel& panel = m_panels[static_cast<size_t>(p)];
        panel.stage = p / m_extra;
        const qreal x = left + (p % panelCols) * (panelW + panelGap);
        const int panelRow = p / panelCols;
        const qreal y = m_legendBottom + panelRow * (panelH + panelGap);
        panel.frame = QRectF(x, y, panelW, panelH);
        panel.title = QRectF(x, y, panelW, titleH);
        panel.grid = QPointF(x + chrome.rowHeader, y + titleH + chrome.header);
        if (!m_scale.folded()) {
            for (int c = 0; c < m_cols; ++c) {
                panel.colHeaders.emplace_back(panel.grid.x() + c * (cellW + gapX), y + titleH,
                                              cellW, m_params.lineHeight);
            }
            for (int r = 0; r < m_rows; ++r) {
                panel.rowHeaders.emplace_back(x, panel.grid.y() + r * (cellH + gapY),
                                              m_params.rowHeaderWidth - MatrixScale::kCellGap,
                                              cellH);
            }
        }
        // The panel's values on the other axes, from its first rank.
        panel.fixed = coordinatesOf(matrix, 0);
    }
    m_cells.assign(static_cast<size_t>(rankCount()), QRectF());
    for (int rank = 0; rank < rankCount(); ++rank) {
        const auto coords = coordinatesOf(matrix, rank % m_devices);
        Panel& panel = m_panels[static_cast<size_t>(panelOf(rank))];
        const QPoint pos = gridPosition(rank);
        for (size_t axis = 0; axis < matrix.size(); ++axis) {
            const int a = static_cast<int>(axis);
            panel.fixed[axis] = a == m_params.rowAxis || a == m_params.colAxis ? -1 : coords[axis];
        }
        m_cells[static_cast<size_t>(rank)] =
            QRectF(panel.grid.x() + pos.x() * (cellW + gapX),
                   panel.grid.y() + pos.y() * (cellH + gapY), cellW, cellH);
    }
}

int MatrixGeometry::panelOf(int rank) const {
    const auto& matrix = m_params.devMatrix;
    const auto coords = coordinatesOf(matrix, rank % m_devices);
    int extra = 0;
    for (size_t axis = 0; axis < matrix.size(); ++axis) {
        const int a = static_cast<int>(axis);
        if (a != m_params.rowAxis && a != m_params.colAxis) {
            extra = extra * static_cast<int>(matrix[axis]) + static_cast<int>(coords[axis]);
        }
    }
    return (rank / m_devices) * m_extra + extra;
}

QPoint MatrixGeometry::gridPosition(int rank) const {
    const auto coords = coordinatesOf(m_params.devMatrix, rank % m_devices);
    const auto at = [&](int axis) {
        return axis >= 0 ? static_cast<int>(coords[static_cast<size_t>(axis)]) : 0;
    };
    return {at(m_params.colAxis), at(m_params.rowAxis)};
}

QRectF MatrixGeometry::cellRect(int rank) const {
    return rank >= 0 && rank < rankCount() ? m_cells[static_cast<size_t>(rank)] : QRectF();
}

QRectF MatrixGeometry::legendRect(int axis) const {
    return axis >= 0 && axis < static_cast<int>(m_legend.size())
               ? m_legend[static_cast<size_t>(axis)]
               : QRectF();
}

int MatrixGeometry::rankAt(const QPointF& point) const {
    for (size_t rank = 0; rank < m_cells.size(); ++rank) {
        if (m_cells[rank].contains(point)) {
            return static_cast<int>(rank);
        }
    }
    return -1;
}

int MatrixGeometry::axisAt(const QPointF& point) const {
    for (size_t axis = 0; axis < m_legend.size(); ++axis) {
        if (m_legend[axis].contains(point)) {
            return static_cast<int>(axis);
        }
    }
    for (const Panel& panel : m_panels) {
        for (const QRectF& header : panel.rowHeaders) {
            if (header.contains(point) && m_params.rowAxis >= 0) {
                return m_params.rowAxis;
            }
        }
        for (const QRectF& header : panel.colHeaders) {
            if (header.contains(point) && m_params.colAxis >= 0) {
                return m_params.colAxis;
            }
        }
    }
    return -1;
}

int MatrixGeometry::neighbour(int rank, int dx, int dy) const {
    if (rank < 0 || rank >= rankCount()) {
        return rankCount() > 0 ? 0 : -1;
    }
    const QPointF from = cellRect(rank).center();
    int best = rank;
    qreal bestCost = 1e18;
    for (int other = 0; other < rankCount(); ++other) {
        const QPointF d = cellRect(other).center() - from;
        const qreal along = d.x() * dx + d.y() * dy;
        if (along <= 0.5) {
            continue;
        }
        // Straight ahead first: sideways distance costs more than distance along the way.
        const qreal across = std::abs(d.x() * dy) + std::abs(d.y() * dx);
        const qreal cost = along + 3 * across;
        if (cost < bestCost) {
            bestCost = cost;
            best = other;
        }
    }
    return best;
}
