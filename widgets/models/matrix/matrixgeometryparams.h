#pragma once

#include <QSizeF>
#include <QtGlobal>
#include <cstdint>
#include <vector>

// What MatrixGeometry lays out: one stage's device matrix, the axes on the grid, the viewport,
// the zoom and the sizes of the text around the cards.
struct MatrixGeometryParams {
    std::vector<int64_t> devMatrix{1};  // one stage's
    int rowAxis = -1;                   // -1: a single row
    int colAxis = -1;                   // -1: a single column
    int stages = 1;
    QSizeF viewport{800, 600};
    QSizeF minCell{96, 72};
    qreal maxScale = 1.6;    // cells grow with the viewport up to this much
    qreal zoom = 1;          // 1: every card fits the viewport, shrunk if need be
    qreal minCellWidth = 4;  // cells never shrink below this (then it scrolls)
    qreal minCellHeight = 3;
    qreal lineHeight = 20;            // one line of text with its padding
    qreal rowHeaderWidth = 48;        // the widest row label ("dp = 1")
    qreal topReserved = 0;            // caption lines drawn above everything
    std::vector<qreal> legendWidths;  // one per axis: the axis legend entries
};
