// A destination folder that holds another conversion is refused before anything is written,
// naming what is there and the choices; a re-run of the same plan resumes (issue 34, item 1).
// Every conversion leaves its record beside the strategy, which no reader takes for a strategy
// (item 20).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "convert/destinationcheck.h"
#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/planrecord.h"
#include "converttestutil.h"
#include "formats/runfolder.h"
#include "plantestutil.h"
#include "run/rundiscovery.h"
#include "simulatorfixtures.h"
#include "synth/synthrun.h"
#include "version.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// A 4-card source (dp 2 x mp 2) and target strategies of 8, 2 and another 4 cards of the same
// model, written once per test.
struct DestinationCheckRuns {
    test::TempDir dir;
    DestinationCheckRuns() {
        SynthConfig source = test::tinyConfig(2, 2, 1);
        source.epochs = 1;
        source.stepsPerEpoch = 1;
        EXPECT_TRUE(writeSynthRun(dir.file("src"), source));
        SynthOptions strategyOnly;
        strategyOnly.strategyOnly = true;
        EXPECT_TRUE(writeSynthRun(dir.file("t8"), test::tinyConfig(4, 2, 1), strategyOnly));
        EXPECT_TRUE(writeSynthRun(dir.file("t2"), test::tinyConfig(1, 2, 1), strategyOnly));
        EXPECT_TRUE(writeSynthRun(dir.file("t4"), test::tinyConfig(1, 4, 1), strategyOnly));
    }
    PlanRequest request(const std::string& target) const {
        PlanRequest r;
        r.srcFolder = dir.file("src");
        r.dstStrategy = dir.file(target + "/strategy.ckpt");
        r.dstFolder = dir.file("dst");
        r.options.threads = 2;
        return r;
    }
};

std::vector<Issue> destinationIssuesOf(const ConversionPlan& plan) {
    std::vector<Issue> out;
    for (const Issue& p : plan.problems) {
        if (std::string(issueCodeName(p.code)).rfind("destination-", 0) == 0) {
            out.push_back(p);
        }
    }
    return out;
}

Result<ConversionResult> destinationCheckConvert(const PlanRequest& request) {
    auto plan = test::planFromPath(request);
    if (!plan) {
        return std::move(plan).error();
    }
    return executeConversion(*plan);
}

TEST(DestinationCheck, AnotherConversionIsRefusedWithWhatIsThereAndTheChoices) {
    DestinationCheckRuns runs;
    ASSERT_TRUE(destinationCheckConvert(runs.request("t8")));
    auto plan = test::planFromPath(runs.request("t2"));
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_FALSE(plan->runnable());
    const std::string dst = runs.dir.file("dst");
    const std::vector<Issue> issues = destinationIssuesOf(*plan);
    ASSERT_EQ(issues.size(), 4u);
    EXPECT_EQ(issues[0].code, IssueCode::DestinationOtherConversion);
    EXPECT_EQ(issues[0].text(), dst +
                                    "/shardscope-conversion.json records another conversion: of " +
                                    runs.dir.file("src") + " (step synth-1_1) to " +
                                    runs.dir.file("t8/strategy.ckpt") + " (8 ranks)");
    EXPECT_EQ(issues[1].code, IssueCode::DestinationRanksOutside);
    EXPECT_EQ(issues[1].text(),
              dst + " holds rank folders 2-7, outside this conversion's 2 ranks (0-1)");
    EXPECT_EQ(issues[1].argValues(), (std::vector<std::string>{dst, "2-7", "2", "6", "1"}));
    EXPECT_EQ(issues[2].code, IssueCode::DestinationOtherStrategy);
    EXPECT_EQ(issues[2].text(),
              dst + "/strategy.ckpt describes another strategy than this conversion's target");
    EXPECT_EQ(issues[3].code, IssueCode::DestinationInUse);
    EXPECT_EQ(issues[3].text(),
              "nothing is written into " + dst +
                  ": choose another destination folder, or remove these from it first: "
                  "rank_{0..7}/, strategy.ckpt, shardscope-conversion.json");
    for (const Issue& i : issues) {
        EXPECT_TRUE(i.blocking()) << i.text();
    }
    // And nothing was written: executing the plan is refused, the folder is as it was.
    const auto before = fs::last_write_time(dst + "/shardscope-conversion.json");
    auto refused = executeConversion(*plan);
    ASSERT_FALSE(refused);
    EXPECT_EQ(fs::last_write_time(dst + "/shardscope-conversion.json"), before);
    EXPECT_TRUE(fs::exists(dst + "/rank_7"));
}

