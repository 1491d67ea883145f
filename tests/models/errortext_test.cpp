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
#include "export/exporter.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "formats/foreignfile.h"
#include "formats/ranktable.h"
#include "formats/strategy.h"
#include "formats/yamlsettings.h"
#include "history/historyloader.h"
#include "history/stepspec.h"
#include "synth/synthrun.h"
#include "testpaths.h"
#include "util/errorwording.h"
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

Error rankTableError(const std::string& json) {
    auto table = parseRankTable({reinterpret_cast<const uint8_t*>(json.data()), json.size()},
                                "/r/rank_table.json");
    return table ? makeError(ErrorCode::Internal, "parsed", {}) : std::move(table).error();
}

Error openError(const std::string& path) {
    auto file = CheckpointFile::open(path);
    if (file) {
        Status crc = file->verifyCrc();
        return crc ? makeError(ErrorCode::Internal, "opened", {}) : std::move(crc).error();
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
    // An error whose English is not its template's (one a caller rewrote) shows as it is.
    Error legacy;
    legacy.code = ErrorCode::Io;
    legacy.message = "cannot read the thing";
    legacy.inFile("/r/a.ckpt").onRank(3);
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
    const Issue issue = makeIssue(IssueCode::StrategyUnusable, Severity::Error, error.file, {}, -1,
                                  {error.describe(), "layouts-not-shown"})
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

// The rank table parser's errors: each sentence its template, the places and values kept.
TEST(ErrorText, ARankTableErrorReadsInChinese) {
    const Error twice = rankTableError(
        R"({"server_list": [{"server_id": "n0", "device": [{"device_id": "0", "rank_id": "0"},
            {"device_id": "0", "rank_id": "1"}]}]})");
    EXPECT_EQ(twice.describe(),
              "/r/rank_table.json: rank 1: server_list[0] ('n0'): device_id 0 is "
              "given twice (rank_id 0 and rank_id 1)");
    const Error missing =
        rankTableError(R"({"server_list": [{"server_id": "n0", "device": [{}]}]})");
    EXPECT_EQ(missing.describe(),
              "/r/rank_table.json: server_list[0] ('n0'), device[0]: no rank_id");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::detail(twice),
              QStringLiteral("/r/rank_table.json：卡 1：server_list[0] ('n0')：device_id 0 "
                             "出现了两次（rank_id 0 和 rank_id 1）"));
    EXPECT_EQ(ErrorText::detail(missing),
              QStringLiteral("/r/rank_table.json：server_list[0] ('n0'), device[0]：缺少 rank_id"));
}

// A counting sentence: the English singular or plural as the CLI writes it, Chinese from the
// plural template translated with the count.
TEST(ErrorText, ACountingRankTableErrorReadsInEitherLanguage) {
    const Error one = rankTableError(
        R"({"server_count": "2", "server_list": [{"server_id": "n0",
            "device": [{"device_id": "0", "rank_id": "0"}]}]})");
    EXPECT_EQ(one.message, "server_count is 2 but server_list holds 1 server");
    EXPECT_EQ(ErrorText::sentence(one),
              QStringLiteral("server_count is 2 but server_list holds 1 server"));
    const Error gap = rankTableError(
        R"({"server_list": [{"server_id": "n0", "device": [{"device_id": "0", "rank_id": "0"},
            {"device_id": "1", "rank_id": "2"}]}]})");
    EXPECT_EQ(gap.message,
              "no card has rank_id 1: the table's 2 cards must be numbered 0-1 (it goes up to 2)");
    // The range in the window's style (the CLI's "0-1").
    EXPECT_EQ(ErrorText::sentence(gap),
              QStringLiteral("no card has rank_id 1: the table's 2 cards must be numbered 0–1 (it "
                             "goes up to 2)"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::sentence(one),
              QStringLiteral("server_count 为 2，但 server_list 中有 1 台服务器"));
    EXPECT_EQ(ErrorText::sentence(gap),
              QStringLiteral("没有卡的 rank_id 为 1：表中 2 张卡必须编号为 0–1（实际最大到 2）"));
}

