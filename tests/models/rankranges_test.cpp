// Every rank list of the window is written one way (RankRanges): runs of two or more as a range
// with an en dash, in the plan's table, the Playground's and the memory page's groups, the
// slices' labels and the matrix's tooltips; the CLI keeps its "0-3,8".
#include "widgets/models/common/rankranges.h"

#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "doctor/doctormessages.h"
#include "doctor/doctorpieces.h"
#include "util/issue.h"
#include "util/ranklist.h"
#include "widgets/models/common/issuetext.h"
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

// The catalogue's templates the CLI shares write ranges with a hyphen ("ranks 4-7", "(0-7)"); the
// window writes them in its own style, in English and in Chinese, and the CLI's bytes stay.
TEST(RankRanges, TheCataloguesRangesTakeTheWindowsDash) {
    using namespace shardscope;
    const Issue stage = say(IssueCode::OtherStageOfRun, {"backbone.w", "1", "0", "0"},
                            {rankRangeArg("ranks", "4", "7")});
    EXPECT_EQ(stage.text(),
              "backbone.w belongs to pipeline stage 1 (ranks 4-7), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(IssueText::sentence(stage).toStdString(),
              "backbone.w belongs to pipeline stage 1 (ranks 4–7), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    // An error's range too (ErrorText: "numbered 0–1"); a sentence that lists other ranks as the
    // CLI does ("rank folders 8-9, outside ... (0-7)") keeps one style.
    const Issue outside = makeIssue(IssueCode::DestinationRanksOutside, Severity::Error, "/out", {},
                                    -1, {"/out", "8-9", "8", "2", "7"});
    EXPECT_EQ(IssueText::sentence(outside).toStdString(),
              "/out holds rank folders 8-9, outside this conversion's 8 ranks (0-7)");
    // A hyphen that is not a range stays.
    EXPECT_EQ(RankRanges::dashed("{a} -> {b}, x-{c}, {d}-{e}, 0-{f}, -{g}"),
              "{a} -> {b}, x-{c}, {d}–{e}, 0–{f}, -{g}");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_TRUE(IssueText::sentence(stage).contains(QStringLiteral("（卡 4–7）")));
}
