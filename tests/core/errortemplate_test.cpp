// Errors carry their sentence as a template with named arguments (util/error.h): the English is
// the template filled in, byte for byte what the call site used to write, and every template a
// call site writes names only arguments that site passes, and has its Chinese.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "doctor/netspec.h"
#include "formats/checkpointfile.h"
#include "formats/ranktable.h"
#include "formats/strategy.h"
#include "testpaths.h"
#include "testutil.h"
#include "util/error.h"
#include "util/errorwording.h"
#include "util/messagecatalogue.h"
#include "util/translatenoop.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::string sourceRoot() {
    return fs::path(SHARDSCOPE_TS_DIR).parent_path().string();
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// Where the sentence of a QT_TRANSLATE_NOOP("ErrorMessage", ...) (or QT_TRANSLATE_N_NOOP's,
// a counting sentence's plural template) that starts at `at` begins (clang-format may break the
// line after either parenthesis or comma), or npos for another context.
size_t sentenceStart(const std::string& text, size_t at, const std::string& marker) {
    const auto skipSpace = [&](size_t i) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        return i;
    };
    const std::string context = "\"ErrorMessage\"";
    size_t i = skipSpace(at + marker.size());
    if (text.compare(i, context.size(), context) != 0) {
        return std::string::npos;
    }
    i = skipSpace(i + context.size());
    return i < text.size() && text[i] == ',' ? i + 1 : std::string::npos;
}

// The sentence of string literals (adjacent ones joined) that starts at `i` (npos: none).
std::string sentenceAt(const std::string& text, size_t i) {
    std::string sentence;
    if (i == std::string::npos) {
        return sentence;
    }
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        if (i >= text.size() || text[i] != '"') {
            break;
        }
        for (++i; i < text.size() && text[i] != '"'; ++i) {
            if (text[i] == '\\' && i + 1 < text.size()) {
                ++i;
            }
            sentence += text[i];
        }
        ++i;
    }
    return sentence;
}

// The templates a source file writes: each QT_TRANSLATE_NOOP("ErrorMessage", "..." "..."), and
// each plural one, QT_TRANSLATE_N_NOOP("ErrorMessage", ...).
std::vector<std::string> templatesIn(const std::string& text) {
    std::vector<std::string> out;
    for (const std::string marker : {"QT_TRANSLATE_NOOP(", "QT_TRANSLATE_N_NOOP("}) {
        for (size_t at = text.find(marker); at != std::string::npos;
             at = text.find(marker, at + 1)) {
            if (std::string sentence = sentenceAt(text, sentenceStart(text, at, marker));
                !sentence.empty()) {  // not a marker in a comment ("QT_TRANSLATE_NOOP(..., ...)")
                out.push_back(sentence);
            }
        }
    }
    return out;
}

