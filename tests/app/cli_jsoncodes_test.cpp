// Every --json output carries each message's stable code beside its words (issue 32 §2): a
// simulated target's warnings among plan's problems and fit's issues, a blocked simulation's
// errors inside the error object, a --simulate spec's issue code beside "usage", and the code of
// an unreadable rank's error in inspect. Additive: the keys that were there stay as they were,
// and stderr and the exit status are unchanged.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "synth/synthrun.h"
#include "testpaths.h"
#include "tinysynthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

struct CodesRun {
    int status = -1;
    std::string out;
    std::string err;
};

CodesRun codesCli(const std::string& args) {
    test::TempDir tmp;
    const std::string errFile = tmp.file("stderr");
    CodesRun r;
    r.out = test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>" + errFile, &r.status);
    r.err = test::readFile(errFile);
    return r;
}

std::vector<std::string> stderrLines(const std::string& text) {
    std::vector<std::string> lines;
    size_t start = 0;
    while (start < text.size()) {
        const size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

// The problem object of a "warning: parameter 'P' ..." or "error: ..." line on stderr: the same
// words, with the code.
ordered_json problemOfLine(const std::string& line, const std::string& code) {
    const size_t colon = line.find(": ");
    const std::string message = line.substr(colon + 2);
    const size_t quote = message.find('\'');
    ordered_json p;
    p["severity"] = line.substr(0, colon);
    p["kind"] = code;
    p["code"] = code;
    p["param"] = message.substr(quote + 1, message.find('\'', quote + 1) - quote - 1);
    p["message"] = message;
    return p;
}

// Each stderr line (from `first` on), in order, as the object of `list` at the same place.
void expectLinesListed(const std::vector<std::string>& lines, size_t first,
                       const ordered_json& list, const std::string& code) {
    ASSERT_GE(list.size(), lines.size() - first);
    for (size_t i = first; i < lines.size(); ++i) {
        EXPECT_EQ(list[i - first].dump(), problemOfLine(lines[i], code).dump()) << i;
    }
}

class CliJsonCodes : public test::TinySynthRunSuite {};

// opt=3 divides no replica group of the tiny run: every parameter keeps its optimizer state
// whole, one warning each, on stderr as before and now among the JSON's messages too.
const char* const kFirstSkipped =
    R"j({"severity":"warning","kind":"opt-shard-skipped","code":"opt-shard-skipped",)j"
    R"j("param":"backbone.embedding.word_embedding.embedding_table","message":"parameter )j"
    R"j('backbone.embedding.word_embedding.embedding_table' is left without optimizer sharding, )j"
    R"j(as MindSpore leaves it: its replica group of 4 ranks (dev_matrix [2, 2], tensor_map )j"
    R"j([-1, -1]) does not divide into shards of 3"})j";

TEST_F(CliJsonCodes, PlanListsTheSimulatedTargetsWarningsAmongItsProblems) {
    const CodesRun plain = codesCli("plan " + src() + " --simulate opt=3");
    const CodesRun j = codesCli("plan --json " + src() + " --simulate opt=3");
    ASSERT_EQ(j.status, 0) << j.err;
    EXPECT_EQ(plain.status, 0);
    EXPECT_EQ(j.err, plain.err);  // stderr unchanged
    const std::vector<std::string> lines = stderrLines(j.err);
    ASSERT_EQ(lines.size(), 108u);
    const ordered_json problems = ordered_json::parse(j.out)["problems"];
    ASSERT_EQ(problems.size(), lines.size());  // the plan itself has none
    EXPECT_EQ(problems[0].dump(), kFirstSkipped);
    expectLinesListed(lines, 0, problems, "opt-shard-skipped");
}

TEST_F(CliJsonCodes, FitListsTheSimulatedTargetsWarningsAmongItsIssues) {
    const CodesRun plain = codesCli("fit " + src() + " --simulate opt=3");
    const CodesRun j = codesCli("fit --json " + src() + " --simulate opt=3");
    ASSERT_EQ(j.status, plain.status) << j.err;
    EXPECT_EQ(j.err, plain.err);
    const std::vector<std::string> lines = stderrLines(j.err);
    ASSERT_EQ(lines.size(), 108u);
    const ordered_json issues = ordered_json::parse(j.out)["issues"];
    // The target's warnings first, then the report's own (activations not counted).
    ASSERT_EQ(issues.size(), lines.size() + 1);
    EXPECT_EQ(issues[0].dump(), kFirstSkipped);
    expectLinesListed(lines, 0, issues, "opt-shard-skipped");
    EXPECT_EQ(issues.back()["code"], "activations-unknown");
}

