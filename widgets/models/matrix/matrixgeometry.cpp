#include "models/matrix/matrixgeometry.h"

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
    chooseScale();
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

MatrixGeometry::Arrangement MatrixGeometry::arrange(const Chrome& chrome) const {
    const int panels = m_extra * m_params.stages;
    const qreal width = m_params.viewport.width() - 2 * kMargin;
    const qreal height = m_params.viewport.height() - m_legendBottom - kMargin;
    // The largest scale at which n cells of `size` fit `room`. Above scale 1 only the cells
    // grow; below it the gaps shrink with them, from kCellGap to 1 pixel (1 + 5 s).
    const auto along = [](qreal room, int n, qreal size) {
        const qreal shrunk = (room - (n - 1)) / (n * size + (n - 1) * (kCellGap - 1));
        return shrunk < 1 ? shrunk : (room - (n - 1) * kCellGap) / (n * size);
    };
    // The best arrangement fits both ways (largest cells); failing that, one that fits the
    // width, so that only the vertical scroll bar is needed; failing that, the largest cells.
    const QSizeF smallest(std::min(1.0, m_params.minCellWidth / m_params.minCell.width()),
                          std::min(1.0, m_params.minCellHeight / m_params.minCell.height()));
    Arrangement out;
    for (int c = 1; c <= panels; ++c) {
        const int r = (panels + c - 1) / c;
        const qreal roomW = (width - (c - 1) * chrome.gap) / c - chrome.rowHeader;
        const qreal roomH = (height - (r - 1) * chrome.gap) / r - chrome.title - chrome.header;
        const QSizeF s(along(roomW, m_cols, m_params.minCell.width()),
                       along(roomH, m_rows, m_params.minCell.height()));
        const qreal both = std::min({s.width(), s.height(), m_params.maxScale});
        const int fits =
            s.width() >= smallest.width() ? (s.height() >= smallest.height() ? 2 : 1) : 0;
        const qreal rankScale = fits == 1 ? s.height() : both;
        // Ties (both capped) go to more panels side by side: pipeline stages read left to right.
        if (fits > out.fits || (fits == out.fits && rankScale >= out.rankScale - 1e-9)) {
            out = {fits, rankScale, both, s, c};
        }
    }
    if (out.best >= 1) {
        // Full cells fit: they keep their proportions and grow with the window.
        out.fit = QSizeF(1, 1) * std::min(out.best, m_params.maxScale);
    } else {
        // Shrunk: the cells carry no text, so each direction takes the room it has.
        out.fit = QSizeF(std::clamp<qreal>(out.fit.width(), smallest.width(), 1),
                         std::clamp<qreal>(out.fit.height(), smallest.height(), 1));
    }
    return out;
}

void MatrixGeometry::chooseScale() {
    const Chrome full{m_params.lineHeight * 1.3, m_params.lineHeight, m_params.rowHeaderWidth,
                      kPanelGap};
    const Chrome folded{m_params.lineHeight, 0, 0, kFoldedPanelGap};
    m_chrome = full;
    Arrangement a = arrange(full);
    m_folded = false;
    if (a.fits < 2 && m_extra * m_params.stages > 1) {
        const Arrangement overview = arrange(folded);
        if (overview.fits == 2) {
            a = overview;
            const qreal zoomed = std::min(a.fit.width(), a.fit.height()) * m_params.zoom;
            m_folded = m_params.zoom <= 1 + 1e-9 || zoomed < kUnfoldScale;
            m_chrome = m_folded ? folded : full;
        }
    }
    m_panelCols = a.panelCols;
    const qreal best = a.best;
    const QSizeF fit = a.fit;
    m_maxZoom = best < 1 ? 1 / std::min(fit.width(), fit.height()) : 1;
    const qreal zoom = std::clamp(m_params.zoom, m_minZoom, m_maxZoom);
    const auto scaled = [&](qreal f) { return best < 1 ? std::min<qreal>(f * zoom, 1) : f; };
    m_scaleX = scaled(fit.width());
    m_scaleY = scaled(fit.height());
    m_scale = std::min(m_scaleX, m_scaleY);
    const auto gapAt = [](qreal scale) {
        return scale < 1 ? std::floor(1 + (kCellGap - 1) * scale + 1e-9) : kCellGap;
    };
    m_gapX = gapAt(m_scaleX);
    m_gapY = gapAt(m_scaleY);
}

void MatrixGeometry::placePanels() {
    const auto& matrix = m_params.devMatrix;
    const qreal cellW = std::max<qreal>(1, std::floor(m_params.minCell.width() * m_scaleX + 1e-6));
    const qreal cellH = std::max<qreal>(1, std::floor(m_params.minCell.height() * m_scaleY + 1e-6));
    const qreal titleH = m_chrome.title;
    const qreal panelW = m_chrome.rowHeader + m_cols * cellW + (m_cols - 1) * m_gapX;
    const qreal panelH = titleH + m_chrome.header + m_rows * cellH + (m_rows - 1) * m_gapY;
    const qreal panelGap = m_chrome.gap;
    const int panels = m_extra * m_params.stages;
    const int panelRows = (panels + m_panelCols - 1) / m_panelCols;
    const qreal usedW = 2 * kMargin + m_panelCols * panelW + (m_panelCols - 1) * panelGap;
    const qreal usedH = m_legendBottom + panelRows * panelH + (panelRows - 1) * panelGap + kMargin;
    // Centred when there is room to spare: the view is projected as often as it is read.
    const qreal left = std::max(kMargin, kMargin + (m_params.viewport.width() - usedW) / 2);
    m_content = QSizeF(std::max(usedW, m_params.viewport.width()),
                       std::max(usedH, m_params.viewport.height()));
    m_panels.assign(static_cast<size_t>(panels), Panel{});
    for (int p = 0; p < panels; ++p) {
        Panel& panel = m_panels[static_cast<size_t>(p)];
        panel.stage = p / m_extra;
        const qreal x = left + (p % m_panelCols) * (panelW + panelGap);
        const int panelRow = p / m_panelCols;
        const qreal y = m_legendBottom + panelRow * (panelH + panelGap);
        panel.frame = QRectF(x, y, panelW, panelH);
        panel.title = QRectF(x, y, panelW, titleH);
        panel.grid = QPointF(x + m_chrome.rowHeader, y + titleH + m_chrome.header);
        if (!m_folded) {
            for (int c = 0; c < m_cols; ++c) {
                panel.colHeaders.emplace_back(panel.grid.x() + c * (cellW + m_gapX), y + titleH,
                                              cellW, m_params.lineHeight);
            }
            for (int r = 0; r < m_rows; ++r) {
                panel.rowHeaders.emplace_back(x, panel.grid.y() + r * (cellH + m_gapY),
                                              m_params.rowHeaderWidth - kCellGap, cellH);
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
            QRectF(panel.grid.x() + pos.x() * (cellW + m_gapX),
                   panel.grid.y() + pos.y() * (cellH + m_gapY), cellW, cellH);
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
