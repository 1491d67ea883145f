// Every core issue code has words in both languages: rendered in Chinese, no English is left.
#include <gtest/gtest.h>

#include <algorithm>

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>
#include <QTranslator>

#include "chinesetranslation.h"
#include "testpaths.h"
#include "util/error.h"
#include "util/messagecatalogue.h"
#include "util/messagepiece.h"
#include "widgets/models/common/issuetext.h"

using namespace shardscope;

namespace {

// A sample issue of `code` with every argument the code documents; values look like the real
// ones (numbers, shapes, names), so the check below can tell them from words.
Issue sample(IssueCode code) {
    Issue issue = makeIssue(code, Severity::Warning, {}, {}, -1, {});
    int n = 0;
    for (const std::string_view name : issueArgNames(code)) {
        std::string value;
        if (name == "param" || name == "name" ||
            (name == "params" && code != IssueCode::RedundancyRemoved)) {  // there: a count
            value = "backbone.w" + std::to_string(n);
        } else if (name == "file" || name == "skipped" || name == "chosen" || name == "folder") {
            value = "/runs/a/rank_" + std::to_string(n) + "/net.ckpt";
        } else if (name == "side") {
            value = "source";
        } else if (name == "dtype") {
            value = "Float8E4M3FN";
        } else if (name == "error") {
            value = "[[ERROR]]";
        } else {
            value = std::to_string(10 + n);
        }
        issue.with(std::string(name), value);
        ++n;
    }
    return issue;
}

// What is left of a translation once argument values and the technical tokens that stay in
// Latin letters in Chinese text (file formats, type and field names, command options) are
// removed: any word of three letters or more is English that was not translated.
QStringList englishWords(QString text, const Issue& issue) {
    for (const IssueArg& a : issue.args) {
        text.remove(QString::fromStdString(a.value));
    }
    // Files are named by their file name (after every whole value: a path's file name is also
    // the end of another path, the doctor's fix names a file and its folder).
    for (const IssueArg& a : issue.args) {
        text.remove(QFileInfo(QString::fromStdString(a.value)).fileName());
    }
    static const QStringList kTokens = {
        // The doctor's: MindSpore's and MindFormers' load options, functions and names, the
        // command's options (before "str", "map" and "opt" below, which they contain).
        QStringLiteral("strict_load=False"), QStringLiteral("strict_load=True"),
        QStringLiteral("load_param_into_net"), QStringLiteral("load_checkpoint"),
        QStringLiteral("opt_weight_shard_size"), QStringLiteral("param_init_type"),
        QStringLiteral("parameter_dict"), QStringLiteral("ckpt_not_load"),
        QStringLiteral("ValueError"), QStringLiteral("--net-strategy"),
        QStringLiteral("--strategy"), QStringLiteral("rank_0/"),
        // MindFormers' own message and file, the fit's options and the names it looks for.
        QStringLiteral("No checkpoint could be resumed."), QStringLiteral("meta.json"),
        QStringLiteral("--seq"), QStringLiteral("--heads"), QStringLiteral("*embed*"),
        QStringLiteral("model.layers.<i>."),
        // A command line the sentence gives to run as it is (before "str" below).
        QStringLiteral("--src-strategy"), QStringLiteral("--dst-strategy"),
        QStringLiteral("shardscope-cli convert --src"), QStringLiteral("--dst FULL"),
        QStringLiteral("opt_weight_shard_step/size"), QStringLiteral("ShardScope"),
        QStringLiteral("metadata.json"), QStringLiteral("dev_matrix"), QStringLiteral("MindSpore"),
        QStringLiteral("NumPy"), QStringLiteral("safetensors"), QStringLiteral("HDF5"),
        QStringLiteral("BFloat16"), QStringLiteral("float32"), QStringLiteral("UTF-8"),
        QStringLiteral("CRC"), QStringLiteral("NAME=NUMBER"), QStringLiteral("rank_<N>"),
        QStringLiteral(".ckpt"), QStringLiteral(".json"), QStringLiteral("storage"),
        QStringLiteral("xNN"), QStringLiteral("protobuf"), QStringLiteral("str"),
        QStringLiteral("opt"), QStringLiteral("ckpt"), QStringLiteral("map"),
        QStringLiteral("tensor_shape"), QStringLiteral("tensor"), QStringLiteral("Export"),
        QStringLiteral("remove_redundancy=True"), QStringLiteral("MindFormers"),
        QStringLiteral("remove_redundancy"), QStringLiteral("JSON"), QStringLiteral("uint16"),
        QStringLiteral("adam_m"), QStringLiteral("moment1"),

        // The glossary's words (translations/GLOSSARY.md): MindSpore's own names.
        QStringLiteral("rank table"), QStringLiteral("MapTensor"),
        // A rank table's fields and values (HCCL's names), a log's keys and column names.
        QStringLiteral("HCCL"), QStringLiteral("server_id"), QStringLiteral("device_ip"),
        QStringLiteral("status"), QStringLiteral("completed"), QStringLiteral("version"),
        QStringLiteral("crc_num"), QStringLiteral("_tmp"), QStringLiteral("Tensor(...)"),
        QStringLiteral("MiB"), QStringLiteral("global_step"), QStringLiteral("iteration"),
        QStringLiteral("step"),
        // The doctor's run folder placeholder, the dtype setting and a command's name.
        QStringLiteral("RUN"), QStringLiteral("dtype"), QStringLiteral("convert")};
    for (const QString& token : kTokens) {
        text.remove(token);
    }
    QStringList words;
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = kWord.globalMatch(text); it.hasNext();) {
        words << it.next().captured();
    }
    return words;
}