// A target that cannot be simulated (mp=3 divides no split dimension): the error object keeps
// its code and line, and lists the errors printed above it, each with its code.
TEST_F(CliJsonCodes, ABlockedSimulationListsItsIssuesInTheErrorObject) {
    for (const auto& [command, line] :
         {std::pair<std::string, std::string>{
              "plan", "nothing planned: the simulated target has the errors above"},
          {"fit", "no fit: the target has the errors above"}}) {
        SCOPED_TRACE(command);
        const CodesRun plain = codesCli(command + " " + src() + " --simulate dp=1,mp=3");
        const CodesRun j = codesCli(command + " --json " + src() + " --simulate dp=1,mp=3");
        EXPECT_EQ(j.status, 1);
        EXPECT_EQ(plain.status, 1);
        EXPECT_EQ(plain.out, "");
        EXPECT_EQ(j.err, plain.err);
        std::vector<std::string> lines = stderrLines(j.err);
        ASSERT_EQ(lines.size(), 61u);
        EXPECT_EQ(lines.back(), "shardscope-cli: " + line);
        lines.pop_back();
        const ordered_json error = ordered_json::parse(j.out)["error"];
        ASSERT_EQ(error.size(), 3u) << error;
        EXPECT_EQ(error["code"], "failed");
        EXPECT_EQ(error["message"], line);
        EXPECT_EQ(error.begin().key(), "code");  // the keys that were there, first
        ASSERT_EQ(error["issues"].size(), 60u);
        EXPECT_EQ(
            error["issues"][0].dump(),
            R"j({"severity":"error","kind":"not-divisible","code":"not-divisible","param":)j"
            R"j("backbone.blocks.0.attention.dense1.weight","message":"parameter )j"
            R"j('backbone.blocks.0.attention.dense1.weight': dimension 0 (size 64) does not )j"
            R"j(divide by 3 (device axis 1 of dev_matrix [1, 3]); axis 1 of the main dev_matrix )j"
            R"j([1, 3] could be 1, 2, 4, 8, 16, 32 or 64 instead (2, 4, 8, 16, 32, 64 or 128 )j"
            R"j(cards)"})j");
        expectLinesListed(lines, 0, error["issues"], "not-divisible");
    }
}

// A spec that does not parse is a usage error worded from a coded issue: "code" stays "usage"
// (the exit status's word, which scripts tell usage from failure by), and "issue_code" names
// the issue.
TEST_F(CliJsonCodes, ASpecRefusalGivesItsIssueCodeBesideUsage) {
    for (const std::string command : {"plan", "fit"}) {
        SCOPED_TRACE(command);
        const CodesRun j = codesCli(command + " --json " + src() + " --simulate tp=4");
        EXPECT_EQ(j.status, 2);
        EXPECT_EQ(j.err,
                  "shardscope-cli: --simulate: unknown axis 'tp' (the axes are dp, mp, plus pp "
                  "and opt)\n");
        EXPECT_EQ(j.out,
                  "{\n  \"error\": {\n    \"code\": \"usage\",\n    \"message\": \"--simulate: "
                  "unknown axis 'tp' (the axes are dp, mp, plus pp and opt)\",\n    "
                  "\"issue_code\": \"spec-unknown-axis\"\n  }\n}\n");
    }
    // A refusal of the command's own words has no issue code.
    const CodesRun both =
        codesCli("plan --json " + src() + " --simulate merge --dst-strategy x.ckpt");
    EXPECT_EQ(both.status, 2);
    EXPECT_EQ(both.out,
              "{\n  \"error\": {\n    \"code\": \"usage\",\n    \"message\": \"--simulate and "
              "--dst-strategy both name the destination: give one\"\n  }\n}\n");
}

// inspect --json on a run: a rank that cannot be read has its error's code beside its line.
TEST_F(CliJsonCodes, AnUnreadableRankGivesItsErrorCode) {
    test::TempDir dir;
    const std::string bad = dir.file("bad");
    fs::copy(run(), bad, fs::copy_options::recursive);
    const std::string cut = bad + "/rank_1/synth-2_250.ckpt";
    test::writeFile(cut, test::readFile(cut).substr(0, 100));
    fs::remove(bad + "/rank_2/synth-2_250.ckpt");
    const CodesRun j = codesCli("inspect --json " + bad);
    ASSERT_EQ(j.status, 0) << j.err;
    const ordered_json ranks = ordered_json::parse(j.out)["ranks"];
    EXPECT_EQ(ranks[1].dump(), R"j({"rank":1,"file":")j" + cut +
                                   R"j(","format":"ckpt","tensors":0,"bytes":0,"error":")j" + cut +
                                   R"j(: byte 0: record of 131145 bytes runs past the end of the )j"
                                   R"j(file (96 bytes left)","error_code":"truncated"})j");
    EXPECT_EQ(ranks[2].dump(),
              R"j({"rank":2,"file":"","format":"","tensors":0,"bytes":0,"error":"no checkpoint )j"
              R"j(file","error_code":"not-found"})j");
    EXPECT_FALSE(ranks[0].contains("error_code"));
}

}  // namespace
}  // namespace shardscope
