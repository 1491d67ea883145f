#pragma once

#include <cstdint>
#include <functional>

namespace shardscope {

// How far a long core call is: units done (bytes, elements, files, ranks) out of a total.
struct Progress {
    uint64_t done = 0;
    uint64_t total = 0;
};

// Long core calls take (request, std::stop_token, sink). The sink is called from worker
// threads, one call at a time; calls with a richer progress struct derive it from Progress.
using ProgressSink = std::function<void(const Progress&)>;

}  // namespace shardscope
