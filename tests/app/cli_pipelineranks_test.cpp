// Some destination ranks of a 4-stage run through the CLI (issue 35): `convert --ranks` writes,
// and `plan --ranks` reports, for those ranks exactly what the whole conversion does, with and
// without an optimizer shard. The planner drops the parameters no selected rank holds, which
// leaves stages of the source strategy without a layout: that is no strategy missing stages.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// The rank folders of a conversion's output, and every file under them, by relative path.
std::map<std::string, std::string> pipelineRanksFiles(const std::string& dir) {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        const std::string rel = fs::relative(e.path(), dir).string();
        if (e.is_regular_file() && rel.rfind("rank_", 0) == 0) {
            out[rel] = test::readFile(e.path().string());
        }
    }
    return out;
}

// The ranks a --ranks list names, e.g. "3-4,15" -> 3, 4, 15.
std::vector<int> pipelineRanksList(const std::string& list) {
    std::vector<int> out;
    std::stringstream in(list);
    std::string part;
    while (std::getline(in, part, ',')) {
        const size_t dash = part.find('-');
        const int first = std::stoi(part.substr(0, dash));
        const int last = dash == std::string::npos ? first : std::stoi(part.substr(dash + 1));
        for (int r = first; r <= last; ++r) {
            out.push_back(r);
        }
    }
    return out;
}

void expectPipelineRanksLikeTheWhole(const std::string& synthFlags, const std::string& target) {
    test::TempDir dir;
    const std::string src = dir.file("src");
    const test::CommandOutput made = test::cliOutput(
        "synth --out " + src + " --preset tiny --dp 2 --mp 2 --pp 4 --layers 4" + synthFlags);
    ASSERT_EQ(made.status, 0) << made.text;
    const std::string convert = "convert --src " + src + " --simulate " + target;
    const std::string plan = "plan --src " + src + " --simulate " + target + " --json";
    const test::CommandOutput all = test::cliOutput(convert + " --dst " + dir.file("all"));
    ASSERT_EQ(all.status, 0) << all.text;
    const std::map<std::string, std::string> whole = pipelineRanksFiles(dir.file("all"));
    ASSERT_EQ(whole.size(), 16u);
    int status = -1;
    const nlohmann::json wholePlan = nlohmann::json::parse(test::cli(plan, &status));
    ASSERT_EQ(status, 0);
    ASSERT_EQ(wholePlan["ranks"].size(), 16u);

    for (const std::string ranks : {"0-3", "4-7", "3-4,15"}) {
        SCOPED_TRACE(synthFlags + " " + target + " --ranks " + ranks);
        const std::vector<int> selected = pipelineRanksList(ranks);
        const std::string out = dir.file("part" + std::to_string(selected.front()));
        const test::CommandOutput part =
            test::cliOutput(convert + " --ranks " + ranks + " --dst " + out);
        ASSERT_EQ(part.status, 0) << part.text;
        EXPECT_NE(part.text.find("wrote " + std::to_string(selected.size()) + " files"),
                  std::string::npos)
            << part.text;
        EXPECT_EQ(part.text.find("error"), std::string::npos) << part.text;
        EXPECT_EQ(part.text.find("warning"), std::string::npos) << part.text;
        std::map<std::string, std::string> expected;
        for (int r : selected) {
            const std::string rel =
                "rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) + ".ckpt";
            ASSERT_EQ(whole.count(rel), 1u) << rel;
            expected[rel] = whole.at(rel);
        }
        EXPECT_TRUE(pipelineRanksFiles(out) == expected);  // byte for byte, nothing else
        EXPECT_EQ(test::readFile(out + "/strategy.ckpt"),
                  test::readFile(dir.file("all/strategy.ckpt")));

        const nlohmann::json some =
            nlohmann::json::parse(test::cli(plan + " --ranks " + ranks, &status));
        EXPECT_EQ(status, 0);
        EXPECT_EQ(some["runnable"], true);
        EXPECT_EQ(some["problems"], wholePlan["problems"]);
        ASSERT_EQ(some["ranks"].size(), selected.size());
        for (size_t i = 0; i < selected.size(); ++i) {
            EXPECT_EQ(some["ranks"][i], wholePlan["ranks"][static_cast<size_t>(selected[i])]);
        }
    }
}

TEST(CliPipelineRanks, SomeRanksOfFourStagesAreWhatTheWholeConversionGives) {
    expectPipelineRanksLikeTheWhole("", "dp=2,mp=2,pp=4");
    expectPipelineRanksLikeTheWhole("", "dp=1,mp=4,pp=4");
}

TEST(CliPipelineRanks, SomeRanksOfFourStagesWithAnOptimizerShard) {
    expectPipelineRanksLikeTheWhole(" --opt-shard 2", "dp=2,mp=2,pp=4");
    expectPipelineRanksLikeTheWhole(" --opt-shard 2", "dp=4,mp=1,pp=4");
}

}  // namespace
}  // namespace shardscope
