#include "jsonlineparser.h"

#include <string>

#include "numbertext.h"
#include "timestamp.h"

namespace shardscope {

namespace {

enum class ValueKind { Number, String, True, False, Null, Nested };

struct Scanner {
    std::string_view s;
    size_t i = 0;

    void spaces() {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) {
            ++i;
        }
    }
    // At a '"': the string's raw text (escapes left as written); i moves past it.
    bool string(std::string_view& text) {
        size_t j = i + 1;
        while (j < s.size() && s[j] != '"') {
            j += s[j] == '\\' ? 2 : 1;
        }
        if (j >= s.size()) {
            return false;
        }
        text = s.substr(i + 1, j - i - 1);
        i = j + 1;
        return true;
    }
    // A nested object or array, skipped whole.
    bool nested() {
        int depth = 0;
        while (i < s.size()) {
            const char c = s[i];
            if (c == '"') {
                std::string_view ignored;
                if (!string(ignored)) {
                    return false;
                }
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0) {
                    ++i;
                    return true;
                }
            }
            ++i;
        }
        return false;
    }
    bool value(ValueKind& kind, std::string_view& text) {
        if (i >= s.size()) {
            return false;
        }
        const char c = s[i];
        if (c == '"') {
            kind = ValueKind::String;
            return string(text);
        }
        if (c == '{' || c == '[') {
            kind = ValueKind::Nested;
            const size_t start = i;
            const bool ok = nested();
            text = s.substr(start, i - start);
            return ok;
        }
        size_t end = i;
        while (end < s.size() && s[end] != ',' && s[end] != '}' && s[end] != ' ' &&
               s[end] != '\t') {
            ++end;
        }
        text = s.substr(i, end - i);
        i = end;
        if (text == "true" || text == "false" || text == "null") {
            kind = text == "true"    ? ValueKind::True
                   : text == "false" ? ValueKind::False
                                     : ValueKind::Null;
            return true;
        }
        kind = ValueKind::Number;
        return !text.empty();
    }
};

bool keyIs(std::string_view key, std::string_view lower) {
    return key.size() == lower.size() && startsWithNoCase(key, lower);
}

// `expected`: key, value, end (',' or '}'), or the character itself ("'{'", "':'").
Issue malformed(const char* expected, size_t at) {
    return logMessage(IssueCode::LogNotJsonObject, {expected, std::to_string(at + 1)});
}

bool readInteger(std::string_view key, ValueKind kind, std::string_view text, int64_t& out,
                 LogLine& line) {
    if ((kind == ValueKind::Number || kind == ValueKind::String) && parseInteger(text, out)) {
        return true;
    }
    line.fail(
        logMessage(IssueCode::LogKeyNotNumber, {std::string(key), std::string(text), "integer"}));
    return false;
}

bool readKey(std::string_view key, ValueKind kind, std::string_view text, LogLine& out) {
    if (keyIs(key, "step") || keyIs(key, "iteration") || keyIs(key, "iter")) {
        return readInteger(key, kind, text, out.step, out);
    }
    if (keyIs(key, "global_step")) {
        return readInteger(key, kind, text, out.globalStep, out);
    }
    if (keyIs(key, "epoch")) {
        return readInteger(key, kind, text, out.epoch, out);
    }
    if (keyIs(key, "loss")) {
        if (kind == ValueKind::Null || (kind == ValueKind::String && isNotAvailable(text))) {
            out.loss = LogLine::Loss::NotAvailable;
            return true;
        }
        if ((kind == ValueKind::Number || kind == ValueKind::String) &&
            parseReal(text, out.lossValue)) {
            out.loss = LogLine::Loss::Value;
            return true;
        }
        out.fail(logMessage(IssueCode::LogKeyNotNumber, {"loss", std::string(text), "number"}));
        return false;
    }
    if (keyIs(key, "wall_time") || keyIs(key, "walltime") || keyIs(key, "timestamp")) {
        if ((kind == ValueKind::Number && parseReal(text, out.wallTime)) ||
            (kind == ValueKind::String && scanDateTime(text, out.wallTime) == text.size())) {
            return true;
        }
        out.fail(
            logMessage(IssueCode::LogKeyNotNumber, {std::string(key), std::string(text), "time"}));
        return false;
    }
    double value = 0;
    if (kind == ValueKind::True || kind == ValueKind::False) {
        out.addField(key, kind == ValueKind::True ? 1.0 : 0.0);
    } else if (kind == ValueKind::Number) {
        if (!parseReal(text, value)) {
            out.fail(logMessage(IssueCode::LogKeyNoValue, {std::string(key), std::string(text)}));
            return false;
        }
        out.addField(key, value);
    }
    return true;
}

}  // namespace

void parseJsonLine(std::string_view line, LogLine& out) {
    Scanner sc{line};
    sc.spaces();
    if (sc.i >= line.size()) {
        return;
    }
    if (line[sc.i] != '{') {
        out.fail(malformed("'{'", sc.i));
        return;
    }
    ++sc.i;
    sc.spaces();
    if (sc.i < line.size() && line[sc.i] == '}') {
        return;
    }
    while (true) {
        sc.spaces();
        std::string_view key;
        if (sc.i >= line.size() || line[sc.i] != '"' || !sc.string(key)) {
            out.fail(malformed("key", sc.i));
            return;
        }
        sc.spaces();
        if (sc.i >= line.size() || line[sc.i] != ':') {
            out.fail(malformed("':'", sc.i));
            return;
        }
        ++sc.i;
        sc.spaces();
        ValueKind kind = ValueKind::Null;
        std::string_view text;
        const size_t valueAt = sc.i;
        if (!sc.value(kind, text)) {
            out.fail(malformed("value", valueAt));
            return;
        }
        if (!readKey(key, kind, text, out)) {
            return;
        }
        sc.spaces();
        if (sc.i < line.size() && line[sc.i] == ',') {
            ++sc.i;
            continue;
        }
        if (sc.i < line.size() && line[sc.i] == '}') {
            break;
        }
        out.fail(malformed("end", sc.i));
        return;
    }
    if (out.hasStep()) {
        out.kind = LogLine::Kind::Point;
    } else if (out.loss != LogLine::Loss::None) {
        out.fail(logMessage(IssueCode::LogLossWithoutStep));
    }
}

}  // namespace shardscope
