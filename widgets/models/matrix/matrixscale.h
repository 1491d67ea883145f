#pragma once

#include <QSizeF>
#include <QtGlobal>

#include "widgets/models/matrix/matrixgeometryparams.h"

// How big the device matrix's cards are drawn and how its panels are arranged (MatrixGeometry
// places them): the panels side by side that give the largest cards in the room there is, each
// direction's scale of minCell at the zoom asked for, the gaps between cards, and whether the
// panels are folded into an overview (no row or column headers) to fit at all.
class MatrixScale {
public:
    static constexpr qreal kCellGap = 6;
    static constexpr qreal kPanelGap = 28;
    static constexpr qreal kFoldedPanelGap = 10;
    // Folded panels unfold (headers back) once zoomed to cells of this fraction of minCell.
    static constexpr qreal kUnfoldScale = 0.25;

    // What a panel has around its cards.
    struct Chrome {
        qreal title = 0;      // its title line
        qreal header = 0;     // the column headers' line
        qreal rowHeader = 0;  // the row headers' column
        qreal gap = 0;        // between panels
    };

    MatrixScale() = default;
    // `room`: the content's size less its margins and legend; a panel is rows x cols cards.
    MatrixScale(const MatrixGeometryParams& params, QSizeF room, int rows, int cols, int panels);

    int panelColumns() const { return m_panelCols; }
    // minCell multiplied by this is the cell size (the smaller of the two directions).
    qreal scale() const { return m_scale; }
    QSizeF scales() const { return {m_scaleX, m_scaleY}; }
    // The zoom at which the cells reach minCell (full labels); 1 when they fit at that size.
    qreal maxZoom() const { return m_maxZoom; }
    qreal minZoom() const { return m_minZoom; }
    QSizeF cellGap() const { return {m_gapX, m_gapY}; }
    // One card's size in whole pixels, at least 1 x 1.
    QSizeF cell(QSizeF minCell) const;
    bool folded() const { return m_folded; }
    const Chrome& chrome() const { return m_chrome; }

private:
    // The best arrangement of the panels for one chrome: whether it fits (2 both ways, 1 the
    // width, 0 neither), the cells' scale each way at zoom 1, and the panels side by side.
    struct Arrangement {
        int fits = -1;
        qreal rankScale = 0;
        qreal best = -1e9;
        QSizeF fit;
        int panelCols = 1;
    };
    struct Shape {
        QSizeF room;
        int rows = 1;
        int cols = 1;
        int panels = 1;
    };

    static Arrangement arrange(const MatrixGeometryParams& params, const Shape& shape,
                               const Chrome& chrome);

    int m_panelCols = 1;
    qreal m_scale = 1;
    qreal m_maxZoom = 1;
    qreal m_minZoom = 1;
    qreal m_scaleX = 1;
    qreal m_scaleY = 1;
    qreal m_gapX = kCellGap;
    qreal m_gapY = kCellGap;
    Chrome m_chrome;
    bool m_folded = false;
};
