// A failure in the Chinese window is Chinese end to end: an Error's detail is rendered from its
// template as translated (context ErrorMessage), the location words too; in English it is the
// core's line, byte for byte.
#include "widgets/models/common/errortext.h"

#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <filesystem>
#include <fstream>

#include "chinesetranslation.h"
#include "formats/checkpointfile.h"
#include "formats/foreignfile.h"
#include "formats/strategy.h"
#include "formats/yamlsettings.h"
#include "history/historyloader.h"
#include "synth/synthrun.h"
#include "testpaths.h"
#include "util/mappedfile.h"
#include "util/ranklist.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

std::string broken(const std::string& name) {
    return std::string(SHARDSCOPE_TEST_DATA) + "/broken/" + name;
}

// The broken checkpoints whose error ShardScope writes (tests/data/broken/expected.tsv; the HDF5
// one is the module's, whose sentences are not templates yet).
std::vector<std::string> brokenCheckpoints() {
    std::vector<std::string> out;
    std::ifstream in(broken("expected.tsv"));
    for (std::string line; std::getline(in, line);) {
        const std::string name = line.substr(0, line.find('\t'));
        if (!line.empty() && line[0] != '#' && name.ends_with(".ckpt")) {
            out.push_back(name);
        }
    }
    return out;
}

Error openError(const std::string& path) {
    auto file = CheckpointFile::open(path);
    if (file) {
        Status crc = file->verifyCrc();
        return crc ? makeError(ErrorCode::Internal, "opened") : std::move(crc).error();
    }
    return std::move(file).error();
}

// Words of three letters or more left in a Chinese text once the values are taken out: English
// that was not translated. Field and type names stay as the file spells them.
QStringList englishWords(QString text, const Error& error) {
    for (const IssueArg& a : error.args) {
        text.remove(QString::fromStdString(a.value));
    }
    text.remove(QString::fromStdString(error.param));
    for (const char* token :
         {"tensor_content", "tensor_type", "TensorProto", "MindSpore", "MapTensor", "wire type",
          "varint", "dims", "str", "UTF-32", "CRC", "tag"}) {
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

// The History tab's screenshot case: a file cut short, its detail in Chinese throughout.
TEST(ErrorText, ATruncatedCheckpointReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const std::string path = broken("truncated_in_content.ckpt");
    const Error error = openError(path);
    EXPECT_EQ(
        error.describe(),
        path + ": byte 0: record of 290 bytes runs past the end of the file (197 bytes left)");
    EXPECT_EQ(ErrorText::detail(error),
              QString::fromStdString(path) +
                  QStringLiteral("：字节 0：记录长 290 字节，超出了文件末尾（只剩 197 字节）"));
    EXPECT_EQ(ErrorText::text(error),
              QStringLiteral("文件不完整（已被截断）：") + ErrorText::detail(error));
    EXPECT_EQ(ErrorText::detailWithoutFile(error, path),
              QStringLiteral("字节 0：记录长 290 字节，超出了文件末尾（只剩 197 字节）"));
}

TEST(ErrorText, ACrcMismatchAndABadStrategyReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Error crc = openError(broken("crc_mismatch.ckpt"));
    EXPECT_EQ(crc.message, "the crc check is failed");
    EXPECT_EQ(ErrorText::sentence(crc), QStringLiteral("CRC 校验失败"));
    auto strategy =
        parseStrategyJson(R"({"parallel_layout_item": {"p": {"tensor_map": [0]}}})", "/r/x.json");
    ASSERT_FALSE(strategy);
    EXPECT_EQ(strategy.error().describe(), "/r/x.json: parameter 'p': dev_matrix is missing");
    EXPECT_EQ(ErrorText::detail(strategy.error()),
              QStringLiteral("/r/x.json：参数 'p'：缺少设备矩阵 'dev_matrix'"));
    EXPECT_EQ(ErrorText::text(strategy.error()),
              QStringLiteral("策略文件无效：/r/x.json：参数 'p'：缺少设备矩阵 'dev_matrix'"));
    const Error wrongKind = openError(broken("not_a_checkpoint.ckpt"));
    EXPECT_EQ(ErrorText::sentence(wrongKind),
              QStringLiteral("不是 MindSpore 检查点（以字节 0x50 开头，而不是 0x0a）"));
}

// Every broken checkpoint of the corpus: Chinese, with its values, and no English left.
TEST(ErrorText, EveryBrokenCheckpointReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    const std::vector<std::string> names = brokenCheckpoints();
    ASSERT_GE(names.size(), 24u);
    for (const std::string& name : names) {
        SCOPED_TRACE(name);
        const Error error = openError(broken(name));
        const QString text = ErrorText::detailWithoutFile(error, error.file);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        EXPECT_EQ(englishWords(text, error), QStringList()) << text.toStdString();
        for (const IssueArg& a : error.args) {
            EXPECT_TRUE(text.contains(QString::fromStdString(a.value)))
                << a.name << " missing from " << text.toStdString();
        }
    }
}

// Without a translation the window's detail is the core's line, as the CLI prints it.
TEST(ErrorText, EnglishIsTheCoresLine) {
    for (const std::string& name : brokenCheckpoints()) {
        SCOPED_TRACE(name);
        const Error error = openError(broken(name));
        EXPECT_EQ(ErrorText::detail(error).toStdString(), error.describe());
    }
}

// A sentence a call site still writes in English shows as it is, behind translated locations.
TEST(ErrorText, ALegacySentenceShowsAsWritten) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Error legacy =
        makeError(ErrorCode::Io, "cannot read the thing").inFile("/r/a.ckpt").onRank(3);
    EXPECT_EQ(ErrorText::detail(legacy), QStringLiteral("/r/a.ckpt：卡 3：cannot read the thing"));
}

// The History tab: a rank's newest save cut short is "cut short (why)", all of it in Chinese.
TEST(ErrorText, TheHistoryTabSaysWhyAFileIsDamagedInChinese) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    SynthConfig config;
    config.saves = 2;
    SynthOptions options;
    options.damage.push_back(*parseSynthDamage("truncate:1"));
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config, options));
    auto history = loadRunHistory(dir.path().toStdString());
    ASSERT_TRUE(history) << history.error().describe();
    const HistoryFile& copy = history->steps.back().cell(1)->best();
    ASSERT_TRUE(copy.reason.has_value());
    ASSERT_EQ(copy.reason->code, IssueCode::FileUnreadable);
    ASSERT_NE(copy.reason->cause, nullptr);
    const std::string english = copy.reason->text();
    EXPECT_TRUE(english.starts_with("truncated (byte ")) << english;
    EXPECT_NE(english.find(" runs past the end of the file ("), std::string::npos) << english;
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const QString text = HistoryTexts::reasonText(copy.reason);
    static const QRegularExpression kZh(
        QStringLiteral("^不完整（截断，字节 \\d+：记录长 \\d+ 字节，超出了文件末尾（只剩 \\d+ "
                       "字节））$"));
    EXPECT_TRUE(kZh.match(text).hasMatch()) << text.toStdString();
}

