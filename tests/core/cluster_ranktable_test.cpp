// Rank tables: MindSpore's published tables read as they are, both HCCL forms, msrun's layout,
// the broken-file corpus with its exact errors, and every prefix of a real table (the parser's
// fuzz entry point) failing cleanly.
#include <gtest/gtest.h>

#include "cluster/destinationranks.h"
#include "cluster/mpicommand.h"
#include "cluster/ranktablereport.h"
#include "corpusfile.h"
#include "formats/placeholders.h"
#include "formats/ranktable.h"
#include "formats/ranktablefiles.h"
#include "testutil.h"

namespace shardscope {
namespace {

std::span<const uint8_t> bytesOf(const std::string& s) {
    return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

TEST(RankTable, TheEightCardTableOfMindSporesTutorial) {
    auto table = loadRankTable(test::realFixture("rank_table_8pcs.json"));
    ASSERT_TRUE(table) << table.error().describe();
    EXPECT_EQ(table->form, RankTableForm::ServerList);
    EXPECT_EQ(table->version, "1.0");
    EXPECT_EQ(table->status, "completed");
    ASSERT_EQ(table->servers.size(), 1u);
    EXPECT_EQ(table->servers[0].id, "10.*.*.*");
    EXPECT_EQ(table->servers[0].label, "10.*.*.*");
    EXPECT_EQ(table->servers[0].ranks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    ASSERT_EQ(table->rankCount(), 8);
    EXPECT_EQ(table->devices[5].deviceId, 5);
    EXPECT_EQ(table->devices[5].deviceIp, "192.2.27.7");
    EXPECT_TRUE(table->warnings.empty());
    EXPECT_EQ(table->serverOfRank(7), 0);
    EXPECT_EQ(table->serverOfRank(8), -1);
    EXPECT_EQ(table->hostOfRank(-1), "");
}

TEST(RankTable, SixteenCardsOnTwoServersWithTheSameMaskedIdStayApart) {
    auto table = loadRankTable(test::realFixture("rank_table_16pcs.json"));
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->servers.size(), 2u);
    EXPECT_EQ(table->servers[0].label, "10.*.*.* #0");
    EXPECT_EQ(table->servers[1].label, "10.*.*.* #1");
    EXPECT_EQ(table->servers[1].ranks, (std::vector<int>{8, 9, 10, 11, 12, 13, 14, 15}));
    EXPECT_EQ(table->hostOfRank(3), "10.*.*.* #0");
    EXPECT_EQ(table->hostOfRank(12), "10.*.*.* #1");
    EXPECT_EQ(table->devices[12].deviceId, 4);  // device ids restart on every server
    ASSERT_EQ(table->warnings.size(), 1u);
    EXPECT_EQ(std::string(issueCodeName(table->warnings[0].code)), "duplicate-server-id");
    EXPECT_EQ(table->warnings[0].text(),
              "servers 0 and 1 both have server_id '10.*.*.*' (published samples mask the "
              "address); they are kept apart as '10.*.*.* #0' and '10.*.*.* #1'");
}

TEST(RankTable, TheCrossClusterSampleGivesServerAddresses) {
    auto table = loadRankTable(test::realFixture("rank_table_cross_cluster_16pcs.json"));
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->servers.size(), 2u);
    EXPECT_EQ(table->servers[0].id, "server_0_10.*.*.*");
    EXPECT_EQ(table->servers[0].label, "server_0_10.*.*.*");
    EXPECT_EQ(table->servers[1].ip, "10.*.*.*");
    EXPECT_EQ(table->hostOfRank(10), "server_1_10.*.*.*");
    EXPECT_TRUE(table->warnings.empty());
}

TEST(RankTable, TheGroupListFormOneInstancePerRank) {
    const std::string text = R"({"status": "completed", "group_count": "1", "group_list": [
        {"group_name": "", "device_num": "4", "server_num": "2", "instance_count": "4",
         "instance_list": [
           {"rank_id": "0", "server_id": "10.0.0.10", "devices": [{"device_id": "0", "device_ip": "192.168.0.1"}]},
           {"rank_id": "2", "server_id": "10.0.0.11", "devices": [{"device_id": "0", "device_ip": "192.168.1.1"}]},
           {"rank_id": "1", "server_id": "10.0.0.10", "devices": [{"device_id": "1", "device_ip": "192.168.0.2"}]},
           {"rank_id": "3", "server_id": "10.0.0.11", "devices": [{"device_id": "1", "device_ip": "192.168.1.2"}]}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    EXPECT_EQ(table->form, RankTableForm::GroupList);
    ASSERT_EQ(table->servers.size(), 2u);
    EXPECT_EQ(table->servers[0].id, "10.0.0.10");
    EXPECT_EQ(table->servers[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(table->servers[1].ranks, (std::vector<int>{2, 3}));
    EXPECT_EQ(table->devices[2].deviceIp, "192.168.1.1");
    EXPECT_EQ(table->serverOfRank(1), 0);
}

TEST(RankTable, WarningsDoNotStopTheTable) {
    const std::string text = R"({"version": "1.3", "status": "initializing", "server_list": [
        {"server_id": "a", "device": [{"device_id": "0", "device_ip": "1.1.1.1", "rank_id": "0"},
                                      {"device_id": "1", "device_ip": "1.1.1.1", "rank_id": "1"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->warnings.size(), 3u);
    EXPECT_EQ(table->warnings[0].text(),
              "status is 'initializing', not 'completed': HCCL does not use the table yet");
    EXPECT_EQ(table->warnings[1].text(),
              "version '1.3' is not one this reader knows (1.0, 1.1, 1.2); read as 1.0");
    EXPECT_EQ(table->warnings[2].text(), "ranks 0 and 1 both give device_ip 1.1.1.1");
}

// Issue 34 #10: a template's placeholders are flagged once, and refused where hosts are used.
TEST(RankTable, ATemplateIsFlaggedOnceAndRefusedWhereHostsAreUsed) {
    const std::string path = test::dataPath("ranktable/template_placeholders.json");
    auto table = loadRankTable(path);
    ASSERT_TRUE(table) << table.error().describe();
    const std::string sentence =
        "the table is a template: server_id '[server_id_A]', server_id '[server_id_B]', "
        "device_ip 'xxx.yyy.zzz.www' are placeholders where an address belongs; fill in the real "
        "addresses before the table places ranks on hosts";
    ASSERT_EQ(table->warnings.size(), 1u);  // not one per pair of cards sharing the placeholder
    EXPECT_EQ(std::string(issueCodeName(table->warnings[0].code)), "placeholder");
    EXPECT_EQ(table->warnings[0].text(), sentence);
    EXPECT_TRUE(mpiHostsFromTable(*table).empty());  // never --host '[server_id_A]:1,...'
    RankSelectionRequest request;
    request.table = &*table;
    request.destinationRanks = 8;
    auto selection = selectDestinationRanks(request);
    ASSERT_FALSE(selection);
    EXPECT_EQ(selection.error().describe(), path + ": " + sentence);

    EXPECT_TRUE(isPlaceholderAddress("0.0.0.0"));
    EXPECT_TRUE(isPlaceholderAddress("[server_id_A]"));
    EXPECT_TRUE(isPlaceholderAddress("xxx.yyy.zzz.www"));
    EXPECT_FALSE(isPlaceholderAddress("10.*.*.*"));  // a mask of a real network
    EXPECT_FALSE(isPlaceholderAddress("node_0"));
    EXPECT_FALSE(isPlaceholderAddress("192.168.0.1"));
    EXPECT_FALSE(isPlaceholderAddress("a.b.c"));
}

TEST(RankTable, ADeviceIpEveryCardSharesIsSaidOnce) {
    std::string devices;
    for (int r = 0; r < 8; ++r) {
        devices += std::string(r == 0 ? "" : ",") + R"({"device_id": ")" + std::to_string(r) +
                   R"(", "device_ip": "192.168.100.101", "rank_id": ")" + std::to_string(r) +
                   R"("})";
    }
    const std::string text =
        R"({"server_list": [{"server_id": "10.0.0.1", "device": [)" + devices + "]}]}";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->warnings.size(), 1u);
    EXPECT_EQ(std::string(issueCodeName(table->warnings[0].code)), "duplicate-device-ip");
    EXPECT_EQ(table->warnings[0].text(),
              "ranks 0-7 all give device_ip 192.168.100.101 (HCCL wants each card's own)");
    const std::string zeros =
        R"({"server_list": [{"server_id": "10.0.0.1", "device": [
            {"device_id": "0", "device_ip": "0.0.0.0", "rank_id": "0"},
            {"device_id": "1", "device_ip": "0.0.0.0", "rank_id": "1"}]}]})";
    auto zero = parseRankTable(bytesOf(zeros), "z.json");
    ASSERT_TRUE(zero) << zero.error().describe();
    ASSERT_EQ(zero->warnings.size(), 1u);
    EXPECT_EQ(zero->warnings[0].text(),
              "the table is a template: device_ip '0.0.0.0' is a placeholder where an address "
              "belongs; fill in the real addresses before the table places ranks on hosts");
}

