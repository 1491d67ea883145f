// Text from files reaches JSON and terminals safely: invalid UTF-8 and control characters are
// escaped, never passed through and never a reason to abort.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/checkpointfile.h"
#include "formats/strategy.h"
#include "testutil.h"
#include "util/jsontext.h"
#include "util/terminalsafebuf.h"
#include "util/utf8text.h"

namespace shardscope {
namespace {

TEST(Utf8Text, ValidatesWellFormedSequencesOnly) {
    EXPECT_TRUE(isValidUtf8(""));
    EXPECT_TRUE(isValidUtf8("backbone.blocks.0.weight"));
    EXPECT_TRUE(isValidUtf8("\xE5\x8D\xA1 0"));     // 卡 0
    EXPECT_TRUE(isValidUtf8("\xF0\x9F\x98\x80"));   // U+1F600
    EXPECT_FALSE(isValidUtf8("layer\xAE.weight"));  // lone continuation byte
    EXPECT_FALSE(isValidUtf8("\xC0\xAF"));          // overlong '/'
    EXPECT_FALSE(isValidUtf8("\xED\xA0\x80"));      // a surrogate
    EXPECT_FALSE(isValidUtf8("\xF4\x90\x80\x80"));  // above U+10FFFF
    EXPECT_FALSE(isValidUtf8("\xE5\x8D"));          // cut short
}

TEST(Utf8Text, EscapesEachInvalidByteAndKeepsTheRest) {
    EXPECT_EQ(escapeInvalidUtf8("layer\xAE.weight"), "layer\\xAE.weight");
    EXPECT_EQ(escapeInvalidUtf8("\xE5\x8D"), "\\xE5\\x8D");
    EXPECT_EQ(escapeInvalidUtf8("\xE5\x8D\xA1\xFF"), "\xE5\x8D\xA1\\xFF");
    // Two names that differ only in their invalid bytes stay different.
    EXPECT_NE(escapeInvalidUtf8("w\xFE"), escapeInvalidUtf8("w\xFF"));
    EXPECT_EQ(escapeInvalidUtf8("evil\x1B[31m"), "evil\x1B[31m");  // valid: left alone
}

TEST(Utf8Text, TerminalSafeEscapesControlsAsJsonDoes) {
    EXPECT_EQ(terminalSafe("evil\x1B[31m.bias"), "evil\\u001B[31m.bias");
    EXPECT_EQ(terminalSafe("c1\xC2\x9Bname"), "c1\\u009Bname");
    EXPECT_EQ(terminalSafe("del\x7F"), "del\\u007F");
    EXPECT_EQ(terminalSafe("tab\tnew\nline\r"), "tab\tnew\nline\r");
    EXPECT_EQ(terminalSafe("\xC2\xA0nbsp"), "\xC2\xA0nbsp");  // U+00A0 is no control
    EXPECT_EQ(terminalSafe("x\xAE"), "x\\xAE");
}

TEST(Utf8Text, TerminalBufferHoldsASequenceCutBetweenWrites) {
    std::ostringstream sink;
    {
        std::ostream out(sink.rdbuf());
        const TerminalSafeStream safe(out);
        out << "\xE5\x8D";              // the first two bytes of 卡 ...
        out << "\xA1 ok\n";             // ... and the last one
        out << "bad \xE5\x8D" << '\n';  // never completed
        out << "esc \x1B[2J\n";
        out << "cut at the end \xE5";
    }
    EXPECT_EQ(sink.str(), "\xE5\x8D\xA1 ok\nbad \\xE5\\x8D\nesc \\u001B[2J\ncut at the end \\xE5");
}

TEST(Utf8Text, JsonDumpEscapesKeysAndValuesInsteadOfThrowing) {
    nlohmann::ordered_json j;
    j["name"] = std::string("layer\xAE.weight");
    j["list"] = {std::string("ok"), std::string("w\xFF")};
    j["map"][std::string("k\xFE")] = 1;
    EXPECT_THROW((void)j.dump(), nlohmann::json::type_error);
    const std::string text = dumpJson(j);
    EXPECT_EQ(text, R"({"name":"layer\\xAE.weight","list":["ok","w\\xFF"],"map":{"k\\xFE":1}})");
    EXPECT_EQ(nlohmann::json::parse(text)["name"], "layer\\xAE.weight");
}

TEST(Utf8Text, CheckpointNamesThatAreNotUtf8AreReportedWithTheirFile) {
    const std::string path = test::dataPath("utf8/bad_names.ckpt");
    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file.ok()) << file.error().describe();
    ASSERT_EQ(file->index().tensors.size(), 4u);
    EXPECT_EQ(file->index().tensors[0].name, "layer\xAE.weight");  // the bytes are kept
    ASSERT_EQ(file->index().issues.size(), 1u);
    const Issue& n = file->index().issues[0];
    EXPECT_EQ(n.code, IssueCode::InvalidUtf8Name);
    EXPECT_EQ(n.file, path);
    EXPECT_EQ(n.param, "layer\\xAE.weight");
    EXPECT_EQ(n.text(),
              "parameter name 'layer\\xAE.weight' is not valid UTF-8 (invalid bytes shown as "
              "\\xNN)");
}

TEST(Utf8Text, StrategyNamesThatAreNotUtf8AreReported) {
    const std::string path = test::dataPath("utf8/bad_name_strategy.ckpt");
    auto strategy = loadStrategy(path);
    ASSERT_TRUE(strategy.ok()) << strategy.error().describe();
    ASSERT_EQ(strategy->layouts.size(), 1u);
    ASSERT_EQ(strategy->issues.size(), 1u);
    EXPECT_EQ(strategy->issues[0].code, IssueCode::InvalidUtf8Name);
    EXPECT_EQ(strategy->issues[0].param, "w\\x80eight");
    // Written back as JSON, the name keeps its escape rather than aborting or a U+FFFD.
    const auto json = nlohmann::json::parse(serializeStrategyJson(*strategy));
    EXPECT_TRUE(json["parallel_layout_item"].contains("w\\x80eight"));
}

}  // namespace
}  // namespace shardscope