// Arguments a sentence need not repeat: the parameter shows beside it (IssueText::location),
// files by their file name, and a few values only choose between wordings.
bool shownElsewhere(IssueCode code, const std::string& arg) {
    if (arg == "param" || arg == "side" || arg == "file" || arg == "skipped" || arg == "folder" ||
        arg == "kept") {
        return true;
    }
    return (code == IssueCode::OptShardSkipped && (arg == "replicas" || arg == "dim0")) ||
           (code == IssueCode::ExportLeftOut && (arg == "kind" || arg == "format")) ||
           (code == IssueCode::ExportRawBits && (arg == "dtype" || arg == "storage")) ||
           (code == IssueCode::ExportRawBitsCount && arg == "count") ||
           (code == IssueCode::RedundancyRemoved && (arg == "loader" || arg == "size")) ||
           (code == IssueCode::DestinationOtherStrategy && arg == "merged");
}

// Whether the sentence names the argument: a catalogued code's wording for these arguments has
// its placeholder (an argument that only picks the wording or the plural form has none).
bool named(const Issue& issue, const std::string& arg) {
    const MessageForm* form = chooseForm(issueForms(issue.code), issue.args);
    const std::vector<std::string> names = templatePlaceholders(form->source());
    return std::find(names.begin(), names.end(), arg) != names.end();
}

}  // namespace

TEST(IssueText, EveryCodeHasChineseWords) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        const Issue issue = sample(code);
        const QString text = IssueText::text(issue);
        // An issue that is an error and nothing more (a log without points, a file that fails
        // its verification unread) says the error's words: the window translates them through
        // the error it carries, which a sample has not.
        if (issue.text() != "[[ERROR]]") {
            EXPECT_NE(text, QString::fromStdString(issue.text())) << "no words for this code";
            EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        }
        EXPECT_EQ(englishWords(text, issue), QStringList()) << text.toStdString();
        for (const IssueArg& a : issue.args) {  // every argument shows, none is dropped
            if (!shownElsewhere(code, a.name) && named(issue, a.name)) {
                EXPECT_TRUE(text.contains(QString::fromStdString(a.value)))
                    << a.name << " missing from " << text.toStdString();
            }
        }
    }
}

// Every code has English words in the window: the catalogue's sentence, the CLI's.
TEST(IssueText, EveryCodeHasEnglishWords) {
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        ASSERT_TRUE(isCatalogued(code));
        EXPECT_FALSE(IssueText::text(sample(code)).isEmpty());
    }
}