// An issue that reports an error (a strategy file that cannot be used) says it in Chinese too.
TEST(ErrorText, AnIssueReportingAnErrorSaysItInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Error error = openError(broken("empty.ckpt"));
    const Issue issue = makeIssue(IssueCode::StrategyUnusable, Severity::Error, error.describe(),
                                  error.file, {}, -1, {error.describe()})
                            .because(error);
    const QString text = IssueText::text(issue);
    EXPECT_TRUE(text.endsWith(QStringLiteral("文件为空"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("empty"))) << text.toStdString();
}

// The errors every reader shares (a file that cannot be opened, a rank list, a YAML file, a file
// of another kind) read in Chinese too; the system's own words stay as they are.
TEST(ErrorText, SharedErrorsReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const auto missing = MappedFile::open("/nonexistent-shardscope/a.ckpt");
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().describe(),
              "/nonexistent-shardscope/a.ckpt: cannot open: No such file or directory");
    EXPECT_EQ(
        ErrorText::detail(missing.error()),
        QStringLiteral("/nonexistent-shardscope/a.ckpt：无法打开：No such file or directory"));

    const auto item = parseRankList("0-3,x", 8);
    ASSERT_FALSE(item);
    EXPECT_EQ(item.error().describe(), "rank list '0-3,x': 'x' is not a rank number");
    EXPECT_EQ(ErrorText::detail(item.error()), QStringLiteral("卡列表 '0-3,x'：'x' 不是卡号"));
    const auto range = parseRankList("0-9", 8);
    ASSERT_FALSE(range);
    EXPECT_EQ(range.error().describe(),
              "rank list '0-9': rank 9 is out of range: the destination has 8 ranks");
    EXPECT_EQ(ErrorText::detail(range.error()),
              QStringLiteral("卡列表 '0-9'：卡 9 超出范围：目标只有 8 张卡"));

    const auto yaml = parseYamlSettings("model:\n\tarch: llama\n", "/r/run.yaml");
    ASSERT_FALSE(yaml);
    EXPECT_EQ(yaml.error().describe(),
              "/r/run.yaml:2: a tab in the indentation (YAML allows spaces only)");
    EXPECT_EQ(ErrorText::detail(yaml.error()),
              QStringLiteral("/r/run.yaml:2：缩进中有制表符（YAML 只允许空格）"));

    const Error graph = graphFileError("/r/net-graph.meta");
    EXPECT_TRUE(graph.describe().starts_with("/r/net-graph.meta: a MindSpore graph file ("));
    EXPECT_TRUE(ErrorText::detailWithoutFile(graph, graph.file)
                    .startsWith(QStringLiteral("MindSpore 图文件（<prefix>-graph.meta：")))
        << ErrorText::detailWithoutFile(graph, graph.file).toStdString();
}
