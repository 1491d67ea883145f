// Rank lists, host selection, and sharing destination ranks out over processes: by bytes
// (largest first onto the least-loaded) and by host (each server writes its own ranks).
#include <gtest/gtest.h>

#include "cluster/destinationranks.h"
#include "cluster/hostselect.h"
#include "cluster/jobassignment.h"
#include "testutil.h"
#include "util/ranklist.h"

namespace shardscope {
namespace {

RankTable twoServers() {
    auto t = loadRankTableSpec("msrun:6:3");
    EXPECT_TRUE(t);
    t->servers[0].ip = "10.0.0.1";
    t->servers[1].ip = "10.0.0.2";
    return *t;
}

TEST(RankList, RangesAndSingles) {
    auto r = parseRankList("8, 0-3,2");
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_EQ(*r, (std::vector<int>{0, 1, 2, 3, 8}));
    EXPECT_EQ(formatRankList(*r), "0-3,8");
    EXPECT_EQ(formatRankList({}), "");
    EXPECT_EQ(formatRankList({1, 3, 4, 5, 7}), "1,3-5,7");
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"", "rank list '': an empty item (expected ranks like 0-3,8)"},
        {"1,,2", "rank list '1,,2': an empty item (expected ranks like 0-3,8)"},
        {"a", "rank list 'a': 'a' is not a rank number"},
        {"-1", "rank list '-1': '-1' is not a range like 0-3"},
        {"3-1", "rank list '3-1': the range '3-1' goes backwards"},
        {"0-6", "rank list '0-6': rank 6 is out of range: the destination has 6 ranks"},
    };
    for (const auto& [text, message] : bad) {
        auto e = parseRankList(text, 6);
        ASSERT_FALSE(e) << text;
        EXPECT_EQ(e.error().describe(), message);
    }
}

TEST(HostSelect, ByIdAddressLabelOrPosition) {
    const RankTable t = twoServers();
    EXPECT_EQ(*selectServer(t, "node_1"), 1);
    EXPECT_EQ(*selectServer(t, "10.0.0.1"), 0);
    EXPECT_EQ(*selectServer(t, "#1"), 1);
    auto none = selectServer(t, "node_9");
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().describe(),
              "msrun:6:3: no server is 'node_9' (servers: 'node_0', 'node_1')");
    auto far = selectServer(t, "#2");
    ASSERT_FALSE(far);
    EXPECT_EQ(far.error().describe(), "msrun:6:3: host '#2': the table has servers #0 to #1");
    EXPECT_EQ(ranksOnServer(t, 1), (std::vector<int>{3, 4, 5}));
}

TEST(HostSelect, MaskedDuplicatesNeedALabel) {
    auto t = loadRankTable(test::realFixture("rank_table_16pcs.json"));
    ASSERT_TRUE(t);
    auto ambiguous = selectServer(*t, "10.*.*.*");
    ASSERT_FALSE(ambiguous);
    EXPECT_EQ(ambiguous.error().message,
              "host '10.*.*.*' is ambiguous: servers '10.*.*.* #0', '10.*.*.* #1' all have it; "
              "pick one by its label or as #K");
    EXPECT_EQ(*selectServer(*t, "10.*.*.* #1"), 1);
}

TEST(HostSelect, ThisMachineByNameOrAddress) {
    const RankTable t = twoServers();
    EXPECT_EQ(*matchServer(t, {"node_1", {"192.0.2.7", "127.0.0.1"}}), 1);
    EXPECT_EQ(*matchServer(t, {"node_1.cluster.example", {}}), 1);  // the short name matches
    EXPECT_EQ(*matchServer(t, {"gpu7", {"10.0.0.2"}}), 1);
    auto none = matchServer(t, {"gpu7", {"192.0.2.7", "127.0.0.1"}});
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().describe(),
              "msrun:6:3: this machine is none of the table's servers ('node_0', 'node_1'): "
              "tried host name 'gpu7', addresses 192.0.2.7, 127.0.0.1; give --host SERVER_ID");
    const HostIdentity local = localHostIdentity();
    EXPECT_FALSE(local.hostname.empty());
    EXPECT_NE(std::find(local.addresses.begin(), local.addresses.end(), "127.0.0.1"),
              local.addresses.end());
}

