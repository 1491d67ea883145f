#pragma once

// A deliberately naive model of docs/layouts.md, written here independently of core/layout:
// element by element, no strides, no cleverness. The converter is checked against it.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "formats/strategy.h"

namespace shardscope::test {

struct NaiveLayout {
    std::vector<int64_t> dev;               // d_0 .. d_{m-1}
    std::vector<std::vector<int64_t>> map;  // per tensor dim: device axes (from the right)
    int64_t optSize = 0;                    // 0: off; -1: whole replica group
    std::vector<int64_t> shape;             // full shape
};

// The naive form of a layout read from a strategy, for a tensor of `shape`.
inline NaiveLayout naiveOf(const ParamLayout& l, const std::vector<int64_t>& shape) {
    NaiveLayout n;
    n.dev = l.devMatrix();
    n.map = l.tensorMap;
    n.optSize = l.optShardSize == 0 || l.optShardStep == 0 ? 0 : l.optShardSize;
    n.shape = shape;
    return n;
}

inline std::vector<int64_t> naiveCoords(const NaiveLayout& l, int64_t rank) {
    std::vector<int64_t> c(l.dev.size());
    for (size_t i = l.dev.size(); i-- > 0;) {
        c[i] = rank % l.dev[i];
        rank /= l.dev[i];
    }
    return c;
}

inline int64_t naiveDevices(const NaiveLayout& l) {
    int64_t n = 1;
    for (int64_t d : l.dev) {
        n *= d;
    }
    return n;
}

// Model-parallel slice of `rank`: begin and end per dimension.
inline void naiveModelSlice(const NaiveLayout& l, int64_t rank, std::vector<int64_t>& begin,
                            std::vector<int64_t>& end) {
    const auto c = naiveCoords(l, rank);
    const size_t m = l.dev.size();
    begin.assign(l.shape.size(), 0);
    end = l.shape;
    for (size_t i = 0; i < l.shape.size(); ++i) {
        int64_t parts = 1, part = 0;
        for (int64_t axis : l.map[i]) {  // first listed axis most significant
            if (axis < 0) {
                continue;
            }
            const size_t a = m - 1 - static_cast<size_t>(axis);
            part = part * l.dev[a] + c[a];
            parts *= l.dev[a];
        }
        const int64_t size = l.shape[i] / parts;
        begin[i] = part * size;
        end[i] = begin[i] + size;
    }
}

// What the rank's checkpoint stores: the model slice, dimension 0 cut by optimizer sharding.
inline void naiveStoredSlice(const NaiveLayout& l, int64_t rank, std::vector<int64_t>& begin,
                             std::vector<int64_t>& end) {
    naiveModelSlice(l, rank, begin, end);
    if (l.optSize == 0 || l.shape.empty()) {
        return;
    }
    std::vector<int64_t> group;
    for (int64_t r = 0; r < naiveDevices(l); ++r) {
        std::vector<int64_t> b, e;
        naiveModelSlice(l, r, b, e);
        if (b == begin) {
            group.push_back(r);
        }
    }
    const int64_t size = l.optSize == -1 ? static_cast<int64_t>(group.size()) : l.optSize;
    const int64_t q = std::find(group.begin(), group.end(), rank) - group.begin();
    const int64_t o = q % size;
    const int64_t piece = (end[0] - begin[0]) / size;
    begin[0] += o * piece;
    end[0] = begin[0] + piece;
}

// Copies the box [begin, end) between a full C-order tensor and a slice buffer, one element at
// a time. toFull: slice -> full; otherwise full -> slice.
inline void naiveCopy(std::vector<uint8_t>& full, std::vector<uint8_t>& slice,
                      const std::vector<int64_t>& shape, const std::vector<int64_t>& begin,
                      const std::vector<int64_t>& end, size_t elem, bool toFull) {
    const size_t n = shape.size();
    std::vector<int64_t> idx = begin;
    size_t k = 0;
    bool empty = false;
    for (size_t i = 0; i < n; ++i) {
        empty = empty || begin[i] >= end[i];
    }
    if (empty) {
        return;
    }
    while (true) {
        int64_t flat = 0;
        for (size_t i = 0; i < n; ++i) {
            flat = flat * shape[i] + idx[i];
        }
        uint8_t* f = full.data() + static_cast<size_t>(flat) * elem;
        uint8_t* s = slice.data() + k * elem;
        if (toFull) {
            std::memcpy(f, s, elem);
        } else {
            std::memcpy(s, f, elem);
        }
        ++k;
        size_t d = n;
        while (d > 0) {
            --d;
            if (++idx[d] < end[d]) {
                break;
            }
            idx[d] = begin[d];
            if (d == 0) {
                return;
            }
        }
        if (n == 0) {
            return;
        }
    }
}

}  // namespace shardscope::test
