// The doctor's sentences in the GUI (issue 15): for real reports, every finding, diagnosis and fix
// reads in English exactly as the core (and the CLI) writes it, and in Chinese with no English
// sentence left and every value (names, numbers, ranks, shapes) kept.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <functional>
#include <set>

#include "chinesetranslation.h"
#include "doctor/doctormessages.h"
#include "doctor/doctorpieces.h"
#include "doctor/layercounter.h"
#include "doctorreports.h"
#include "util/messagecatalogue.h"
#include "util/messagepiece.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/doctor/doctortext.h"

using namespace shardscope;

namespace {

// One sentence a report shows, with the GUI's text of it.
struct Shown {
    std::string where;
    std::string english;
    const std::optional<Issue>* sentence;
    std::function<QString()> gui;
};

class DoctorSentences : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_reports = new std::map<std::string, DoctorReport>(test::DoctorReports().build());
    }
    static void TearDownTestSuite() {
        delete s_reports;
        s_reports = nullptr;
    }

    static std::vector<Shown> shown() {
        std::vector<Shown> out;
        for (const auto& [name, r] : *s_reports) {
            for (const DoctorFinding& f : r.findings) {
                const std::string at = name + ": finding " + findingKindName(f.kind);
                out.push_back(
                    {at, f.text, &f.sentence, [&f] { return DoctorText::findingText(f); }});
                out.push_back({at + " fix", f.fix.text, &f.fix.sentence,
                               [&f] { return DoctorText::fixText(f.fix); }});
            }
            for (const DoctorProblem& p : r.problems) {
                const std::string at = name + ": " + p.name;
                out.push_back({at + " diagnosis", p.diagnosis.text, &p.diagnosis.sentence,
                               [&p] { return DoctorText::diagnosisText(p.diagnosis); }});
                out.push_back({at + " fix", p.fix.text, &p.fix.sentence,
                               [&p] { return DoctorText::fixText(p.fix); }});
            }
        }
        return out;
    }

    static std::map<std::string, DoctorReport>* s_reports;
};
std::map<std::string, DoctorReport>* DoctorSentences::s_reports = nullptr;

// The codes of a message and of the catalogued messages it puts in (a fix inside a fix).
void codesOf(const std::vector<IssueArg>& args, std::set<IssueCode>& codes) {
    for (const IssueArg& a : args) {
        if (const std::optional<IssueCode> code = pieceIssueCode(a)) {
            codes.insert(*code);
        }
        if (a.piece != nullptr) {
            codesOf(a.piece->args, codes);
        }
    }
}

// Values that only choose between wordings.
bool wordingOnly(const IssueArg& a) {
    return a.value.empty() || a.value == "yes" || a.value == "no" || a.value == "none";
}

// The values a template (nullptr: a list, every item) puts in, those of the pieces it puts in
// included: what the window must show of a message.
void valuesOf(const std::vector<IssueArg>& args, const char* text, QStringList& values) {
    const std::vector<std::string> named =
        text != nullptr ? templatePlaceholders(text) : std::vector<std::string>{};
    for (const IssueArg& a : args) {
        if (text != nullptr && std::find(named.begin(), named.end(), a.name) == named.end()) {
            continue;
        }
        if (a.piece != nullptr) {
            valuesOf(a.piece->args,
                     a.piece->join == MessagePiece::Join::None ? pieceTemplate(*a.piece) : nullptr,
                     values);
        } else if (!wordingOnly(a)) {
            values << QString::fromStdString(a.value);
        }
    }
}

void valuesOf(const Issue& s, QStringList& values) {
    valuesOf(s.args, chooseForm(issueForms(s.code), s.args)->text, values);
}

