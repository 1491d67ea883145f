// How a parameter is split, as one piece of the message catalogue: the English the CLI prints
// and the window shows untranslated (the window's Chinese: tests/models/paramtablemodel_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "inspect/rundocument.h"
#include "inspect/splitpiece.h"
#include "util/messagepiece.h"

namespace shardscope {
namespace {

// Two split dimensions (one over two axes), replicas over one axis, optimizer sharding.
SplitDescription everyClause() {
    SplitDescription split;
    split.dims = {{0, 4, {1}}, {1, 8, {0, 2}}};
    split.replicas = 2;
    split.replicaAxes = {3};
    split.optShard = 2;
    return split;
}

TEST(SplitPiece, SaysEveryClauseInEnglish) {
    EXPECT_EQ(splitArg("split", SplitDescription{}).value, "not split");
    const IssueArg arg = splitArg("split", everyClause());
    EXPECT_EQ(arg.name, "split");
    EXPECT_EQ(arg.value,
              "dim 0 / 4 over axis 1, dim 1 / 8 over axes 0,2, replicated ×2 over axis 3, "
              "optimizer shard ×2");
    // The value is the piece's English: the window words the same piece in its language.
    ASSERT_NE(arg.piece, nullptr);
    EXPECT_EQ(pieceEnglish(*arg.piece), arg.value);
}

TEST(SplitPiece, SaysTheAxesNamesWhenEveryAxisOfAClauseHasOne) {
    const std::vector<std::string> names{"dp", "mp", "a2", "dp2"};
    EXPECT_EQ(splitArg("split", everyClause(), names).value,
              "dim 0 / 4 over mp, dim 1 / 8 over dp,a2, replicated ×2 over dp2, optimizer shard "
              "×2");
    // A clause with an axis that has no name numbers all its axes; the others keep their names.
    const std::vector<std::string> partial{"dp", "mp", "", "dp2"};
    EXPECT_EQ(splitArg("split", everyClause(), partial).value,
              "dim 0 / 4 over mp, dim 1 / 8 over axes 0,2, replicated ×2 over dp2, optimizer "
              "shard ×2");
}

TEST(SplitPiece, SaysReplicasWithoutAxesAndOneClauseAlone) {
    SplitDescription replicas;
    replicas.replicas = 8;
    EXPECT_EQ(splitArg("split", replicas).value, "replicated ×8");
    SplitDescription opt;
    opt.optShard = 4;
    EXPECT_EQ(splitArg("split", opt).value, "optimizer shard ×4");
    SplitDescription dims;
    dims.dims = {{2, 16, {0, 1, 2}}};
    EXPECT_EQ(splitArg("split", dims, {"dp", "mp", "sp"}).value, "dim 2 / 16 over dp,mp,sp");
}

}  // namespace
}  // namespace shardscope
