// A strategy file that is not valid JSON reads in Chinese end to end in the window: the template,
// the words for what was found and expected (pieces), only the values (line, column, tokens)
// left as they are; in English the window's words are the CLI's.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QStringList>
#include <string>
#include <vector>

#include "chinesetranslation.h"
#include "formats/checkpointfile.h"
#include "formats/strategy.h"
#include "testpaths.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/issuetext.h"

using namespace shardscope;

namespace {

// A strategy file cut short of a comma: a string where '}' should be.
const char* const kMalformed =
    "{\"current_stage\": 0,\n \"parallel_layout_item\": {\n  \"w\": {\"dev_matrix\": [1] "
    "\"x\"}}}\n";

Error strategyError(const std::string& text) {
    auto strategy = parseStrategyJson(text, "/r/s.json");
    if (strategy) {
        ADD_FAILURE() << text << " was read";
        return makeError(ErrorCode::Internal, "read", {});
    }
    return strategy.error();
}

// The Latin words of three letters or more left in `text` once the tokens that stay in Latin
// letters in Chinese (JSON's own words, encodings, the file's name) are removed.
QStringList englishWords(QString text) {
    for (const char* token : {"/r/s.json", "JSON", "UTF-8", "UTF-16", "true", "false", "null"}) {
        text.remove(QString::fromUtf8(token));
    }
    QStringList words;
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = kWord.globalMatch(text); it.hasNext();) {
        words << it.next().captured();
    }
    return words;
}

}  // namespace

TEST(JsonErrorWindow, AMalformedStrategyReadsTheSameInTheWindowAsInTheCli) {
    const Error error = strategyError(kMalformed);
    EXPECT_EQ(error.describe(),
              "/r/s.json: byte 76: not valid JSON at line 3, column 29: found a "
              "string, expected '}'");
    EXPECT_EQ(ErrorText::detail(error), QString::fromStdString(error.describe()));
}

TEST(JsonErrorWindow, AMalformedStrategyReadsInChineseEndToEnd) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Error error = strategyError(kMalformed);
    EXPECT_EQ(
        ErrorText::detail(error),
        QStringLiteral("/r/s.json：字节 76：不是有效的 JSON：第 3 行第 29 列：遇到字符串，应为"
                       "'}'"));
    EXPECT_EQ(
        ErrorText::detail(strategyError("{\"a\": }")),
        QStringLiteral("/r/s.json：字节 6：不是有效的 JSON：第 1 行第 7 列：遇到'}'，应为值"));
    EXPECT_EQ(ErrorText::detail(strategyError("[1, 2")),
              QStringLiteral("/r/s.json：字节 5：不是有效的 JSON：第 1 行第 6 列：文本已结束，应为"
                             "']'"));
    EXPECT_EQ(
        ErrorText::detail(strategyError("{\"a\": \"x")),
        QStringLiteral("/r/s.json：字节 8：不是有效的 JSON：第 1 行第 9 列：缺少右引号的字符串"));
    EXPECT_EQ(
        ErrorText::detail(strategyError("{\"a\": \"x\ty\"}")),
        QStringLiteral("/r/s.json：字节 8：不是有效的 JSON：第 1 行第 9 列：字符串中有控制字符 "
                       "U+0009 (HT)：应写作 \\u0009"));
    // The strategy beside a run, in the window's list of problems: the lead-in and the error,
    // both Chinese (the file is the location column's).
    const Issue issue = makeIssue(IssueCode::StrategyUnusable, Severity::Error, "/r/s.json", {}, -1,
                                  {error.describe(), "layouts-not-shown"})
                            .because(error);
    EXPECT_EQ(IssueText::text(issue),
              QStringLiteral("策略文件无法使用，因此不显示张量排布：字节 76：不是有效的 JSON：第 3 "
                             "行第 29 列：遇到字符串，应为'}'"));
}

// Every kind of problem nlohmann reports has Chinese words: nothing English is left.
TEST(JsonErrorWindow, EveryKindOfProblemReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    const std::vector<std::string> texts = {
        "{\"a\": }",      "{\"a\" 1}",   "{1: 2}",        "[1] [",         "{\"a\": null",
        "{\"a\": nul}",   "[\"\\x\"]",   "[\"\\u12\"]",   "[\"\\uDC00\"]", "[1.]",
        "[1e+]",          "[-]",         "\xEF\xBB[]",    "[\"a\nb\"]",    "{\"a\": \"\xff\"}",
        "{\"a\": 1e999}", "{\"a\": \"x", "{\"a\": [1} }",
    };
    for (const std::string& text : texts) {
        SCOPED_TRACE(text);
        const Error error = strategyError(text);
        const QString chinese = ErrorText::detail(error);
        EXPECT_TRUE(chinese.contains(kHan)) << chinese.toStdString();
        EXPECT_EQ(englishWords(chinese), QStringList()) << chinese.toStdString();
    }
}

// A safetensors header whose number is past a double's range: nlohmann's "number overflow
// parsing '1e309'" in our words, in either language.
TEST(JsonErrorWindow, ANumberTooLargeReadsInChinese) {
    const auto file = CheckpointFile::open(std::string(SHARDSCOPE_TEST_DATA) +
                                           "/broken-safetensors/number_overflow.safetensors");
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().message, "the header is not valid JSON: the number 1e309 is too large");
    EXPECT_EQ(ErrorText::sentence(file.error()), QString::fromStdString(file.error().message));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::sentence(file.error()),
              QStringLiteral("文件头不是有效的 JSON：数字 1e309 太大"));
}