// What is left of a Chinese sentence without its values and the technical words that stay in
// Latin letters (option names, Python names, file names): a word of three letters or more is
// English nobody translated.
QStringList englishWords(QString text, QStringList values) {
    // The longest first, so that a value inside another one does not break it.
    std::sort(values.begin(), values.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    static const QRegularExpression kNumber(QStringLiteral("^\\d+$"));
    for (const QString& v : values) {  // a number as a whole, not the 0 of rank_0/
        if (kNumber.match(v).hasMatch()) {
            text.remove(
                QRegularExpression(QStringLiteral("(?<!\\w)") + v + QStringLiteral("(?!\\w)")));
        } else {
            text.remove(v);
        }
    }
    static const QStringList kTokens = {QStringLiteral("strict_load=False"),
                                        QStringLiteral("strict_load=True"),
                                        QStringLiteral("remove_redundancy=True"),
                                        QStringLiteral("remove_redundancy"),
                                        QStringLiteral("load_param_into_net"),
                                        QStringLiteral("load_checkpoint"),
                                        QStringLiteral("opt_weight_shard_size"),
                                        QStringLiteral("param_init_type"),
                                        QStringLiteral("parameter_dict"),
                                        QStringLiteral("ckpt_not_load"),
                                        QStringLiteral("metadata.json"),
                                        QStringLiteral("dev_matrix"),
                                        QStringLiteral("MapTensor"),
                                        QStringLiteral("MindSpore"),
                                        QStringLiteral("MindFormers"),
                                        QStringLiteral("ValueError"),
                                        QStringLiteral("--net-strategy"),
                                        QStringLiteral("--strategy"),
                                        QStringLiteral("rank_<N>/"),
                                        QStringLiteral("rank_0/"),
                                        QStringLiteral("JSON"),
                                        QStringLiteral("convert"),
                                        QStringLiteral("dtype"),
                                        QStringLiteral("RUN"),
                                        QStringLiteral("map")};
    for (const QString& token : kTokens) {  // whole words: "map", not inside "mapping"
        text.remove(QRegularExpression(QStringLiteral("(?<![A-Za-z_])") +
                                       QRegularExpression::escape(token) +
                                       QStringLiteral("(?![A-Za-z_])")));
    }
    QStringList words;
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = kWord.globalMatch(text); it.hasNext();) {
        words << it.next().captured();
    }
    return words;
}

}  // namespace

TEST_F(DoctorSentences, EnglishIsTheCoresTextWordForWord) {
    const std::vector<Shown> all = shown();
    ASSERT_GT(all.size(), 500u);
    for (const Shown& s : all) {
        SCOPED_TRACE(s.where);
        if (s.english.empty()) {
            EXPECT_FALSE(s.sentence->has_value());
            continue;
        }
        ASSERT_TRUE(s.sentence->has_value()) << s.english;
        // Word for word, its rank ranges in the window's style ("ranks 4–7", the CLI's "4-7").
        EXPECT_EQ(s.gui().toStdString(), test::windowRanks(s.english))
            << doctorCodeName(*s.sentence);
    }
}

// Every code the core writes in these reports, so the test above compares each one; the
// MindFormers ones need a MindFormers iteration (tests/core/mindformersiteration_test.cpp) and
// are checked by their sample below.
TEST_F(DoctorSentences, TheReportsShowEveryCode) {
    std::set<IssueCode> codes;
    for (const Shown& s : shown()) {
        if (s.sentence->has_value()) {
            codes.insert((*s.sentence)->code);
            codesOf((*s.sentence)->args, codes);
        }
    }
    const std::set<IssueCode> elsewhere = {IssueCode::SavedByMindFormers, IssueCode::SharedByStages,
                                           IssueCode::FixMindFormersLoad,
                                           IssueCode::MindFormersRedundancy};
    for (int c = static_cast<int>(IssueCode::DtypeConverted); c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        EXPECT_TRUE(codes.count(code) > 0 || elsewhere.count(code) > 0)
            << "no report shows " << issueCodeName(code);
    }
}

