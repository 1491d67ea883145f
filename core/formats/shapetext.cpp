#include "shapetext.h"

namespace shardscope {

std::string shapeText(const std::vector<int64_t>& dims) {
    std::string out = "[";
    for (size_t i = 0; i < dims.size(); ++i) {
        if (i > 0) {
            out += ", ";
        }
        out += std::to_string(dims[i]);
    }
    out += "]";
    return out;
}

}  // namespace shardscope
