// Pieces (core/util/messagepiece.h) in the window: in English they read as the CLI prints them,
// byte for byte; in Chinese their templates and list joins are translated (context ErrorPiece)
// and their values kept.
#include "widgets/models/common/piecetext.h"

#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "util/messagepiece.h"
#include "util/translatenoop.h"

using namespace shardscope;

namespace {

using J = MessagePiece::Join;

IssueArg cut7() {
    return cutListArg("items", {"a", "b", "c", "d", "e", "f", "g"}, 3);
}

}  // namespace

TEST(PieceText, PlainValuesStayAsTheyAre) {
    EXPECT_EQ(PieceText::text({"n", "and 3 more"}), QStringLiteral("and 3 more"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    // A value is never translated, even one that reads as a piece's English.
    EXPECT_EQ(PieceText::text({"steps", "none"}), QStringLiteral("none"));
    const std::vector<IssueArg> shown = PieceText::shown({{"a", "1"}, {"b", "none"}});
    ASSERT_EQ(shown.size(), 2u);
    EXPECT_EQ(shown[1].value, "none");
}

TEST(PieceText, EnglishIsTheClis) {
    for (const IssueArg& arg :
         {listArg("l", {"0", "1", "2"}, J::CommasAnd), listArg("l", {"2", "4", "8"}, J::CommasOr),
          listArg("l", {"a", "b"}, J::Semicolons), cut7(), cutListArg("l", {"a"}, 3),
          pieceArg("s", QT_TRANSLATE_NOOP("ErrorPiece", "none"))}) {
        EXPECT_EQ(PieceText::text(arg), QString::fromStdString(arg.value)) << arg.value;
    }
}

TEST(PieceText, ListsJoinInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(PieceText::text(listArg("l", {"0", "1", "2"}, J::CommasAnd)),
              QStringLiteral("0、1 和 2"));
    EXPECT_EQ(PieceText::text(listArg("l", {"2", "4", "8"}, J::CommasOr)),
              QStringLiteral("2、4 或 8"));
    EXPECT_EQ(PieceText::text(listArg("l", {"a", "b"}, J::Semicolons)), QStringLiteral("a；b"));
    EXPECT_EQ(PieceText::text(cut7()), QStringLiteral("a、b、c 等（另有 4 个）"));
    EXPECT_EQ(PieceText::text(pieceArg("s", QT_TRANSLATE_NOOP("ErrorPiece", "none"))),
              QStringLiteral("无"));
    const std::vector<IssueArg> shown = PieceText::shown({{"a", "1"}, cut7()});
    ASSERT_EQ(shown.size(), 2u);
    EXPECT_EQ(shown[0].value, "1");
    EXPECT_EQ(shown[1].value, "a、b、c 等（另有 4 个）");
    EXPECT_EQ(shown[1].piece, nullptr);
}

// A full-width bracket holds its own space: the window's Chinese drops the template's space
// between it and a Chinese character; an English template is filled as the CLI fills it.
TEST(PieceText, NoSpaceBesideAFullWidthBracketInChinese) {
    const std::vector<IssueArg> group{{"g", "（0-7：共 8 张卡）"}};
    EXPECT_EQ(PieceText::fill("卡 1 为所在组 {g} 保存了 w", group),
              "卡 1 为所在组（0-7：共 8 张卡）保存了 w");
    EXPECT_EQ(PieceText::fill("组 {g}。", group), "组（0-7：共 8 张卡）。");
    EXPECT_EQ(PieceText::fill("for its group {g} saved", group),
              "for its group （0-7：共 8 张卡） saved");
    EXPECT_EQ(PieceText::fill("组 {g} 保存", {{"g", "(0, 1)"}}), "组 (0, 1) 保存");
}
