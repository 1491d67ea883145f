#pragma once

#include <QCoreApplication>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "layout/tensorlayout.h"

// Where the slice view draws one parameter's full tensor and its slices, as plain data. Two
// tensor dimensions are drawn (rows, columns); the others are held at fixed indices, and only
// slices containing those indices are shown. Lengths are proportional to the tensor's shape,
// except that no slice or optimizer piece gets less than a minimum, so its label fits.
class SliceGeometry {
    Q_DECLARE_TR_FUNCTIONS(SliceGeometry)

public:
    struct Params {
        int rowDim = -1;             // -1: one row (1-D tensors, scalars)
        int colDim = -1;             // -1: one column
        std::vector<int64_t> fixed;  // per dimension; used for dimensions not drawn
        int rankOffset = 0;          // first global rank of the parameter's stage
        QSizeF viewport{800, 600};
        // The smallest slice or optimizer piece while all of them fit at this size; else they
        // shrink to fit, down to 3 px.
        QSizeF minPiece{56, 26};
        qreal rulerWidth = 40;   // left of the tensor: row indices
        qreal rulerHeight = 20;  // above the tensor: column indices
        qreal zoom = 1;
        QPointF pan;          // added to every rectangle (scrolling)
        qreal maxAspect = 3;  // the drawn shape's aspect is clamped to this
    };

    struct Chunk {  // what one group of ranks stores: an optimizer piece, or the whole slice
        shardscope::Box box;
        QRectF rect;
        std::vector<int> ranks;  // global, ascending
    };
    struct Slice {  // one model-parallel slice and its replicas
        shardscope::Box box;
        QRectF rect;
        std::vector<int> ranks;
        int colour = 0;  // MatrixGeometry::sliceColours' slice index
        std::vector<Chunk> chunks;
    };
    struct Tick {
        int64_t index = 0;
        qreal position = 0;
    };
    struct Hit {
        int slice = -1;
        int chunk = -1;
        bool operator==(const Hit&) const = default;
    };

    static constexpr qreal kMargin = 16;

    SliceGeometry(const shardscope::TensorLayout& layout, Params params);

    // The two largest dimensions (the first one as rows), or fewer for 1-D and scalars.
    static std::pair<int, int> defaultDims(const std::vector<int64_t>& shape);
    // "r0 r2" (compact) or "ranks 0, 2"; runs of two or more become "r0–r3" / "ranks 0–3"
    // (RankRanges, as every rank list of the window).
    static QString ranksText(const std::vector<int>& ranks, bool compact);

    const Params& params() const { return m_params; }
    const std::vector<Slice>& slices() const { return m_slices; }
    // Every slice of the layout, shown or not (the palette's count; the device matrix's too).
    int sliceCount() const { return m_sliceCount; }
    QRectF tensorRect() const { return m_tensor; }
    QSizeF contentSize() const { return m_content; }
    const std::vector<Tick>& rowTicks() const { return m_rowTicks; }
    const std::vector<Tick>& colTicks() const { return m_colTicks; }

    Hit hitAt(const QPointF& point) const;
    // The element (row index, column index) under the point, inside the tensor.
    std::optional<std::pair<int64_t, int64_t>> indexAt(const QPointF& point) const;

private:
    struct Axis {
        std::vector<int64_t> cuts;  // tensor indices, 0 .. length
        std::vector<qreal> edges;   // their positions
        qreal position(int64_t index) const;
        int64_t indexAt(qreal position) const;
    };
    void collect(const shardscope::TensorLayout& layout);
    Axis makeAxis(int dim, int64_t length, qreal extent, qreal minPiece, qreal origin) const;
    QRectF rectOf(const shardscope::Box& box) const;

    Params m_params;
    std::vector<int64_t> m_shape;
    std::vector<Slice> m_slices;
    int m_sliceCount = 0;
    Axis m_rows;
    Axis m_cols;
    QRectF m_tensor;
    QSizeF m_content;
    std::vector<Tick> m_rowTicks;
    std::vector<Tick> m_colTicks;
};
