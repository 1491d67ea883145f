// A run's rank table: found beside the rank folders or named, never taken for a strategy, and
// every way it can fail to place the cards said (issue 13).
#include <gtest/gtest.h>

#include <filesystem>

#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// The synthesized run: 8 ranks, 2 stages of dp 2 x mp 2.
void writeRun(const test::TempDir& dir) {
    ASSERT_TRUE(writeSynthRun(dir.path(), SynthConfig{}));
}

void copyReal(const char* name, const std::string& to) {
    fs::copy_file(test::dataPath(std::string("real/") + name), to);
}

const Issue* findIssue(const RunDocument& model, IssueCode code) {
    for (const Issue& issue : model.issues) {
        if (issue.code == code) {
            return &issue;
        }
    }
    return nullptr;
}

TEST(RunDocumentRankTable, TheTableBesideTheRunPlacesItsCardsAndIsNoStrategy) {
    test::TempDir dir;
    writeRun(dir);
    copyReal("rank_table_8pcs.json", dir.file("rank_table_8pcs.json"));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->strategyPath, dir.file("strategy.ckpt"));
    EXPECT_TRUE(model->issues.empty());
    ASSERT_TRUE(model->rankTable);
    EXPECT_EQ(model->rankTablePath, dir.file("rank_table_8pcs.json"));
    EXPECT_EQ(model->rankTable->rankCount(), 8);
    EXPECT_EQ(model->rankTable->serverOfRank(7), 0);
}

TEST(RunDocumentRankTable, ATableForAnotherCardCountIsUsedAndSaidSo) {
    test::TempDir dir;
    writeRun(dir);
    copyReal("rank_table_16pcs.json", dir.file("rank_table_16pcs.json"));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_TRUE(model->rankTable);
    const Issue* issue = findIssue(*model, IssueCode::RankTableRunMismatch);
    ASSERT_NE(issue, nullptr);
    EXPECT_EQ(issue->text(), "the rank table places 16 ranks, the run has 8");
    EXPECT_EQ(issue->file, dir.file("rank_table_16pcs.json"));
    EXPECT_EQ(issue->argValues(), (std::vector<std::string>{"16", "8"}));
}

TEST(RunDocumentRankTable, ABrokenTableBesideTheRunLeavesTheRunOpenAndSaysWhy) {
    test::TempDir dir;
    writeRun(dir);
    fs::copy_file(test::dataPath("ranktable/duplicate_rank_id.json"), dir.file("rank_table.json"));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_FALSE(model->rankTable);
    EXPECT_EQ(model->strategyPath, dir.file("strategy.ckpt"));
    const Issue* issue = findIssue(*model, IssueCode::RankTableUnusable);
    ASSERT_NE(issue, nullptr);
    EXPECT_EQ(issue->file, dir.file("rank_table.json"));
    EXPECT_NE(issue->text().find("rank_id"), std::string::npos) << issue->text();
}

TEST(RunDocumentRankTable, TwoTablesBesideTheRunAreNotGuessedBetween) {
    test::TempDir dir;
    writeRun(dir);
    copyReal("rank_table_8pcs.json", dir.file("a_table.json"));
    copyReal("rank_table_8pcs.json", dir.file("b_table.json"));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_FALSE(model->rankTable);
    EXPECT_EQ(model->strategyPath, dir.file("strategy.ckpt"));
    const Issue* issue = findIssue(*model, IssueCode::SeveralRankTables);
    ASSERT_NE(issue, nullptr);
    EXPECT_EQ(issue->text(),
              "several rank tables beside the run (a_table.json, b_table.json); name one to use "
              "it");
    EXPECT_EQ(issue->argValues(), std::vector<std::string>{"a_table.json, b_table.json"});
}

TEST(RunDocumentRankTable, ANamedTableMustLoadAndWinsOverTheOneBeside) {
    test::TempDir dir;
    writeRun(dir);
    copyReal("rank_table_16pcs.json", dir.file("rank_table_16pcs.json"));
    LoadOptions options;
    options.rankTable = dir.file("missing.json");
    auto missing = loadRunFolder(dir.path(), options);
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().describe().find("missing.json"), std::string::npos);

    options.rankTable = "msrun:8:4";
    auto model = loadRunFolder(dir.path(), options);
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_TRUE(model->rankTable);
    EXPECT_EQ(model->rankTablePath, "msrun:8:4");
    EXPECT_EQ(model->rankTable->servers.size(), 2u);
    EXPECT_EQ(model->rankTable->hostOfRank(5), "node_1");
    EXPECT_EQ(findIssue(*model, IssueCode::RankTableRunMismatch), nullptr);
}

}  // namespace
}  // namespace shardscope
