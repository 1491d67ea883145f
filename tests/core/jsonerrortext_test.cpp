// nlohmann's exceptions in the catalogue's words: a template with values (line, column, the
// token found) and pieces the window translates whole, never nlohmann's English.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "util/jsonerrortext.h"

namespace shardscope {
namespace {

using nlohmann::json;

// The error jsonError makes of what parsing `text` throws.
Error parsed(const std::string& text) {
    try {
        const json doc = json::parse(text);
        ADD_FAILURE() << text << " parsed as " << doc.dump();
    } catch (const json::exception& e) {
        return jsonError(ErrorCode::Corrupt, e, text);
    }
    return makeError(ErrorCode::Internal, "parsed", {});
}

// The error jsonError makes of what `read` throws on a parsed document.
template <class Read>
Error read(Read read) {
    try {
        read();
    } catch (const json::exception& e) {
        return jsonError(ErrorCode::BadStrategy, e, {});
    }
    ADD_FAILURE() << "nothing thrown";
    return makeError(ErrorCode::Internal, "read", {});
}

TEST(JsonErrorText, AParseErrorSaysWhereAndWhatWasFoundAndExpected) {
    const Error e = parsed("{\n  \"a\": 1,\n  \"b\": ]\n}");
    EXPECT_EQ(e.code, ErrorCode::Corrupt);
    EXPECT_EQ(e.message, "not valid JSON at line 3, column 8: found ']', expected a value");
    EXPECT_EQ(e.args,
              (std::vector<IssueArg>{
                  {"line", "3"}, {"column", "8"}, {"found", "']'"}, {"expected", "a value"}}));
    EXPECT_EQ(parsed("{\"a\": 1 \"b\": 2}").message,
              "not valid JSON at line 1, column 11: found a string, expected '}'");
    EXPECT_EQ(
        parsed("{1: 2}").message,
        "not valid JSON at line 1, column 2: found a number, expected a name in double quotes");
    EXPECT_EQ(parsed("[1] [").message,
              "not valid JSON at line 1, column 5: found '[', expected nothing more");
    EXPECT_EQ(parsed("{\"a\": null").message,
              "not valid JSON at line 1, column 11: the text ends, expected '}'");
    EXPECT_EQ(parsed("{\"a\" true}").message,
              "not valid JSON at line 1, column 9: found true, expected ':'");
}

// What the lexer could not read is one of the catalogue's pieces; the raw token it quotes (any
// bytes of the file) is left out.
TEST(JsonErrorText, AnUnreadableTokenIsNamedInOurWords) {
    const Error literal = parsed("{\"a\": nul}");
    EXPECT_EQ(literal.message,
              "not valid JSON at line 1, column 10: no JSON value (true, false, null, a number, a "
              "string, [ or {)");
    EXPECT_EQ(literal.args,
              (std::vector<IssueArg>{{"line", "1"},
                                     {"column", "10"},
                                     {"problem",
                                      "no JSON value (true, false, null, a number, a string, "
                                      "[ or {)"}}));
    EXPECT_EQ(parsed("[\"\\x\"]").message,
              "not valid JSON at line 1, column 4: a string with a backslash before a character "
              "JSON does not escape");
    EXPECT_EQ(parsed("[\"\\u12\"]").message,
              "not valid JSON at line 1, column 7: a string with \\u not followed by 4 hex digits");
    EXPECT_EQ(parsed("[\"\\uDC00\"]").message,
              "not valid JSON at line 1, column 8: a string with half of a UTF-16 surrogate pair");
    EXPECT_EQ(parsed("[1.]").message,
              "not valid JSON at line 1, column 4: a number without a digit after '.'");
    EXPECT_EQ(parsed("[1e+]").message,
              "not valid JSON at line 1, column 5: a number without a digit in its exponent");
    EXPECT_EQ(parsed("\xEF\xBB[]").message,
              "not valid JSON at line 1, column 3: a byte order mark that is not EF BB BF");
    const Error control = parsed("[\"a\nb\"]");
    EXPECT_EQ(control.message,
              "not valid JSON at line 1, column 4: a string with control character U+000A (LF): "
              "write it as \\u000A");
    EXPECT_EQ(
        control.args,
        (std::vector<IssueArg>{
            {"line", "1"}, {"column", "4"}, {"character", "U+000A (LF)"}, {"escape", "\\u000A"}}));
}

// Another exception is worded by its kind: no position, values only.
TEST(JsonErrorText, OtherExceptionsAreWordedByTheirKind) {
    const Error type = read([] { (void)json("x").get<int>(); });
    EXPECT_EQ(type.code, ErrorCode::BadStrategy);
    EXPECT_EQ(type.message, "found a string, expected a number");
    EXPECT_EQ(type.args, (std::vector<IssueArg>{{"found", "a string"}, {"expected", "a number"}}));
    EXPECT_EQ(read([] { (void)json::array().get<bool>(); }).message,
              "found a list, expected true or false");
    EXPECT_EQ(read([] { (void)json::object().get<std::string>(); }).message,
              "found an object, expected a string");
    EXPECT_EQ(read([] { (void)json::array({1}).at(4); }).message, "list index 4 is out of range");
    const Error key = read([] { (void)json::object().at("server_list"); });
    EXPECT_EQ(key.message, "the key 'server_list' is missing");
    EXPECT_EQ(key.args, (std::vector<IssueArg>{{"key", "server_list"}}));
    EXPECT_EQ(parsed("[1e999]").message, "not valid JSON: the number 1e999 is too large");
    EXPECT_EQ(read([] { (void)json(1).at(0); }).message,
              "the JSON cannot be read (nlohmann::json error type_error.304)");
}

}  // namespace
}  // namespace shardscope
