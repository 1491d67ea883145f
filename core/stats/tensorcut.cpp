#include "tensorcut.h"

#include <algorithm>
#include <optional>

#include "../util/translatenoop.h"
#include "elementreader.h"

namespace shardscope {

namespace {

Error badCut(const TensorSource& source, ErrorTemplate text, std::vector<IssueArg> args = {}) {
    return makeError(ErrorCode::InvalidArgument, text, std::move(args)).forParam(source.name);
}

// Linear index of a global position inside a piece (C order over the piece's box).
uint64_t localIndex(const Box& box, const std::vector<int64_t>& at) {
    uint64_t index = 0;
    for (size_t d = 0; d < box.dims(); ++d) {
        index = index * static_cast<uint64_t>(box.end[d] - box.begin[d]) +
                static_cast<uint64_t>(at[d] - box.begin[d]);
    }
    return index;
}

bool inside(const Box& box, const std::vector<int64_t>& at) {
    for (size_t d = 0; d < box.dims(); ++d) {
        if (at[d] < box.begin[d] || at[d] >= box.end[d]) {
            return false;
        }
    }
    return true;
}

}  // namespace

int64_t cutExtent(const TensorSource& source, int dim) {
    if (dim < 0 || static_cast<size_t>(dim) >= source.shape.size()) {
        return 1;
    }
    return source.shape[static_cast<size_t>(dim)];
}

Result<CutPage> readCut(const TensorSource& source, const CutRequest& request,
                        const std::stop_token& stop) {
    const int dims = static_cast<int>(source.shape.size());
    if (request.rowDim >= dims || request.colDim >= dims ||
        (request.rowDim >= 0 && request.rowDim == request.colDim)) {
        return badCut(source, QT_TRANSLATE_NOOP("ErrorMessage",
                                                "the cut's dimensions do not fit the tensor"));
    }
    std::vector<int64_t> at(source.shape.size(), 0);
    for (int d = 0; d < dims; ++d) {
        if (d == request.rowDim || d == request.colDim) {
            continue;
        }
        const int64_t i = static_cast<size_t>(d) < request.fixed.size()
                              ? request.fixed[static_cast<size_t>(d)]
                              : 0;
        if (i < 0 || i >= source.shape[static_cast<size_t>(d)]) {
            return badCut(
                source,
                QT_TRANSLATE_NOOP("ErrorMessage", "index {index} is outside dimension {dim}"),
                {{"index", std::to_string(i)}, {"dim", std::to_string(d)}});
        }
        at[static_cast<size_t>(d)] = i;
    }
    CutPage page;
    const int64_t rowsAll = cutExtent(source, request.rowDim);
    const int64_t colsAll = cutExtent(source, request.colDim);
    page.row0 = std::clamp<int64_t>(request.row0, 0, rowsAll);
    page.col0 = std::clamp<int64_t>(request.col0, 0, colsAll);
    page.rows = std::clamp<int64_t>(request.rows, 0, rowsAll - page.row0);
    page.cols = std::clamp<int64_t>(request.cols, 0, colsAll - page.col0);
    page.values.resize(static_cast<size_t>(page.rows * page.cols));

    std::vector<std::optional<ElementReader>> readers(source.pieces.size());
    std::vector<uint8_t> scratch;
    size_t last = 0;  // neighbours usually share a piece
    for (int64_t r = 0; r < page.rows; ++r) {
        if (stop.stop_requested()) {
            return makeError(ErrorCode::Cancelled,
                             QT_TRANSLATE_NOOP("ErrorMessage", "page cancelled"), {})
                .forParam(source.name);
        }
        if (request.rowDim >= 0) {
            at[static_cast<size_t>(request.rowDim)] = page.row0 + r;
        }
        for (int64_t c = 0; c < page.cols; ++c) {
            if (request.colDim >= 0) {
                at[static_cast<size_t>(request.colDim)] = page.col0 + c;
            }
            size_t p = last;
            if (p >= source.pieces.size() || !inside(source.pieces[p].box, at)) {
                p = 0;
                while (p < source.pieces.size() && !inside(source.pieces[p].box, at)) {
                    ++p;
                }
            }
            if (p == source.pieces.size()) {
                return badCut(source,
                              QT_TRANSLATE_NOOP("ErrorMessage",
                                                "no stored slice holds an element of the page"));
            }
            last = p;
            const TensorPiece& piece = source.pieces[p];
            if (!readers[p]) {
                auto made = ElementReader::make(*piece.file, *piece.entry);
                if (!made) {
                    return std::move(made).error().onRank(piece.rank);
                }
                readers[p] = std::move(*made);
            }
            double& out = page.values[static_cast<size_t>(r * page.cols + c)];
            if (Status s = readers[p]->read(localIndex(piece.box, at), {&out, 1}, scratch); !s) {
                return std::move(s).error().onRank(piece.rank);
            }
        }
    }
    return page;
}

}  // namespace shardscope
