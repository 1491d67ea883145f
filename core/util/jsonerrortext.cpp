#include "jsonerrortext.h"

#include <algorithm>

#include "translatenoop.h"

namespace shardscope {

namespace {

void replaceJsonWords(std::string& text, std::string_view from, std::string_view to) {
    for (size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
}

// nlohmann's "syntax error while parsing value - unexpected '}'; expected '[', '{', or a
// literal" as "found '}', expected a value".
std::string syntaxProblem(std::string what) {
    if (const size_t dash = what.find(" - ");
        what.starts_with("syntax error") && dash != std::string::npos) {
        what = what.substr(dash + 3);
    }
    // "; last read: '<the token>'" quotes the file raw (newlines, any bytes): left out, the
    // line and column say where.
    if (const size_t read = what.find("; last read: "); read != std::string::npos) {
        const size_t next = what.find("; expected ", read + 2);
        what = what.substr(0, read) + (next == std::string::npos ? "" : what.substr(next));
    }
    replaceJsonWords(what, "unexpected end of input", "the text ends");
    replaceJsonWords(what, "unexpected ", "found ");
    replaceJsonWords(what, "invalid literal",
                     "no JSON value (true, false, null, a number, a string, [ or {)");
    replaceJsonWords(what, "expected '[', '{', or a literal", "expected a value");
    replaceJsonWords(what, "expected string literal", "expected a name in double quotes");
    replaceJsonWords(what, "expected end of input", "expected nothing more");
    replaceJsonWords(what, "string literal", "a string");
    replaceJsonWords(what, "number literal", "a number");
    for (std::string_view word : {"true", "false", "null"}) {
        replaceJsonWords(what, std::string(word) + " literal", word);
    }
    replaceJsonWords(what, "; ", ", ");
    return what;
}

}  // namespace

namespace {

// jsonErrorText's parts: the line and column of a parse error (empty for another), the problem.
struct JsonErrorParts {
    std::string line;
    std::string column;
    std::string problem;
};

JsonErrorParts jsonErrorParts(const nlohmann::json::exception& error, std::string_view text) {
    std::string what = error.what();
    if (what.starts_with("[json.exception.")) {
        const size_t cut = what.find("] ");
        what = cut == std::string::npos ? std::string() : what.substr(cut + 2);
    }
    const auto* parse = dynamic_cast<const nlohmann::json::parse_error*>(&error);
    if (parse == nullptr) {
        return {{}, {}, what};
    }
    // "parse error at line 3, column 28: syntax error ...": the line and column counted here.
    if (const size_t colon = what.find(": ");
        what.starts_with("parse error") && colon != std::string::npos) {
        what = what.substr(colon + 2);
    }
    const size_t at = std::min<size_t>(parse->byte > 0 ? parse->byte - 1 : 0, text.size());
    size_t line = 1;
    size_t lineStart = 0;
    for (size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {std::to_string(line), std::to_string(at - lineStart + 1),
            syntaxProblem(std::move(what))};
}

}  // namespace

std::string jsonErrorText(const nlohmann::json::exception& error, std::string_view text) {
    const JsonErrorParts parts = jsonErrorParts(error, text);
    return parts.line.empty()
               ? parts.problem
               : "at line " + parts.line + ", column " + parts.column + ": " + parts.problem;
}

Error jsonError(ErrorCode code, const nlohmann::json::exception& error, std::string_view text,
                bool notValid) {
    JsonErrorParts parts = jsonErrorParts(error, text);
    if (parts.line.empty()) {
        // nlohmann's own words (a type or an index it did not expect).
        return notValid
                   ? makeError(code, QT_TRANSLATE_NOOP("ErrorMessage", "not valid JSON {problem}"),
                               {{"problem", std::move(parts.problem)}})
                   : makeError(code, QT_TRANSLATE_NOOP("ErrorMessage", "{problem}"),
                               {{"problem", std::move(parts.problem)}});
    }
    std::vector<IssueArg> args = {
        {"line", parts.line}, {"column", parts.column}, {"problem", std::move(parts.problem)}};
    return notValid ? makeError(code,
                                QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "not valid JSON at line {line}, column {column}: "
                                                  "{problem}"),
                                std::move(args))
                    : makeError(code,
                                QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "at line {line}, column {column}: {problem}"),
                                std::move(args));
}

}  // namespace shardscope