// The window's English is the catalogue's, the sentence shardscope-cli prints; only argument
// values are shown shorter (file names, long lists) and a list entry starts with a capital.
TEST(IssueText, CataloguedCodesReadAsTheCliPrintsThem) {
    const Issue gap =
        makeIssue(IssueCode::RankGap, Severity::Warning, "/runs/a", {}, -1, {"2-3", ""});
    EXPECT_EQ(gap.text(), "rank folders missing: 2-3");
    EXPECT_EQ(IssueText::text(gap), QStringLiteral("Rank folders missing: 2-3"));
    // The core lists the parameters as a list piece (exportitems.cpp); the window cuts it.
    Issue duplicates = makeIssue(IssueCode::ExportDuplicate, Severity::Info, {}, {}, -1, {});
    duplicates.args.push_back(
        listArg("params", {"a.w", "b.w", "c.w", "d.w", "e.w"}, MessagePiece::Join::Commas));
    EXPECT_EQ(duplicates.text(),
              "held by several pipeline stages, exported once (from the first stage): a.w, b.w, "
              "c.w, d.w, e.w");
    EXPECT_EQ(IssueText::text(duplicates),
              QStringLiteral("Held by several pipeline stages, exported once (from the first "
                             "stage): a.w, b.w, c.w and 2 more"));
    const Issue stage = makeIssue(IssueCode::DuplicateStage, Severity::Warning, "/s/b.ckpt", {}, -1,
                                  {"0", "/s/b.ckpt", "/s/a.ckpt", "2"});
    EXPECT_EQ(stage.text(),
              "stage 0 already merged from /s/a.ckpt, skipped /s/b.ckpt and 2 other different "
              "files");
    EXPECT_EQ(IssueText::text(stage),
              QStringLiteral("Stage 0 already merged from a.ckpt, skipped b.ckpt and 2 other "
                             "different files"));
}

// The Chinese window renders a catalogued issue from the same template, translated.
TEST(IssueText, CataloguedCodesReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Issue missing = makeIssue(IssueCode::StepMissingOnRanks, Severity::Error, "/runs/a", {},
                                    2, {"net-2_100", "2, 5", "2"});
    EXPECT_EQ(missing.text(), "step net-2_100 has no file on ranks 2, 5");
    EXPECT_EQ(IssueText::text(missing), QStringLiteral("保存点 net-2_100 在卡 2, 5 上没有文件"));
    const Issue one = makeIssue(IssueCode::StrategyRunMismatch, Severity::Error, "/s.ckpt", {}, -1,
                                {"16", "1", "16", "8"});
    EXPECT_EQ(one.text(),
              "the strategy describes 16 cards (1 stage of 16), the run has 8: it belongs to "
              "another run, so its layouts are not used");
    EXPECT_EQ(IssueText::text(one),
              QStringLiteral("策略描述的是 16 张卡（1 个阶段，每阶段 16 张），而该训练有 8 张："
                             "它属于另一个训练，因此不使用其张量排布"));
}

// Every wording of every code, not only the one a sample's arguments choose, has its Chinese,
// and the Chinese names exactly the placeholders the English does.
TEST(IssueText, EveryWordingHasChineseWithTheSamePlaceholders) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const auto sorted = [](std::vector<std::string> v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        return v;
    };
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        for (const MessageForm& form : issueForms(code)) {
            const QString chinese =
                QCoreApplication::translate(kIssueMessageContext, form.source(), nullptr, 2);
            SCOPED_TRACE(form.source());
            if (std::string_view(form.source()) != "{error}") {  // the error's own words
                EXPECT_NE(chinese, QString::fromUtf8(form.source())) << "no Chinese";
            }
            EXPECT_EQ(sorted(templatePlaceholders(chinese.toStdString())),
                      sorted(templatePlaceholders(form.source())));
        }
    }
}

