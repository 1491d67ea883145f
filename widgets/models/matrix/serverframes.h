#pragma once

#include <QRectF>
#include <vector>

#include "widgets/models/matrix/matrixgeometry.h"
#include "widgets/models/matrix/matrixtexts.h"

// Where the device-matrix view outlines the servers of a run that has a rank table, as plain
// data: per panel and server, one rectangle when its cards fill a rectangle of the grid, else
// one per run of neighbouring cards in a grid row. Empty without a rank table.
class ServerFrames {
public:
    static std::vector<QRectF> of(const MatrixGeometry& geometry, const MatrixTexts& texts);
};
