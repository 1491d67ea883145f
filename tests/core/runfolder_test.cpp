// Run folders the way users leave them: extra files, gaps, stray folders, mixed formats.
#include <gtest/gtest.h>

#include <filesystem>

#include "formats/checkpointwriter.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"
#include "inspect/inspectreport.h"
#include "run/rundiscovery.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

void writeCkpt(const std::string& path, int floats) {
    fs::create_directories(fs::path(path).parent_path());
    auto writer = CheckpointWriter::create(path);
    ASSERT_TRUE(writer);
    ASSERT_TRUE(writer->addTensor("w", "Float32", {floats}, test::patternBytes(4u * floats, 1)));
    ASSERT_TRUE(writer->commit());
}

TEST(RunFolder, LexicographicallyLastFileGapsStrayFoldersAndMixedFormats) {
    test::TempDir dir;
    writeCkpt(dir.file("rank_0/net-1_10.ckpt"), 2);
    writeCkpt(dir.file("rank_0/net-2_10.ckpt"), 3);
    writeCkpt(dir.file("rank_0/net-10_10.ckpt"), 4);
    writeCkpt(dir.file("rank_1/net-2_10.ckpt"), 2);
    writeCkpt(dir.file("rank_3/net-2_10.ckpt"), 2);
    fs::create_directories(dir.file("rank_4"));
    test::writeFile(dir.file("rank_4/net.safetensors"), "x");
    fs::create_directories(dir.file("rank_x"));
    fs::create_directories(dir.file("backup"));
    fs::create_directories(dir.file("log"));
    fs::create_directories(dir.file("strategy"));
    fs::create_directories(dir.file("device3"));
    fs::create_directories(dir.file("rank_5"));
    test::writeFile(dir.file("strategy.ckpt"), "\x08\x01");

    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_EQ(run->ranks.size(), 5u);
    EXPECT_EQ(run->ranks[0].file, dir.file("rank_0/net-2_10.ckpt"));
    EXPECT_EQ(run->ranks[0].alternatives,
              (std::vector<std::string>{"net-10_10.ckpt", "net-1_10.ckpt"}));
    EXPECT_EQ(run->ranks[3].format, "safetensors");
    EXPECT_EQ(run->ranks[4].rank, 5);
    EXPECT_TRUE(run->ranks[4].file.empty());
    EXPECT_EQ(run->strategyCandidates, std::vector<std::string>{dir.file("strategy.ckpt")});

    std::vector<std::string> messages;
    for (const Issue& n : run->issues) {
        messages.push_back(n.text());
    }
    EXPECT_EQ(messages,
              (std::vector<std::string>{
                  "folder 'backup' is not a rank_<N> folder; ignored",
                  "folder 'rank_x' is not a rank_<N> folder; ignored",
                  "rank 0 holds 3 checkpoint files; using the lexicographically last, "
                  "'net-2_10.ckpt', as MindSpore does (others: net-10_10.ckpt, net-1_10.ckpt)",
                  "rank 5 has no checkpoint file",
                  "rank folders missing: 2",
                  "rank folders mix checkpoint formats: ckpt, safetensors",
                  // The names are saved steps, but none is on every rank: MindSpore's rule stays.
                  "no saved step is complete and intact on every rank (the newest, net-10_10: "
                  "missing on ranks 1,3-5); each rank's lexicographically last file is used, as "
                  "MindSpore does",
              }));
    EXPECT_EQ(run->issues[2].code, IssueCode::SeveralFilesInRank);
    EXPECT_EQ(run->issues[2].rank, 0);
    EXPECT_EQ(
        run->issues[2].argValues(),
        (std::vector<std::string>{"0", "net-2_10.ckpt", "net-10_10.ckpt, net-1_10.ckpt", "3"}));

    auto report = inspectPath(dir.path());
    ASSERT_TRUE(report) << report.error().describe();
    ASSERT_EQ(report->kind, InputKind::Run);
    EXPECT_EQ(report->ranks[0].tensors, 1u);
    EXPECT_EQ(report->ranks[0].bytes, 12u);
    EXPECT_FALSE(report->ranks[3].readable);
    EXPECT_EQ(report->ranks[3].error, dir.file("rank_4/net.safetensors") +
                                          ": the file is shorter (1 bytes) than the 8-byte "
                                          "header length");
}

// findRunStrategy() reads a candidate once per version of the file (each step of a command
// looks for the run's strategy): a file rewritten since is read again.
TEST(RunFolder, StrategyFoundAgainAfterTheFileChanges) {
    test::TempDir dir;
    writeCkpt(dir.file("rank_0/net.ckpt"), 2);
    const std::string path = dir.file("strategy.ckpt");
    test::writeFile(path, "not a strategy, and longer than the protobuf of one layout");
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_EQ(run->strategyCandidates, std::vector<std::string>{path});
    EXPECT_EQ(findRunStrategy(*run), "");
    EXPECT_EQ(findRunStrategy(*run), "");

    Strategy strategy;
    ParamLayout layout;
    layout.name = "w";
    layout.devMatrices = {{2}};
    layout.tensorMap = {{0}};
    strategy.layouts.push_back(layout);
    ASSERT_TRUE(writeStrategyFile(strategy, path));
    EXPECT_EQ(findRunStrategy(*run), path);
    EXPECT_EQ(findRunStrategy(*run), path);

    test::writeFile(path, "garbage");
    EXPECT_EQ(findRunStrategy(*run), "");
}

TEST(RunFolder, UnreadableRankIsReportedNotFatal) {
    test::TempDir dir;
    writeCkpt(dir.file("rank_0/a.ckpt"), 2);
    fs::create_directories(dir.file("rank_1"));
    test::writeFile(dir.file("rank_1/a.ckpt"),
                    test::readFile(test::realFixture("router_4x16.ckpt")).substr(0, 100));
    auto report = inspectPath(dir.path());
    ASSERT_TRUE(report);
    ASSERT_EQ(report->issues.size(), 1u);
    EXPECT_EQ(report->issues[0].code, IssueCode::UnreadableRank);
    EXPECT_EQ(report->issues[0].text(),
              "rank 1 cannot be read: " + dir.file("rank_1/a.ckpt") +
                  ": byte 0: record of 290 bytes runs past the end of the file (97 bytes left)");
}

TEST(RunFolder, NotAFolder) {
    auto run = discoverRunFolder("/nonexistent/run");
    ASSERT_FALSE(run);
    EXPECT_EQ(run.error().describe(), "/nonexistent/run: not a folder");
}

}  // namespace
}  // namespace shardscope
