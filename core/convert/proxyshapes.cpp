#include "proxyshapes.h"

namespace shardscope {

namespace {

int64_t splitOf(const ParamLayout& l, size_t dim) {
    const std::vector<int64_t>& dev = l.devMatrix();
    int64_t n = 1;
    for (int64_t axis : l.tensorMap[dim]) {
        if (axis >= 0 && axis < static_cast<int64_t>(dev.size())) {
            n *= dev[dev.size() - 1 - static_cast<size_t>(axis)];
        }
    }
    return n;
}

int64_t devices(const ParamLayout& l) {
    int64_t n = 1;
    for (int64_t d : l.devMatrix()) {
        n *= d;
    }
    return n;
}

void multiply(FullShapes& shapes, const ParamLayout& l) {
    std::vector<int64_t>& shape = shapes[l.name];
    if (shape.empty()) {
        shape.assign(l.tensorMap.size(), 1);
    }
    if (shape.size() != l.tensorMap.size()) {
        return;  // the two sides disagree on the rank; TensorLayout::make will say so
    }
    for (size_t i = 0; i < shape.size(); ++i) {
        shape[i] *= splitOf(l, i) * (i == 0 ? devices(l) : 1);
    }
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
    for (const Strategy* s : {src, dst}) {
        if (s == nullptr) {
            continue;
        }
        for (const ParamLayout& l : s->layouts) {
            if (shapes.count(l.name) == 0) {
                multiply(proxies, l);
            }
        }
    }
    shapes.merge(proxies);
    return shapes;
}

}  // namespace shardscope
