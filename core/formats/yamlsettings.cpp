#include "yamlsettings.h"

#include <fstream>
#include <sstream>
#include <vector>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) {
        s.remove_prefix(1);
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
        s.remove_suffix(1);
    }
    return s;
}

// The line without its comment: `#` at the start or after a space, outside quotes.
std::string_view withoutComment(std::string_view line) {
    char quote = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote != 0) {
            quote = c == quote ? 0 : quote;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
            return line.substr(0, i);
        }
    }
    return line;
}

// The key's end: the first ": " or a final ":" outside quotes; npos when the line is no key.
size_t keyEnd(std::string_view s) {
    char quote = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (quote != 0) {
            quote = c == quote ? 0 : quote;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == ':' && (i + 1 == s.size() || s[i + 1] == ' ' || s[i + 1] == '\t')) {
            return i;
        }
    }
    return std::string_view::npos;
}

std::string unquote(std::string_view v) {
    if (v.size() >= 2 && (v.front() == '"' || v.front() == '\'') && v.back() == v.front()) {
        return std::string(v.substr(1, v.size() - 2));
    }
    return std::string(v);
}

}  // namespace

const std::string* YamlSettings::find(std::string_view path) const {
    auto it = values.find(path);
    return it == values.end() ? nullptr : &it->second;
}

Result<YamlSettings> parseYamlSettings(std::string_view text, const std::string& source) {
    YamlSettings out;
    struct Level {
        size_t indent;
        std::string path;
    };
    std::vector<Level> stack;                        // open mappings, innermost last
    size_t skipDeeperThan = std::string_view::npos;  // inside a list item or a block scalar
    size_t lineNo = 0;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const std::string_view raw = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (raw.find('\0') != std::string_view::npos) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "{source}:{line}: a NUL byte: not a YAML text file"),
                             {{"source", source}, {"line", std::to_string(lineNo)}});
        }
        const std::string_view line = withoutComment(raw);
        if (trim(line).empty() || trim(line) == "---" || trim(line) == "...") {
            continue;
        }
        size_t indent = 0;
        while (indent < line.size() && line[indent] == ' ') {
            ++indent;
        }
        if (indent < line.size() && line[indent] == '\t') {
            return makeError(
                ErrorCode::Corrupt,
                QT_TRANSLATE_NOOP(
                    "ErrorMessage",
                    "{source}:{line}: a tab in the indentation (YAML allows spaces only)"),
                {{"source", source}, {"line", std::to_string(lineNo)}});
        }
        if (skipDeeperThan != std::string_view::npos) {
            if (indent > skipDeeperThan) {
                continue;
            }
            skipDeeperThan = std::string_view::npos;
        }
        while (!stack.empty() && stack.back().indent >= indent) {
            stack.pop_back();
        }
        const std::string_view body = trim(line.substr(indent));
        if (body.front() == '-') {
            skipDeeperThan = indent;  // a list item and everything it holds
            continue;
        }
        const size_t colon = keyEnd(body);
        if (colon == std::string_view::npos) {
            continue;  // a continuation or something else fit does not need
        }
        const std::string key = unquote(trim(body.substr(0, colon)));
        std::string_view value = trim(body.substr(colon + 1));
        if (!value.empty() && value.front() == '&') {  // an anchor: the value follows it
            const size_t space = value.find(' ');
            value =
                space == std::string_view::npos ? std::string_view() : trim(value.substr(space));
        }
        const std::string path = stack.empty() ? key : stack.back().path + "." + key;
        if (value.empty()) {
            stack.push_back({indent, path});
        } else if (value.front() == '|' || value.front() == '>') {
            skipDeeperThan = indent;  // a block scalar's lines
        } else if (value.front() != '*' && value.front() != '[' && value.front() != '{') {
            out.values[path] = unquote(value);
        }
    }
    return out;
}

Result<YamlSettings> readYamlSettings(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "{path}: cannot be read"),
                         {{"path", path}});
    }
    std::string text(4u << 20, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<size_t>(in.gcount()));
    if (in.gcount() == static_cast<std::streamsize>(4u << 20) && in.peek() != EOF) {
        return makeError(
            ErrorCode::Unsupported,
            QT_TRANSLATE_NOOP("ErrorMessage", "{path}: larger than 4 MiB: not a run configuration"),
            {{"path", path}});
    }
    return parseYamlSettings(text, path);
}

}  // namespace shardscope