// The sources of core and the window (whose errors the window shows, in the user's language)
// and, with `cli`, of the command-line programs too (English only).
std::vector<fs::path> productSources(bool cli) {
    std::vector<fs::path> out;
    std::vector<std::string> floors = {"/core", "/widgets", "/app/gui"};
    if (cli) {
        floors.insert(floors.end(), {"/app/cli", "/app/common", "/app/mpi"});
    }
    for (const std::string& floor : floors) {
        for (const auto& entry : fs::recursive_directory_iterator(sourceRoot() + floor)) {
            const std::string ext = entry.path().extension().string();
            if (entry.is_regular_file() && (ext == ".cpp" || ext == ".h")) {
                out.push_back(entry.path());
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Where the string or character literal that opens at `i` ends (the index after its quote).
size_t literalEnd(const std::string& text, size_t i) {
    const char quote = text[i];
    for (++i; i < text.size() && text[i] != quote; ++i) {
        i += text[i] == '\\' ? 1 : 0;
    }
    return i + 1;
}

// The arguments of each makeError(...) call in a source file, as written. Commas and brackets
// inside a literal ("between 1 and 8, not ") are words, not separators.
std::vector<std::vector<std::string>> makeErrorCalls(const std::string& text) {
    std::vector<std::vector<std::string>> calls;
    const std::string call = "makeError(";
    for (size_t at = text.find(call); at != std::string::npos; at = text.find(call, at + 1)) {
        if (at > 0 &&
            (std::isalnum(static_cast<unsigned char>(text[at - 1])) != 0 || text[at - 1] == '&')) {
            continue;  // another function's name, or makeError's address
        }
        int depth = 0;
        std::vector<std::string> args(1);
        for (size_t i = at + call.size() - 1; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '"' || c == '\'') {
                const size_t end = literalEnd(text, i);
                args.back() += text.substr(i, end - i);
                i = end - 1;
                continue;
            }
            depth += c == '(' || c == '{' ? 1 : (c == ')' || c == '}' ? -1 : 0);
            if (depth == 0) {
                break;
            }
            if (depth == 1 && c == ',') {
                args.emplace_back();
            } else if (depth > 1 || c != '(') {
                args.back() += c;
            }
        }
        calls.push_back(std::move(args));
    }
    return calls;
}

// A placeholder a helper fills in for its callers: ioError() (util/fileio.h) passes errno's
// (or an error_code's) words as {reason}; an error that reports another (makeError(code, text,
// args, cause) and rephrased(), util/errorwording.h) passes that one's line as {error}.
bool passedByHelper(const std::string& text, const std::string& name) {
    if (name == "error") {
        const auto calls = makeErrorCalls(text);
        return text.find("rephrased(") != std::string::npos ||
               std::any_of(calls.begin(), calls.end(),
                           [](const std::vector<std::string>& args) { return args.size() == 4; });
    }
    // An argument made by a function given its name: one that is words (util/messagepiece.h:
    // pieceArg("name", ...), listArg, cutListArg, listOfArgs) or a helper that makes one
    // (quoted("value", json)).
    if (text.find("(\"" + name + "\",") != std::string::npos) {
        return true;
    }
    // ioError(what, ...), ioError(err, what, ...) and ioError(ec, what, ...).
    static const std::regex kIoError(R"(\bioError\(\s*(\w+\s*,\s*)?QT_TRANSLATE_NOOP\()");
    return name == "reason" && std::regex_search(text, kIoError);
}

// <source>s and <translation>s (or their <numerusform>) of the ErrorMessage context in the
// Chinese .ts.
std::map<std::string, std::string> chineseTemplates() {
    const std::string ts = readText(fs::path(SHARDSCOPE_TS_DIR) / "shardscope_zh_CN.ts");
    const size_t begin = ts.find("<name>ErrorMessage</name>");
    const size_t end = ts.find("</context>", begin);
    std::map<std::string, std::string> out;
    if (begin == std::string::npos) {
        return out;
    }
    const std::string context = ts.substr(begin, end - begin);
    // A counting sentence's translation is its (Chinese: one) plural form.
    static const std::regex kMessage(
        "<source>([^<]*)</source>\\s*<translation( type=\"unfinished\")?>\\s*(?:<numerusform>)?"
        "([^<]*)");
    const auto unescape = [](std::string s) {
        for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
                 {"&apos;", "'"}, {"&quot;", "\""}, {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}}) {
            for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + 1)) {
                s.replace(at, from.size(), to);
            }
        }
        return s;
    };
    for (std::sregex_iterator it(context.begin(), context.end(), kMessage), last; it != last;
         ++it) {
        const std::smatch& m = *it;
        out[unescape(m[1].str())] = m[2].matched ? std::string() : unescape(m[3].str());
    }
    return out;
}

}  // namespace

TEST(ErrorTemplate, TheEnglishIsTheTemplateFilledIn) {
    const Error e = makeError(ErrorCode::Truncated,
                              QT_TRANSLATE_NOOP("ErrorMessage",
                                                "record of {length} bytes runs past the end of "
                                                "the file ({left} bytes left)"),
                              {{"length", "290"}, {"left", "197"}})
                        .inFile("/r/a.ckpt")
                        .atOffset(0);
    EXPECT_EQ(e.message, "record of 290 bytes runs past the end of the file (197 bytes left)");
    EXPECT_EQ(e.describe(),
              "/r/a.ckpt: byte 0: record of 290 bytes runs past the end of the file (197 bytes "
              "left)");
    EXPECT_TRUE(rendersFromTemplate(e));
    EXPECT_EQ(e.args, (std::vector<IssueArg>{{"length", "290"}, {"left", "197"}}));
}

// A caller that rewrites the English leaves the template behind: the English is then shown as is.
TEST(ErrorTemplate, ARewrittenMessageNoLongerRendersFromItsTemplate) {
    Error e =
        makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "the file ended early"), {});
    e.message = "every rank file was written, but not the record beside them: " + e.message;
    EXPECT_FALSE(rendersFromTemplate(e));
    EXPECT_FALSE(rendersFromTemplate(Error{}));
}

