// The --json contract of issue 32 §2 swept over every command: each command that takes --json
// (read from the program's own help, so a new one joins the sweep or fails it) runs on real
// fixtures and on cases that give warnings, notes and failures, and every message in what it
// prints carries a stable code beside its words (tests/app/jsoncodes.h). Then the gaps the sweep
// found, each exactly: a rank table's warnings among plan's and fit's messages, a preset split's
// issue code beside "usage", a refused split's code in fit --search, the codes of MindSpore's
// warnings in doctor.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "../core/testutil.h"
#include "jsoncodes.h"
#include "testpaths.h"
#include "tinysynthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

struct SweepRun {
    int status = -1;
    std::string out;
    std::string err;
};

SweepRun sweepCli(const std::string& args) {
    test::TempDir tmp;
    const std::string errFile = tmp.file("stderr");
    SweepRun r;
    r.out = test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>" + errFile, &r.status);
    r.err = test::readFile(errFile);
    return r;
}

// The subcommands shardscope-cli's help lists whose own help offers --json.
std::set<std::string> commandsWithJson() {
    const std::string help = test::cli("--help");
    std::set<std::string> out;
    size_t at = help.find("Subcommands:");
    if (at == std::string::npos) {
        return out;
    }
    at = help.find('\n', at);
    while (at != std::string::npos && at + 1 < help.size()) {
        const size_t end = help.find('\n', at + 1);
        const std::string line = help.substr(at + 1, end - at - 1);
        at = end;
        if (line.rfind("  ", 0) != 0) {
            continue;
        }
        const std::string name = line.substr(2, line.find(' ', 2) - 2);
        if (test::cli(name + " --help").find(" --json ") != std::string::npos) {
            out.insert(name);
        }
    }
    return out;
}

class CliJsonSweep : public test::TinySynthRunSuite {
protected:
    static void SetUpTestSuite() {
        TinySynthRunSuite::SetUpTestSuite();
        int status = -1;
        // A run whose newest step is truncated on rank 1 (notes, reasons, picks), and a
        // destination of 6 cards (dp 3, pp 2).
        test::cli("synth --out " + s_dir->file("dmg") + " --preset tiny --steps 2 --damage " +
                      "truncate:1 2>/dev/null",
                  &status);
        ASSERT_EQ(status, 0);
        test::cli("synth --out " + s_dir->file("dst6") +
                      " --preset tiny --dp 3 --mp 1 --pp 2 --strategy-only",
                  &status);
        ASSERT_EQ(status, 0);
        test::cli("synth --out " + s_dir->file("dst16") +
                      " --preset tiny --dp 4 --mp 2 --pp 2 --strategy-only",
                  &status);
        ASSERT_EQ(status, 0);
    }
    static std::string dst16() { return s_dir->file("dst16/strategy.ckpt"); }
    static std::string dmg() { return s_dir->file("dmg"); }
    static std::string dst6() { return s_dir->file("dst6/strategy.ckpt"); }
};

struct SweepCase {
    std::string command;  // the subcommand
    std::string args;     // after it, --json added
    int status;           // the exit status it gives
};

