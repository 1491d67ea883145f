// Issue 32 §2: a failure in the Chinese window is Chinese end to end, the words inside its
// arguments too ("(10 servers)", "2 on 'node_0'", "0, 1 and 2"): the core makes them pieces
// (util/messagepiece.h) and the window words them (PieceText). In English the window's text is
// the CLI's, byte for byte.
#include <gtest/gtest.h>

#include <span>

#include "chinesestyle.h"
#include "chinesetranslation.h"
#include "cluster/hostselect.h"
#include "cluster/jobassignment.h"
#include "formats/groupinfo.h"
#include "formats/ranktable.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/issuetext.h"

using namespace shardscope;

namespace {

std::span<const uint8_t> bytesOf(const std::string& s) {
    return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

Error assignmentError() {
    const auto table = loadRankTableSpec("msrun:6:3");
    EXPECT_TRUE(table);
    const std::vector<RankWork> work = {{0, 10}, {1, 10}, {2, 10}, {3, 30}, {4, 20}, {5, 10}};
    auto missing = assignByHost(work, *table, {0, 0, -1});
    EXPECT_FALSE(missing);
    return missing.error();
}

Error unknownServerError() {
    const auto table = loadRankTableSpec("msrun:20:2");
    EXPECT_TRUE(table);
    auto none = selectServer(*table, "nope");
    EXPECT_FALSE(none);
    return none.error();
}

Error groupListError() {
    const std::string text = R"({"group_list": [{"group_name": "g", "instance_count": "2",
        "instance_list": [
            {"server_id": "s", "devices": [{"device_id": "0", "device_ip": "1.0.0.1"}], "rank_id": "0"},
            {"server_id": "s", "devices": [{"device_id": "0", "device_ip": "1.0.0.2"}], "rank_id": "1"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    EXPECT_FALSE(table);
    return table.error();
}

Error groupInfoFileError() {
    GroupInfo info;
    std::vector<uint32_t> strided;
    for (uint32_t r = 0; r < 400; r += 2) {
        strided.push_back(r);
    }
    info.groups = {{"g0", strided}, {"g1", {0, 1, 2, 3}}, {"g2", {4, 5}}, {"g3", {6}}};
    info.restoreRanks = {0, 1, 2, 3};
    return groupInfoError(ErrorCode::Unsupported, info);
}

Issue sharedServerIdWarning() {
    const std::string text = R"({"server_list": [
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "0"}]},
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "1"}]},
        {"server_id": "n", "device": [{"device_id": "0", "rank_id": "2"}]}]})";
    auto table = parseRankTable(bytesOf(text), "t.json");
    EXPECT_TRUE(table);
    EXPECT_EQ(table->warnings.size(), 1u);
    return table->warnings.at(0);
}

}  // namespace

TEST(PieceWords, InEnglishTheWindowReadsAsTheCli) {
    for (const Error& e :
         {assignmentError(), unknownServerError(), groupListError(), groupInfoFileError()}) {
        EXPECT_EQ(ErrorText::sentence(e), QString::fromStdString(e.message));
    }
    const Issue w = sharedServerIdWarning();
    EXPECT_EQ(IssueText::sentence(w), QString::fromStdString(w.text()));
}

TEST(PieceWords, WhereTheProcessesRunReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const QString text = ErrorText::sentence(assignmentError());
    EXPECT_EQ(text, QStringLiteral("服务器 'node_1' 上有目标卡 3-5，但该服务器上没有进程（各进程："
                                   "'node_0' 上 2 个、不在表中任何服务器上的 1 个）"));
    EXPECT_TRUE(chinesestyle::halfWidthPunctuation(text).isEmpty())
        << chinesestyle::halfWidthPunctuation(text).join(QStringLiteral(" | ")).toStdString();
}

TEST(PieceWords, ABigTablesServersReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(
        ErrorText::sentence(unknownServerError()),
        QStringLiteral("没有名为 'nope' 的服务器（服务器：'node_0'、'node_1'、'node_2'、"
                       "'node_3'、'node_4'、'node_5'、'node_6'、'node_7'……（共 10 台服务器））"));
}

TEST(PieceWords, RankTableListsReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::sentence(sharedServerIdWarning()),
              QStringLiteral("服务器 0、1 和 2 的 server_id 都是 'n'（公开的示例会隐去地址）；"
                             "按位置区分为 'n #0'、'n #1' 和 'n #2'"));
    EXPECT_EQ(ErrorText::sentence(groupListError()),
              QStringLiteral("服务器 's'：device_id 0 出现了两次（rank_id 0 和 rank_id 1）"));
}

TEST(PieceWords, AGroupFilesGroupsReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(
        ErrorText::sentence(groupInfoFileError()),
        QStringLiteral("这是通信组信息文件（group_ckpt_save_file），不是检查点或策略文件：其中有 "
                       "4 个通信组（g0：卡 0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,"
                       "38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68……（共 200 张卡）；g1："
                       "卡 0-3；g2：卡 4-5；……），恢复时读取卡 0-3。MindSpore 用 "
                       "restore_group_info_list 读取它；重新切分需要的是策略文件"
                       "（strategy_ckpt_save_file）"));
}
