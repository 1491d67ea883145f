#include "readspeed.h"

#include <chrono>
#include <fstream>
#include <vector>

namespace shardscope {

double measureReadSpeed(const ConversionPlan& plan, uint64_t limit) {
    const CheckpointFile* largest = nullptr;
    for (const auto& f : plan.sources) {
        if (f && (!largest || f->mapped().size() > largest->mapped().size())) {
            largest = f.get();
        }
    }
    if (!largest) {
        return 0;
    }
    std::ifstream in(largest->path(), std::ios::binary);
    if (!in) {
        return 0;
    }
    std::vector<char> buffer(4u << 20);
    const auto start = std::chrono::steady_clock::now();
    uint64_t read = 0;
    while (read < limit && in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        read += static_cast<uint64_t>(in.gcount());
    }
    const double seconds = std::max(
        1e-6, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return read == 0 ? 0 : static_cast<double>(read) / seconds;
}

}  // namespace shardscope