TEST(RankTable, IdsMayBeJsonIntegers) {
    const std::string text =
        R"({"server_list": [{"server_id": "a", "device": [{"device_id": 0, "rank_id": 0}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    EXPECT_EQ(table->rankCount(), 1);
}

TEST(RankTable, MsrunLayoutNumbersNodesInOrder) {
    auto table = loadRankTableSpec("msrun:8:4");
    ASSERT_TRUE(table) << table.error().describe();
    EXPECT_EQ(table->form, RankTableForm::Msrun);
    ASSERT_EQ(table->servers.size(), 2u);
    EXPECT_EQ(table->servers[1].id, "node_1");
    EXPECT_EQ(table->servers[1].ranks, (std::vector<int>{4, 5, 6, 7}));
    EXPECT_EQ(table->devices[6].deviceId, 2);
    auto uneven = loadRankTableSpec("msrun:6:4");
    ASSERT_FALSE(uneven);
    EXPECT_EQ(uneven.error().describe(),
              "msrun:6:4: msrun layout: worker_num 6 is not a multiple of local_worker_num 4; "
              "with uneven nodes msrun numbers the ranks itself, so give the rank table instead");
    auto bad = loadRankTableSpec("msrun:8");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().describe(),
              "msrun:8: expected msrun:WORKER_NUM:LOCAL_WORKER_NUM, for example msrun:16:8");
}

