#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../convert/conversionplan.h"
#include "../formats/ranktable.h"

namespace shardscope {

// What one server does in a plan whose destination ranks a rank table places.
struct HostTotals {
    int server = -1;            // index in the table; -1 for the ranks the table does not place
    std::string host;           // the server's label; "" for the unplaced ranks
    std::vector<int> ranks;     // destination ranks written there, ascending
    uint64_t bytesRead = 0;     // source bytes its ranks read
    uint64_t bytesWritten = 0;  // bytes of its files
    // Estimated seconds at the given bandwidth: reading the sources and writing the files both
    // go through the host's link (shared storage) or disk, so (read + written) / bandwidth.
    double seconds = 0;
};

// Per server, in table order, the servers that write at least one of the plan's ranks; then one
// entry (server -1) for the plan's ranks the table does not have, if any. bytesPerSecond <= 0
// leaves seconds at 0.
std::vector<HostTotals> hostTotals(const ConversionPlan& plan, const RankTable& table,
                                   double bytesPerSecond);

// max / mean bytes written over the servers with ranks (1 when none; the unplaced entry is no
// server): the job's imbalance when
// every server writes its own ranks.
double hostBalance(const std::vector<HostTotals>& totals);

}  // namespace shardscope
