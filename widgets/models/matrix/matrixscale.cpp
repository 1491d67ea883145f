#include "widgets/models/matrix/matrixscale.h"

#include <algorithm>
#include <cmath>

MatrixScale::MatrixScale(const MatrixGeometryParams& params, QSizeF room, int rows, int cols,
                         int panels) {
    const Shape shape{room, rows, cols, panels};
    const Chrome full{params.lineHeight * 1.3, params.lineHeight, params.rowHeaderWidth, kPanelGap};
    const Chrome folded{params.lineHeight, 0, 0, kFoldedPanelGap};
    m_chrome = full;
    Arrangement a = arrange(params, shape, full);
    m_folded = false;
    if (a.fits < 2 && panels > 1) {
        const Arrangement overview = arrange(params, shape, folded);
        if (overview.fits == 2) {
            a = overview;
            const qreal zoomed = std::min(a.fit.width(), a.fit.height()) * params.zoom;
            m_folded = params.zoom <= 1 + 1e-9 || zoomed < kUnfoldScale;
            m_chrome = m_folded ? folded : full;
        }
    }
    m_panelCols = a.panelCols;
    const qreal best = a.best;
    const QSizeF fit = a.fit;
    m_maxZoom = best < 1 ? 1 / std::min(fit.width(), fit.height()) : 1;
    const qreal zoom = std::clamp(params.zoom, m_minZoom, m_maxZoom);
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

QSizeF MatrixScale::cell(QSizeF minCell) const {
    return {std::max<qreal>(1, std::floor(minCell.width() * m_scaleX + 1e-6)),
            std::max<qreal>(1, std::floor(minCell.height() * m_scaleY + 1e-6))};
}

MatrixScale::Arrangement MatrixScale::arrange(const MatrixGeometryParams& params,
                                              const Shape& shape, const Chrome& chrome) {
    const int panels = shape.panels;
    const qreal width = shape.room.width();
    const qreal height = shape.room.height();
    // The largest scale at which n cells of `size` fit `room`. Above scale 1 only the cells
    // grow; below it the gaps shrink with them, from kCellGap to 1 pixel (1 + 5 s).
    const auto along = [](qreal room, int n, qreal size) {
        const qreal shrunk = (room - (n - 1)) / (n * size + (n - 1) * (kCellGap - 1));
        return shrunk < 1 ? shrunk : (room - (n - 1) * kCellGap) / (n * size);
    };
    // The best arrangement fits both ways (largest cells); failing that, one that fits the
    // width, so that only the vertical scroll bar is needed; failing that, the largest cells.
    const QSizeF smallest(std::min(1.0, params.minCellWidth / params.minCell.width()),
                          std::min(1.0, params.minCellHeight / params.minCell.height()));
    Arrangement out;
    for (int c = 1; c <= panels; ++c) {
        const int r = (panels + c - 1) / c;
        const qreal roomW = (width - (c - 1) * chrome.gap) / c - chrome.rowHeader;
        const qreal roomH = (height - (r - 1) * chrome.gap) / r - chrome.title - chrome.header;
        const QSizeF s(along(roomW, shape.cols, params.minCell.width()),
                       along(roomH, shape.rows, params.minCell.height()));
        const qreal both = std::min({s.width(), s.height(), params.maxScale});
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
        out.fit = QSizeF(1, 1) * std::min(out.best, params.maxScale);
    } else {
        // Shrunk: the cells carry no text, so each direction takes the room it has.
        out.fit = QSizeF(std::clamp<qreal>(out.fit.width(), smallest.width(), 1),
                         std::clamp<qreal>(out.fit.height(), smallest.height(), 1));
    }
    return out;
}
