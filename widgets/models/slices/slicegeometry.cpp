#include "widgets/models/slices/slicegeometry.h"

#include <QStringList>
#include <algorithm>
#include <set>

#include "widgets/models/common/rankranges.h"
#include "widgets/models/matrix/matrixgeometry.h"

using shardscope::Box;
using shardscope::TensorLayout;

namespace {

// Proportional lengths with a floor: pieces below `floor` get it, the rest share what is left.
std::vector<qreal> fill(const std::vector<int64_t>& lengths, qreal extent, qreal floor) {
    std::vector<qreal> out(lengths.size(), 0);
    std::vector<bool> pinned(lengths.size(), false);
    for (bool changed = true; changed;) {
        changed = false;
        qreal free = extent;
        int64_t share = 0;
        for (size_t i = 0; i < lengths.size(); ++i) {
            if (pinned[i]) {
                free -= floor;
            } else {
                share += lengths[i];
            }
        }
        for (size_t i = 0; i < lengths.size(); ++i) {
            if (pinned[i]) {
                out[i] = floor;
                continue;
            }
            out[i] = share > 0 ? std::max<qreal>(0, free) * lengths[i] / share : floor;
            if (out[i] < floor) {
                pinned[i] = true;
                changed = true;
            }
        }
    }
    return out;
}

}  // namespace

SliceGeometry::SliceGeometry(const TensorLayout& layout, Params params)
    : m_params(std::move(params)), m_shape(layout.fullShape()) {
    const int dims = static_cast<int>(m_shape.size());
    if (m_params.rowDim >= dims || m_params.rowDim == m_params.colDim) {
        m_params.rowDim = -1;
    }
    if (m_params.colDim >= dims) {
        m_params.colDim = -1;
    }
    m_params.fixed.resize(m_shape.size(), 0);
    m_params.zoom = std::clamp<qreal>(m_params.zoom, 0.25, 64);
    collect(layout);

    const auto length = [&](int dim) { return dim >= 0 ? m_shape[static_cast<size_t>(dim)] : 1; };
    const qreal rowsLen = static_cast<qreal>(std::max<int64_t>(1, length(m_params.rowDim)));
    const qreal colsLen = static_cast<qreal>(std::max<int64_t>(1, length(m_params.colDim)));
    // A vector is drawn as a band, not a slab: its one dimension is what matters.
    const qreal maxAspect =
        m_params.rowDim < 0 ? std::max<qreal>(8, m_params.maxAspect) : m_params.maxAspect;
    const qreal aspect = std::clamp(colsLen / rowsLen, 1 / maxAspect, maxAspect);
    const qreal availW = m_params.viewport.width() - 2 * kMargin - m_params.rulerWidth;
    const qreal availH = m_params.viewport.height() - 2 * kMargin - m_params.rulerHeight;
    const qreal fitW = std::max<qreal>(1, std::min(availW, availH * aspect));
    const qreal fitH = fitW / aspect;
    const QPointF origin = QPointF(kMargin + m_params.rulerWidth, kMargin + m_params.rulerHeight);
    m_rows = makeAxis(m_params.rowDim, length(m_params.rowDim), fitH * m_params.zoom,
                      m_params.minPiece.height(), origin.y());
    m_cols = makeAxis(m_params.colDim, length(m_params.colDim), fitW * m_params.zoom,
                      m_params.minPiece.width(), origin.x());
    // Centred in the viewport while it fits, like a picture on a slide.
    const qreal w = m_cols.edges.back() - m_cols.edges.front();
    const qreal h = m_rows.edges.back() - m_rows.edges.front();
    const qreal dx = std::max<qreal>(0, (availW - w) / 2) + m_params.pan.x();
    const qreal dy = std::max<qreal>(0, (availH - h) / 2) + m_params.pan.y();
    for (qreal& e : m_cols.edges) {
        e += dx;
    }
    for (qreal& e : m_rows.edges) {
        e += dy;
    }
    m_tensor = QRectF(QPointF(m_cols.edges.front(), m_rows.edges.front()),
                      QPointF(m_cols.edges.back(), m_rows.edges.back()));
    m_content =
        QSizeF(std::max(m_params.viewport.width(), w + 2 * kMargin + m_params.rulerWidth),
               std::max(m_params.viewport.height(), h + 2 * kMargin + m_params.rulerHeight));
    for (Slice& slice : m_slices) {
        slice.rect = rectOf(slice.box);
        for (Chunk& chunk : slice.chunks) {
            chunk.rect = rectOf(chunk.box);
        }
    }
    for (size_t i = 0; i < m_rows.cuts.size() && m_params.rowDim >= 0; ++i) {
        m_rowTicks.push_back({m_rows.cuts[i], m_rows.edges[i]});
    }
    for (size_t i = 0; i < m_cols.cuts.size() && m_params.colDim >= 0; ++i) {
        m_colTicks.push_back({m_cols.cuts[i], m_cols.edges[i]});
    }
}

