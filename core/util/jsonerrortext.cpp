#include "jsonerrortext.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "messagepiece.h"
#include "translatenoop.h"

namespace shardscope {

namespace {

// What nlohmann's lexer says is wrong with a token, in the catalogue's words (pieces: the window
// translates each whole). Its control-character message has a template of its own (values in it).
struct LexerWords {
    std::string_view nlohmann;
    PieceTemplate ours;
};

constexpr std::array<LexerWords, 13> kLexerWords = {{
    {"invalid literal",
     QT_TRANSLATE_NOOP("ErrorPiece",
                       "no JSON value (true, false, null, a number, a string, [ or {)")},
    {"invalid string: missing closing quote",
     QT_TRANSLATE_NOOP("ErrorPiece", "a string without its closing quote")},
    {"invalid string: ill-formed UTF-8 byte",
     QT_TRANSLATE_NOOP("ErrorPiece", "a string with a byte that is not UTF-8")},
    {"invalid string: '\\u' must be followed by 4 hex digits",
     QT_TRANSLATE_NOOP("ErrorPiece", "a string with \\u not followed by 4 hex digits")},
    {"invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF",
     QT_TRANSLATE_NOOP("ErrorPiece", "a string with half of a UTF-16 surrogate pair")},
    {"invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF",
     QT_TRANSLATE_NOOP("ErrorPiece", "a string with half of a UTF-16 surrogate pair")},
    {"invalid string: forbidden character after backslash",
     QT_TRANSLATE_NOOP("ErrorPiece",
                       "a string with a backslash before a character JSON does not "
                       "escape")},
    {"invalid number; expected digit after '-'",
     QT_TRANSLATE_NOOP("ErrorPiece", "a number without a digit after '-'")},
    {"invalid number; expected digit after '.'",
     QT_TRANSLATE_NOOP("ErrorPiece", "a number without a digit after '.'")},
    {"invalid number; expected digit after exponent sign",
     QT_TRANSLATE_NOOP("ErrorPiece", "a number without a digit in its exponent")},
    {"invalid BOM; must be 0xEF 0xBB 0xBF if given",
     QT_TRANSLATE_NOOP("ErrorPiece", "a byte order mark that is not EF BB BF")},
    {"invalid comment; missing closing '*/'",
     QT_TRANSLATE_NOOP("ErrorPiece", "a comment without its closing '*/'")},
    {"invalid comment; expecting '/' or '*' after '/'",
     QT_TRANSLATE_NOOP("ErrorPiece", "a '/' that starts no comment")},
}};

// nlohmann's name of a token (its lexer's token_type_name) as found or expected: a piece for
// what has no value to show, else the token itself ('}', true).
IssueArg tokenArg(std::string name, std::string_view token, bool expected) {
    if (token == "string literal") {
        return expected ? pieceArg(std::move(name),
                                   QT_TRANSLATE_NOOP("ErrorPiece", "a name in double quotes"))
                        : pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "a string"));
    }
    if (token == "number literal") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "a number"));
    }
    if (token == "'[', '{', or a literal") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "a value"));
    }
    if (token == "end of input") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "nothing more"));
    }
    for (const std::string_view literal : {"true", "false", "null"}) {
        if (token == std::string(literal) + " literal") {
            return {std::move(name), std::string(literal)};
        }
    }
    return {std::move(name), std::string(token)};
}

// The line and column of byte `byte` (nlohmann counts from 1; 0 is the start) of `text`.
std::vector<IssueArg> position(size_t byte, std::string_view text) {
    const size_t at = std::min<size_t>(byte > 0 ? byte - 1 : 0, text.size());
    size_t line = 1;
    size_t lineStart = 0;
    for (size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {{"line", std::to_string(line)}, {"column", std::to_string(at - lineStart + 1)}};
}

// A token the lexer could not read: "invalid string: control character U+000A (LF) must be
// escaped to \u000A or \n; last read: '...'" (the part before "; last read: ").
Error lexerError(ErrorCode code, std::string_view problem, std::vector<IssueArg> where) {
    static constexpr std::string_view kControl = "invalid string: control character ";
    if (problem.starts_with(kControl)) {
        const size_t must = problem.find(" must be escaped to ");
        const size_t escape = must == std::string_view::npos ? must : must + 20;
        const size_t end = problem.find(' ', escape == std::string_view::npos ? 0 : escape);
        where.push_back(
            {"character", std::string(problem.substr(kControl.size(), must - kControl.size()))});
        where.push_back({"escape", std::string(problem.substr(escape, end - escape))});
        return makeError(code,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "not valid JSON at line {line}, column {column}: a "
                                           "string with control character {character}: write it "
                                           "as {escape}"),
                         std::move(where));
    }
    PieceTemplate words = QT_TRANSLATE_NOOP("ErrorPiece", "text that is not JSON");
    for (const LexerWords& w : kLexerWords) {
        if (problem == w.nlohmann) {
            words = w.ours;
        }
    }
    where.push_back(pieceArg("problem", words));
    return makeError(code,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "not valid JSON at line {line}, column {column}: {problem}"),
                     std::move(where));
}