std::vector<SweepCase> sweepCases(const std::string& run, const std::string& src,
                                  const std::string& dmg, const std::string& dst6,
                                  const std::string& out) {
    const std::string table16 = " --rank-table " + test::realFixture("rank_table_16pcs.json");
    const std::string adam = test::realFixture("adam_small_net.ckpt");
    const std::string lenet = test::realFixture("lenet_mnist_old_scalars.ckpt");
    const std::string strategies = " --src-strategy " + run + "/strategy.ckpt --dst-strategy ";
    return {
        {"inspect", run, 0},
        {"inspect", dmg, 0},  // the step taken and MindSpore's pick
        {"inspect", adam, 0},
        {"inspect", "--verify-crc " + test::dataPath("broken/crc_mismatch.ckpt"), 3},
        {"inspect", test::realFixture("rank_table_16pcs.json"), 0},  // duplicate server ids
        {"inspect", test::dataPath("ranktable/template_placeholders.json"), 0},
        {"inspect", test::dataPath("ranktable/not_json.json"), 1},
        {"inspect", out + "/missing", 1},
        {"ranks", strategies + dst6 + " --rank 0", 0},
        {"ranks", strategies + dst6 + " --rank 99", 1},
        {"plan", src + " --simulate opt=3", 0},      // the target's warnings
        {"plan", src + " --simulate dp=1,mp=3", 1},  // its errors, in the error object
        {"plan", src + " --simulate tp=4", 2},
        {"plan", src + " --simulate dp=4,mp=2,pp=2" + table16, 0},
        {"plan", "--src " + dmg + " --dst-strategy " + dst6, 0},
        {"plan", src + " --dst-strategy " + dst6 + table16, 1},
        {"fit", src, 0},
        {"fit", src + " --simulate opt=3", 0},
        {"fit", src + " --simulate dp=1,mp=3", 1},
        {"fit", "--model demo --search --cards 7", 0},  // refused splits
        {"fit", "--model llama2-7b --simulate dp=0", 2},
        {"fit", "--model llama2-7b --simulate tp=2", 2},
        {"fit", "--model llama2-7b --simulate dp=1048576,mp=4", 2},
        {"fit", "--model llama2-7b --simulate dp=4,mp=4" + table16, 0},
        {"fit", "--model nosuch", 2},
        {"doctor", "--ckpt " + adam + " --net-ckpt " + lenet, 1},  // MindSpore's warnings
        {"doctor", "--ckpt " + dmg + " --net-ckpt " + run + "/rank_0/synth-2_250.ckpt", 0},
        {"doctor", "--ckpt " + out + "/missing --net-ckpt " + adam, 1},
        {"logs", run + "/log " + test::dataPath("broken/hccl_test.log"), 0},
        {"logs", out + "/missing", 1},
        {"export", run + " --merged --to " + out + "/all.h5", 0},
        {"export", test::realFixture("router_4x16.ckpt") + " --to " + out + "/r.safetensors", 0},
        {"export", run + " --merged --param nosuch --to " + out + "/none.npy", 1},
        {"history", dmg, 0},
        {"history", out + "/missing", 1},
        {"stage", "--step synth-2_250 --from " + run + " --to " + out + "/staged", 0},
        {"stage", "--step 999 --from " + run + " --to " + out + "/never", 1},
    };
}

// Every command with --json, on every case: one JSON object on stdout, and no message in it
// without its code.
TEST_F(CliJsonSweep, EveryMessageOfEveryJsonOutputCarriesItsCode) {
    test::TempDir out;
    std::set<std::string> swept;
    for (const SweepCase& c : sweepCases(run(), src(), dmg(), dst6(), out.path())) {
        const std::string line = c.command + " --json " + c.args;
        SCOPED_TRACE(line);
        const SweepRun r = sweepCli(line);
        EXPECT_EQ(r.status, c.status) << r.err;
        const ordered_json j = ordered_json::parse(r.out, nullptr, false);
        ASSERT_TRUE(j.is_object()) << r.out;
        EXPECT_EQ(test::uncodedMessages(j), std::vector<std::string>{});
        if (r.status != 0 && j.contains("error")) {
            EXPECT_TRUE(j["error"]["code"].is_string());
        }
        swept.insert(c.command);
    }
    // shardscope-mpi's --json: tests/mpi (MpiConvert.JsonMessagesCarryTheirCodes).
    EXPECT_EQ(swept, commandsWithJson());
}

