// Issue 34 #5: a strategy of fewer cards than the run (a 4-card strategy beside an 8-card run)
// is said by every command that reads the run: which ranks it does not describe, not read.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

// An 8-card run (dp 4 x mp 2) with the strategy of a 4-card job (dp 2 x mp 2) beside it.
class CliFewerCards : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        const auto run = test::cliOutput("synth --out " + s_dir->file("run") +
                                         " --preset tiny --hidden 32 --vocab 128 --dp 4 --mp 2 "
                                         "--pp 1");
        ASSERT_EQ(run.status, 0) << run.text;
        const auto four = test::cliOutput("synth --out " + s_dir->file("four") +
                                          " --preset tiny --hidden 32 --vocab 128 --dp 2 --mp 2 "
                                          "--pp 1 --strategy-only");
        ASSERT_EQ(four.status, 0) << four.text;
        fs::remove_all(s_dir->file("run/strategy"));
        fs::copy_file(s_dir->file("four/strategy.ckpt"), s_dir->file("run/strategy.ckpt"),
                      fs::copy_options::overwrite_existing);
    }
    static void TearDownTestSuite() { delete s_dir; }
    static std::string run() { return s_dir->file("run"); }

    static inline test::TempDir* s_dir = nullptr;
};

constexpr const char* kFewerCardsUnread =
    "the source strategy describes 4 cards (1 stage of 4), the run has 8: ranks 4-7 are outside "
    "it and not read";

TEST_F(CliFewerCards, PlanAndConvertSayWhichRanksAreNotRead) {
    const auto plan = test::cliOutput("plan --json --src " + run() + " 2>/dev/null");
    ASSERT_EQ(plan.status, 0) << plan.text;
    const json j = json::parse(plan.text);
    json found;
    for (const json& p : j["problems"]) {
        if (p["kind"] == "strategy-ranks-unread") {
            found = p;
        }
    }
    ASSERT_FALSE(found.is_null()) << j["problems"].dump();
    EXPECT_EQ(found["severity"], "warning");
    EXPECT_EQ(found["message"], kFewerCardsUnread);

    const auto text = test::cliOutput("plan --src " + run());
    EXPECT_NE(text.text.find(std::string("warning: ") + kFewerCardsUnread + "\n"),
              std::string::npos)
        << text.text;
    const auto convert = test::cliOutput("convert --src " + run() + " --dst " + s_dir->file("out"));
    EXPECT_EQ(convert.status, 0) << convert.text;
    EXPECT_NE(convert.text.find(std::string("warning: ") + kFewerCardsUnread + "\n"),
              std::string::npos)
        << convert.text;
}

TEST_F(CliFewerCards, InspectAndExportSayTheStrategyIsAnotherRuns) {
    const std::string mismatch =
        "the strategy describes 4 cards (1 stage of 4), the run has 8: it belongs to another run, "
        "so its layouts are not used";
    const auto inspect = test::cliOutput("inspect " + run());
    // The severity word is the (issue 34 #11): the strategy's layouts are not used.
    EXPECT_NE(inspect.text.find("error: " + mismatch + "\n"), std::string::npos) << inspect.text;
    int status = -1;
    const std::string rank = test::cli(
        "export " + run() + " --rank 5 --to " + s_dir->file("r5.h5") + " --json", &status);
    ASSERT_EQ(status, 0) << rank;
    const json notes = json::parse(rank)["notes"];
    ASSERT_EQ(notes.size(), 1u) << notes.dump();
    EXPECT_EQ(notes[0]["kind"], "strategy-run-mismatch");
    EXPECT_EQ(notes[0]["message"], mismatch);
    const auto merged =
        test::cliOutput("export " + run() + " --merged --to " + s_dir->file("m.h5"));
    EXPECT_EQ(merged.status, 2);
    EXPECT_EQ(merged.text, "shardscope-cli: " + run() +
                               ": give a strategy (--strategy) to merge the slices of the run's 8 "
                               "ranks, or --rank R to export one rank's slices: " +
                               mismatch + "\n");
}

}  // namespace
}  // namespace shardscope