TEST(RankTable, InspectTakesTablesNotStrategies) {
    EXPECT_TRUE(looksLikeRankTable(test::realFixture("rank_table_16pcs.json")));
    EXPECT_TRUE(looksLikeRankTable(test::dataPath("ranktable/group_list_not_list.json")));
    EXPECT_FALSE(looksLikeRankTable(test::realFixture("strategy_8_npus.ckpt")));
    EXPECT_FALSE(looksLikeRankTable(test::dataPath("ranktable/not_object.json")));
    EXPECT_FALSE(looksLikeRankTable(test::dataPath("ranktable/missing-file.json")));
    const auto found = rankTablesIn(test::dataPath("real"));
    EXPECT_EQ(found,
              (std::vector<std::string>{test::realFixture("rank_table_16pcs.json"),
                                        test::realFixture("rank_table_8pcs.json"),
                                        test::realFixture("rank_table_cross_cluster_16pcs.json")}));
    EXPECT_TRUE(rankTablesIn(test::dataPath("no-such-folder")).empty());
}

TEST(RankTable, EveryBrokenFileGivesItsExactError) {
    const auto cases = test::readCorpus(test::dataPath("ranktable/expected.tsv"));
    ASSERT_EQ(cases.size(), 35u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("ranktable/" + c.file);
        auto table = loadRankTable(path);
        ASSERT_FALSE(table);
        EXPECT_EQ(table.error().describe(), path + ": " + c.message);
    }
}

// The fuzz entry point: every prefix of a real table fails with an error, never a crash.
TEST(RankTable, EveryPrefixOfARealTableFailsCleanly) {
    const std::string whole = test::readFile(test::realFixture("rank_table_16pcs.json"));
    ASSERT_TRUE(parseRankTable(bytesOf(whole), "t.json"));
    for (size_t cut = 0; cut + 1 < whole.size(); ++cut) {
        auto table = parseRankTable(bytesOf(whole.substr(0, cut)), "t.json");
        ASSERT_FALSE(table) << cut;
    }
}

TEST(RankTable, ReportTextAndJson) {
    auto table = loadRankTable(test::realFixture("rank_table_16pcs.json"));
    ASSERT_TRUE(table);
    table->path = "rank_table_16pcs.json";
    EXPECT_EQ(rankTableToText(*table),
              "rank table rank_table_16pcs.json: server_list, version 1.0, status completed; 2 "
              "servers, 16 ranks\n\n"
              "SERVER       ADDRESS  CARDS  RANKS  DEVICE IDS\n"
              "10.*.*.* #0  -            8  0-7    0-7\n"
              "10.*.*.* #1  -            8  8-15   0-7\n"
              "warning: servers 0 and 1 both have server_id '10.*.*.*' (published samples mask "
              "the address); they are kept apart as '10.*.*.* #0' and '10.*.*.* #1'\n");
    const auto j = rankTableToJson(*table);
    EXPECT_EQ(j["format"], "rank-table");
    EXPECT_EQ(j["rank_count"], 16);
    EXPECT_EQ(j["servers"][1]["label"], "10.*.*.* #1");
    EXPECT_EQ(j["servers"][1]["devices"][0],
              (nlohmann::ordered_json{{"rank", 8}, {"device_id", 0}, {"device_ip", "192.1.27.8"}}));
    EXPECT_EQ(j["notices"][0]["code"], "duplicate-server-id");
}

}  // namespace
}  // namespace shardscope