// The HDF5 exporter's errors: a bfloat16 tensor's float32 copy whose name another tensor has.
TEST(ErrorText, AnHdf5ExportErrorReadsInChinese) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string source = dir.filePath(QStringLiteral("w.ckpt")).toStdString();
    {
        auto w = CheckpointWriter::create(source);
        ASSERT_TRUE(w);
        const std::vector<uint8_t> four(4, 0);
        ASSERT_TRUE(w->addTensor("w_float32", "Float32", {1}, four));
        ASSERT_TRUE(w->addTensor("w", "BFloat16", {2}, four));
        ASSERT_TRUE(w->commit());
    }
    ExportRequest request;
    request.source = source;
    request.output = dir.filePath(QStringLiteral("w.h5")).toStdString();
    request.float32 = true;
    auto exported = exportPath(request);
    ASSERT_FALSE(exported);
    const Error& error = exported.error();
    EXPECT_EQ(error.describe(),
              request.output + ": parameter 'w': cannot create the dataset /w_float32");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::detailWithoutFile(error, error.file),
              QStringLiteral("参数 'w'：无法创建数据集 /w_float32"));
}

// An error said again inside another sentence (the HDF5 library's reason after what failed, the
// conversion's last step): the inner sentence is translated in its place.
TEST(ErrorText, ARephrasedErrorReadsInChinese) {
    const auto missing = MappedFile::open("/nonexistent-shardscope/a.ckpt");
    ASSERT_FALSE(missing);
    const Error e = rephrased(missing.error(),
                              QT_TRANSLATE_NOOP("ErrorMessage",
                                                "every rank file was written, but not the record "
                                                "beside them: {error}"));
    EXPECT_EQ(e.describe(),
              "/nonexistent-shardscope/a.ckpt: every rank file was written, but not the record "
              "beside them: cannot open: No such file or directory");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(
        ErrorText::detail(e),
        QStringLiteral("/nonexistent-shardscope/a.ckpt：所有卡的文件都已写出，但旁边的转换记录"
                       "没有写出：无法打开：No such file or directory"));
}

// A fix with arguments ("run `shardscope-cli history RUN` ...") and a piece of words in place of
// a value ("none": no step saved) read in Chinese, the values kept; in English they are the
// CLI's words, byte for byte.
TEST(ErrorText, AFixWithArgumentsReadsInChinese) {
    RunHistory history;
    history.path = "/runs/a";
    const Result<int> step = findStep(history, "7");
    ASSERT_FALSE(step);
    const Error& error = step.error();
    EXPECT_EQ(error.describe(),
              "/runs/a: no global step is known for this run (the files hold no step_num and the "
              "steps per epoch are unknown): give the step as E_S, as in the file names; saved "
              "steps: none (run `shardscope-cli history /runs/a` to see every saved step)");
    EXPECT_EQ(ErrorText::detail(error), QString::fromStdString(error.describe()));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::detail(error),
              QStringLiteral("/runs/a：该训练的全局步数未知（文件中没有 step_num，每个轮次的步数也"
                             "未知）：请按文件名中的格式以 E_S 给出；保存点：无（执行 "
                             "`shardscope-cli history /runs/a` 查看所有保存点）"));
}

// A rank table's value that is a list or an object is shown by its kind, in the window's
// language.
TEST(ErrorText, AJsonKindReadsInChinese) {
    const Error list = rankTableError(
        R"({"server_list": [{"server_id": "n0", "device": [{"device_id": [1], "rank_id": "0"}]}]})");
    const Error object = rankTableError(
        R"({"server_list": [{"server_id": "n0", "device": [{"device_id": {}, "rank_id": "0"}]}]})");
    EXPECT_EQ(list.describe(),
              "/r/rank_table.json: server_list[0] ('n0'), device[0]: device_id "
              "(a list) is not a decimal number");
    EXPECT_EQ(object.describe(),
              "/r/rank_table.json: server_list[0] ('n0'), device[0]: device_id "
              "(an object) is not a decimal number");
    EXPECT_EQ(ErrorText::detail(list), QString::fromStdString(list.describe()));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(ErrorText::detail(list),
              QStringLiteral("/r/rank_table.json：server_list[0] ('n0'), device[0]：device_id "
                             "（列表）不是十进制数"));
    EXPECT_EQ(ErrorText::detail(object),
              QStringLiteral("/r/rank_table.json：server_list[0] ('n0'), device[0]：device_id "
                             "（对象）不是十进制数"));
}
