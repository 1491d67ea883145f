// Every rank list of the window is written one way (RankRanges): runs of two or more as a range
// with an en dash, in the plan's table, the Playground's and the memory page's groups, the
// slices' labels and the matrix's tooltips; the CLI keeps its "0-3,8".
#include "widgets/models/common/rankranges.h"

#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "util/ranklist.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/slices/slicegeometry.h"

TEST(RankRanges, OneStyleInEveryTable) {
    const std::vector<int> ranks{0, 1, 2, 3, 8, 10, 11};
    EXPECT_EQ(RankRanges::text(ranks), QStringLiteral("0–3, 8, 10–11"));
    EXPECT_EQ(PlanTableModel::sourcesText(ranks), QStringLiteral("0–3, 8, 10–11"));
    EXPECT_EQ(FitTexts::ranks(ranks), QStringLiteral("0–3, 8, 10–11"));
    EXPECT_EQ(SliceGeometry::ranksText(ranks, false), QStringLiteral("ranks 0–3, 8, 10–11"));
    EXPECT_EQ(SliceGeometry::ranksText(ranks, true), QStringLiteral("r0–r3 r8 r10–r11"));
    EXPECT_EQ(RankRanges::items({4, 5}, QStringLiteral("r")), QStringList{QStringLiteral("r4–r5")});
    EXPECT_EQ(RankRanges::text({}), QString());
    EXPECT_EQ(RankRanges::text({7}), QStringLiteral("7"));
    // The CLI's text is its own (its --ranks option reads it back).
    EXPECT_EQ(shardscope::formatRankList(ranks), "0-3,8,10-11");
}

TEST(RankRanges, ChineseJoinsWithTheEnumerationComma) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(RankRanges::text({0, 1, 2, 3, 8}), QStringLiteral("0–3、8"));
    EXPECT_EQ(PlanTableModel::sourcesText({0, 1, 2, 3, 8}), QStringLiteral("0–3、8"));
    EXPECT_EQ(FitTexts::ranks({0, 1, 2, 3, 8}), QStringLiteral("0–3、8"));
}
