#include "proxyshapes.h"

#include <set>
#include <string>

namespace shardscope {

namespace {

// a *= b; false, leaving a, when the product does not fit (a damaged device matrix).
bool multiplyInto(int64_t& a, int64_t b) {
    int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product)) {
        return false;
    }
    a = product;
    return true;
}

// The pieces dimension `dim` is cut into; 0 when the count does not fit 64 bits.
int64_t splitOf(const ParamLayout& l, size_t dim) {
    const std::vector<int64_t>& dev = l.devMatrix();
    int64_t n = 1;
    for (int64_t axis : l.tensorMap[dim]) {
        if (axis >= 0 && axis < static_cast<int64_t>(dev.size()) &&
            !multiplyInto(n, dev[dev.size() - 1 - static_cast<size_t>(axis)])) {
            return 0;
        }
    }
    return n;
}

// 0 when the count does not fit 64 bits.
int64_t devices(const ParamLayout& l) {
    int64_t n = 1;
    for (int64_t d : l.devMatrix()) {
        if (!multiplyInto(n, d)) {
            return 0;
        }
    }
    return n;
}

// False when a dimension's stand-in does not fit 64 bits: the layout's numbers are damage, and
// the parameter gets no stand-in (TensorLayout::make then says what is wrong).
bool multiply(FullShapes& shapes, const ParamLayout& l) {
    std::vector<int64_t>& shape = shapes[l.name];
    if (shape.empty()) {
        shape.assign(l.tensorMap.size(), 1);
    }
    if (shape.size() != l.tensorMap.size()) {
        return true;  // the two sides disagree on the rank; TensorLayout::make will say so
    }
    for (size_t i = 0; i < shape.size(); ++i) {
        int64_t factor = splitOf(l, i);
        if (i == 0 && factor != 0) {
            const int64_t count = devices(l);
            if (count == 0 || !multiplyInto(factor, count)) {
                factor = 0;
            }
        }
        if (factor == 0 || !multiplyInto(shape[i], factor)) {
            return false;
        }
    }
    return true;
}

}  // namespace

FullShapes proxyShapes(const Strategy* src, const Strategy* dst) {
    FullShapes shapes;
    for (const Strategy* s : {src, dst}) {
        if (s == nullptr) {
            continue;
        }
        for (const ParamLayout& l : s->layouts) {
            if (!l.tensorShape.empty()) {
                shapes[l.name] = l.tensorShape;
            }
        }
    }
    FullShapes proxies;
    std::set<std::string> overflowed;
    for (const Strategy* s : {src, dst}) {
        if (s == nullptr) {
            continue;
        }
        for (const ParamLayout& l : s->layouts) {
            if (shapes.count(l.name) == 0 && !multiply(proxies, l)) {
                overflowed.insert(l.name);
            }
        }
    }
    for (const std::string& name : overflowed) {
        proxies.erase(name);
    }
    shapes.merge(proxies);
    return shapes;
}

}  // namespace shardscope