// nlohmann's parse error 101: "parse error at line 3, column 28: syntax error while parsing
// value - unexpected '}'; expected '[', '{', or a literal", or "- <what the lexer says>; last
// read: '<the token>'" (the token quotes the file raw: left out, the line and column say where).
Error parseError(ErrorCode code, const nlohmann::json::parse_error& error, std::string_view text) {
    std::vector<IssueArg> where = position(error.byte, text);
    const std::string_view what = error.what();
    const size_t dash = what.find(" - ");
    const std::string_view problem =
        dash == std::string_view::npos ? std::string_view() : what.substr(dash + 3);
    if (const size_t read = problem.find("; last read: "); read != std::string_view::npos) {
        return lexerError(code, problem.substr(0, read), std::move(where));
    }
    static constexpr std::string_view kFound = "unexpected ";
    static constexpr std::string_view kExpected = "; expected ";
    const size_t expected = problem.find(kExpected);
    if (!problem.starts_with(kFound) || expected == std::string_view::npos) {
        return lexerError(code, {}, std::move(where));
    }
    const std::string_view found = problem.substr(kFound.size(), expected - kFound.size());
    where.push_back(tokenArg("expected", problem.substr(expected + kExpected.size()), true));
    if (found == "end of input") {
        return makeError(code,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "not valid JSON at line {line}, column {column}: the "
                                           "text ends, expected {expected}"),
                         std::move(where));
    }
    where.insert(where.end() - 1, tokenArg("found", found, false));
    return makeError(code,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "not valid JSON at line {line}, column {column}: found "
                                       "{found}, expected {expected}"),
                     std::move(where));
}

// A JSON type as nlohmann names it (type_name()), in the words a found or expected value has.
IssueArg typeArg(std::string name, std::string_view type) {
    if (type == "string" || type == "number") {
        return tokenArg(std::move(name), std::string(type) + " literal", false);
    }
    if (type == "boolean") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "true or false"));
    }
    if (type == "array") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "a list"));
    }
    if (type == "object") {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "an object"));
    }
    return {std::move(name), std::string(type)};  // null
}

// The text between `before` and `after` in `what` (empty when either is missing).
std::string between(std::string_view what, std::string_view before, std::string_view after) {
    const size_t from = what.find(before);
    if (from == std::string_view::npos) {
        return {};
    }
    const size_t start = from + before.size();
    const size_t end = what.find(after, start);
    return end == std::string_view::npos ? std::string()
                                         : std::string(what.substr(start, end - start));
}

// Another exception: a value of another type than the reader asked for (type_error 302), a list
// index or a key that is not there (out_of_range 401, 403), a number past a double's range (406);
// any other by nlohmann's name for it ("type_error.316").
Error otherError(ErrorCode code, const nlohmann::json::exception& error) {
    const std::string_view what = error.what();
    if (error.id == 302) {
        // "type must be number, but is string"
        const size_t is = what.rfind("but is ");
        return makeError(code,
                         QT_TRANSLATE_NOOP("ErrorMessage", "found {found}, expected {expected}"),
                         {typeArg("found", is == std::string_view::npos ? std::string_view()
                                                                        : what.substr(is + 7)),
                          typeArg("expected", between(what, "type must be ", ","))});
    }
    if (error.id == 401) {
        return makeError(code,
                         QT_TRANSLATE_NOOP("ErrorMessage", "list index {index} is out of range"),
                         {{"index", between(what, "array index ", " ")}});
    }
    if (error.id == 403) {
        return makeError(code, QT_TRANSLATE_NOOP("ErrorMessage", "the key '{key}' is missing"),
                         {{"key", between(what, "key '", "' not found")}});
    }
    if (error.id == 406) {
        return makeError(
            code,
            QT_TRANSLATE_NOOP("ErrorMessage", "not valid JSON: the number {number} is too large"),
            {{"number", between(what, "parsing '", "'")}});
    }
    return makeError(
        code,
        QT_TRANSLATE_NOOP("ErrorMessage", "the JSON cannot be read (nlohmann::json error {id})"),
        {{"id", between(what, "[json.exception.", "]")}});
}

}  // namespace

IssueArg jsonProblemArg(std::string name, const nlohmann::json::exception& error) {
    const std::string_view what = error.what();
    if (error.id == 406) {
        return pieceArg(std::move(name),
                        QT_TRANSLATE_NOOP("ErrorPiece", "the number {number} is too large"),
                        {{"number", between(what, "parsing '", "'")}});
    }
    return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "nlohmann::json error {id}"),
                    {{"id", between(what, "[json.exception.", "]")}});
}

Error jsonError(ErrorCode code, const nlohmann::json::exception& error, std::string_view text) {
    if (const auto* parse = dynamic_cast<const nlohmann::json::parse_error*>(&error);
        parse != nullptr && parse->id == 101) {
        return parseError(code, *parse, text);
    }
    return otherError(code, error);
}

}  // namespace shardscope