// The check itself finds what it is for: a message without a code, a list of sentences without
// its codes, and takes a coded one, a KEY_code and a notice for each line.
TEST(JsonCodesCheck, FindsAMessageWithoutItsCode) {
    const ordered_json bad = ordered_json::parse(
        R"({"a": {"message": "no code at all"}, "warnings": ["one two three"],
            "c": [{"refused_because": "a b c", "simulate": "dp=1 mp=2 pp=3"}]})");
    EXPECT_EQ(test::uncodedMessages(bad),
              (std::vector<std::string>{"$.a.message: no code at all",
                                        "$.warnings[]: [\"one two three\"]",
                                        "$.c[0].refused_because: a b c"}));
    const ordered_json good = ordered_json::parse(
        R"({"a": {"message": "no code at all", "code": "x"}, "warnings": ["one two three"],
            "notices": [{"code": "y", "message": "one two three"}],
            "c": [{"refused_because": "a b c", "refused_because_code": "z"}],
            "notes": ["a b c"], "note_codes": ["n"], "headline": "a b c", "headline_code": "h",
            "x_args": {"reasons": "a b c"}})");
    EXPECT_EQ(test::uncodedMessages(good), std::vector<std::string>{});
}

// plan --json lists the rank table's warnings among its problems, each with its code, as stderr
// says them (stderr unchanged); should the plan fail later, the error object lists them.
TEST_F(CliJsonSweep, PlanListsTheRankTablesWarnings) {
    const std::string table = test::realFixture("rank_table_16pcs.json");
    const std::string args = src() + " --simulate dp=4,mp=2,pp=2 --rank-table " + table;
    const SweepRun plain = sweepCli("plan " + args);
    const SweepRun j = sweepCli("plan --json " + args);
    ASSERT_EQ(j.status, 0) << j.err;
    EXPECT_EQ(j.err, plain.err);
    const std::string sentence =
        "servers 0 and 1 both have server_id '10.*.*.*' (published samples mask the address); "
        "they are kept apart as '10.*.*.* #0' and '10.*.*.* #1'";
    EXPECT_EQ(j.err, "warning: " + table + ": " + sentence + "\n");
    const ordered_json problems = ordered_json::parse(j.out)["problems"];
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0].dump(),
              R"({"severity":"warning","kind":"duplicate-server-id","code":"duplicate-server-id",)"
              R"("param":"","message":)" +
                  ordered_json(sentence).dump() + "}");
    // A plan that fails after the table was read (its source run is not there): the warning
    // is in the error object, after the keys that were there.
    const std::string missing = s_dir->file("missing");
    const SweepRun failed = sweepCli("plan --json --src " + missing + " --dst-strategy " + dst16() +
                                     " --rank-table " + table);
    EXPECT_EQ(failed.status, 1);
    const std::vector<std::string> lines = {"warning: " + table + ": " + sentence,
                                            "shardscope-cli: " + missing + ": not a folder"};
    EXPECT_EQ(failed.err, lines[0] + "\n" + lines[1] + "\n");
    const ordered_json error = ordered_json::parse(failed.out)["error"];
    EXPECT_EQ(error.dump(), R"({"code":"not-found","message":)" +
                                ordered_json(missing + ": not a folder").dump() + R"(,"issues":[)" +
                                problems[0].dump() + "]}");
}

// fit --model's split that does not parse is a usage error worded from a coded issue, as plan's
// --simulate spec is: "code" stays "usage", "issue_code" names the issue; stderr as it was.
TEST(CliJsonSweepFit, APresetSplitRefusalGivesItsIssueCodeBesideUsage) {
    const std::vector<std::pair<std::string, std::pair<std::string, std::string>>> cases = {
        {"dp=0", {"'dp=0' is not NAME=NUMBER with a number of 1 or more", "split-not-name-number"}},
        {"dp=2,mp",
         {"'mp' is not NAME=NUMBER with a number of 1 or more", "split-not-name-number"}},
        {"tp=2",
         {"unknown axis 'tp' (a preset's axes are dp, mp, pp and opt)", "split-unknown-axis"}},
        {"dp=1048576,mp=4", {"more than 1048576 cards", "split-too-many-cards"}},
    };
    for (const auto& [split, expected] : cases) {
        SCOPED_TRACE(split);
        const auto& [words, code] = expected;
        const SweepRun plain = sweepCli("fit --model llama2-7b --simulate " + split);
        const SweepRun j = sweepCli("fit --json --model llama2-7b --simulate " + split);
        EXPECT_EQ(plain.status, 2);
        EXPECT_EQ(j.status, 2);
        EXPECT_EQ(plain.out, "");
        EXPECT_EQ(j.err, "shardscope-cli: --simulate: " + words + "\n");
        EXPECT_EQ(plain.err, j.err);
        EXPECT_EQ(j.out,
                  "{\n  \"error\": {\n    \"code\": \"usage\",\n    \"message\": "
                  "\"--simulate: " +
                      words + "\",\n    \"issue_code\": \"" + code + "\"\n  }\n}\n");
    }
}

