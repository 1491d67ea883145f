#include "hosttotals.h"

#include <algorithm>
#include <map>

namespace shardscope {

std::vector<HostTotals> hostTotals(const ConversionPlan& plan, const RankTable& table,
                                   double bytesPerSecond) {
    std::map<int, HostTotals> byServer;  // -1 sorts first; moved last below
    for (const RankPlan& rank : plan.ranks) {
        const int server = table.serverOfRank(rank.rank);
        HostTotals& t = byServer[server];
        t.server = server;
        t.host = server < 0 ? std::string() : table.servers[static_cast<size_t>(server)].label;
        t.ranks.push_back(rank.rank);
        t.bytesRead += rank.bytesRead;
        t.bytesWritten += rank.fileSize;
    }
    std::vector<HostTotals> out;
    for (auto& [server, t] : byServer) {
        std::sort(t.ranks.begin(), t.ranks.end());
        if (bytesPerSecond > 0) {
            t.seconds = static_cast<double>(t.bytesRead + t.bytesWritten) / bytesPerSecond;
        }
        if (server >= 0) {
            out.push_back(std::move(t));
        }
    }
    if (byServer.count(-1) != 0) {
        out.push_back(std::move(byServer[-1]));
    }
    return out;
}

double hostBalance(const std::vector<HostTotals>& totals) {
    uint64_t max = 0, sum = 0;
    size_t n = 0;
    for (const HostTotals& t : totals) {
        if (t.ranks.empty() || t.server < 0) {
            continue;  // the ranks no server writes are no server of the mean
        }
        max = std::max(max, t.bytesWritten);
        sum += t.bytesWritten;
        ++n;
    }
    if (n == 0 || sum == 0) {
        return 1.0;
    }
    return static_cast<double>(max) / (static_cast<double>(sum) / static_cast<double>(n));
}

}  // namespace shardscope
