#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "../layout/box.h"

namespace shardscope {

// The part of one destination tensor that comes from one source slice, as strided contiguous
// runs: run i (over the multi-index of `counts`, C order) copies `runBytes` bytes from source
// content offset srcBase + sum(idx * srcStrides) to destination content offset
// dstBase + sum(idx * dstStrides). A block is the compressed form of its run list, so a plan's
// size does not grow with the tensors' sizes.
struct CopyBlock {
    int srcRank = -1;      // global source rank
    size_t srcTensor = 0;  // index of the tensor in that rank's checkpoint
    uint64_t srcBase = 0;
    uint64_t dstBase = 0;
    std::vector<int64_t> counts;
    std::vector<uint64_t> srcStrides;
    std::vector<uint64_t> dstStrides;
    uint64_t runBytes = 0;

    uint64_t runCount() const;
    uint64_t totalBytes() const { return runCount() * runBytes; }
    // Destination content offset of run `index`.
    uint64_t dstOffsetOf(uint64_t index) const;
    uint64_t srcOffsetOf(uint64_t index) const;
};

// The block copying `overlap` from a source stored slice `src` to a destination stored slice
// `dst` (all in global coordinates). Trailing dimensions covered whole on both sides are merged
// into the runs, so a row-split copy is one run per row and an unsplit copy is a single run.
CopyBlock makeCopyBlock(const Box& overlap, const Box& src, const Box& dst, uint64_t elementBytes);

// Calls fn(srcOffset, dstOffset, length) for the parts of the block's runs that fall inside the
// destination content window [windowBegin, windowEnd), in destination order. Runs are found by
// binary search, since their destination offsets grow with the run index.
void forEachRunIn(const CopyBlock& block, uint64_t windowBegin, uint64_t windowEnd,
                  const std::function<void(uint64_t, uint64_t, uint64_t)>& fn);

}  // namespace shardscope