// A counting sentence: the singular template when the count is 1, else the plural one, and the
// GUI finds the plural source (what lupdate files) from either.
TEST(ErrorTemplate, ACountingSentenceChoosesItsFormByTheCount) {
    const auto make = [](const char* n) {
        return makeError(ErrorCode::Corrupt,
                         ErrorPlural("{n} server listed", "{n} servers listed", "n"), {{"n", n}});
    };
    const Error one = make("1");
    const Error two = make("2");
    EXPECT_EQ(one.message, "1 server listed");
    EXPECT_EQ(two.message, "2 servers listed");
    EXPECT_TRUE(rendersFromTemplate(one));
    EXPECT_TRUE(rendersFromTemplate(two));
    ASSERT_NE(errorPluralOf(one.messageTemplate), nullptr);
    EXPECT_STREQ(errorPluralOf(one.messageTemplate)->plural, "{n} servers listed");
    ASSERT_NE(errorPluralOf(two.messageTemplate), nullptr);
    EXPECT_STREQ(errorPluralOf(two.messageTemplate)->singular, "{n} server listed");
    EXPECT_STREQ(errorPluralOf(two.messageTemplate)->count, "n");
    const Error plain =
        makeError(ErrorCode::Corrupt, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"), {});
    EXPECT_EQ(errorPluralOf(plain.messageTemplate), nullptr);
}

// An error said again inside a sentence keeps its location outside it, byte for byte what the
// call sites wrote when they prefixed the message.
TEST(ErrorTemplate, ARephrasedErrorKeepsItsPlace) {
    Error inner =
        makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "cannot sync: {reason}"),
                  {{"reason", "No space left on device"}})
            .inFile("/out/.strategy.tmp")
            .atOffset(12);
    inner.fix = "free some space";
    const Error e = rephrased(inner, QT_TRANSLATE_NOOP("ErrorMessage",
                                                       "every rank file was written, but not the "
                                                       "strategy beside them: {error}"));
    EXPECT_EQ(e.code, ErrorCode::Io);
    EXPECT_EQ(e.describe(),
              "/out/.strategy.tmp: byte 12: every rank file was written, but not the strategy "
              "beside them: cannot sync: No space left on device (free some space)");
    EXPECT_TRUE(rendersFromTemplate(e));
    ASSERT_NE(e.cause, nullptr);
    EXPECT_EQ(e.cause->describe(), "cannot sync: No space left on device");
}

// The corpus of parsers that used to write their English: rank tables, tensor layouts, the
// simulator's spec, a JSON file's syntax. Same words as before, from templates.
TEST(ErrorTemplate, FormerlyEnglishOnlyErrorsCarryTemplates) {
    const std::string json = R"({"server_list": "x"})";
    auto table =
        parseRankTable({reinterpret_cast<const uint8_t*>(json.data()), json.size()}, "/r/t.json");
    ASSERT_FALSE(table);
    EXPECT_EQ(table.error().describe(), "/r/t.json: server_list is not a list");
    EXPECT_TRUE(rendersFromTemplate(table.error()));
    const std::string bad = "{\n  \"a\": }";
    auto broken =
        parseRankTable({reinterpret_cast<const uint8_t*>(bad.data()), bad.size()}, "/r/t.json");
    ASSERT_FALSE(broken);
    EXPECT_TRUE(rendersFromTemplate(broken.error()));
    auto strategy = parseStrategyJson("{\n  \"a\": }", "/r/s.json");
    ASSERT_FALSE(strategy);
    EXPECT_EQ(strategy.error().message,
              "not valid JSON at line 2, column 8: found '}', expected a value");
    EXPECT_TRUE(rendersFromTemplate(strategy.error()));
    EXPECT_EQ(strategy.error().args,
              (std::vector<IssueArg>{
                  {"line", "2"}, {"column", "8"}, {"found", "'}'"}, {"expected", "a value"}}));
}

