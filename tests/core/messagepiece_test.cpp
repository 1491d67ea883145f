// Pieces: words inside a message's argument (util/messagepiece.h). Their English is the value the
// CLI prints, byte for byte as the call sites wrote it before; the piece keeps the template and
// its arguments for the window to translate.
#include <gtest/gtest.h>

#include "util/messagecatalogue.h"
#include "util/messagepiece.h"
#include "util/translatenoop.h"

using namespace shardscope;

TEST(MessagePiece, APieceArgumentsValueIsItsEnglish) {
    const IssueArg arg = pieceArg("servers", PieceTemplate("{first} ({n} servers)"),
                                  {{"first", "'a'"}, {"n", "16"}});
    EXPECT_EQ(arg.name, "servers");
    EXPECT_EQ(arg.value, "'a' (16 servers)");
    ASSERT_NE(arg.piece, nullptr);
    EXPECT_STREQ(arg.piece->text, "{first} ({n} servers)");
    ASSERT_EQ(arg.piece->args.size(), 2u);
    EXPECT_EQ(arg.piece->args[1].value, "16");
    // A message that names it reads as it always did.
    EXPECT_EQ(fillTemplate("servers: {servers}", {arg}), "servers: 'a' (16 servers)");
}

TEST(MessagePiece, APluralPieceChoosesItsEnglishByTheCount) {
    const PiecePlural words("({n} rank)", "({n} ranks)", "n");
    EXPECT_EQ(pieceArg("r", words, {{"n", "1"}}).value, "(1 rank)");
    EXPECT_EQ(pieceArg("r", words, {{"n", "0"}}).value, "(0 ranks)");
    EXPECT_EQ(pieceArg("r", words, {{"n", "12"}}).value, "(12 ranks)");
    EXPECT_STREQ(pieceTemplate(*pieceArg("r", words, {{"n", "1"}}).piece), "({n} rank)");
    EXPECT_STREQ(pieceTemplate(*pieceArg("r", words, {{"n", "2"}}).piece), "({n} ranks)");
}

TEST(MessagePiece, PiecesNest) {
    const IssueArg inner =
        pieceArg("count", PiecePlural("{n} server", "{n} servers", "n"), {{"n", "3"}});
    const IssueArg outer =
        pieceArg("where", PieceTemplate("{count} on '{host}'"), {inner, {"host", "node_0"}});
    EXPECT_EQ(outer.value, "3 servers on 'node_0'");
    ASSERT_NE(outer.piece->args[0].piece, nullptr);
    EXPECT_EQ(outer.piece->args[0].value, "3 servers");
}

TEST(MessagePiece, ListsJoinAsTheCliJoinedThem) {
    using J = MessagePiece::Join;
    EXPECT_EQ(listArg("l", std::vector<std::string>{}, J::CommasAnd).value, "");
    EXPECT_EQ(listArg("l", {"a"}, J::CommasAnd).value, "a");
    EXPECT_EQ(listArg("l", {"a", "b"}, J::CommasAnd).value, "a and b");
    EXPECT_EQ(listArg("l", {"a", "b", "c"}, J::CommasAnd).value, "a, b and c");
    EXPECT_EQ(listArg("l", {"2", "4", "8"}, J::CommasOr).value, "2, 4 or 8");
    EXPECT_EQ(listArg("l", {"a", "b", "c"}, J::Commas).value, "a, b, c");
    EXPECT_EQ(listArg("l", {"a", "b", "c"}, J::Semicolons).value, "a; b; c");
    const IssueArg list = listArg("l", {"a", "b"}, J::CommasAnd);
    ASSERT_NE(list.piece, nullptr);
    EXPECT_EQ(list.piece->text, nullptr);
    EXPECT_EQ(list.piece->join, J::CommasAnd);
    // Items may be pieces.
    const IssueArg mixed = listOfArgs(
        "l",
        {pieceArg("item", PieceTemplate("{n} on '{h}'"), {{"n", "2"}, {"h", "x"}}), {"item", "y"}},
        J::CommasAnd);
    EXPECT_EQ(mixed.value, "2 on 'x' and y");
}

TEST(MessagePiece, ACutListCountsWhatItLeavesOut) {
    EXPECT_EQ(cutListArg("l", {"a", "b"}, 3).value, "a, b");
    EXPECT_EQ(cutListArg("l", {"a", "b", "c"}, 3).value, "a, b, c");
    EXPECT_EQ(cutListArg("l", {"a", "b", "c", "d"}, 3).value, "a, b, c and 1 more");
    EXPECT_EQ(cutListArg("l", {"a", "b", "c", "d", "e", "f", "g"}, 3).value, "a, b, c and 4 more");
    EXPECT_EQ(cutListArg("l", {"a", "b", "c", "d"}, 3).name, "l");
    EXPECT_EQ(cutListArg("l", {"a", "b"}, 3).name, "l");
}

TEST(MessagePiece, ALongListJoinsInLinearTime) {
    std::vector<std::string> items(200000, "server");
    const IssueArg list = listArg("l", items, MessagePiece::Join::CommasAnd);
    EXPECT_EQ(list.value.size(), 200000 * 6 + 199998 * 2 + 5);
}

// A piece and a plain value that read the same are the same argument: messages compare by their
// English (the tests' expected issues, --json), the piece only words it for the window.
TEST(MessagePiece, ArgumentsCompareByNameAndEnglish) {
    const IssueArg piece = listArg("ranks", {"0", "1"}, MessagePiece::Join::CommasAnd);
    EXPECT_EQ(piece, (IssueArg{"ranks", "0 and 1"}));
    EXPECT_FALSE(piece == (IssueArg{"ranks", "0, 1"}));
    EXPECT_FALSE(piece == (IssueArg{"other", "0 and 1"}));
}

TEST(MessagePiece, PutArgReplacesOrAppends) {
    std::vector<IssueArg> args = {{"a", "1"}, {"b", "2"}};
    putArg(args, pieceArg("b", PieceTemplate("x")));
    putArg(args, {"c", "3"});
    ASSERT_EQ(args.size(), 3u);
    EXPECT_EQ(args[1].value, "x");
    EXPECT_NE(args[1].piece, nullptr);
    EXPECT_EQ(args[2].value, "3");
}