TEST(DestinationRanks, TableMustDescribeTheDestination) {
    const RankTable t = twoServers();
    RankSelectionRequest request;
    request.table = &t;
    request.destinationRanks = 8;
    auto wrong = selectDestinationRanks(request);
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().describe(),
              "msrun:6:3: the rank table has 6 ranks but the destination has 8; give the table "
              "of the job that will load the converted files");
    request.destinationRanks = 6;
    request.host = "node_1";
    auto host = selectDestinationRanks(request);
    ASSERT_TRUE(host) << host.error().describe();
    EXPECT_EQ(*host->ranks, (std::vector<int>{3, 4, 5}));
    EXPECT_EQ(host->note.value, "host 'node_1' (server #1 of msrun:6:3): destination ranks 3-5");
    ASSERT_NE(host->note.piece, nullptr);  // the catalogue's words, which a window can translate
    EXPECT_STREQ(host->note.piece->text,
                 "host '{host}' (server #{server} of {table}): destination ranks {ranks}");
    request.ranks = "0,4";
    auto both = selectDestinationRanks(request);
    ASSERT_TRUE(both);
    EXPECT_EQ(*both->ranks, (std::vector<int>{4}));
    request.ranks = "0";
    auto none = selectDestinationRanks(request);
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->ranks->empty());
    EXPECT_EQ(none->note.value, "host 'node_1' (server #1 of msrun:6:3): destination ranks none");
    request.host.clear();
    request.ranks.clear();
    auto all = selectDestinationRanks(request);
    ASSERT_TRUE(all);
    EXPECT_FALSE(all->ranks.has_value());
}

TEST(JobAssignment, LargestFirstOntoTheLeastLoaded) {
    const std::vector<RankWork> work = {{0, 70}, {1, 50}, {2, 40}, {3, 30}, {4, 20}, {5, 20}};
    const JobAssignment a = assignByBytes(work, 3);
    // 70 -> p0, 50 -> p1, 40 -> p2, 30 -> p2 (40), 20 -> p1 (50), 20 -> p1 (70 vs 70: p0 first)
    EXPECT_EQ(a.owner, (std::vector<int>{0, 1, 2, 2, 1, 0}));
    EXPECT_EQ(a.processBytes, (std::vector<uint64_t>{90, 70, 70}));
    EXPECT_NEAR(a.balance(), 90.0 / (230.0 / 3.0), 1e-12);
    EXPECT_EQ(a.ranksOf(1, work), (std::vector<int>{1, 4}));
    // Equal ranks go round-robin; more processes than ranks leave some idle.
    const JobAssignment even = assignByBytes({{0, 5}, {1, 5}, {2, 5}, {3, 5}}, 2);
    EXPECT_EQ(even.owner, (std::vector<int>{0, 1, 0, 1}));
    const JobAssignment idle = assignByBytes({{0, 5}}, 3);
    EXPECT_EQ(idle.processBytes, (std::vector<uint64_t>{5, 0, 0}));
    EXPECT_DOUBLE_EQ(idle.balance(), 1.0);
}

TEST(JobAssignment, EveryRankOnItsOwnHost) {
    const RankTable t = twoServers();
    const std::vector<RankWork> work = {{0, 10}, {1, 10}, {2, 10}, {3, 30}, {4, 20}, {5, 10}};
    auto a = assignByHost(work, t, {0, 1, 1});
    ASSERT_TRUE(a) << a.error().describe();
    EXPECT_EQ(a->owner, (std::vector<int>{0, 0, 0, 1, 2, 2}));
    EXPECT_EQ(a->processBytes, (std::vector<uint64_t>{30, 30, 30}));
    auto missing = assignByHost(work, t, {0, 0, -1});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().describe(),
              "msrun:6:3: server 'node_1' holds destination ranks 3-5 but no process runs there "
              "(processes: 2 on 'node_0', 1 on no server of the table)");
    auto outside = assignByHost({{6, 1}}, t, {0, 1});
    ASSERT_FALSE(outside);
    EXPECT_EQ(outside.error().message,
              "destination rank 6 is not in the rank table, which has 6 ranks");
}

}  // namespace
}  // namespace shardscope