TEST_F(DoctorSentences, ChineseLeavesNoEnglishAndKeepsEveryValue) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    for (const Shown& s : shown()) {
        if (s.english.empty()) {
            continue;
        }
        SCOPED_TRACE(s.where + " (" + doctorCodeName(*s.sentence) + ")");
        const QString text = s.gui();
        EXPECT_NE(text.toStdString(), s.english);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        QStringList values;
        valuesOf(**s.sentence, values);
        for (const QString& v : values) {
            EXPECT_TRUE(text.contains(v))
                << v.toStdString() << " missing from " << text.toStdString();
        }
        EXPECT_EQ(englishWords(text, values), QStringList()) << text.toStdString();
    }
}

// The values a message's arguments hold, those inside its pieces included.
void leafValues(const std::vector<IssueArg>& args, QStringList& values) {
    for (const IssueArg& a : args) {
        if (a.piece != nullptr) {
            leafValues(a.piece->args, values);
        } else if (!a.value.empty()) {
            values << QString::fromStdString(a.value);
        }
    }
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

// Every report's notes and summary line: the catalogue's messages (issue 32), the CLI's English
// in the English window (a capital first), Chinese with every value kept in the Chinese one.
TEST_F(DoctorSentences, NotesAndSummariesReadInBothLanguages) {
    size_t notes = 0;
    std::vector<std::pair<Issue, std::string>> messages;
    for (const auto& [name, r] : *s_reports) {
        messages.emplace_back(r.summaryIssue(), name + ": summary");
        EXPECT_EQ(DoctorText::summary(r).toStdString(), capitalised(r.summary())) << name;
        for (const Issue& n : r.notes) {
            ++notes;
            messages.emplace_back(n, name + ": note " + issueCodeName(n.code));
            EXPECT_EQ(DoctorText::noteText(n).toStdString(), capitalised(n.text())) << name;
        }
    }
    EXPECT_GT(notes, 0u);
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    for (const auto& [issue, where] : messages) {
        SCOPED_TRACE(where);
        const QString text = DoctorText::noteText(issue);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        QStringList values;
        leafValues(issue.args, values);
        for (const QString& v : values) {
            EXPECT_TRUE(text.contains(v))
                << v.toStdString() << " missing from " << text.toStdString();
        }
        EXPECT_EQ(englishWords(text, values), QStringList()) << text.toStdString();
    }
}

// The sentences as the Doctor tab shows them: a stand-alone network loading rank 0 of a split
// run, in Chinese.
TEST_F(DoctorSentences, ARanksSliceReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const DoctorReport& r = s_reports->at("rank 0 into a stand-alone network");
    ASSERT_FALSE(r.findings.empty());
    EXPECT_EQ(DoctorText::findingText(r.findings[0]).toStdString(),
              "卡 0 的检查点只是一次 8 卡训练（2 个流水线阶段，每个阶段 4 张卡）中的一个切片：10 "
              "个参数存的是切片，而单卡网络需要完整张量。");
    const DoctorProblem& dense = r.problems.front();
    ASSERT_EQ(dense.name, "backbone.blocks.0.attention.dense1.weight");
    EXPECT_EQ(DoctorText::diagnosisText(dense.diagnosis).toStdString(),
              "卡 0 的检查点只包含它的一个切片：维度 0（64）沿设备矩阵 [2, 2] 的轴 1 切成 2 份；"
              "卡 0 持有第 0 份，即 [0, 32)。网络需要完整张量 (64, 64)。");
    EXPECT_TRUE(DoctorText::fixText(dense.fix).startsWith(
        QStringLiteral("将本次训练各卡的文件合并为一个完整检查点，然后加载 ")));
}

namespace {

// The words of a sentence as the Doctor tab shows them.
std::string words(const Issue& sentence) {
    return IssueText::sentence(sentence).toStdString();
}

// The pieces a sample sentence of `code` puts in, by the argument's name.
std::vector<IssueArg> samplePieces(IssueCode code, const std::vector<ConfigValue>& values) {
    const IssueArg cut = cutArg({"0", "64", "2", "1", "[2, 2]", "2", "3", "1", "0", "32", "48"});
    const bool shapes = code == IssueCode::ConfigShapes;
    const bool stageRanks =
        code == IssueCode::OtherStageOfRun || code == IssueCode::OtherStageOfNet;
    std::vector<IssueArg> out = {
        listOfArgs("dims", {dimChangeArg(0, 64, 128)}, MessagePiece::Join::Commas),
        shapes ? configShapeValuesArg("values", values)
               : configCheckpointValuesArg("values", values),
        configNetworkValuesArg("net_values", values),
        configChangesArg("changes", values),
        cutsArg("cuts", {cut}),
        cutsArg("ckpt_cuts", {cut}),
        cutsArg("net_cuts", {cut}),
        groupArg("members", "(0, 1)", ""),
        listOfArgs("holders", {holderArg(0, 2), holderArg(5, 1)}, MessagePiece::Join::Commas),
        issuePiece("merge", say(IssueCode::FixMergeNoStrategy, {"shardscope-cli convert"}))};
    if (stageRanks) {
        out.push_back(rankRangeArg("ranks", "4", "7"));
    }
    std::vector<IssueArg> used;
    for (IssueArg& piece : out) {
        const auto& names = issueArgNames(code);
        if (std::find(names.begin(), names.end(), piece.name) != names.end()) {
            used.push_back(std::move(piece));
        }
    }
    return used;
}

// A sample sentence of `code` with every value it names; `count` for the arguments that count.
Issue sample(IssueCode code, const std::string& count = "3") {
    const std::vector<ConfigValue> values = {{ConfigName::HiddenSize, 64, 128, count},
                                             {ConfigName::VocabularySize, 5, 7, "1"}};
    const std::vector<IssueArg> pieces = samplePieces(code, values);
    std::vector<std::string> plain;
    int n = 0;
    for (const std::string_view name : issueArgNames(code)) {
        ++n;
        if (std::any_of(pieces.begin(), pieces.end(),
                        [&](const IssueArg& p) { return p.name == name; })) {
            continue;
        }
        if (name == "param" || name == "block") {
            plain.push_back("backbone.w" + std::to_string(n));
        } else if (name == "more" || name == "extra") {
            plain.emplace_back();
        } else if (name == "params" || name == "stages" || name == "ckpt_layers" ||
                   name == "layers") {
            plain.push_back(count);
        } else {
            plain.push_back(std::to_string(10 + n));
        }
    }
    return say(code, plain, pieces);
}

}  // namespace

// Every sentence of the doctor has words of its own in both languages, the MindFormers ones
// included: a sample of each with every value it names.
TEST(DoctorSentenceWords, EveryCodeHasWordsInBothLanguages) {
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    for (int c = static_cast<int>(IssueCode::DtypeConverted); c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        const Issue s = sample(code);
        const std::string english = words(s);
        EXPECT_EQ(english, test::windowRanks(s.text()));
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        const QString chinese = IssueText::sentence(s);
        EXPECT_NE(chinese.toStdString(), english);
        EXPECT_TRUE(chinese.contains(kHan)) << chinese.toStdString();
        QStringList values;
        valuesOf(s, values);
        for (const QString& v : values) {
            EXPECT_TRUE(chinese.contains(v))
                << v.toStdString() << " missing from " << chinese.toStdString();
        }
        EXPECT_EQ(englishWords(chinese, values), QStringList()) << chinese.toStdString();
    }
    // A fix without a sentence keeps the core's English.
    Fix none;
    none.text = "as the core says";
    EXPECT_EQ(DoctorText::fixText(none), QStringLiteral("as the core says"));
}

// The window's English of every finding is the CLI's (Issue::text()), for one parameter and for
// many, the pieces it lists included.
TEST(DoctorSentenceWords, FindingsReadAsTheCatalogueWritesThem) {
    int checked = 0;
    for (int c = static_cast<int>(IssueCode::PerRankSlice);
         c <= static_cast<int>(IssueCode::FullWithRemoveRedundancy); ++c) {
        const auto code = static_cast<IssueCode>(c);
        for (const char* count : {"1", "2"}) {
            SCOPED_TRACE(std::string(issueCodeName(code)) + " " + count);
            DoctorFinding f;
            f.sentence = sample(code, count);
            f.text = f.sentence->text();
            EXPECT_EQ(DoctorText::findingText(f).toStdString(), f.text);
            ++checked;
        }
    }
    EXPECT_EQ(checked, 28);
}

// The window's English of every fix is the CLI's, for one layer and for many, the merge fix a
// reshard fix ends with and the config values a config fix lists included.
TEST(DoctorSentenceWords, FixesReadAsTheCatalogueWritesThem) {
    int checked = 0;
    for (int c = static_cast<int>(IssueCode::FixKeepConverted);
         c <= static_cast<int>(IssueCode::FixWriteWithoutRedundancy); ++c) {
        const auto code = static_cast<IssueCode>(c);
        for (const char* count : {"1", "2"}) {
            SCOPED_TRACE(std::string(issueCodeName(code)) + " " + count);
            const Fix fix = sayFix(FixKind::Config, sample(code, count));
            EXPECT_FALSE(fix.text.empty());
            EXPECT_EQ(DoctorText::fixText(fix).toStdString(), fix.text);
            ++checked;
        }
    }
    EXPECT_EQ(checked, 58);
}

// The Chinese window renders a fix from the catalogue's template, translated, with the merge fix
// it ends with in Chinese too and the command as it is.
TEST(DoctorSentenceWords, AReshardThenMergeFixReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Fix fix = sayFix(
        FixKind::Command,
        say(IssueCode::FixReshardThenMerge, {},
            {issuePiece("merge", say(IssueCode::FixMergeNoStrategy,
                                     {"shardscope-cli convert --src run --src-strategy STRATEGY "
                                      "--dst run_merged"}))}));
    EXPECT_EQ(DoctorText::fixText(fix).toStdString(),
              "按网络的策略对本次训练重新切分；用训练时保存的策略文件将本次训练各卡的文件合并为一个"
              "完整检查点（未提供策略文件，训练目录旁也未找到；用 --strategy 提供即可得到确切的命令"
              "）：shardscope-cli convert --src run --src-strategy STRATEGY --dst run_merged");
    const Fix layers = sayFix(FixKind::Config, say(IssueCode::FixLayers, {"2", "4"}));
    EXPECT_EQ(layers.text,
              "build the network with 2 layers (the checkpoint's; it has 4), or load a checkpoint "
              "of the network's depth");
    EXPECT_EQ(DoctorText::fixText(layers).toStdString(),
              "用 2 层构建网络（检查点的层数；网络有 4 层），或加载与网络层数相同的检查点");
}

// The Chinese window renders a finding from the catalogue's template, translated, its listed
// holders in the window's words.
TEST(DoctorSentenceWords, AFindingsHoldersReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    DoctorFinding f;
    f.sentence = say(
        IssueCode::RedundancyRemovedUnloaded, {"0", "4", "1"},
        {listOfArgs("holders", {holderArg(1, 3), holderArg(2, 1)}, MessagePiece::Join::Commas)});
    EXPECT_EQ(DoctorText::findingText(f).toStdString(),
              "卡 0 的检查点来自去冗余保存（remove_redundancy=True）的训练：这张卡的 4 个参数由所"
              "在组的其他成员保存（卡 1：3 个、卡 2：1 个，另有 1 张卡），不带该选项调用 "
              "load_param_into_net 时它们不会被加载。请以 remove_redundancy=True 去冗余加载，或"
              "先恢复冗余，再加载完整副本中卡 0 的文件");
}

// A finding about one parameter agrees with it in English ("is", "was", "holds"), as the core
// writes it; about two, "are", "were", "hold".
TEST(DoctorSentenceWords, OneParameterTakesTheSingularVerb) {
    const auto finding = [](IssueCode code, const std::vector<std::string>& values) {
        DoctorFinding f;
        f.sentence = say(code, values);
        return DoctorText::findingText(f).toStdString();
    };
    EXPECT_EQ(finding(IssueCode::InOtherStage, {"1", "1"}),
              "1 parameter of the network is in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 1 only.");
    EXPECT_EQ(finding(IssueCode::InOtherStage, {"2", "1"}),
              "2 parameters of the network are in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 1 only.");
    EXPECT_EQ(finding(IssueCode::SliceGuess, {"1"}).substr(0, 24), "1 parameter is smaller t");
    EXPECT_EQ(finding(IssueCode::Resplit, {"1"}),
              "the checkpoint is split for another strategy than the network's: 1 parameter is "
              "cut differently.");
}

// The diagnoses and the two config fixes in the Chinese window: the catalogue's templates,
// translated, with the pieces they list (cuts, dimensions, config values, groups, rank ranges)
// in Chinese too.
TEST(DoctorSentenceWords, DiagnosesReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const std::vector<ConfigValue> values = {{ConfigName::HiddenSize, 64, 128, ""},
                                             {ConfigName::VocabularySize, 512, 1024, ""}};
    EXPECT_EQ(
        words(say(IssueCode::ConfigShapes, {"yes", "(512, 64)", "(1024, 128)", "6", "512", "1024"},
                  {listOfArgs("dims", {dimChangeArg(0, 512, 1024), dimChangeArg(1, 64, 128)},
                              MessagePiece::Join::Commas),
                   configShapeValuesArg("values", values)})),
        "完整形状不同，检查点中为 (512, 64)，网络中为 (1024, 128)（维度 0：512 → 1024、维度 "
        "1：64 → 128）；512 → 1024 的变化涉及 6 个参数：不同的是模型配置，而不是并行张量排"
        "布；隐藏层大小：检查点中为 64，网络中为 128；词表大小：检查点中为 512，网络中为 "
        "1024。");
    EXPECT_EQ(
        words(say(IssueCode::FixConfig, {},
                  {configCheckpointValuesArg("values", values),
                   configNetworkValuesArg("net_values", values)})),
        "按隐藏层大小为 64 和词表大小为 512 构建网络（检查点的取值；网络用的是 128 和 1024），"
        "或加载以网络的配置训练的检查点");
    EXPECT_EQ(
        words(say(IssueCode::FixConfigValues, {}, {configCheckpointValuesArg("values", values)})),
        "按隐藏层大小为 64 和词表大小为 512 构建网络（检查点的取值），或加载以网络的配置训练"
        "的检查点");
    EXPECT_EQ(words(say(IssueCode::OtherStageOfRun, {"backbone.w", "1", "0", "0"},
                        {rankRangeArg("ranks", "4", "7")})),
              "backbone.w 属于流水线阶段 1（卡 4–7），但卡 0 的检查点只包含阶段 0：每个阶段只保存"
              "自己的参数。");
    EXPECT_EQ(words(say(IssueCode::SavedByMindFormers, {"1", "backbone.w", "0"},
                        {groupArg("members", "0-511", "512")})),
              "该迭代由 MindFormers 去冗余保存：卡 1 为所在组（0-511：共 512 张卡）保存了 "
              "backbone.w（metadata.json 写明了其文件），卡 0 的文件本就不含它（符合预期）。");
    // No space beside a full-width bracket, on either side, wherever the group stands; a
    // tuple's ASCII brackets keep theirs.
    EXPECT_EQ(words(say(IssueCode::SavedByMindFormers, {"1", "backbone.w", "0"},
                        {groupArg("members", "0, 8, 16, ..., 1016", "128")})),
              "该迭代由 MindFormers 去冗余保存：卡 1 为所在组（0, 8, 16, ..., 1016：共 128 张"
              "卡）保存了 backbone.w（metadata.json 写明了其文件），卡 0 的文件本就不含它（符合"
              "预期）。");
    EXPECT_EQ(words(say(IssueCode::SavedElsewhere, {"1", "backbone.w", "0"},
                        {groupArg("members", "(0, 1)", "")})),
              "本次训练为去冗余保存（remove_redundancy=True）：卡 1 为所在组 (0, 1) 保存了 "
              "backbone.w，卡 0 的文件本就不含它（符合预期）。");
    // No layer is a piece the core makes ("none"), which the window words itself.
    EXPECT_EQ(
        words(say(IssueCode::LayerMissing, {"1", "backbone.blocks.", "0", "no"},
                  {{"net_range", "3"}, LayerCounter::rangeArg("ckpt_range", {})})),
        "网络中 backbone.blocks. 有 1 层（3），检查点中有 0 层（无）：这一层没有可加载的内容。");
    const IssueArg cut =
        cutArg({"0", "64", "2", "0, 1", "[2, 2, 1]", "2", "3", "1", "1", "48", "64"});
    const std::string cutWords = PieceText::text(cut).toStdString();
    EXPECT_EQ(cutWords,
              "维度 0（64）沿设备矩阵 [2, 2, 1] 的轴 0, 1 切成 2 份，并由优化器并行再切成 2 片"
              "（opt_weight_shard_size 2）；卡 3 持有第 1 份中的第 1 个优化器分片，即 [48, 64)");
    EXPECT_EQ(words(say(IssueCode::FullIntoSplit, {"(64, 64)"}, {cutsArg("cuts", {cut})})),
              "检查点包含完整张量 (64, 64)，但网络是按这样的策略编译的：" + cutWords + "。");
}

// The summary line and the notes are the catalogue's messages, rendered in the window's language
// from the templates and pieces the CLI prints (issue 32): the window writes no sentence of its
// own for them.
TEST(DoctorSentenceWords, TheSummaryAndTheNotesReadFromTheCatalogue) {
    DoctorReport r;
    r.netParams = 36;
    DoctorProblem split;
    split.kind = ProblemKind::Split;
    DoctorProblem other;
    other.kind = ProblemKind::OtherStage;
    r.problems = {split, split, other};
    r.ckptNotLoaded = {"a", "b"};
    r.firstError = "backbone.w";
    const Issue note = makeIssue(IssueCode::DoctorStrategyFound, Severity::Info, {}, {}, -1,
                                 {"/runs/a/strategy.ckpt"});
    EXPECT_EQ(DoctorText::summary(r).toStdString(), r.summary());
    EXPECT_EQ(DoctorText::noteText(note).toStdString(),
              "Using the strategy found beside the run: /runs/a/strategy.ckpt");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(
        DoctorText::summary(r).toStdString(),
        "网络的 36 个参数中有 3 个无法加载（strict_load=False）：并行切分 2 个、其他流水线阶段 "
        "1 个；检查点中有 2 个条目未加载（ckpt_not_load）；MindSpore 会在第一个错误处报错，即 "
        "backbone.w");
    EXPECT_EQ(DoctorText::noteText(note).toStdString(),
              "使用训练目录旁找到的策略文件：/runs/a/strategy.ckpt");
    r.problems.clear();
    r.ckptNotLoaded = {"a"};
    r.firstError.clear();
    EXPECT_EQ(DoctorText::summary(r).toStdString(),
              "网络的全部 36 个参数均可加载（strict_load=False）；检查点中有 1 个条目未加载"
              "（ckpt_not_load）");
}

// A model dimension's name and "no layers" are pieces the core makes: the window words them in
// its language, with no English to match.
TEST(DoctorSentenceWords, AConfigNameReadsInChineseFromItsPiece) {
    DoctorProblem p;
    p.kind = ProblemKind::ConfigChange;
    p.diagnosis.configName = ConfigName::VocabularySize;
    p.diagnosis.ckptValue = 512;
    p.diagnosis.netValue = 1024;
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(DoctorText::shortDiagnosis(p).toStdString(),
              "词表大小：检查点中为 512，网络中为 1024");
    EXPECT_EQ(PieceText::text(configNameArg(ConfigName::FeedForwardSize)).toStdString(),
              "前馈层大小");
}
