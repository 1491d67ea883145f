// A command given --json that fails prints one JSON object all the same (issue 32): {"error":
// {"code", "message"}} on stdout, the line on stderr and the exit status as before; without
// --json stdout stays empty.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
};

CliRun cli(const std::string& args) {
    test::TempDir tmp;
    const std::string errFile = tmp.file("stderr");
    CliRun r;
    r.out = test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>" + errFile, &r.status);
    r.err = test::readFile(errFile);
    return r;
}

// The object a failure prints: its code, and the first line the command printed on stderr.
void expectErrorObject(const std::string& args, int status, const std::string& code) {
    SCOPED_TRACE(args);
    const CliRun plain = cli(args);
    EXPECT_EQ(plain.status, status);
    EXPECT_EQ(plain.out, "");
    ASSERT_EQ(plain.err.rfind("shardscope-cli: ", 0), 0u) << plain.err;
    const std::string line = plain.err.substr(16, plain.err.find('\n') - 16);

    const CliRun j = cli(args + " --json");
    EXPECT_EQ(j.status, status);
    EXPECT_EQ(j.err, plain.err);  // stderr unchanged
    EXPECT_EQ(j.out, "{\n  \"error\": {\n    \"code\": " + json(code).dump() +
                         ",\n    \"message\": " + json(line).dump() + "\n  }\n}\n");
}

TEST(CliJsonFailure, EveryCommandPrintsAnErrorObject) {
    test::TempDir dir;
    const std::string none = dir.file("none");
    expectErrorObject("inspect " + none, 1, "not-found");
    expectErrorObject("history " + none, 1, "not-found");
    expectErrorObject("logs " + none, 1, "not-found");
    expectErrorObject("plan --src " + none, 1, "not-found");
    expectErrorObject("fit --src " + none, 1, "not-found");
    // A split fit refuses is an error with a code of its own (its words unchanged).
    expectErrorObject("fit --model demo --simulate dp=1,mp=3", 1, "invalid-argument");
    // A failure the command words itself, without an error's code: by its exit status.
    expectErrorObject("plan --src " + none + " --simulate dp=2 --dst-strategy " + none, 2, "usage");
}

// A usage error CLI11 finds (an unknown option, a missing argument) prints the object too when
// --json is on the command line: code "usage", CLI11's line; stderr and the status as before.
TEST(CliJsonFailure, AUsageErrorPrintsAnObjectToo) {
    test::TempDir dir;
    const std::string none = dir.file("none");
    const auto expectUsage = [](const std::string& args, const std::string& line) {
        SCOPED_TRACE(args);
        const CliRun plain = cli(args);
        EXPECT_EQ(plain.status, 2);
        EXPECT_EQ(plain.out, "");
        EXPECT_EQ(plain.err.substr(0, plain.err.find('\n')), line);
        const CliRun j = cli(args + " --json");
        EXPECT_EQ(j.status, 2);
        EXPECT_EQ(j.err, plain.err);  // stderr unchanged
        EXPECT_EQ(j.out, "{\n  \"error\": {\n    \"code\": \"usage\",\n    \"message\": \"" + line +
                             "\"\n  }\n}\n");
    };
    expectUsage("inspect " + none + " --bogus", "The following argument was not expected: --bogus");
    expectUsage("inspect", "PATH is required");
    // Without --json stdout stays empty; a "--json" after "--" is a positional, not the flag.
    EXPECT_EQ(cli("inspect --bogus -- --json").out, "");
}

// A command that printed its JSON before failing prints nothing more (history without a step to
// resume from: its object, then the line on stderr).
TEST(CliJsonFailure, AnObjectAlreadyPrintedStaysTheOnlyOne) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    const CliRun synth =
        cli("synth --out " + run + " --preset tiny --hidden 32 --vocab 128 --steps 1");
    ASSERT_EQ(synth.status, 0) << synth.err;
    for (int r = 0; r < 8; ++r) {
        for (const auto& entry :
             std::filesystem::directory_iterator(run + "/rank_" + std::to_string(r))) {
            std::filesystem::rename(entry.path(), entry.path().parent_path() / "model.ckpt");
        }
    }
    const CliRun j = cli("history --json " + run);
    EXPECT_EQ(j.status, 1) << j.err;
    const json parsed = json::parse(j.out);  // one object, nothing after it
    EXPECT_FALSE(parsed.contains("error"));
    EXPECT_EQ(parsed["resume"], nullptr);
}

}  // namespace
}  // namespace shardscope