// An issue that reports an error: what cannot be used and what goes without it, then the error,
// one template the CLI prints and the window translates (the window leaves out the file the
// location column names).
TEST(IssueText, IssuesReportingAnErrorReadAsTheCliPrintsThemAndInChinese) {
    const Error error =
        makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"), {})
            .inFile("/r/s.ckpt");
    const auto issue = [&](IssueCode code, const std::vector<std::string>& args) {
        return makeIssue(code, Severity::Error, "/r/s.ckpt", {}, 3, args).because(error);
    };
    const std::string said = error.describe();
    struct Case {
        Issue issue;
        std::string cli;
        QString english;
        QString chinese;
    };
    const std::vector<Case> cases = {
        {issue(IssueCode::StrategyUnusable, {said, "layouts-not-shown"}),
         "the strategy file cannot be used, so the layouts are not shown: /r/s.ckpt: the file is "
         "empty",
         QStringLiteral("The strategy file cannot be used, so the layouts are not shown: the file "
                        "is empty"),
         QStringLiteral("策略文件无法使用，因此不显示张量排布：文件为空")},
        {issue(IssueCode::StrategyUnusable, {said, "layouts-not-placed"}),
         "the layouts cannot be placed on ranks: /r/s.ckpt: the file is empty",
         QStringLiteral("The layouts cannot be placed on ranks: the file is empty"),
         QStringLiteral("无法将张量排布对应到各卡：文件为空")},
        {issue(IssueCode::StrategyUnusable, {said, "shapes-not-checked"}),
         "the strategy file cannot be used, so the saved tensors' shapes are not checked against "
         "it: /r/s.ckpt: the file is empty",
         QStringLiteral("The strategy file cannot be used, so the saved tensors' shapes are not "
                        "checked against it: the file is empty"),
         QStringLiteral("策略文件无法使用，因此不按它检查已保存张量的形状：文件为空")},
        {issue(IssueCode::RankTableUnusable, {said}),
         "the rank table cannot be used, so the cards are not placed on servers: /r/s.ckpt: the "
         "file is empty",
         QStringLiteral("The rank table cannot be used, so the cards are not placed on servers: "
                        "the file is empty"),
         QStringLiteral("rank table 文件无法使用，因此无法确定各卡所在的服务器：文件为空")},
        {issue(IssueCode::SourceUnreadable, {said}),
         "a source file cannot be read: /r/s.ckpt: the file is empty",
         QStringLiteral("A source file cannot be read: the file is empty"),
         QStringLiteral("无法读取源文件：文件为空")},
        {issue(IssueCode::PlanFailed, {"3", said}),
         "destination rank 3 cannot be planned: /r/s.ckpt: the file is empty",
         QStringLiteral("Destination rank 3 cannot be planned: the file is empty"),
         QStringLiteral("无法为目标卡 3 制定转换方案：文件为空")},
        {issue(IssueCode::InvalidStrategy, {said}),
         "the source strategy cannot be simulated: /r/s.ckpt: the file is empty",
         QStringLiteral("The source strategy cannot be simulated: the file is empty"),
         QStringLiteral("无法模拟源策略文件：文件为空")},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.cli);
        EXPECT_EQ(c.issue.text(), c.cli);
        EXPECT_EQ(IssueText::text(c.issue), c.english);
    }
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    for (const Case& c : cases) {
        SCOPED_TRACE(c.cli);
        EXPECT_EQ(IssueText::text(c.issue), c.chinese);
    }
}