// fit --json lists --rank-table's warnings among its issues (after the target's), each coded;
// stderr says them with and without --json, as plan does.
TEST(CliJsonSweepFit, FitListsTheRankTablesWarnings) {
    const std::string args = "--model llama2-7b --simulate dp=4,mp=4 --rank-table " +
                             test::realFixture("rank_table_16pcs.json");
    const SweepRun plain = sweepCli("fit " + args);
    const SweepRun j = sweepCli("fit --json " + args);
    EXPECT_EQ(j.status, plain.status);
    EXPECT_EQ(j.err, plain.err);
    EXPECT_EQ(j.err,
              "warning: servers 0 and 1 both have server_id '10.*.*.*' (published samples mask "
              "the address); they are kept apart as '10.*.*.* #0' and '10.*.*.* #1'\n");
    const ordered_json issues = ordered_json::parse(j.out)["issues"];
    ASSERT_FALSE(issues.empty());
    EXPECT_EQ(issues[0]["code"], "duplicate-server-id");
    EXPECT_EQ(issues[0]["severity"], "warning");
    EXPECT_EQ(issues[0]["message"],
              "servers 0 and 1 both have server_id '10.*.*.*' (published samples mask the "
              "address); they are kept apart as '10.*.*.* #0' and '10.*.*.* #1'");
    // Without --rank-table nothing is added.
    const ordered_json without =
        ordered_json::parse(sweepCli("fit --json --model llama2-7b --simulate dp=4,mp=4").out);
    EXPECT_EQ(without["issues"].size() + 1, issues.size());
}

// fit --search: a split the network refuses names its error's code beside the words.
TEST(CliJsonSweepFit, ARefusedSplitGivesItsCode) {
    const SweepRun j = sweepCli("fit --json --model demo --search --cards 7");
    ASSERT_EQ(j.status, 0) << j.err;
    const ordered_json candidates = ordered_json::parse(j.out)["candidates"];
    size_t refused = 0;
    for (const ordered_json& c : candidates) {
        if (c["refused_because"].is_null()) {
            EXPECT_TRUE(c["refused_because_code"].is_null());
            continue;
        }
        ++refused;
        EXPECT_EQ(c["refused_because_code"], "invalid-argument") << c["refused_because"];
    }
    EXPECT_EQ(refused, 2u);
    EXPECT_EQ(candidates.back()["refused_because"], "7 pipeline stages are more than the 2 layers");
}

// doctor --json: MindSpore's warnings (its own words, quoted) have their codes beside them.
TEST(CliJsonSweepDoctor, MindSporesWarningsHaveTheirCodes) {
    const SweepRun j = sweepCli("doctor --json --ckpt " + test::realFixture("adam_small_net.ckpt") +
                                " --net-ckpt " + test::realFixture("lenet_mnist_old_scalars.ckpt"));
    EXPECT_EQ(j.status, 1);
    const ordered_json report = ordered_json::parse(j.out);
    ASSERT_EQ(report["warnings"].size(), 3u);
    EXPECT_EQ(report["warnings"][0],
              "For 'load_param_into_net', remove parameter prefix name: optimizer., continue to "
              "load.");
    EXPECT_EQ(report["warning_codes"].dump(),
              R"(["load-prefix-removed","load-not-loaded","load-not-loaded-names"])");
}

}  // namespace
}  // namespace shardscope
