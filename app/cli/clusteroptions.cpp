#include <iostream>

#include "clicommands.h"
#include "cluster/destinationranks.h"
#include "convertcommands.h"

namespace shardscope::cli {

std::optional<ResolvedRanks> resolveRanks(const ConvertArgs& args, const Strategy* held,
                                          bool localHost, int& exitCode) {
    ResolvedRanks out;
    if (args.ranks.empty() && args.rankTable.empty()) {
        return out;
    }
    auto count =
        held != nullptr ? destinationRankCount(*held) : destinationRankCount(args.dstStrategy);
    if (!count) {
        printError(count.error());
        exitCode = kFailed;
        return std::nullopt;
    }
    if (!args.rankTable.empty()) {
        auto table = loadRankTableSpec(args.rankTable);
        if (!table) {
            printError(table.error());
            exitCode = kFailed;
            return std::nullopt;
        }
        out.table = std::move(*table);
    }
    RankSelectionRequest request;
    request.ranks = args.ranks;
    request.host = args.host;
    request.localHost = localHost;
    request.table = out.table ? &*out.table : nullptr;
    request.destinationRanks = *count;
    auto selection = selectDestinationRanks(request);
    if (!selection) {
        printError(selection.error());
        exitCode = selection.error().code == ErrorCode::InvalidArgument &&
                           selection.error().message.rfind("rank list", 0) == 0
                       ? kUsage
                       : kFailed;
        return std::nullopt;
    }
    // After the selection, which refuses a template: its placeholders are said once, as the error.
    if (out.table) {
        for (const Issue& w : out.table->warnings) {
            std::cerr << "warning: " << args.rankTable << ": " << w.text() << "\n";
        }
    }
    out.selection = std::move(*selection);
    return out;
}

}  // namespace shardscope::cli