// An error that reports another one keeps it whole: its English is the inner error's line.
TEST(ErrorTemplate, AnErrorCarriesTheErrorItReports) {
    const Error inner =
        makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"), {})
            .inFile("/r/s.ckpt");
    const Issue issue = makeIssue(IssueCode::StrategyUnusable, Severity::Error, "/r/s.ckpt", {}, -1,
                                  {inner.describe(), "layouts-not-shown"})
                            .because(inner);
    ASSERT_NE(issue.cause, nullptr);
    EXPECT_EQ(issue.cause->describe(), "/r/s.ckpt: the file is empty");
    EXPECT_EQ(issue.text(),
              "the strategy file cannot be used, so the layouts are not shown: /r/s.ckpt: the file "
              "is empty");
}

// The doctor's errors about its inputs carry their templates; a value with braces in it (the
// NET.json example) is an argument, not part of the template.
TEST(ErrorTemplate, DoctorInputErrorsCarryTemplates) {
    const auto notObject = NetSpec::fromJson("[1, 2]", "net.json");
    ASSERT_FALSE(notObject);
    EXPECT_EQ(notObject.error().describe(),
              R"(net.json: expected an object {"name": {"shape": [...], "dtype": "Float32"}})");
    EXPECT_TRUE(rendersFromTemplate(notObject.error()));
    EXPECT_EQ(
        notObject.error().args,
        (std::vector<IssueArg>{{"example", R"({"name": {"shape": [...], "dtype": "Float32"}})"}}));
    const auto dtype = NetSpec::fromJson(R"({"a": {"shape": [1], "dtype": 3}})", "net.json");
    ASSERT_FALSE(dtype);
    EXPECT_EQ(dtype.error().describe(),
              "net.json: parameter 'a': 'dtype' must be a string such as \"Float32\"");
    EXPECT_TRUE(rendersFromTemplate(dtype.error()));
}

// What a user meets most, read from the files: the parsers' errors carry their templates, and
// the English is what shardscope-cli has always printed (tests/data/broken/expected.tsv).
TEST(ErrorTemplate, BrokenCheckpointsCarryTemplates) {
    for (const char* name : {"truncated_in_content.ckpt", "negative_dim.ckpt", "empty.ckpt",
                             "encrypted_gcm.ckpt", "not_a_checkpoint.ckpt"}) {
        SCOPED_TRACE(name);
        const auto file = CheckpointFile::open(test::dataPath(std::string("broken/") + name));
        ASSERT_FALSE(file);
        EXPECT_TRUE(rendersFromTemplate(file.error())) << file.error().describe();
    }
    auto crc = CheckpointFile::open(test::dataPath("broken/crc_mismatch.ckpt"));
    ASSERT_TRUE(crc);
    const Status verified = crc->verifyCrc();
    ASSERT_FALSE(verified);
    EXPECT_EQ(verified.error().message, "the crc check is failed");
    EXPECT_TRUE(rendersFromTemplate(verified.error()));
}

// Each placeholder of a template is an argument its file passes ({"name", value}): a template
// whose argument is missing would print an empty gap.
TEST(ErrorTemplate, EveryPlaceholderIsAnArgumentTheSitePasses) {
    int templates = 0;
    for (const fs::path& path : productSources(true)) {
        const std::string text = readText(path);
        for (const std::string& sentence : templatesIn(text)) {
            ++templates;
            for (const std::string& name : templatePlaceholders(sentence)) {
                EXPECT_TRUE(text.find("{\"" + name + "\",") != std::string::npos ||
                            passedByHelper(text, name))
                    << path.string() << ": '" << sentence << "' names {" << name
                    << "}, which the file never passes";
            }
        }
    }
    EXPECT_GT(templates, 100);
}

// Every template has its Chinese, and the Chinese names the same placeholders.
TEST(ErrorTemplate, EveryTemplateHasChineseWithTheSamePlaceholders) {
    const std::map<std::string, std::string> zh = chineseTemplates();
    for (const fs::path& path : productSources(false)) {
        for (const std::string& sentence : templatesIn(readText(path))) {
            SCOPED_TRACE(path.string() + ": " + sentence);
            const auto found = zh.find(sentence);
            ASSERT_NE(found, zh.end()) << "not in translations/shardscope_zh_CN.ts (run lupdate)";
            ASSERT_FALSE(found->second.empty()) << "not translated";
            std::vector<std::string> english = templatePlaceholders(sentence);
            std::vector<std::string> chinese = templatePlaceholders(found->second);
            std::sort(english.begin(), english.end());
            std::sort(chinese.begin(), chinese.end());
            EXPECT_EQ(chinese, english) << found->second;
        }
    }
}

}  // namespace shardscope
