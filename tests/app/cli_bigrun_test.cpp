// Issue 35: `plan` of a run of 1,024 ranks or more leaves its indexes and plans to the operating
// system at exit (LeftAtExit) instead of freeing them one by one, and works out the memory
// headline beside the plan. What it prints must still all arrive, through the terminal-safe
// buffers, and the headline must be the one `fit` works out alone.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

class CliBigRun : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        const auto run = test::cliOutput("synth --out " + s_dir->file("run") +
                                         " --preset tiny --dp 16 --mp 8 --pp 8 --layers 16 "
                                         "--hidden 32 --vocab 64");
        ASSERT_EQ(run.status, 0) << run.text;
    }
    static void TearDownTestSuite() { delete s_dir; }
    static std::string run() { return s_dir->file("run"); }

    static inline test::TempDir* s_dir = nullptr;
};

// shardscope-cli's standard output alone.
test::CommandOutput stdoutOf(const std::string& args) {
    test::CommandOutput o;
    o.text = test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>/dev/null", &o.status);
    return o;
}

constexpr const char* kTarget = " --simulate dp=8,mp=8,pp=16";

// The last line of `text` that starts with `prefix`, without the prefix ("" when none).
std::string lineAfter(const std::string& text, const std::string& prefix) {
    std::string found;
    size_t at = 0;
    while (at < text.size()) {
        const size_t end = text.find('\n', at);
        const std::string line = text.substr(at, end == std::string::npos ? end : end - at);
        if (line.rfind(prefix, 0) == 0) {
            found = line.substr(prefix.size());
        }
        at = end == std::string::npos ? text.size() : end + 1;
    }
    return found;
}

TEST_F(CliBigRun, APlanOfAThousandRanksPrintsEverythingAndTheHeadlineFitGives) {
    const auto fit = stdoutOf("fit --src " + run() + kTarget);
    ASSERT_EQ(fit.status, 0) << fit.text;
    const std::string alone = lineAfter(fit.text, "fits: ");
    ASSERT_FALSE(alone.empty()) << fit.text;

    const auto text = test::cliOutput("plan --src " + run() + kTarget);
    ASSERT_EQ(text.status, 0) << text.text;
    EXPECT_EQ(lineAfter(text.text, "memory per card: fits: "), alone) << text.text;
    EXPECT_NE(text.text.find("\n1023 "), std::string::npos);  // the last rank's row
    EXPECT_NE(text.text.find("\ntotal: read "), std::string::npos);
    // The problems come last, after the table and the headline.
    const std::string note =
        "note: source strategy: " + run() + "/strategy.ckpt (found beside the rank folders)\n";
    ASSERT_GE(text.text.size(), note.size());
    EXPECT_EQ(text.text.substr(text.text.size() - note.size()), note);

    const auto plan = stdoutOf("plan --json --src " + run() + kTarget);
    ASSERT_EQ(plan.status, 0) << plan.text;
    const json j = json::parse(plan.text);  // throws on output cut short
    ASSERT_EQ(j["ranks"].size(), 1024U);
    EXPECT_EQ(j["ranks"][1023]["rank"], 1023);
    EXPECT_EQ(j["fit"]["headline"], "fits: " + alone);
    EXPECT_TRUE(j["fit"]["fits"].get<bool>());
}

}  // namespace
}  // namespace shardscope
