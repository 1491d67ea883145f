#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "../util/result.h"
#include "tensorsource.h"

namespace shardscope {

// A page of a 2-D cut through a tensor: dimension rowDim down, colDim across, every other
// dimension held at fixed[d]. rowDim or colDim -1 gives a single row or column (1-D tensors,
// scalars).
struct CutRequest {
    int rowDim = 0;
    int colDim = 1;
    std::vector<int64_t> fixed;  // one per tensor dimension; entries of rowDim/colDim ignored
    int64_t row0 = 0;
    int64_t rows = 0;
    int64_t col0 = 0;
    int64_t cols = 0;
};

struct CutPage {
    int64_t row0 = 0;
    int64_t col0 = 0;
    int64_t rows = 0;  // clipped to the tensor
    int64_t cols = 0;
    std::vector<double> values;  // row-major, rows * cols

    double at(int64_t r, int64_t c) const { return values[static_cast<size_t>(r * cols + c)]; }
};

// Rows and columns the cut has in all (1 along a -1 dimension).
int64_t cutExtent(const TensorSource& source, int dim);

// Reads only the page's elements, each from the piece whose box holds it, so memory is bounded
// by the page even for a merged multi-GB tensor. Fails (InvalidArgument) for dimensions or
// indices outside the tensor, and like ElementReader::make for undecodable pieces.
Result<CutPage> readCut(const TensorSource& source, const CutRequest& request,
                        const std::stop_token& stop = {});

}  // namespace shardscope
