#include "copyblock.h"

#include <algorithm>

namespace shardscope {

uint64_t CopyBlock::runCount() const {
    uint64_t n = 1;
    for (int64_t c : counts) {
        n *= static_cast<uint64_t>(c);
    }
    return n;
}

uint64_t CopyBlock::dstOffsetOf(uint64_t index) const {
    uint64_t offset = dstBase;
    for (size_t i = counts.size(); i-- > 0;) {
        const auto c = static_cast<uint64_t>(counts[i]);
        offset += (index % c) * dstStrides[i];
        index /= c;
    }
    return offset;
}

uint64_t CopyBlock::srcOffsetOf(uint64_t index) const {
    uint64_t offset = srcBase;
    for (size_t i = counts.size(); i-- > 0;) {
        const auto c = static_cast<uint64_t>(counts[i]);
        offset += (index % c) * srcStrides[i];
        index /= c;
    }
    return offset;
}

CopyBlock makeCopyBlock(const Box& overlap, const Box& src, const Box& dst, uint64_t elementBytes) {
    const size_t n = overlap.dims();
    const auto ext = [&](size_t i) { return overlap.end[i] - overlap.begin[i]; };
    const auto srcExt = [&](size_t i) { return src.end[i] - src.begin[i]; };
    const auto dstExt = [&](size_t i) { return dst.end[i] - dst.begin[i]; };
    // Element strides of both slices, C order (one allocation: a plan makes millions of blocks).
    std::vector<uint64_t> strides(2 * n, 1);
    uint64_t* srcStride = strides.data();
    uint64_t* dstStride = strides.data() + n;
    for (size_t i = n; i-- > 1;) {
        srcStride[i - 1] = srcStride[i] * static_cast<uint64_t>(srcExt(i));
        dstStride[i - 1] = dstStride[i] * static_cast<uint64_t>(dstExt(i));
    }
    // Dimensions k+1.. are covered whole on both sides: one run spans dimensions k...
    size_t k = n;
    uint64_t runElements = 1;
    while (k > 0) {
        const size_t d = k - 1;
        runElements *= static_cast<uint64_t>(ext(d));
        k = d;
        if (ext(d) != srcExt(d) || ext(d) != dstExt(d)) {
            break;
        }
    }
    CopyBlock block;
    block.runBytes = runElements * elementBytes;
    for (size_t i = 0; i < n; ++i) {
        block.srcBase += static_cast<uint64_t>(overlap.begin[i] - src.begin[i]) * srcStride[i];
        block.dstBase += static_cast<uint64_t>(overlap.begin[i] - dst.begin[i]) * dstStride[i];
    }
    block.srcBase *= elementBytes;
    block.dstBase *= elementBytes;
    block.counts.reserve(k);
    block.srcStrides.reserve(k);
    block.dstStrides.reserve(k);
    for (size_t i = 0; i < k; ++i) {
        block.counts.push_back(ext(i));
        block.srcStrides.push_back(srcStride[i] * elementBytes);
        block.dstStrides.push_back(dstStride[i] * elementBytes);
    }
    return block;
}

void forEachRunIn(const CopyBlock& block, uint64_t windowBegin, uint64_t windowEnd,
                  const std::function<void(uint64_t, uint64_t, uint64_t)>& fn) {
    const uint64_t runs = block.runCount();
    if (runs == 0 || block.runBytes == 0 || windowBegin >= windowEnd) {
        return;
    }
    // First run ending after windowBegin.
    uint64_t lo = 0, hi = runs;
    while (lo < hi) {
        const uint64_t mid = lo + (hi - lo) / 2;
        if (block.dstOffsetOf(mid) + block.runBytes <= windowBegin) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    for (uint64_t i = lo; i < runs; ++i) {
        const uint64_t dst = block.dstOffsetOf(i);
        if (dst >= windowEnd) {
            break;
        }
        const uint64_t from = std::max(dst, windowBegin);
        const uint64_t to = std::min(dst + block.runBytes, windowEnd);
        fn(block.srcOffsetOf(i) + (from - dst), from, to - from);
    }
}

}  // namespace shardscope
