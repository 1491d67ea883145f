// The core's arguments that are words (issue 32 §2): each is a piece (util/messagepiece.h) whose
// English is the value the CLI printed before, byte for byte, so that the window can word it.
#include <gtest/gtest.h>

#include <span>

#include "cluster/hostselect.h"
#include "cluster/jobassignment.h"
#include "formats/groupinfo.h"
#include "formats/ranktable.h"
#include "util/issue.h"
#include "util/messagepiece.h"

using namespace shardscope;

namespace {

std::span<const uint8_t> bytesOf(const std::string& s) {
    return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

const IssueArg& argOf(const std::vector<IssueArg>& args, const std::string& name) {
    static const IssueArg kNone;
    for (const IssueArg& a : args) {
        if (a.name == name) {
            return a;
        }
    }
    return kNone;
}

// The items of a list piece, as their English.
std::vector<std::string> items(const IssueArg& list) {
    std::vector<std::string> out;
    if (list.piece != nullptr) {
        for (const IssueArg& a : list.piece->args) {
            out.push_back(a.value);
        }
    }
    return out;
}

}  // namespace

TEST(MessagePiecePlaces, RankTableServersSharingAnIdAreAListOfValues) {
    const std::string text = R"({"server_list": [
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "0"}]},
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "1"}]},
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "2"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->warnings.size(), 1u);
    const Issue& w = table->warnings[0];
    EXPECT_EQ(w.text(),
              "servers 0, 1 and 2 all have server_id 'n' (published samples mask the address); "
              "they are kept apart as 'n #0', 'n #1' and 'n #2'");
    const IssueArg& servers = argOf(w.args, "servers");
    ASSERT_NE(servers.piece, nullptr);
    EXPECT_EQ(servers.piece->join, MessagePiece::Join::CommasAnd);
    EXPECT_EQ(items(servers), (std::vector<std::string>{"0", "1", "2"}));
    EXPECT_EQ(items(argOf(w.args, "labels")),
              (std::vector<std::string>{"'n #0'", "'n #1'", "'n #2'"}));
    EXPECT_EQ(w.argValues(),
              (std::vector<std::string>{"0, 1 and 2", "n", "'n #0', 'n #1' and 'n #2'", "3"}));
}