TEST(DestinationCheck, SameCardsAnotherStrategyIsRefused) {
    DestinationCheckRuns runs;
    ASSERT_TRUE(destinationCheckConvert(runs.request("t2")));
    // Without its record (an older ShardScope's folder), the strategy still tells.
    fs::remove(runs.dir.file("dst/shardscope-conversion.json"));
    PlanRequest other = runs.request("t4");
    other.dstStrategy = runs.dir.file("t4/strategy.ckpt");
    auto plan = test::planFromPath(other);
    ASSERT_TRUE(plan);
    const std::vector<Issue> issues = destinationIssuesOf(*plan);
    ASSERT_EQ(issues.size(), 2u);
    EXPECT_EQ(issues[0].code, IssueCode::DestinationOtherStrategy);
    EXPECT_EQ(issues[1].text(), "nothing is written into " + runs.dir.file("dst") +
                                    ": choose another destination folder, or remove these "
                                    "from it first: rank_{0..1}/, strategy.ckpt");
}

TEST(DestinationCheck, TheSamePlanResumesAndKeepsEveryFile) {
    DestinationCheckRuns runs;
    ASSERT_TRUE(destinationCheckConvert(runs.request("t8")));
    auto again = test::planFromPath(runs.request("t8"));
    ASSERT_TRUE(again);
    EXPECT_TRUE(destinationIssuesOf(*again).empty());
    EXPECT_TRUE(again->runnable());
    auto result = executeConversion(*again);
    ASSERT_TRUE(result) << result.error().describe();
    ASSERT_EQ(result->ranks.size(), 8u);
    for (const RankOutcome& r : result->ranks) {
        EXPECT_TRUE(r.skipped) << r.rank;
    }
    // A selection of the same plan's ranks is the same plan too.
    PlanRequest some = runs.request("t8");
    some.dstRanks = std::vector<int>{6, 7};
    auto part = test::planFromPath(some);
    ASSERT_TRUE(part);
    EXPECT_TRUE(destinationIssuesOf(*part).empty());
}

TEST(DestinationCheck, StrangeFilesInARankFolderAreNamed) {
    DestinationCheckRuns runs;
    ASSERT_TRUE(destinationCheckConvert(runs.request("t2")));
    test::writeFile(runs.dir.file("dst/rank_1/checkpoint_1.safetensors"), "x");
    test::writeFile(runs.dir.file("dst/notes.txt"), "mine");  // not read as part of a run
    auto plan = test::planFromPath(runs.request("t2"));
    ASSERT_TRUE(plan);
    const std::vector<Issue> issues = destinationIssuesOf(*plan);
    ASSERT_EQ(issues.size(), 2u);
    EXPECT_EQ(issues[0].text(), runs.dir.file("dst") +
                                    " holds files this conversion does not write: "
                                    "rank_1/checkpoint_1.safetensors");
    EXPECT_EQ(issues[1].text(), "nothing is written into " + runs.dir.file("dst") +
                                    ": choose another destination folder, or remove these "
                                    "from it first: rank_1/checkpoint_1.safetensors");
}

TEST(DestinationCheck, TheRecordSaysWhatWasConvertedAndIsNoStrategy) {
    DestinationCheckRuns runs;
    ASSERT_TRUE(destinationCheckConvert(runs.request("t2")));
    const std::string dst = runs.dir.file("dst");
    const nlohmann::ordered_json j =
        nlohmann::ordered_json::parse(test::readFile(dst + "/shardscope-conversion.json"));
    std::vector<std::string> keys;
    for (auto it = j.begin(); it != j.end(); ++it) {
        keys.push_back(it.key());
    }
    EXPECT_EQ(keys, (std::vector<std::string>{"kind", "tool", "started", "finished", "status",
                                              "verification", "source", "target", "output"}));
    EXPECT_EQ(j["kind"], "shardscope conversion");
    EXPECT_EQ(j["tool"], std::string("shardscope ") + SHARDSCOPE_VERSION);
    EXPECT_EQ(j["status"], "written");
    EXPECT_EQ(j["verification"], "not run");
    EXPECT_EQ(j["source"]["folder"], runs.dir.file("src"));
    EXPECT_EQ(j["source"]["strategy"], runs.dir.file("src/strategy.ckpt"));
    EXPECT_EQ(j["source"]["step"], "synth-1_1");
    EXPECT_TRUE(j["source"].contains("global_step"));
    EXPECT_EQ(j["target"]["strategy"], runs.dir.file("t2/strategy.ckpt"));
    EXPECT_EQ(j["target"]["cards"], 2);
    EXPECT_EQ(j["output"]["format"], "ckpt");
    EXPECT_EQ(j["output"]["prefix"], "checkpoint_");
    EXPECT_EQ(std::string(j["started"]).size(), 20u);  // 2026-11-28T22:10:00Z
    EXPECT_EQ(std::string(j["finished"]).size(), 20u);
    auto run = discoverRunFolder(dst);
    ASSERT_TRUE(run) << run.error().describe();
    EXPECT_EQ(run->strategyCandidates, std::vector<std::string>{dst + "/strategy.ckpt"});
    ASSERT_OK(finishConversionRecord(dst, "verified"));
    auto record = readConversionRecord(dst);
    ASSERT_TRUE(record);
    EXPECT_EQ(record->verification, "verified");
}

}  // namespace
}  // namespace shardscope
