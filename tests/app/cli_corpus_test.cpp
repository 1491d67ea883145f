// Every broken file, through the CLI: exit status and the one-line error naming the file.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../core/corpusfile.h"
#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

TEST(CliCorpus, ExitStatusAndOneLineError) {
    const auto cases = test::readCorpus(test::dataPath("broken/expected.tsv"));
    ASSERT_EQ(cases.size(), 25u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("broken/" + c.file);
        int status = -1;
        const std::string err = test::runCommand(
            std::string(SHARDSCOPE_CLI) + " inspect --json '" + path + "' 2>&1 >/dev/null",
            &status);
        EXPECT_EQ(status, c.exitStatus);
        EXPECT_EQ(err, "shardscope-cli: " + path + ": " + c.message + "\n");
    }
}

TEST(CliCorpus, CrcMismatchStillPrintsTheReport) {
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_CLI) + " inspect --json " +
                             test::dataPath("broken/crc_mismatch.ckpt") + " 2>/dev/null",
                         &status);
    EXPECT_EQ(status, 3);
    const auto j = nlohmann::json::parse(out);
    EXPECT_EQ(j["crc"], "mismatch");
    EXPECT_EQ(j["tensors"][0]["name"], "gating.weight");
    const std::string ok = test::runCommand(
        std::string(SHARDSCOPE_CLI) + " inspect --json " + test::dataPath("broken/crc_ok.ckpt"),
        &status);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(nlohmann::json::parse(ok)["crc"], "ok");
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

// Issue 34 #7, #8: files that sit beside checkpoints are named for what they are.
TEST(CliCorpus, ForeignFilesAreNamedForWhatTheyAre) {
    const auto cases = test::readCorpus(test::dataPath("broken/foreign.tsv"));
    ASSERT_EQ(cases.size(), 5u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("broken/" + c.file);
        const auto out = test::cliOutput("inspect '" + path + "'");
        EXPECT_EQ(out.status, c.exitStatus);
        EXPECT_EQ(out.text, "shardscope-cli: " + path + ": " + c.message + "\n");
    }
}

TEST(CliCorpus, TheDoctorNamesForeignFilesToo) {
    const auto message = [](const std::string& file) {
        for (const test::CorpusCase& c : test::readCorpus(test::dataPath("broken/foreign.tsv"))) {
            if (c.file == file) {
                return "shardscope-cli: " + test::dataPath("broken/" + file) + ": " + c.message +
                       "\n";
            }
        }
        return std::string();
    };
    const std::string ckpt = test::dataPath("real/strategy_8_npus.ckpt");
    for (const auto& [option, file] :
         std::vector<std::pair<std::string, std::string>>{{"--net-ckpt", "net-graph.meta"},
                                                          {"--net", "net_print.txt"},
                                                          {"--net", "parallel_strategy_1.json"}}) {
        SCOPED_TRACE(file);
        const auto out = test::cliOutput("doctor --ckpt " + test::dataPath("broken/crc_ok.ckpt") +
                                         " " + option + " " + test::dataPath("broken/" + file));
        EXPECT_NE(out.status, 0);
        EXPECT_EQ(out.text, message(file));
    }
}

}  // namespace
}  // namespace shardscope
