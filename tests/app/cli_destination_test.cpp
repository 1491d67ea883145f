// `convert` into a folder that holds another conversion stops before writing, saying what is
// there and the choices; the same command again resumes; `inspect` shows where a converted
// folder came from (issue 34, items 1 and 20).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "version.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// The demo run (8 cards: 2 stages x dp 2 x mp 2) and a 4-card target of the same model.
struct CliDestinationRuns {
    test::TempDir dir;
    std::string src = dir.file("src");
    std::string dst = dir.file("dst");
    CliDestinationRuns() {
        EXPECT_EQ(test::cliOutput("synth --out " + src + " --preset tiny").status, 0);
        EXPECT_EQ(test::cliOutput("synth --out " + dir.file("t4") +
                                  " --preset tiny --dp 1 --mp 2 --pp 2 --strategy-only")
                      .status,
                  0);
    }
    test::CommandOutput convert(const std::string& target, const std::string& extra = {}) const {
        return test::cliOutput("convert --src " + src + " --dst " + dst + " --dst-strategy " +
                               target + " --threads 2 " + extra);
    }
};

TEST(CliDestination, AnotherConversionInTheFolderIsRefusedWithTheChoices) {
    CliDestinationRuns runs;
    ASSERT_EQ(runs.convert(runs.src + "/strategy.ckpt").status, 0);
    const test::CommandOutput refused = runs.convert(runs.dir.file("t4/strategy.ckpt"));
    EXPECT_EQ(refused.status, 1);
    const std::string& d = runs.dst;
    EXPECT_EQ(refused.text,
              "note: source strategy: " + runs.src +
                  "/strategy.ckpt (found beside the rank folders)\n"
                  "error: " +
                  d + "/shardscope-conversion.json records another conversion: of " + runs.src +
                  " (step synth-2_250) to " + runs.src +
                  "/strategy.ckpt (8 ranks)\n"
                  "error: " +
                  d +
                  " holds rank folders 4-7, outside this conversion's 4 ranks (0-3)\n"
                  "error: " +
                  d +
                  "/strategy.ckpt describes another strategy than this conversion's target\n"
                  "error: nothing is written into " +
                  d +
                  ": choose another destination folder, or remove these from it first: "
                  "rank_{0..7}/, strategy.ckpt, strategy/, shardscope-conversion.json\n"
                  "shardscope-cli: nothing written: fix the errors above first\n");
    // Nothing of the refused conversion is there.
    EXPECT_TRUE(fs::exists(d + "/rank_7"));
    EXPECT_EQ(test::readFile(d + "/strategy.ckpt"), test::readFile(runs.src + "/strategy.ckpt"));
}

TEST(CliDestination, TheSameCommandAgainResumesAndKeepsEveryFile) {
    CliDestinationRuns runs;
    ASSERT_EQ(runs.convert(runs.dir.file("t4/strategy.ckpt")).status, 0);
    const test::CommandOutput again = runs.convert(runs.dir.file("t4/strategy.ckpt"), "--verify");
    EXPECT_EQ(again.status, 0) << again.text;
    EXPECT_NE(again.text.find("wrote 0 files (0 B) to " + runs.dst +
                              "; 4 already complete and verified, kept\n"),
              std::string::npos)
        << again.text;
    const nlohmann::json record =
        nlohmann::json::parse(test::readFile(runs.dst + "/shardscope-conversion.json"));
    EXPECT_EQ(record["status"], "written");
    EXPECT_EQ(record["verification"], "verified");
}

TEST(CliDestination, InspectSaysWhereAConvertedFolderCameFrom) {
    CliDestinationRuns runs;
    ASSERT_EQ(runs.convert(runs.dir.file("t4/strategy.ckpt")).status, 0);
    int status = -1;
    const std::string text = test::cli("inspect " + runs.dst, &status);
    EXPECT_EQ(status, 0) << text;
    const nlohmann::json record =
        nlohmann::json::parse(test::readFile(runs.dst + "/shardscope-conversion.json"));
    const std::string started = record["started"];
    EXPECT_NE(
        text.find("\nconverted by shardscope " SHARDSCOPE_VERSION ", started " + started +
                  ": written, verification not run\n"
                  "  from " +
                  runs.src + " (step synth-2_250)\n  to   " + runs.dir.file("t4/strategy.ckpt") +
                  " (4 ranks, ckpt)\n  record: " + runs.dst + "/shardscope-conversion.json\n"),
        std::string::npos)
        << text;
    EXPECT_EQ(text.find("strategy files beside the rank folders:\n  " + runs.dst +
                        "/shardscope-conversion.json"),
              std::string::npos);
    const nlohmann::json j = nlohmann::json::parse(test::cli("inspect " + runs.dst + " --json"));
    EXPECT_EQ(j["conversion"], record);
    EXPECT_EQ(j["strategy_candidates"], nlohmann::json::array({runs.dst + "/strategy.ckpt"}));
}

}  // namespace
}  // namespace shardscope