void SliceGeometry::collect(const TensorLayout& layout) {
    const auto colours = MatrixGeometry::sliceColours(layout);
    for (const MatrixGeometry::SliceColour& c : colours) {
        m_sliceCount = std::max(m_sliceCount, c.slice + 1);
    }
    for (int r = 0; r < layout.deviceCount(); ++r) {
        const Box model = layout.modelSlice(r);
        bool shown = true;
        for (size_t d = 0; d < m_shape.size(); ++d) {
            const int dim = static_cast<int>(d);
            if (dim != m_params.rowDim && dim != m_params.colDim) {
                shown = shown && model.begin[d] <= m_params.fixed[d] &&
                        m_params.fixed[d] < model.end[d];
            }
        }
        if (!shown) {
            continue;
        }
        auto slice = std::find_if(m_slices.begin(), m_slices.end(),
                                  [&](const Slice& s) { return s.box == model; });
        if (slice == m_slices.end()) {
            m_slices.push_back({model, {}, {}, colours[static_cast<size_t>(r)].slice, {}});
            slice = m_slices.end() - 1;
        }
        const int global = r + m_params.rankOffset;
        slice->ranks.push_back(global);
        const Box stored = layout.storedSlice(r);
        auto chunk = std::find_if(slice->chunks.begin(), slice->chunks.end(),
                                  [&](const Chunk& c) { return c.box == stored; });
        if (chunk == slice->chunks.end()) {
            slice->chunks.push_back({stored, {}, {}});
            chunk = slice->chunks.end() - 1;
        }
        chunk->ranks.push_back(global);
    }
    std::sort(m_slices.begin(), m_slices.end(),
              [](const Slice& a, const Slice& b) { return a.box < b.box; });
    for (Slice& slice : m_slices) {
        std::sort(slice.chunks.begin(), slice.chunks.end(),
                  [](const Chunk& a, const Chunk& b) { return a.box < b.box; });
    }
}

SliceGeometry::Axis SliceGeometry::makeAxis(int dim, int64_t length, qreal extent, qreal minPiece,
                                            qreal origin) const {
    Axis axis;
    std::set<int64_t> cuts{0, std::max<int64_t>(1, length)};
    if (dim >= 0) {
        const auto d = static_cast<size_t>(dim);
        for (const Slice& slice : m_slices) {
            for (const Chunk& chunk : slice.chunks) {
                cuts.insert({chunk.box.begin[d], chunk.box.end[d]});
            }
        }
    }
    axis.cuts.assign(cuts.begin(), cuts.end());
    std::vector<int64_t> lengths;
    for (size_t i = 0; i + 1 < axis.cuts.size(); ++i) {
        lengths.push_back(axis.cuts[i + 1] - axis.cuts[i]);
    }
    // Every piece gets room for its label while they all fit; when they cannot (a tensor cut in
    // 128 along one axis), they shrink to fit the window down to a few pixels, unlabelled until
    // zoomed in.
    constexpr qreal kSmallestPiece = 3;
    const qreal floor = static_cast<qreal>(lengths.size()) * minPiece <= extent
                            ? minPiece
                            : std::min(minPiece, kSmallestPiece);
    const std::vector<qreal> sizes = fill(lengths, extent, floor);
    axis.edges.push_back(origin);
    for (qreal size : sizes) {
        axis.edges.push_back(axis.edges.back() + size);
    }
    return axis;
}