// A rank table's warnings, a saved copy's reasons and a log line's problems: one template each,
// the CLI's English and the window's Chinese.
TEST(IssueText, RankTableAndLogMessagesReadInChinese) {
    const Issue ip = makeIssue(IssueCode::DuplicateDeviceIp, Severity::Warning, "/t.json", {}, -1,
                               {"0-3", "10.0.0.1", "4"});
    EXPECT_EQ(ip.text(), "ranks 0-3 all give device_ip 10.0.0.1 (HCCL wants each card's own)");
    const Issue status =
        makeIssue(IssueCode::RankTableStatus, Severity::Warning, "/t.json", {}, -1, {"pending"});
    EXPECT_EQ(status.text(),
              "status is 'pending', not 'completed': HCCL does not use the table yet");
    const Issue json =
        makeIssue(IssueCode::LogNotJsonObject, Severity::Warning, {}, {}, -1, {"end", "24"});
    EXPECT_EQ(json.text(), "not a JSON object: expected ',' or '}' at column 24");
    const Issue column = makeIssue(IssueCode::LogColumnNotNumber, Severity::Warning, {}, {}, -1,
                                   {"step", "x", "integer"});
    EXPECT_EQ(column.text(), "column 'step': 'x' is not a whole number");
    EXPECT_EQ(IssueText::sentence(column),
              QStringLiteral("column 'step': 'x' is not a whole number"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::sentence(ip),
              QStringLiteral("卡 0-3 的 device_ip 都是 10.0.0.1（HCCL 要求每张卡各不相同）"));
    EXPECT_EQ(IssueText::sentence(status), QStringLiteral("status 为 'pending' 而不是 "
                                                          "'completed'：HCCL 尚不会使用该 rank "
                                                          "table 文件"));
    EXPECT_EQ(IssueText::sentence(json),
              QStringLiteral("不是 JSON 对象：第 24 列处应为 ',' 或 '}'"));
    EXPECT_EQ(IssueText::sentence(column), QStringLiteral("列 'step'：'x' 不是整数"));
}

TEST(IssueText, LocationNamesFileRankAndParameter) {
    Issue issue = makeIssue(IssueCode::MissingOnRanks, Severity::Warning, "/runs/a/rank_3/net.ckpt",
                            "w", 3, {"w", "3"});
    EXPECT_EQ(IssueText::location(issue, QString()), QStringLiteral("net.ckpt · rank 3 · w"));
    issue.file.clear();
    issue.rank = -1;
    EXPECT_EQ(IssueText::location(issue, QStringLiteral("/runs/a")), QStringLiteral("a · w"));
}

// The bytes a redundancy-removed run did not repeat read as the summary strip shows sizes.
TEST(IssueText, BytesNotRepeatedReadAsASize) {
    const Issue issue = makeIssue(IssueCode::RedundancyRemoved, Severity::Info, "/runs/a", {}, -1,
                                  {"3", "418398720", "mindspore", "399.0 MiB", "/runs/a", ""});
    EXPECT_TRUE(IssueText::text(issue).contains(QStringLiteral("(399.0\u00A0MiB not repeated)")))
        << IssueText::text(issue).toStdString();
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_TRUE(IssueText::text(issue).contains(QStringLiteral("（少存 399.0\u00A0MiB）")))
        << IssueText::text(issue).toStdString();
}

// English plurals come from shardscope_en.qm: both wordings of a redundancy-removed run count
// their parameters as English does, never "parameter(s)".
TEST(IssueText, RedundancyRemovedCountsParametersInEnglish) {
    QTranslator english;
    ASSERT_TRUE(
        english.load(QStringLiteral("shardscope_en"), QString::fromUtf8(SHARDSCOPE_QM_DIR)));
    QCoreApplication::installTranslator(&english);
    for (const char* loader : {"mindspore", "mindformers"}) {
        SCOPED_TRACE(loader);
        const Issue many = makeIssue(IssueCode::RedundancyRemoved, Severity::Info, "/runs/a", {},
                                     -1, {"396", "418398720", loader, "399.0 MiB", "/runs/a", ""});
        const Issue one = makeIssue(IssueCode::RedundancyRemoved, Severity::Info, "/runs/a", {}, -1,
                                    {"1", "1024", loader, "1.0 KiB", "/runs/a", ""});
        EXPECT_TRUE(IssueText::text(many).startsWith(
            QStringLiteral("Saved with remove_redundancy: 396 parameters are saved by one rank")))
            << IssueText::text(many).toStdString();
        EXPECT_TRUE(IssueText::text(one).startsWith(
            QStringLiteral("Saved with remove_redundancy: 1 parameter is saved by one rank")))
            << IssueText::text(one).toStdString();
        EXPECT_TRUE(IssueText::text(one).contains(QStringLiteral("(1.0\u00A0KiB not repeated)")));
    }
    QCoreApplication::removeTranslator(&english);
}
