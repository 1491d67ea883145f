#include "destinationranks.h"

#include <algorithm>

#include "../formats/placeholders.h"
#include "../formats/strategy.h"
#include "../layout/transformsources.h"
#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "hostselect.h"

namespace shardscope {

Result<int> destinationRankCount(const std::string& dstStrategy) {
    if (dstStrategy.empty()) {
        return 1;
    }
    auto strategy = loadStrategy(dstStrategy);
    if (!strategy) {
        return std::move(strategy).error();
    }
    return destinationRankCount(*strategy);
}

Result<int> destinationRankCount(const Strategy& strategy) {
    auto shape = stageShape(strategy, "destination");
    if (!shape) {
        return std::move(shape).error();
    }
    return shape->ranks();
}

Result<RankSelection> selectDestinationRanks(const RankSelectionRequest& request) {
    RankSelection out;
    if (!request.ranks.empty()) {
        auto ranks = parseRankList(request.ranks, request.destinationRanks);
        if (!ranks) {
            return std::move(ranks).error();
        }
        out.ranks = std::move(*ranks);
    }
    const RankTable* table = request.table;
    if (table == nullptr) {
        return out;
    }
    if (table->rankCount() != request.destinationRanks) {
        return makeError(
                   ErrorCode::InvalidArgument,
                   QT_TRANSLATE_NOOP("ErrorMessage",
                                     "the rank table has {table} ranks but the destination has "
                                     "{destination}; give the table of the job that will "
                                     "load the converted files"),
                   {{"table", std::to_string(table->rankCount())},
                    {"destination", std::to_string(request.destinationRanks)}})
            .inFile(table->path);
    }
    // Every use of a table places ranks on its hosts (the plan per host, the mpirun line).
    if (auto placeholders = rankTablePlaceholders(*table)) {
        return std::move(*placeholders);
    }
    if (request.host.empty() && !request.localHost) {
        return out;
    }
    Result<int> server = request.host.empty() ? matchServer(*table, localHostIdentity())
                                              : selectServer(*table, request.host);
    if (!server) {
        return std::move(server).error();
    }
    out.server = *server;
    std::vector<int> ranks = ranksOnServer(*table, *server);
    if (out.ranks) {
        // --ranks and --host together: the ranks of that host among those listed.
        std::vector<int> both;
        for (int r : ranks) {
            if (std::binary_search(out.ranks->begin(), out.ranks->end(), r)) {
                both.push_back(r);
            }
        }
        ranks = std::move(both);
    }
    const RankTableServer& s = table->servers[static_cast<size_t>(*server)];
    std::vector<IssueArg> args = {{"host", s.label},
                                  {"server", std::to_string(*server)},
                                  {"table", table->path},
                                  {"ranks", formatRankList(ranks)}};
    out.note = ranks.empty() ? pieceArg("note",
                                        QT_TRANSLATE_NOOP("ErrorPiece",
                                                          "host '{host}' (server #{server} of "
                                                          "{table}): destination ranks none"),
                                        std::move(args))
                             : pieceArg("note",
                                        QT_TRANSLATE_NOOP("ErrorPiece",
                                                          "host '{host}' (server #{server} of "
                                                          "{table}): destination ranks {ranks}"),
                                        std::move(args));
    out.ranks = std::move(ranks);
    return out;
}

}  // namespace shardscope
