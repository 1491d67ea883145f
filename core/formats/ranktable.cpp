#include "ranktable.h"

#include <charconv>

#include "../util/translatenoop.h"

namespace shardscope {

const char* rankTableFormName(RankTableForm form) {
    switch (form) {
        case RankTableForm::ServerList:
            return "server_list";
        case RankTableForm::GroupList:
            return "group_list";
        case RankTableForm::Msrun:
            return "msrun";
    }
    return "unknown";
}

int RankTable::serverOfRank(int rank) const {
    if (rank < 0 || rank >= rankCount()) {
        return -1;
    }
    return devices[static_cast<size_t>(rank)].server;
}

std::string RankTable::hostOfRank(int rank) const {
    const int server = serverOfRank(rank);
    return server < 0 ? std::string() : servers[static_cast<size_t>(server)].label;
}

Result<RankTable> msrunRankTable(int workerNum, int localWorkerNum) {
    const std::string spec =
        "msrun:" + std::to_string(workerNum) + ":" + std::to_string(localWorkerNum);
    if (workerNum < 1 || localWorkerNum < 1 || workerNum > kMaxTableRanks) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "msrun layout: worker_num and local_worker_num must be "
                                           "between 1 and {max}"),
                         {{"max", std::to_string(kMaxTableRanks)}})
            .inFile(spec);
    }
    if (workerNum % localWorkerNum != 0) {
        // msrun then assigns rank ids at start-up, in an order no file records.
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "msrun layout: worker_num {workers} is not a multiple "
                                           "of local_worker_num {local}; with uneven nodes msrun "
                                           "numbers the ranks itself, so give the rank table "
                                           "instead"),
                         {{"workers", std::to_string(workerNum)},
                          {"local", std::to_string(localWorkerNum)}})
            .inFile(spec);
    }
    RankTable table;
    table.path = spec;
    table.form = RankTableForm::Msrun;
    for (int node = 0; node < workerNum / localWorkerNum; ++node) {
        RankTableServer server;
        server.id = "node_" + std::to_string(node);
        server.label = server.id;
        for (int local = 0; local < localWorkerNum; ++local) {
            const int rank = node * localWorkerNum + local;
            server.ranks.push_back(rank);
            table.devices.push_back({rank, local, {}, node});
        }
        table.servers.push_back(std::move(server));
    }
    return table;
}

bool isMsrunSpec(const std::string& spec) {
    return spec.rfind("msrun:", 0) == 0;
}

Result<RankTable> loadRankTableSpec(const std::string& spec) {
    if (!isMsrunSpec(spec)) {
        return loadRankTable(spec);
    }
    const std::string rest = spec.substr(6);
    const size_t colon = rest.find(':');
    int workers = 0, local = 0;
    const auto number = [](std::string_view text, int& out) {
        const char* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, out);
        return ec == std::errc() && ptr == end && !text.empty();
    };
    if (colon == std::string::npos || !number(std::string_view(rest).substr(0, colon), workers) ||
        !number(std::string_view(rest).substr(colon + 1), local)) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP(
                             "ErrorMessage",
                             "expected msrun:WORKER_NUM:LOCAL_WORKER_NUM, for example msrun:16:8"),
                         {})
            .inFile(spec);
    }
    return msrunRankTable(workers, local);
}

}  // namespace shardscope
