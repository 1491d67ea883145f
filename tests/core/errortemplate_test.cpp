// Errors carry their sentence as a template with named arguments (util/error.h): the English is
// the template filled in, byte for byte what the call site used to write, and every template a
// call site writes names only arguments that site passes, and has its Chinese.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "doctor/netspec.h"
#include "formats/checkpointfile.h"
#include "testpaths.h"
#include "testutil.h"
#include "util/error.h"
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

// Where the sentence of a QT_TRANSLATE_NOOP("ErrorMessage", ...) that starts at `at` begins
// (clang-format may break the line after either parenthesis or comma), or npos for another
// context.
size_t sentenceStart(const std::string& text, size_t at) {
    const auto skipSpace = [&](size_t i) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        return i;
    };
    const std::string context = "\"ErrorMessage\"";
    size_t i = skipSpace(at + std::string("QT_TRANSLATE_NOOP(").size());
    if (text.compare(i, context.size(), context) != 0) {
        return std::string::npos;
    }
    i = skipSpace(i + context.size());
    return i < text.size() && text[i] == ',' ? i + 1 : std::string::npos;
}

// The templates a source file writes: each QT_TRANSLATE_NOOP("ErrorMessage", "..." "...").
std::vector<std::string> templatesIn(const std::string& text) {
    std::vector<std::string> out;
    const std::string marker = "QT_TRANSLATE_NOOP(";
    for (size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + 1)) {
        std::string sentence;
        size_t i = sentenceStart(text, at);
        if (i == std::string::npos) {
            continue;
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
        if (!sentence.empty()) {  // a marker in a comment ("QT_TRANSLATE_NOOP(..., ...)")
            out.push_back(sentence);
        }
    }
    return out;
}

std::vector<fs::path> coreSources() {
    std::vector<fs::path> out;
    for (const auto& entry : fs::recursive_directory_iterator(sourceRoot() + "/core")) {
        const std::string ext = entry.path().extension().string();
        if (entry.is_regular_file() && (ext == ".cpp" || ext == ".h")) {
            out.push_back(entry.path());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The calls of the legacy makeError(code, message) in a source file: those whose second
// argument is neither a template nor a forwarded one (a site that still writes its English).
int legacyCalls(const std::string& text) {
    int n = 0;
    const std::string call = "makeError(";
    for (size_t at = text.find(call); at != std::string::npos; at = text.find(call, at + 1)) {
        if (at > 0 &&
            (std::isalnum(static_cast<unsigned char>(text[at - 1])) != 0 || text[at - 1] == '&')) {
            continue;  // another function's name, or makeError's address
        }
        int depth = 0;
        int commas = 0;
        size_t i = at + call.size() - 1;
        std::string args;
        for (; i < text.size(); ++i) {
            const char c = text[i];
            depth += c == '(' || c == '{' ? 1 : (c == ')' || c == '}' ? -1 : 0);
            if (depth == 0) {
                break;
            }
            commas += depth == 1 && c == ',' ? 1 : 0;
            args += c;
        }
        const bool templated = commas >= 2 || args.find("QT_TRANSLATE_NOOP") != std::string::npos;
        n += templated ? 0 : 1;
    }
    return n;
}

// The source files whose errors still carry English only, and how many such calls each holds.
// The list only shrinks: a family moved to templates leaves it, and no file joins it (a new
// error is written as a template).
const std::map<std::string, int> kLegacyCalls = {
    {"core/cluster/clusterjob.cpp", 2},
    {"core/cluster/hostselect.cpp", 1},
    {"core/cluster/jobassignment.cpp", 1},
    {"core/cluster/placeholders.cpp", 1},
    {"core/cluster/ranktableparser.cpp", 4},
    {"core/convert/executor.cpp", 2},
    {"core/convert/strategysimulator.cpp", 1},
    {"core/export/exportitems.cpp", 2},
    {"core/fit/fitsearch.cpp", 1},
    {"core/formats/checkpointfile.cpp", 1},
    {"core/formats/mindformersoutput.cpp", 1},
    {"core/formats/strategyjson.cpp", 2},
    {"core/formats/strategymerge.cpp", 1},
    {"core/formats/strategyprotobuf.cpp", 1},
    {"core/hdf5/hdf5exporter.cpp", 1},
    {"core/inspect/runloader.cpp", 1},
    {"core/layout/tensorlayout.cpp", 1},
    {"core/layout/transformcontext.cpp", 1},
    {"core/layout/transformsources.cpp", 2},
    {"core/logs/logloader.cpp", 2},
    {"core/synth/synthmodel.cpp", 1},
};

// A placeholder a helper fills in for its callers: ioError() (util/fileio.h) passes errno's
// words as {reason}.
bool passedByHelper(const std::string& text, const std::string& name) {
    return name == "reason" && text.find("ioError(QT_TRANSLATE_NOOP(") != std::string::npos;
}

// <source>s and <translation>s of the ErrorMessage context in the Chinese .ts.
std::map<std::string, std::string> chineseTemplates() {
    const std::string ts = readText(fs::path(SHARDSCOPE_TS_DIR) / "shardscope_zh_CN.ts");
    const size_t begin = ts.find("<name>ErrorMessage</name>");
    const size_t end = ts.find("</context>", begin);
    std::map<std::string, std::string> out;
    if (begin == std::string::npos) {
        return out;
    }
    const std::string context = ts.substr(begin, end - begin);
    static const std::regex kMessage(
        "<source>([^<]*)</source>\\s*<translation( type=\"unfinished\")?>([^<]*)</translation>");
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
    EXPECT_FALSE(rendersFromTemplate(makeError(ErrorCode::Io, "cannot read")));
}

// An error that reports another one keeps it whole: its English is the inner error's line.
TEST(ErrorTemplate, AnErrorCarriesTheErrorItReports) {
    const Error inner =
        makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"), {})
            .inFile("/r/s.ckpt");
    const Issue issue = makeIssue(IssueCode::StrategyUnusable, Severity::Error, inner.describe(),
                                  "/r/s.ckpt", {}, -1, {inner.describe()})
                            .because(inner);
    ASSERT_NE(issue.cause, nullptr);
    EXPECT_EQ(issue.cause->describe(), "/r/s.ckpt: the file is empty");
    EXPECT_EQ(issue.text(), "/r/s.ckpt: the file is empty");
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
    for (const fs::path& path : coreSources()) {
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
    for (const fs::path& path : coreSources()) {
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

TEST(ErrorTemplate, LegacySentencesOnlyShrink) {
    std::map<std::string, int> found;
    for (const fs::path& path : coreSources()) {
        const std::string relative = fs::relative(path, sourceRoot()).generic_string();
        if (relative == "core/util/error.cpp" || relative == "core/util/error.h") {
            continue;  // the legacy makeError itself
        }
        if (const int n = legacyCalls(readText(path)); n > 0) {
            found[relative] = n;
        }
    }
    for (const auto& [file, n] : found) {
        const auto listed = kLegacyCalls.find(file);
        EXPECT_TRUE(listed != kLegacyCalls.end() && n <= listed->second)
            << file << " writes " << n << " error sentence(s) in English only: give them "
            << "templates (QT_TRANSLATE_NOOP(\"ErrorMessage\", ...) with named arguments)";
    }
    for (const auto& [file, n] : kLegacyCalls) {
        const auto now = found.find(file);
        EXPECT_EQ(now == found.end() ? 0 : now->second, n)
            << file << ": fewer English-only errors than listed; shrink kLegacyCalls";
    }
}

}  // namespace shardscope
