// Runs saved with remove_redundancy=True (issue 15) through the CLI: nothing incomplete is ever
// written silently.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "../core/redundancyrun.h"
#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::cli;

TEST(CliRedundancy, ALostSliceStopsTheConversionNamingFileRankAndParameter) {
    test::TempDir dir;
    test::writeSmallRun(dir.file("src"), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    int status = -1;
    const std::string s = dir.file("src/strategy.json");
    const std::string out = cli("convert --src " + dir.file("src") + " --dst " + dir.file("dst") +
                                    " --src-strategy " + s + " --dst-strategy " + s + " 2>&1",
                                &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("error: parameter 'c' has no source bytes for rank 1: "), std::string::npos)
        << out;
    EXPECT_NE(out.find(dir.file("src/rank_1/net-1_1.ckpt")), std::string::npos) << out;
    EXPECT_FALSE(fs::exists(dir.file("dst")));
}

std::string fourRanks(const test::TempDir& dir, bool removed) {
    const std::string src = dir.file(removed ? "removed" : "full");
    if (removed) {
        test::writeSmallRun(src, test::smallSavedOnce);
    } else {
        test::writeSmallRun(src, [](int, const std::string&) { return true; });
    }
    return src;
}

TEST(CliRedundancy, RanksPlanAndConvertReadEachSliceFromItsHolder) {
    test::TempDir dir;
    const std::string src = fourRanks(dir, true);
    const std::string s = src + "/strategy.json";
    int status = -1;
    // From the strategies alone rank 3 needs only itself; its file holds c only.
    EXPECT_EQ(
        cli("ranks --src-strategy " + s + " --dst-strategy " + s + " --rank 3 --json", &status),
        "{\"rank\":3,\"needs\":[3]}\n");
    EXPECT_EQ(
        cli("ranks --src-strategy " + s + " --dst-strategy " + s + " --rank 3 --json --src " + src,
            &status),
        "{\"rank\":3,\"needs\":[0,1,2,3]}\n");
    const std::string plan = cli(
        "plan --src " + src + " --src-strategy " + s + " --dst-strategy " + s + " --json", &status);
    ASSERT_EQ(status, 0) << plan;
    const nlohmann::json j = nlohmann::json::parse(plan);
    EXPECT_EQ(j["ranks"][3]["sources"], nlohmann::json::parse("[0, 1, 2, 3]")) << plan;
    EXPECT_EQ(j["problems"], nlohmann::json::array());
    const std::string out = cli("convert --src " + src + " --dst " + dir.file("restored") +
                                    " --src-strategy " + s + " --dst-strategy " + s + " --verify",
                                &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified 36 tensors in 4 files: all match their sources"),
              std::string::npos)
        << out;
    // The restored run is a full one: inspecting it says nothing about redundancy.
    const std::string inspect = cli("inspect " + dir.file("restored") + " --json", &status);
    EXPECT_EQ(inspect.find("redundancy-removed"), std::string::npos) << inspect;
}

TEST(CliRedundancy, ConvertRemoveRedundancyAndSynthWriteMindSporesLayout) {
    test::TempDir dir;
    const std::string src = fourRanks(dir, false);
    const std::string s = src + "/strategy.json";
    int status = -1;
    const std::string out =
        cli("convert --src " + src + " --dst " + dir.file("rr") + " --src-strategy " + s +
                " --dst-strategy " + s + " --remove-redundancy --format safetensors",
            &status);
    ASSERT_EQ(status, 0) << out;
    const std::string inspect = cli("inspect " + dir.file("rr") + " --json", &status);
    EXPECT_NE(inspect.find("\"redundancy-removed\""), std::string::npos) << inspect;
    const std::string merged = cli("convert --src " + src + " --dst " + dir.file("m") +
                                       " --src-strategy " + s + " --remove-redundancy 2>&1",
                                   &status);
    EXPECT_EQ(status, 1);
    EXPECT_NE(merged.find("removing redundancy needs a destination strategy"), std::string::npos)
        << merged;

    const std::string synth =
        cli("synth --out " + dir.file("synth") + " --preset tiny --remove-redundancy", &status);
    ASSERT_EQ(status, 0) << synth;
    EXPECT_NE(synth.find(", remove_redundancy), "), std::string::npos) << synth;
    // tiny: dp 2 x mp 2 x pp 2; rank 0 and rank 2 share every split slice and keep half each.
    const std::string r0 =
        cli("inspect " + dir.file("synth/rank_0/synth-2_250.ckpt") + " --json", &status);
    const std::string r2 =
        cli("inspect " + dir.file("synth/rank_2/synth-2_250.ckpt") + " --json", &status);
    EXPECT_NE(r0, r2);
    const std::string restored =
        cli("convert --src " + dir.file("synth") + " --dst " + dir.file("synth-full") +
                " --src-strategy " + dir.file("synth/strategy.ckpt") + " --dst-strategy " +
                dir.file("synth/strategy.ckpt") + " --verify",
            &status);
    EXPECT_EQ(status, 0) << restored;
}

TEST(CliRedundancy, DoctorExplainsBothWaysOfGettingTheFlagWrong) {
    test::TempDir dir;
    const std::string removed = fourRanks(dir, true);
    const std::string full = fourRanks(dir, false);
    int status = -1;
    // A redundancy-removed rank file loaded without the flag.
    const std::string without =
        cli("doctor --ckpt " + removed + "/rank_1/net-1_1.ckpt --net-strategy " + removed +
                "/strategy.json --rank 1",
            &status);
    EXPECT_EQ(status, 1) << without;
    EXPECT_NE(without.find("  parameter: a (saved-elsewhere)\n  diagnosis: the run was saved with "
                           "remove_redundancy=True: rank 0 saved a for its group (0, 1, 2, 3), "
                           "and rank 1's file lacks it by design.\n"),
              std::string::npos)
        << without;
    EXPECT_NE(without.find("rank 1's checkpoint comes from a run saved with remove_redundancy="
                           "True: 2 parameters of this rank were saved by other members of their "
                           "groups (rank 0: 2)"),
              std::string::npos)
        << without;
    EXPECT_NE(without.find("shardscope-cli convert --src " + removed + " --src-strategy " +
                           removed + "/strategy.json --dst-strategy " + removed +
                           "/strategy.json --dst " + removed + "_full"),
              std::string::npos)
        << without;
    // With the flag it loads.
    const std::string with =
        cli("doctor --ckpt " + removed + "/rank_1/net-1_1.ckpt --net-strategy " + removed +
                "/strategy.json --rank 1 --remove-redundancy",
            &status);
    EXPECT_EQ(status, 0) << with;
    // A full checkpoint loaded with the flag: MindSpore's ValueError, word for word.
    const std::string wrong = cli("doctor --ckpt " + full + "/rank_1/net-1_1.ckpt --net-strategy " +
                                      full + "/strategy.json --rank 1 --remove-redundancy",
                                  &status);
    EXPECT_EQ(status, 1) << wrong;
    EXPECT_NE(wrong.find("For param a in group (0, 1, 2, 3) should be in one rank, but in "
                         "[0, 1, 2, 3].\n  parameter: a (redundancy-conflict)"),
              std::string::npos)
        << wrong;
    EXPECT_NE(wrong.find("--remove-redundancy --dst " + full + "_no_redundancy"), std::string::npos)
        << wrong;
}

// Sixteen cards of data parallelism: a group is told by its ends and its size, and the holders
// of what rank 3 lacks by the first eight and a count, not listed whole.
TEST(CliRedundancy, DoctorShortensGroupsOfManyCards) {
    test::TempDir dir;
    int status = -1;
    for (const char* flag : {"", " --remove-redundancy"}) {
        const std::string out = cli("synth --out " + dir.file(*flag ? "removed" : "full") +
                                        " --preset tiny --dp 16 --mp 1 --pp 1" + flag,
                                    &status);
        ASSERT_EQ(status, 0) << out;
    }
    const std::string out = cli("doctor --ckpt " + dir.file("removed") + " --rank 3 --net-ckpt " +
                                    dir.file("full/rank_3/synth-2_250.ckpt"),
                                &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find(" for its group (0-15: 16 ranks), and rank 3's file lacks it by design."),
              std::string::npos)
        << out;
    EXPECT_EQ(out.find("(0, 1, 2, 3, 4, 5, 6, 7, 8"), std::string::npos) << out;
    const size_t holders = out.find("of this rank were saved by other members of their groups (");
    ASSERT_NE(holders, std::string::npos) << out;
    const std::string list = out.substr(holders, out.find(')', holders) - holders);
    EXPECT_NE(list.find(", rank 8: "), std::string::npos) << list;
    EXPECT_NE(list.find(" and 7 other ranks"), std::string::npos) << list;
    EXPECT_EQ(list.find("rank 15: "), std::string::npos) << list;
}

// An independent reading of MindSpore's rule (tests/python/remove_redundancy.py follows
// get_parameter_redundancy and remove_param_redundancy) says which rank saves what; synth's
// files hold exactly that, pipeline stages and optimizer sharding included.
TEST(CliRedundancy, SynthSavesWhatMindSporesRuleSaysAnIndependentReaderAgrees) {
    test::TempDir dir;
    int status = -1;
    const std::string out =
        cli("synth --out " + dir.file("run") + " --preset tiny --opt-shard 2 --remove-redundancy",
            &status);
    ASSERT_EQ(status, 0) << out;
    test::writeFile(dir.file("strategy.json"),
                    cli("inspect " + dir.file("run/strategy.ckpt") + " --json", &status));
    ASSERT_EQ(status, 0);
    const nlohmann::json expected = nlohmann::json::parse(
        test::runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                             "/remove_redundancy.py " + dir.file("strategy.json"),
                         &status));
    ASSERT_EQ(status, 0);
    std::set<std::string> layoutNames;
    const nlohmann::json strategy =
        nlohmann::json::parse(test::readFile(dir.file("strategy.json")));
    for (const auto& l : strategy["layouts"]) {
        layoutNames.insert(l["name"].get<std::string>());
    }
    for (int g = 0; g < 8; ++g) {
        const nlohmann::json file = nlohmann::json::parse(
            cli("inspect " + dir.file("run/rank_" + std::to_string(g) + "/synth-2_250.ckpt") +
                    " --json",
                &status));
        std::vector<std::string> names;
        for (const auto& t : file["tensors"]) {
            if (layoutNames.count(t["name"].get<std::string>()) != 0) {
                names.push_back(t["name"].get<std::string>());
            }
        }
        std::sort(names.begin(), names.end());
        const std::string key = std::to_string(g);
        const auto want = expected.contains(key) ? expected[key].get<std::vector<std::string>>()
                                                 : std::vector<std::string>{};
        EXPECT_EQ(names, want) << "rank " << g;
        EXPECT_FALSE(names.empty()) << "rank " << g;
    }
    const std::string inspect = cli("inspect " + dir.file("run") + " --json", &status);
    EXPECT_NE(inspect.find("\"redundancy-removed\""), std::string::npos) << inspect;
}

}  // namespace
}  // namespace shardscope
