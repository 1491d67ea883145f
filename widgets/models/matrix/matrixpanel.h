#pragma once

#include <QPointF>
#include <QRectF>
#include <cstdint>
#include <vector>

// One small multiple of the device matrix (MatrixGeometry): a stage, or a combination of the
// axes off the grid, with its frame, title, headers and the corner of its cards.
struct MatrixPanel {
    int stage = 0;
    std::vector<int64_t> fixed;  // per axis: the value shared by the panel, -1 on grid axes
    QRectF frame;
    QRectF title;
    QPointF grid;  // the top-left corner of its cards
    std::vector<QRectF> rowHeaders;
    std::vector<QRectF> colHeaders;
};
