#include "wording.h"

namespace shardscope {

std::string plural(size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
    std::string out;
    for (const std::string& s : items) {
        out += (out.empty() ? "" : separator) + s;
    }
    return out;
}

}  // namespace shardscope
