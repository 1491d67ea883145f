// A run whose rank folders hold per-stage parts (issue 15) through the CLI: every command reads
// each rank's parts as one checkpoint, and a rank folder of parts opens as one file.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/partsrun.h"
#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::cli;

std::string partsRun(const test::TempDir& dir) {
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(run, {{"a", "s1", "b", "learning_rate", "global_step"},
                               {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    return run;
}

TEST(CliParts, InspectListsEachRankAsItsPartsAndAFolderOfPartsAsOneFile) {
    test::TempDir dir;
    const std::string run = partsRun(dir);
    int status = -1;
    const nlohmann::json j = nlohmann::json::parse(cli("inspect " + run + " --json", &status));
    ASSERT_EQ(status, 0);
    ASSERT_EQ(j["ranks"].size(), 4u);
    EXPECT_EQ(j["ranks"][3]["file"], run + "/rank_3/checkpoint_3_part*.ckpt");
    EXPECT_EQ(j["ranks"][3]["tensors"], 9);
    EXPECT_EQ(j["warnings"], nlohmann::json::array());
    // The rank folder, as load_segmented_checkpoints takes it, and the parts' name.
    for (const std::string& path :
         {run + "/rank_1", "'" + run + "/rank_1/checkpoint_1_part*.ckpt'"}) {
        const nlohmann::json f = nlohmann::json::parse(cli("inspect " + path + " --json", &status));
        ASSERT_EQ(status, 0) << path;
        EXPECT_EQ(f["format"], "mindspore-ckpt");
        EXPECT_EQ(f["crc"], "ok");
        EXPECT_EQ(f["tensors"].size(), 9u);
        EXPECT_EQ(f["files"],
                  nlohmann::json::parse("[\"" + run + "/rank_1/checkpoint_1_part0.ckpt\", \"" +
                                        run + "/rank_1/checkpoint_1_part1.ckpt\"]"));
    }
}

// The parts' name typed inside the rank folder, with no folder in it.
TEST(CliParts, APartsNameWithoutAFolderIsInTheCurrentFolder) {
    test::TempDir dir;
    const std::string run = partsRun(dir);
    int status = -1;
    const std::string out =
        test::runCommand("cd '" + run + "/rank_2' && " + std::string(SHARDSCOPE_CLI) +
                             " inspect 'checkpoint_2_part*.ckpt' --json",
                         &status);
    ASSERT_EQ(status, 0) << out;
    const nlohmann::json j = nlohmann::json::parse(out);
    EXPECT_EQ(j["tensors"].size(), 9u);
    EXPECT_EQ(j["files"].size(), 2u);
}

TEST(CliParts, ConvertVerifiesAndExportReadsEveryPart) {
    test::TempDir dir;
    const std::string run = partsRun(dir);
    const std::string s = run + "/strategy.json";
    int status = -1;
    const std::string out = cli("convert --src " + run + " --dst " + dir.file("out") +
                                    " --src-strategy " + s + " --dst-strategy " + s + " --verify",
                                &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified 36 tensors in 4 files: all match their sources"),
              std::string::npos)
        << out;
    // A conversion's files (checkpoint_<r>.ckpt, one name per rank) are no saved steps, and no
    // mix of steps either.
    const std::string history = cli("history " + dir.file("out") + " 2>&1", &status);
    EXPECT_NE(history.find("MindSpore's run-folder rule (lexicographically last file per rank): "
                           "takes files that are no saved steps ('checkpoint_0.ckpt' on rank 0, "
                           "one on each of ranks 0-3)\n"),
              std::string::npos)
        << history;
    EXPECT_EQ(history.find("different steps"), std::string::npos) << history;
    // d is in the second part, a in the first: both come out of a merged export of the run.
    const std::string st = dir.file("merged.safetensors");
    const std::string exported =
        cli("export " + run + " --merged --to " + st + " --params '^(a|d)$' 2>&1", &status);
    ASSERT_EQ(status, 0) << exported;
    const nlohmann::json j = nlohmann::json::parse(cli("inspect " + st + " --json", &status));
    ASSERT_EQ(j["tensors"].size(), 2u) << j.dump();
    EXPECT_EQ(j["tensors"][0]["name"], "a");
    EXPECT_EQ(j["tensors"][1]["name"], "d");
    EXPECT_EQ(j["tensors"][1]["shape"], nlohmann::json::parse("[8, 4]"));
}

// The doctor takes a rank folder of parts, or their quoted name, as the checkpoint it loads:
// rank 1 of the run, placed by its folder.
TEST(CliParts, TheDoctorLoadsARankFolderOfParts) {
    test::TempDir dir;
    const std::string run = partsRun(dir);
    int status = -1;
    for (const std::string& ckpt :
         {run + "/rank_1", "'" + run + "/rank_1/checkpoint_1_part*.ckpt'"}) {
        const std::string out = cli(
            "doctor --ckpt " + ckpt + " --net-strategy " + run + "/strategy.json --rank 1 --json",
            &status);
        ASSERT_EQ(status, 0) << ckpt << "\n" << out;
        const nlohmann::json j = nlohmann::json::parse(out);
        EXPECT_EQ(j["checkpoint"], run + "/rank_1/checkpoint_1_part*.ckpt") << out;
        EXPECT_EQ(j["rank"], 1) << out;
        EXPECT_EQ(j["loads"], true) << out;
        EXPECT_EQ(j["loaded"], j["net_params"]) << out;
    }
}

}  // namespace
}  // namespace shardscope
