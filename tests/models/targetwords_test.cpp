// The words a conversion's target and its hosts are named by, written once in core: the CLI's
// English as it was, and the Chinese window's Chinese (through PieceText), while files keep the
// English.
#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "cluster/destinationranks.h"
#include "convert/simulatespec.h"
#include "formats/ranktable.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/migration/simulatetext.h"

using namespace shardscope;

namespace {

RankTable twoServers() {
    auto t = loadRankTableSpec("msrun:6:3");  // node_0 ranks 0-2, node_1 ranks 3-5
    EXPECT_TRUE(t);
    return t ? *t : RankTable{};
}

}  // namespace

TEST(TargetWords, ASimulatedTargetIsNamedInTheWindowsLanguage) {
    SimulationSpec spec;
    spec.axisSizes = {2, 1};
    const IssueArg label = SimulateText::label(spec, {QStringLiteral("dp"), QStringLiteral("mp")});
    EXPECT_EQ(label.value, "simulated: dp=2,mp=1");  // what plan --simulate records
    EXPECT_EQ(PieceText::text(label), QStringLiteral("simulated: dp=2,mp=1"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(PieceText::text(label), QStringLiteral("模拟：dp=2,mp=1"));
    EXPECT_EQ(label.value, "simulated: dp=2,mp=1");  // files stay English
}

TEST(TargetWords, TheRanksOfAHostAreSaidInChinese) {
    const RankTable t = twoServers();
    RankSelectionRequest request;
    request.table = &t;
    request.destinationRanks = 6;
    request.host = "node_1";
    auto host = selectDestinationRanks(request);
    ASSERT_TRUE(host) << host.error().describe();
    request.ranks = "0";
    auto none = selectDestinationRanks(request);
    ASSERT_TRUE(none) << none.error().describe();
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(PieceText::text(host->note),
              QStringLiteral("主机 'node_1'（msrun:6:3 中的服务器 #1）：目标卡 3-5"));
    EXPECT_EQ(PieceText::text(none->note),
              QStringLiteral("主机 'node_1'（msrun:6:3 中的服务器 #1）：没有目标卡"));
}
