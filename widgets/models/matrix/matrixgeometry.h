#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <cstdint>
#include <utility>
#include <vector>

#include "layout/tensorlayout.h"
#include "widgets/models/matrix/matrixgeometryparams.h"
#include "widgets/models/matrix/matrixpanel.h"
#include "widgets/models/matrix/matrixscale.h"
#include "widgets/models/matrix/slicecolour.h"

// Where the device-matrix view draws each rank, as plain data. Two device-matrix axes are the
// rows and columns of a grid; every stage, and every combination of the remaining axes, is one
// small multiple ("panel") of that grid. At zoom 1 the whole cluster fits the viewport: cells
// grow up to maxScale x minCell, or shrink (gaps with them) down to a few pixels; zooming in
// scales the cells of that arrangement up to their full, labelled size. Everything is in
// logical pixels from the content's top-left corner, so the same numbers hold at any device
// pixel ratio.
class MatrixGeometry {
public:
    using Params = MatrixGeometryParams;
    using Panel = MatrixPanel;
    using SliceColour = ::SliceColour;

    static constexpr qreal kMargin = 16;
    static constexpr qreal kLegendGap = 14;

    explicit MatrixGeometry(Params params);

    // The last two axes longer than 1 (the last one, varying fastest, as columns), so that rank
    // numbers read left to right, top to bottom inside a panel.
    static std::pair<int, int> defaultAxes(const std::vector<int64_t>& devMatrix);
    // Per local rank of the layout's stage.
    static std::vector<SliceColour> sliceColours(const shardscope::TensorLayout& layout);

    const Params& params() const { return m_params; }
    int devicesPerStage() const { return m_devices; }
    int rankCount() const { return m_devices * m_params.stages; }
    int rows() const { return m_rows; }
    int columns() const { return m_cols; }
    int panelColumns() const { return m_scale.panelColumns(); }
    const std::vector<Panel>& panels() const { return m_panels; }
    int panelOf(int rank) const;
    QPoint gridPosition(int rank) const;  // column, row inside its panel
    QRectF cellRect(int rank) const;
    QRectF legendRect(int axis) const;
    QSizeF contentSize() const { return m_content; }
    // minCell multiplied by this is the cell size (the smaller of the two directions); below 1
    // the cells are shrunk to fit, each direction as far as its room asks.
    qreal scale() const { return m_scale.scale(); }
    // The zoom at which the cells reach minCell (full labels); 1 when they fit at that size.
    qreal maxZoom() const { return m_scale.maxZoom(); }
    qreal minZoom() const { return m_scale.minZoom(); }
    QSizeF cellGap() const { return m_scale.cellGap(); }
    // Too many panels for the viewport with their headers (a 16,384-card run's 64 stages): at
    // zoom 1 they are folded into an overview, each panel its cards under a one-line title, no
    // row or column headers, so that the whole cluster is on screen. Zooming in to cells of
    // MatrixScale::kUnfoldScale x minCell brings the headers back.
    bool folded() const { return m_scale.folded(); }

    int rankAt(const QPointF& point) const;  // -1 outside every cell
    // The axis whose legend entry or row/column header is under the point, else -1.
    int axisAt(const QPointF& point) const;
    // The nearest rank in a direction (dx, dy in -1..1), for arrow keys; `rank` at an edge.
    int neighbour(int rank, int dx, int dy) const;

private:
    void layoutLegend();
    void placePanels();

    Params m_params;
    int m_devices = 1;
    int m_rows = 1;
    int m_cols = 1;
    int m_extra = 1;  // panels per stage
    qreal m_legendBottom = 0;
    MatrixScale m_scale;
    std::vector<QRectF> m_legend;
    std::vector<Panel> m_panels;
    std::vector<QRectF> m_cells;
    QSizeF m_content;
};
