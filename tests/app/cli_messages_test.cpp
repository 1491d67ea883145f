// What shardscope-cli prints for an issue is the message catalogue's English, rendered from the
// issue's code and named arguments; `--json` names the code beside the text.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "synth/demorun.h"
#include "testpaths.h"
#include "util/messagecatalogue.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// rank_0 and rank_2 (rank 1 missing) and a folder that is not a rank folder.
void makeGappedRun(const test::TempDir& dir) {
    for (const char* rank : {"rank_0", "rank_2"}) {
        fs::create_directories(dir.file(rank));
        fs::copy_file(test::realFixture("router_4x16.ckpt"),
                      dir.file(std::string(rank) + "/net.ckpt"));
    }
    fs::create_directories(dir.file("backup"));
}

TEST(CliMessages, InspectPrintsTheCataloguesSentences) {
    test::TempDir dir;
    makeGappedRun(dir);
    const test::CommandOutput o = test::cliOutput("inspect " + dir.path());
    ASSERT_EQ(o.status, 0) << o.text;
    const Issue stray =
        makeIssue(IssueCode::StrayFolder, Severity::Warning, dir.path(), {}, -1, {"backup"});
    const Issue gap =
        makeIssue(IssueCode::RankGap, Severity::Warning, dir.path(), {}, -1, {"1", ""});
    EXPECT_EQ(stray.text(), "folder 'backup' is not a rank_<N> folder; ignored");
    EXPECT_EQ(gap.text(), "rank folders missing: 1");
    EXPECT_NE(o.text.find("warning: " + renderIssueEnglish(stray) + "\n"), std::string::npos)
        << o.text;
    EXPECT_NE(o.text.find(issueLine(gap) + "\n"), std::string::npos) << o.text;
}

TEST(CliMessages, InspectJsonGivesEachMessageItsCode) {
    test::TempDir dir;
    makeGappedRun(dir);
    const test::CommandOutput o = test::cliOutput("inspect --json " + dir.path());
    ASSERT_EQ(o.status, 0) << o.text;
    const json j = json::parse(o.text);
    std::vector<std::pair<std::string, std::string>> notices;
    for (const json& n : j["notices"]) {
        notices.emplace_back(n["code"], n["message"]);
    }
    EXPECT_EQ(notices, (std::vector<std::pair<std::string, std::string>>{
                           {"stray-folder", "folder 'backup' is not a rank_<N> folder; ignored"},
                           {"rank-gap", "rank folders missing: 1"}}));
}

// plan's problems and history's warnings name their code too (issue 32: additive keys).
TEST(CliMessages, PlanAndHistoryJsonNameEachMessagesCode) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    int status = -1;
    const json plan = json::parse(test::cli("plan --src " + dir.file("src") + " --json", &status));
    ASSERT_EQ(status, 0);
    const Issue found = makeIssue(IssueCode::SourceStrategyFound, Severity::Info, {}, {}, -1,
                                  {dir.file("src/strategy.ckpt")});
    EXPECT_EQ(plan["problems"][0]["kind"], "source-strategy-found");
    EXPECT_EQ(plan["problems"][0]["code"], "source-strategy-found");
    EXPECT_EQ(plan["problems"][0]["message"], found.text());
    EXPECT_EQ(found.text(), "source strategy: " + dir.file("src/strategy.ckpt") +
                                " (found beside the rank folders)");

    const json history = json::parse(test::cli("history " + dir.file("src") + " --json"));
    ASSERT_TRUE(history["notices"].is_array()) << history.dump();
    ASSERT_EQ(history["notices"].size(), history["warnings"].size());
    for (size_t i = 0; i < history["notices"].size(); ++i) {
        EXPECT_EQ(history["notices"][i]["message"], history["warnings"][i]);
        EXPECT_TRUE(history["notices"][i]["code"].is_string());
    }
}

}  // namespace
}  // namespace shardscope
