// What shardscope-cli prints for an issue that reports an error (what cannot be used, what goes
// without it, then the error) and for a file that is not valid JSON: the catalogue's English, word
// for word, the same templates the window translates (issue 32).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

void writeText(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Two layouts whose dev_matrix disagree on the devices of a stage: listed, never placed on ranks.
const char* const kDisagreeing = R"({"current_stage": 0, "parallel_strategy_item": {},
 "parallel_layout_item": {
  "a": {"dev_matrix": [2, 1], "tensor_map": [1, -1], "tensor_shape": [8, 4], "field": 0,
        "opt_weight_shard_step": 0, "opt_weight_shard_size": 0},
  "b": {"dev_matrix": [4, 1], "tensor_map": [1, -1], "tensor_shape": [8, 4], "field": 0,
        "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}}
)";

// A strategy file cut short of a comma: nlohmann reads a string where it expects '}'.
const char* const kMalformed =
    "{\"current_stage\": 0,\n \"parallel_layout_item\": {\n  \"w\": {\"dev_matrix\": [1] "
    "\"x\"}}}\n";

// A tiny synthetic run of 8 ranks and one saved step (its strategy.ckpt beside the ranks).
std::string synthRun(const test::TempDir& dir) {
    std::string run = dir.file("run");
    int status = -1;
    const std::string out =
        test::cliAll("synth --out " + run + " --preset tiny --hidden 32 --vocab 128", &status);
    EXPECT_EQ(status, 0) << out;
    return run;
}

bool has(const std::string& text, const std::string& line) {
    return text.find(line) != std::string::npos;
}

TEST(CliErrorWords, AStrategyWhoseLayoutsCannotBePlacedSaysSoBeforeTheError) {
    test::TempDir dir;
    const std::string path = dir.file("disagree.json");
    writeText(path, kDisagreeing);
    const test::CommandOutput o = test::cliOutput("inspect " + path);
    ASSERT_EQ(o.status, 0) << o.text;
    EXPECT_TRUE(has(o.text, "\nerror: the layouts cannot be placed on ranks: " + path +
                                ": parameters 'a' (dev_matrix [2, 1]) and 'b' (dev_matrix [4, 1]) "
                                "disagree on the number of devices per stage\n"))
        << o.text;
}

TEST(CliErrorWords, AStrategyBesideTheRunThatIsNotJsonSaysWhatTheRunGoesWithout) {
    test::TempDir dir;
    const std::string run = synthRun(dir);
    fs::remove(run + "/strategy.ckpt");
    fs::remove_all(run + "/strategy");
    writeText(run + "/strategy.json", kMalformed);
    const std::string error = run +
                              "/strategy.json: byte 76: not valid JSON at line 3, column 29: found "
                              "a string, expected '}'\n";
    const test::CommandOutput inspect = test::cliOutput("inspect " + run);
    ASSERT_EQ(inspect.status, 0) << inspect.text;
    EXPECT_TRUE(
        has(inspect.text,
            "\nerror: the strategy file cannot be used, so the layouts are not shown: " + error))
        << inspect.text;
    const test::CommandOutput history = test::cliOutput("history " + run);
    ASSERT_EQ(history.status, 0) << history.text;
    EXPECT_TRUE(has(history.text,
                    "\nwarning: the strategy file cannot be used, so the saved tensors' shapes are "
                    "not checked against it: " +
                        error))
        << history.text;
}

TEST(CliErrorWords, ABrokenRankTableBesideTheRunSaysTheCardsAreNotPlaced) {
    test::TempDir dir;
    const std::string run = synthRun(dir);
    fs::copy_file(test::dataPath("ranktable/duplicate_rank_id.json"), run + "/rank_table.json");
    const test::CommandOutput o = test::cliOutput("inspect " + run);
    ASSERT_EQ(o.status, 0) << o.text;
    EXPECT_TRUE(has(o.text,
                    "\nwarning: the rank table cannot be used, so the cards are not placed "
                    "on servers: " +
                        run +
                        "/rank_table.json: rank 1: rank_id 1 is given twice: "
                        "server_list[0] ('node_0'), device[1] and server_list[1] "
                        "('node_1'), device[0]\n"))
        << o.text;
}

TEST(CliErrorWords, ASourceFileThatCannotBeReadIsNamedAsOne) {
    test::TempDir dir;
    const std::string run = synthRun(dir);
    const std::string rank3 = run + "/rank_3/synth-2_250.ckpt";
    fs::resize_file(rank3, 1000);
    const test::CommandOutput o =
        test::cliOutput("plan --src " + run + " --dst-strategy " + run + "/strategy.ckpt");
    EXPECT_TRUE(has(o.text, "\nerror: a source file cannot be read: " + rank3 +
                                ": byte 0: record of 16457 bytes runs past the end of the file "
                                "(996 bytes left)\n"))
        << o.text;
}

// A strategy file that is not valid JSON: where (line, column) and what, in our words; nlohmann's
// own ("[json.exception.parse_error.101] ... syntax error while parsing ...") never shows.
TEST(CliErrorWords, AStrategyThatIsNotJsonSaysWhereAndWhatInOurWords) {
    test::TempDir dir;
    const std::string path = dir.file("s.json");
    const std::pair<std::string, std::string> cases[] = {
        {"{\"a\": }", "byte 6: not valid JSON at line 1, column 7: found '}', expected a value"},
        {"{\"a\" 1}", "byte 5: not valid JSON at line 1, column 6: found a number, expected ':'"},
        {"[1, 2", "byte 5: not valid JSON at line 1, column 6: the text ends, expected ']'"},
        {"{\"a\": \"x",
         "byte 8: not valid JSON at line 1, column 9: a string without its closing "
         "quote"},
        {"{\"a\": \"x\ty\"}",
         "byte 8: not valid JSON at line 1, column 9: a string with control "
         "character U+0009 (HT): write it as \\u0009"},
        {"{\"a\": -x}",
         "byte 7: not valid JSON at line 1, column 8: a number without a digit "
         "after '-'"},
        {"{\"a\": \"\xff\"}",
         "byte 7: not valid JSON at line 1, column 8: a string with a byte "
         "that is not UTF-8"},
        {"{\"a\": 1e999}", "not valid JSON: the number 1e999 is too large"},
    };
    for (const auto& [text, said] : cases) {
        SCOPED_TRACE(text);
        writeText(path, text);
        const test::CommandOutput o = test::cliOutput("inspect " + path);
        EXPECT_EQ(o.status, 1);
        EXPECT_EQ(o.text, "shardscope-cli: " + path + ": " + said + "\n");
    }
}

}  // namespace
}  // namespace shardscope