TEST(MessagePiecePlaces, RankTablePlaceholdersAreCutAfterThree) {
    const std::string text = R"({"server_list": [
        {"server_id": "[s1]", "device": [{"device_id": "0", "device_ip": "xxx.yyy.zzz.www", "rank_id": "0"}]},
        {"server_id": "[s2]", "device": [{"device_id": "0", "device_ip": "0.0.0.0", "rank_id": "1"}]},
        {"server_id": "[s3]", "device": [{"device_id": "0", "device_ip": "0.0.0.0", "rank_id": "2"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->warnings.size(), 1u);
    const Issue& w = table->warnings[0];
    EXPECT_EQ(w.text(),
              "the table is a template: server_id '[s1]', server_id '[s2]', server_id '[s3]' and 2 "
              "more are placeholders where an address belongs; fill in the real addresses before "
              "the table places ranks on hosts");
    const IssueArg& list = argOf(w.args, "placeholders");
    ASSERT_NE(list.piece, nullptr);
    EXPECT_STREQ(list.piece->plural, "{list} and {more} more");
    EXPECT_EQ(argOf(list.piece->args, "more").value, "2");
    EXPECT_EQ(
        items(argOf(list.piece->args, "list")),
        (std::vector<std::string>{"server_id '[s1]'", "server_id '[s2]'", "server_id '[s3]'"}));
}

TEST(MessagePiecePlaces, TwoRanksSharingADeviceIpAreWords) {
    const std::string text = R"({"server_list": [
        {"server_id": "a", "device": [{"device_id": "0", "device_ip": "1.1.1.1", "rank_id": "0"},
                                      {"device_id": "1", "device_ip": "1.1.1.1", "rank_id": "1"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_TRUE(table) << table.error().describe();
    ASSERT_EQ(table->warnings.size(), 1u);
    EXPECT_EQ(table->warnings[0].text(), "ranks 0 and 1 both give device_ip 1.1.1.1");
    EXPECT_EQ(items(argOf(table->warnings[0].args, "ranks")), (std::vector<std::string>{"0", "1"}));
}

TEST(MessagePiecePlaces, AGroupListServerIsNamedByAPiece) {
    const std::string text = R"({"group_list": [{"group_name": "g", "instance_count": "2",
        "instance_list": [
            {"server_id": "s", "devices": [{"device_id": "0", "device_ip": "1.0.0.1"}], "rank_id": "0"},
            {"server_id": "s", "devices": [{"device_id": "0", "device_ip": "1.0.0.2"}], "rank_id": "1"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    ASSERT_FALSE(table);
    EXPECT_EQ(table.error().message,
              "server 's': device_id 0 is given twice (rank_id 0 and rank_id 1)");
    const IssueArg& where = argOf(table.error().args, "where");
    ASSERT_NE(where.piece, nullptr);
    EXPECT_STREQ(where.piece->text, "server '{server}'");
    EXPECT_EQ(argOf(where.piece->args, "server").value, "s");
}

TEST(MessagePiecePlaces, ABigTablesServersAreCountedByAPluralPiece) {
    auto table = loadRankTableSpec("msrun:20:2");  // ten servers, node_0 to node_9
    ASSERT_TRUE(table) << table.error().describe();
    const auto none = selectServer(*table, "nope");
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().message,
              "no server is 'nope' (servers: 'node_0', 'node_1', 'node_2', 'node_3', 'node_4', "
              "'node_5', 'node_6', 'node_7', ... (10 servers))");
    const IssueArg& servers = argOf(none.error().args, "servers");
    ASSERT_NE(servers.piece, nullptr);
    EXPECT_STREQ(servers.piece->plural, "{list}, ... ({count} servers)");
    EXPECT_STREQ(servers.piece->count, "count");
    EXPECT_EQ(items(argOf(servers.piece->args, "list")).size(), 8u);

    const auto small = loadRankTableSpec("msrun:4:2");
    ASSERT_TRUE(small);
    const auto stranger = matchServer(*small, HostIdentity{"h", {"10.1.1.1", "10.1.1.2"}});
    ASSERT_FALSE(stranger);
    EXPECT_EQ(stranger.error().message,
              "this machine is none of the table's servers ('node_0', 'node_1'): tried host name "
              "'h', addresses 10.1.1.1, 10.1.1.2; give --host SERVER_ID");
    EXPECT_EQ(items(argOf(stranger.error().args, "servers")),
              (std::vector<std::string>{"'node_0'", "'node_1'"}));
    EXPECT_EQ(items(argOf(stranger.error().args, "addresses")),
              (std::vector<std::string>{"10.1.1.1", "10.1.1.2"}));
}

TEST(MessagePiecePlaces, WhereTheProcessesRunIsAListOfPieces) {
    const auto table = loadRankTableSpec("msrun:6:3");
    ASSERT_TRUE(table);
    const std::vector<RankWork> work = {{0, 10}, {1, 10}, {2, 10}, {3, 30}, {4, 20}, {5, 10}};
    const auto missing = assignByHost(work, *table, {0, 0, -1});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().message,
              "server 'node_1' holds destination ranks 3-5 but no process runs there "
              "(processes: 2 on 'node_0', 1 on no server of the table)");
    const IssueArg& where = argOf(missing.error().args, "where");
    ASSERT_NE(where.piece, nullptr);
    ASSERT_EQ(where.piece->args.size(), 2u);
    const IssueArg& on = where.piece->args[0];
    ASSERT_NE(on.piece, nullptr);
    EXPECT_STREQ(on.piece->text, "{count} on {server}");
    EXPECT_EQ(argOf(on.piece->args, "server").value, "'node_0'");
    ASSERT_NE(where.piece->args[1].piece, nullptr);
    EXPECT_STREQ(where.piece->args[1].piece->text, "{count} on no server of the table");
}

TEST(MessagePiecePlaces, AGroupFilesGroupsAndLongRankListsArePieces) {
    GroupInfo info;
    std::vector<uint32_t> strided;
    for (uint32_t r = 0; r < 400; r += 2) {
        strided.push_back(r);
    }
    info.groups = {{"g0", strided}, {"g1", {0, 1, 2, 3}}, {"g2", {4, 5}}, {"g3", {6}}};
    info.restoreRanks = {0, 1, 2, 3};
    const Error e = groupInfoError(ErrorCode::Unsupported, info);
    EXPECT_EQ(e.message,
              "a group information file (group_ckpt_save_file), not a checkpoint or a strategy "
              "file: 4 communication groups (g0: ranks 0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,"
              "32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,... (200 ranks); g1: ranks "
              "0-3; g2: ranks 4-5; ...), and a restore reads ranks 0-3. MindSpore reads it with "
              "restore_group_info_list; resharding needs the strategy file "
              "(strategy_ckpt_save_file) instead");
    const IssueArg& groups = argOf(e.args, "groups");
    ASSERT_NE(groups.piece, nullptr);
    EXPECT_STREQ(groups.piece->text, "{list}; ...");
    const IssueArg& list = argOf(groups.piece->args, "list");
    ASSERT_NE(list.piece, nullptr);
    EXPECT_EQ(list.piece->join, MessagePiece::Join::Semicolons);
    ASSERT_EQ(list.piece->args.size(), 3u);
    const IssueArg& ranks = argOf(list.piece->args[0].piece->args, "ranks");
    ASSERT_NE(ranks.piece, nullptr);
    EXPECT_STREQ(ranks.piece->plural, "{list},... ({count} ranks)");
    EXPECT_EQ(argOf(ranks.piece->args, "count").value, "200");
}
