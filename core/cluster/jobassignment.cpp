#include "jobassignment.h"

#include <algorithm>
#include <map>
#include <numeric>

#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// Largest first (ties: lower rank) onto the least-loaded of `members` (ties: lower process).
void share(const std::vector<RankWork>& work, const std::vector<size_t>& items,
           const std::vector<int>& members, JobAssignment& out) {
    std::vector<size_t> order = items;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return work[a].bytes != work[b].bytes ? work[a].bytes > work[b].bytes
                                              : work[a].rank < work[b].rank;
    });
    for (size_t i : order) {
        int best = members.front();
        for (int p : members) {
            if (out.processBytes[static_cast<size_t>(p)] <
                out.processBytes[static_cast<size_t>(best)]) {
                best = p;
            }
        }
        out.owner[i] = best;
        out.processBytes[static_cast<size_t>(best)] += work[i].bytes;
    }
}

// Where the job's processes run, as the error lists them: "2 on 'node_0', 1 on no server of the
// table", in the order of the English labels (no server last).
IssueArg processesWhere(const RankTable& table, const std::vector<int>& processServer) {
    std::map<std::string, int> perHost;  // "" for no server
    for (int s : processServer) {
        perHost[s < 0 ? std::string() : "'" + table.servers[static_cast<size_t>(s)].label + "'"]++;
    }
    std::vector<IssueArg> where;
    for (const auto& [label, n] : perHost) {
        if (!label.empty()) {
            where.push_back(pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} on {server}"),
                                     {{"count", std::to_string(n)}, {"server", label}}));
        }
    }
    if (perHost.count({}) != 0) {
        where.push_back(
            pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{count} on no server of the table"),
                     {{"count", std::to_string(perHost[{}])}}));
    }
    return listOfArgs("where", std::move(where), MessagePiece::Join::Commas);
}

}  // namespace

std::vector<int> JobAssignment::ranksOf(int process, const std::vector<RankWork>& work) const {
    std::vector<int> out;
    for (size_t i = 0; i < owner.size(); ++i) {
        if (owner[i] == process) {
            out.push_back(work[i].rank);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

double JobAssignment::balance() const {
    uint64_t max = 0, sum = 0;
    size_t busy = 0;
    for (uint64_t b : processBytes) {
        max = std::max(max, b);
        sum += b;
        busy += b > 0 ? 1 : 0;
    }
    if (busy == 0 || sum == 0) {
        return 1.0;
    }
    return static_cast<double>(max) / (static_cast<double>(sum) / static_cast<double>(busy));
}

JobAssignment assignByBytes(const std::vector<RankWork>& work, int processes) {
    JobAssignment out;
    processes = std::max(processes, 1);
    out.owner.assign(work.size(), 0);
    out.processBytes.assign(static_cast<size_t>(processes), 0);
    out.processServer.assign(static_cast<size_t>(processes), -1);
    std::vector<size_t> items(work.size());
    std::iota(items.begin(), items.end(), size_t{0});
    std::vector<int> members(static_cast<size_t>(processes));
    std::iota(members.begin(), members.end(), 0);
    if (!items.empty()) {
        share(work, items, members, out);
    }
    return out;
}

Result<JobAssignment> assignByHost(const std::vector<RankWork>& work, const RankTable& table,
                                   const std::vector<int>& processServer) {
    JobAssignment out;
    out.owner.assign(work.size(), -1);
    out.processBytes.assign(processServer.size(), 0);
    out.processServer = processServer;
    std::map<int, std::vector<size_t>> itemsOf;  // server -> work items
    for (size_t i = 0; i < work.size(); ++i) {
        const int server = table.serverOfRank(work[i].rank);
        if (server < 0) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "destination rank {rank} is not in the rank table, "
                                               "which has {ranks} ranks"),
                             {{"rank", std::to_string(work[i].rank)},
                              {"ranks", std::to_string(table.rankCount())}})
                .inFile(table.path);
        }
        itemsOf[server].push_back(i);
    }
    for (const auto& [server, items] : itemsOf) {
        std::vector<int> members;
        for (size_t p = 0; p < processServer.size(); ++p) {
            if (processServer[p] == server) {
                members.push_back(static_cast<int>(p));
            }
        }
        if (members.empty()) {
            std::vector<int> ranks;
            for (size_t i : items) {
                ranks.push_back(work[i].rank);
            }
            std::sort(ranks.begin(), ranks.end());
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "server '{server}' holds destination ranks {ranks} "
                                               "but no process runs there (processes: {where})"),
                             {{"server", table.servers[static_cast<size_t>(server)].label},
                              {"ranks", formatRankList(ranks)},
                              processesWhere(table, processServer)})
                .inFile(table.path);
        }
        share(work, items, members, out);
    }
    return out;
}

}  // namespace shardscope
