#include "box.h"

#include <algorithm>
#include <cassert>
#include <tuple>

namespace shardscope {

std::vector<int64_t> Box::extent() const {
    std::vector<int64_t> out(dims());
    for (size_t i = 0; i < dims(); ++i) {
        out[i] = end[i] - begin[i];
    }
    return out;
}

int64_t Box::elementCount() const {
    int64_t n = 1;
    for (size_t i = 0; i < dims(); ++i) {
        n *= std::max<int64_t>(0, end[i] - begin[i]);
    }
    return n;
}

bool Box::empty() const {
    for (size_t i = 0; i < dims(); ++i) {
        if (end[i] <= begin[i]) {
            return true;
        }
    }
    return false;
}

bool Box::operator<(const Box& other) const {
    return std::tie(begin, end) < std::tie(other.begin, other.end);
}

Box wholeBox(const std::vector<int64_t>& shape) {
    return Box{std::vector<int64_t>(shape.size(), 0), shape};
}

std::optional<Box> intersect(const Box& a, const Box& b) {
    assert(a.dims() == b.dims());
    Box out{std::vector<int64_t>(a.dims()), std::vector<int64_t>(a.dims())};
    for (size_t i = 0; i < a.dims(); ++i) {
        out.begin[i] = std::max(a.begin[i], b.begin[i]);
        out.end[i] = std::min(a.end[i], b.end[i]);
        if (out.end[i] <= out.begin[i]) {
            return std::nullopt;
        }
    }
    return out;
}

bool overlaps(const Box& a, const Box& b) {
    return intersect(a, b).has_value();
}

bool contains(const Box& outer, const Box& inner) {
    assert(outer.dims() == inner.dims());
    for (size_t i = 0; i < outer.dims(); ++i) {
        if (inner.begin[i] < outer.begin[i] || inner.end[i] > outer.end[i]) {
            return false;
        }
    }
    return true;
}

Box relativeTo(const Box& inner, const Box& outer) {
    assert(outer.dims() == inner.dims());
    Box out = inner;
    for (size_t i = 0; i < inner.dims(); ++i) {
        out.begin[i] -= outer.begin[i];
        out.end[i] -= outer.begin[i];
    }
    return out;
}

std::string boxText(const Box& box) {
    if (box.dims() == 0) {
        return "scalar";
    }
    std::string out;
    for (size_t i = 0; i < box.dims(); ++i) {
        if (i > 0) {
            out += " x ";
        }
        out += "[" + std::to_string(box.begin[i]) + ", " + std::to_string(box.end[i]) + ")";
    }
    return out;
}

}  // namespace shardscope
