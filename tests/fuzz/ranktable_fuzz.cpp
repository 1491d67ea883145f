// Rank tables (HCCL template 1 server_list, template 2 group_list, the SuperPoD and cross-cluster
// forms), read from bytes, then printed as `inspect RANK_TABLE` does, as text and JSON. A table
// that reads maps every rank 0..n-1 to exactly one card of one server.
#include "cluster/ranktablereport.h"
#include "formats/ranktable.h"
#include "fuzzcheck.h"
#include "util/jsontext.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    auto table = parseRankTable(std::span<const uint8_t>(data, size), "rank_table.json");
    if (!table) {
        fuzz::checkError(table.error());
        return 0;
    }
    FUZZ_CHECK(table->rankCount() > 0 && table->rankCount() <= kMaxTableRanks);
    std::vector<int> seen(table->devices.size(), 0);
    for (size_t r = 0; r < table->devices.size(); ++r) {
        const RankTableDevice& d = table->devices[r];
        FUZZ_CHECK(d.rank == static_cast<int>(r));
        FUZZ_CHECK(d.server >= 0 && d.server < static_cast<int>(table->servers.size()));
        FUZZ_CHECK(table->serverOfRank(d.rank) == d.server);
    }
    for (const RankTableServer& s : table->servers) {
        for (const int rank : s.ranks) {
            FUZZ_CHECK(rank >= 0 && rank < table->rankCount());
            ++seen[static_cast<size_t>(rank)];
        }
    }
    for (const int count : seen) {
        FUZZ_CHECK(count == 1);
    }
    FUZZ_CHECK(table->serverOfRank(-1) == -1 && table->serverOfRank(table->rankCount()) == -1);
    FUZZ_CHECK(!rankTableToText(*table).empty());
    FUZZ_CHECK(!dumpJson(rankTableToJson(*table), 2).empty());
    return 0;
}