qreal SliceGeometry::Axis::position(int64_t index) const {
    const auto it = std::upper_bound(cuts.begin(), cuts.end(), index);
    const size_t i = std::clamp<size_t>(static_cast<size_t>(it - cuts.begin()), 1, cuts.size() - 1);
    const qreal t =
        static_cast<qreal>(index - cuts[i - 1]) / static_cast<qreal>(cuts[i] - cuts[i - 1]);
    return edges[i - 1] + t * (edges[i] - edges[i - 1]);
}

int64_t SliceGeometry::Axis::indexAt(qreal pos) const {
    const auto it = std::upper_bound(edges.begin(), edges.end(), pos);
    const size_t i =
        std::clamp<size_t>(static_cast<size_t>(it - edges.begin()), 1, edges.size() - 1);
    const qreal t = (pos - edges[i - 1]) / (edges[i] - edges[i - 1]);
    const int64_t span = cuts[i] - cuts[i - 1];
    return cuts[i - 1] +
           std::min<int64_t>(span - 1, static_cast<int64_t>(t * static_cast<qreal>(span)));
}

QRectF SliceGeometry::rectOf(const Box& box) const {
    const auto range = [&](int dim, const Axis& axis) -> std::pair<qreal, qreal> {
        if (dim < 0) {
            return {axis.edges.front(), axis.edges.back()};
        }
        const auto d = static_cast<size_t>(dim);
        return {axis.position(box.begin[d]), axis.position(box.end[d])};
    };
    const auto [top, bottom] = range(m_params.rowDim, m_rows);
    const auto [left, right] = range(m_params.colDim, m_cols);
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

std::pair<int, int> SliceGeometry::defaultDims(const std::vector<int64_t>& shape) {
    if (shape.empty()) {
        return {-1, -1};
    }
    if (shape.size() == 1) {
        return {-1, 0};
    }
    // The first two dimensions longer than 1; matrices keep their rows and columns.
    std::vector<int> useful;
    for (size_t d = 0; d < shape.size() && useful.size() < 2; ++d) {
        if (shape[d] > 1) {
            useful.push_back(static_cast<int>(d));
        }
    }
    if (useful.size() < 2) {
        return {0, 1};
    }
    return {useful[0], useful[1]};
}

QString SliceGeometry::ranksText(const std::vector<int>& ranks, bool compact) {
    if (compact) {
        return RankRanges::items(ranks, QStringLiteral("r")).join(QLatin1Char(' '));
    }
    return ranks.size() == 1 ? tr("rank %1").arg(ranks.front())
                             : tr("ranks %1").arg(RankRanges::text(ranks));
}

SliceGeometry::Hit SliceGeometry::hitAt(const QPointF& point) const {
    for (size_t s = 0; s < m_slices.size(); ++s) {
        const Slice& slice = m_slices[s];
        for (size_t c = 0; c < slice.chunks.size(); ++c) {
            if (slice.chunks[c].rect.contains(point)) {
                return {static_cast<int>(s), static_cast<int>(c)};
            }
        }
    }
    return {};
}

std::optional<std::pair<int64_t, int64_t>> SliceGeometry::indexAt(const QPointF& point) const {
    if (!m_tensor.contains(point)) {
        return std::nullopt;
    }
    return std::pair{m_params.rowDim >= 0 ? m_rows.indexAt(point.y()) : 0,
                     m_params.colDim >= 0 ? m_cols.indexAt(point.x()) : 0};
}
