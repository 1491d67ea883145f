// The doctor's sentences in the GUI (issue 15): for real reports, every finding, diagnosis and fix
// reads in English exactly as the core (and the CLI) writes it, and in Chinese with no English
// sentence left and every value (names, numbers, ranks, shapes) kept.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QStringList>
#include <functional>
#include <set>

#include "chinesetranslation.h"
#include "doctor/doctormessages.h"
#include "doctor/layercounter.h"
#include "doctorreports.h"
#include "util/messagepiece.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/doctor/doctorsentencetext.h"
#include "widgets/models/doctor/doctortext.h"

using namespace shardscope;

namespace {

// One sentence a report shows, with the GUI's text of it.
struct Shown {
    std::string where;
    std::string english;
    const DoctorSentence* sentence;
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

void codesOf(const DoctorSentence& s, std::set<DoctorCode>& codes) {
    codes.insert(s.code);
    for (const DoctorSentence& part : s.parts) {
        codes.insert(part.code);
        codesOf(part, codes);
    }
}

// Values that only choose between wordings, and names the GUI translates.
bool wordingOnly(const IssueArg& a) {
    return a.value.empty() || a.value == "yes" || a.value == "no" || a.name == "entry" ||
           a.name == "config" || a.value == "none";
}

// The config values a sentence lists show what it says of them: the checkpoint's values (a fix
// that builds the network with them), both sides (a diagnosis), or all with their counts.
bool shownIn(DoctorCode parent, const IssueArg& a) {
    switch (parent) {
        case DoctorCode::FixConfigValues:
            return a.name != "net_value" && a.name != "params";
        case DoctorCode::FixConfig:
        case DoctorCode::ConfigShapes:
            return a.name != "params";
        default:
            return true;
    }
}

void valuesOf(const DoctorSentence& s, QStringList& values, DoctorCode parent = DoctorCode::None) {
    for (const IssueArg& a : s.args) {
        if (!wordingOnly(a) && shownIn(parent, a) &&
            !((a.name == "ways" || a.name == "opt") && a.value == "1")) {
            values << QString::fromStdString(a.value);
        }
    }
    for (const DoctorSentence& part : s.parts) {
        valuesOf(part, values, s.code);
    }
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
            EXPECT_EQ(s.sentence->code, DoctorCode::None);
            continue;
        }
        EXPECT_NE(s.sentence->code, DoctorCode::None) << s.english;
        EXPECT_EQ(s.gui().toStdString(), s.english) << doctorCodeName(s.sentence->code);
    }
}

// Every code the core writes in these reports, so the test above compares each one; the
// MindFormers ones need a MindFormers iteration (tests/core/mindformersiteration_test.cpp) and
// are checked by their sample below.
TEST_F(DoctorSentences, TheReportsShowEveryCode) {
    std::set<DoctorCode> codes;
    for (const Shown& s : shown()) {
        codesOf(*s.sentence, codes);
    }
    const std::set<DoctorCode> elsewhere = {
        DoctorCode::None, DoctorCode::SavedByMindFormers, DoctorCode::SharedByStages,
        DoctorCode::FixMindFormersLoad, DoctorCode::MindFormersRedundancy};
    // The wordings from kFirstDoctorWording on word values and parts inside other sentences.
    for (int c = 0; c < static_cast<int>(kFirstDoctorWording); ++c) {
        const auto code = static_cast<DoctorCode>(c);
        EXPECT_TRUE(codes.count(code) > 0 || elsewhere.count(code) > 0)
            << "no report shows " << doctorCodeName(code);
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
        SCOPED_TRACE(s.where + " (" + doctorCodeName(s.sentence->code) + ")");
        const QString text = s.gui();
        EXPECT_NE(text.toStdString(), s.english);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        QStringList values;
        valuesOf(*s.sentence, values);
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

// Every code has words of its own in both languages, the MindFormers ones included: a sample of
// each with every value it names.
TEST(DoctorSentenceText, EveryCodeHasWordsInBothLanguages) {
    const auto sample = [](DoctorCode code) {
        std::vector<std::string> values;
        int n = 0;
        for (const std::string_view name : doctorArgNames(code)) {
            if (name == "param" || name == "block") {
                values.push_back("backbone.w" + std::to_string(n));
            } else if (name == "group") {
                values.push_back("(0, 1)");
            } else if (name == "group_size" || name == "more" || name == "extra") {
                values.push_back({});
            } else {
                values.push_back(std::to_string(10 + n));
            }
            ++n;
        }
        const DoctorSentence cut =
            say(DoctorCode::Cut, {"0", "64", "2", "1", "[2, 2]", "2", "3", "1", "0", "32", "48"});
        return say(code, values,
                   {say(DoctorCode::DimChange, {"0", "64", "128"}),
                    sayConfigValue(ConfigName::HiddenSize, 64, 128, "3"),
                    say(DoctorCode::Cuts, {}, {cut}), say(DoctorCode::Holder, {"0", "2"})});
    };
    const std::set<DoctorCode> pieces = {DoctorCode::None,        DoctorCode::DimChange,
                                         DoctorCode::ConfigValue, DoctorCode::Cut,
                                         DoctorCode::Cuts,        DoctorCode::Holder};
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    std::set<std::string> names;
    for (int c = 0; c < kDoctorCodeCount; ++c) {
        const auto code = static_cast<DoctorCode>(c);
        EXPECT_TRUE(names.insert(doctorCodeName(code)).second) << "a name used twice";
        if (pieces.count(code) > 0 || code >= kFirstDoctorWording) {
            continue;
        }
        SCOPED_TRACE(doctorCodeName(code));
        const DoctorSentence s = sample(code);
        const QString english = DoctorSentenceText::words(s);
        ASSERT_FALSE(english.isNull()) << "no words for this code";
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        const QString chinese = DoctorSentenceText::words(s);
        EXPECT_NE(chinese, english);
        EXPECT_TRUE(chinese.contains(kHan)) << chinese.toStdString();
        QStringList values;
        valuesOf(s, values);
        EXPECT_EQ(englishWords(chinese, values), QStringList()) << chinese.toStdString();
    }
    // A code without words keeps the core's English.
    EXPECT_EQ(DoctorSentenceText::text(DoctorSentence{}, "as the core says"),
              QStringLiteral("as the core says"));
}

// The window's English of every finding the catalogue holds is the CLI's (doctorEnglish), for
// one parameter and for many, its listed parts included.
TEST(DoctorSentenceText, FindingsReadAsTheCatalogueWritesThem) {
    const std::vector<DoctorSentence> parts = {
        sayConfigValue(ConfigName::HiddenSize, 64, 128, "1"),
        sayConfigValue(ConfigName::VocabularySize, 512, 1024, "7"),
        say(DoctorCode::Holder, {"1", "3"}), say(DoctorCode::Holder, {"5", "1"})};
    int checked = 0;
    for (int c = 0; c < kDoctorCodeCount; ++c) {
        const auto code = static_cast<DoctorCode>(c);
        if (!isCatalogued(code) || code < DoctorCode::PerRankSlice ||
            code > DoctorCode::FullWithRemoveRedundancy) {
            continue;
        }
        for (const char* count : {"1", "2"}) {
            SCOPED_TRACE(std::string(doctorCodeName(code)) + " " + count);
            std::vector<std::string> values;
            for (const std::string_view name : doctorArgNames(code)) {
                values.emplace_back(name == "params" || name == "stages" || name == "more" ||
                                            name == "ckpt_layers"
                                        ? count
                                        : "v_" + std::string(name));
            }
            DoctorFinding f;
            f.sentence = say(code, values, parts);
            f.text = doctorEnglish(f.sentence);
            EXPECT_EQ(DoctorText::findingText(f).toStdString(), f.text);
            ++checked;
        }
    }
    EXPECT_EQ(checked, 28);
}

// The window's English of every fix is the CLI's (doctorEnglish), for one layer and for many,
// the merge fix a reshard fix ends with and the config values a config fix lists included.
TEST(DoctorSentenceText, FixesReadAsTheCatalogueWritesThem) {
    int checked = 0;
    for (int c = static_cast<int>(DoctorCode::FixKeepConverted);
         c <= static_cast<int>(DoctorCode::FixWriteWithoutRedundancy); ++c) {
        const auto code = static_cast<DoctorCode>(c);
        if (!isCatalogued(code)) {
            continue;
        }
        for (const char* count : {"1", "2"}) {
            SCOPED_TRACE(std::string(doctorCodeName(code)) + " " + count);
            std::vector<std::string> values;
            for (const std::string_view name : doctorArgNames(code)) {
                values.emplace_back(name == "layers" ? count : "v_" + std::string(name));
            }
            const bool config =
                code == DoctorCode::FixConfig || code == DoctorCode::FixConfigValues;
            std::vector<DoctorSentence> parts = {
                sayConfigValue(ConfigName::HiddenSize, 64, 128, "")};
            if (*count == '2') {
                parts.push_back(sayConfigValue(ConfigName::VocabularySize, 5, 7, ""));
            }
            const Fix fix =
                sayFix(FixKind::Config,
                       say(code, values,
                           config ? parts
                                  : std::vector<DoctorSentence>{say(DoctorCode::FixMergeNoStrategy,
                                                                    {"shardscope-cli convert"})}));
            EXPECT_FALSE(fix.text.empty());
            EXPECT_EQ(DoctorText::fixText(fix).toStdString(), fix.text);
            ++checked;
        }
    }
    EXPECT_EQ(checked, 58);
}

// The Chinese window renders a fix from the catalogue's template, translated, with the merge fix
// it ends with in Chinese too and the command as it is.
TEST(DoctorSentenceText, AReshardThenMergeFixReadsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const Fix fix = sayFix(
        FixKind::Command,
        say(DoctorCode::FixReshardThenMerge, {},
            {say(DoctorCode::FixMergeNoStrategy,
                 {"shardscope-cli convert --src run --src-strategy STRATEGY --dst run_merged"})}));
    EXPECT_EQ(DoctorText::fixText(fix).toStdString(),
              "按网络的策略对本次训练重新切分；用训练时保存的策略文件将本次训练各卡的文件合并为一个"
              "完整检查点（未提供策略文件，训练目录旁也未找到；用 --strategy 提供即可得到确切的命令"
              "）：shardscope-cli convert --src run --src-strategy STRATEGY --dst run_merged");
    const Fix layers = sayFix(FixKind::Config, say(DoctorCode::FixLayers, {"2", "4"}));
    EXPECT_EQ(layers.text,
              "build the network with 2 layers (the checkpoint's; it has 4), or load a checkpoint "
              "of the network's depth");
    EXPECT_EQ(DoctorText::fixText(layers).toStdString(),
              "用 2 层构建网络（检查点的层数；网络有 4 层），或加载与网络层数相同的检查点");
}

// The Chinese window renders a finding from the catalogue's template, translated, its listed
// holders in the window's words.
TEST(DoctorSentenceText, AFindingsHoldersReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    DoctorFinding f;
    f.sentence = say(DoctorCode::RedundancyRemoved, {"0", "4", "1"},
                     {say(DoctorCode::Holder, {"1", "3"}), say(DoctorCode::Holder, {"2", "1"})});
    EXPECT_EQ(DoctorText::findingText(f).toStdString(),
              "卡 0 的检查点来自去冗余保存（remove_redundancy=True）的训练：这张卡的 4 个参数由所"
              "在组的其他成员保存（卡 1：3 个、卡 2：1 个，另有 1 张卡），不带该选项调用 "
              "load_param_into_net 时它们不会被加载。请以 remove_redundancy=True 去冗余加载，或"
              "先恢复冗余，再加载完整副本中卡 0 的文件");
}

// A finding about one parameter agrees with it in English ("is", "was", "holds"), as the core
// writes it; about two, "are", "were", "hold".
TEST(DoctorSentenceText, OneParameterTakesTheSingularVerb) {
    const auto finding = [](DoctorCode code, std::vector<std::string> values) {
        DoctorFinding f;
        f.sentence = say(code, std::move(values));
        return DoctorText::findingText(f).toStdString();
    };
    EXPECT_EQ(finding(DoctorCode::InOtherStage, {"1", "1"}),
              "1 parameter of the network is in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 1 only.");
    EXPECT_EQ(finding(DoctorCode::InOtherStage, {"2", "1"}),
              "2 parameters of the network are in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 1 only.");
    EXPECT_EQ(finding(DoctorCode::SliceGuess, {"1"}).substr(0, 24), "1 parameter is smaller t");
    EXPECT_EQ(finding(DoctorCode::Resplit, {"1"}),
              "the checkpoint is split for another strategy than the network's: 1 parameter is "
              "cut differently.");
}

// The diagnoses and the two config fixes in the Chinese window: the catalogue's templates,
// translated, with the pieces they list (cuts, dimensions, config values, groups, rank ranges)
// in Chinese too.
TEST(DoctorSentenceText, DiagnosesReadInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const auto words = [](DoctorCode code, const std::vector<std::string>& values,
                          std::vector<DoctorSentence> parts = {}) {
        return DoctorSentenceText::words(say(code, values, std::move(parts))).toStdString();
    };
    const std::vector<DoctorSentence> values = {
        sayConfigValue(ConfigName::HiddenSize, 64, 128, ""),
        sayConfigValue(ConfigName::VocabularySize, 512, 1024, "")};
    EXPECT_EQ(
        words(DoctorCode::ConfigShapes, {"yes", "(512, 64)", "(1024, 128)", "6", "512", "1024"},
              {say(DoctorCode::DimChange, {"0", "512", "1024"}),
               say(DoctorCode::DimChange, {"1", "64", "128"}), values[0], values[1]}),
        "完整形状不同，检查点中为 (512, 64)，网络中为 (1024, 128)（维度 0：512 → 1024、维度 "
        "1：64 → 128）；512 → 1024 的变化涉及 6 个参数：不同的是模型配置，而不是并行张量排"
        "布；隐藏层大小：检查点中为 64，网络中为 128；词表大小：检查点中为 512，网络中为 "
        "1024。");
    EXPECT_EQ(
        words(DoctorCode::FixConfig, {}, values),
        "按隐藏层大小为 64 和词表大小为 512 构建网络（检查点的取值；网络用的是 128 和 1024），"
        "或加载以网络的配置训练的检查点");
    EXPECT_EQ(words(DoctorCode::FixConfigValues, {}, values),
              "按隐藏层大小为 64 和词表大小为 512 构建网络（检查点的取值），或加载以网络的配置训练"
              "的检查点");
    EXPECT_EQ(words(DoctorCode::OtherStageOfRun, {"backbone.w", "1", "4", "7", "0", "0"}),
              "backbone.w 属于流水线阶段 1（卡 4–7），但卡 0 的检查点只包含阶段 0：每个阶段只保存"
              "自己的参数。");
    EXPECT_EQ(words(DoctorCode::SavedByMindFormers, {"1", "backbone.w", "0-511", "512", "0"}),
              "该迭代由 MindFormers 去冗余保存：卡 1 为所在组 （0-511：共 512 张卡） 保存了 "
              "backbone.w（metadata.json 写明了其文件），卡 0 的文件本就不含它（符合预期）。");
    // No layer is a piece the core makes ("none"), which the window words itself.
    DoctorSentence layer =
        say(DoctorCode::LayerMissing, {"1", "backbone.blocks.", "3", "0", "none", "no"});
    putArg(layer.args, LayerCounter::rangeArg("ckpt_range", {}));
    EXPECT_EQ(
        DoctorSentenceText::words(layer).toStdString(),
        "网络中 backbone.blocks. 有 1 层（3），检查点中有 0 层（无）：这一层没有可加载的内容。");
    const DoctorSentence cut =
        say(DoctorCode::Cut, {"0", "64", "2", "0, 1", "[2, 2, 1]", "2", "3", "1", "1", "48", "64"});
    const std::string cutWords = DoctorSentenceText::words(cut).toStdString();
    EXPECT_EQ(cutWords,
              "维度 0（64）沿设备矩阵 [2, 2, 1] 的轴 0, 1 切成 2 份，并由优化器并行再切成 2 片"
              "（opt_weight_shard_size 2）；卡 3 持有第 1 份中的第 1 个优化器分片，即 [48, 64)");
    EXPECT_EQ(words(DoctorCode::FullIntoSplit, {"(64, 64)"}, {say(DoctorCode::Cuts, {}, {cut})}),
              "检查点包含完整张量 (64, 64)，但网络是按这样的策略编译的：" + cutWords + "。");
}

// The summary line and the notes are the catalogue's messages, rendered in the window's language
// from the templates and pieces the CLI prints (issue 32): the window writes no sentence of its
// own for them.
TEST(DoctorSentenceText, TheSummaryAndTheNotesReadFromTheCatalogue) {
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
TEST(DoctorSentenceText, AConfigNameReadsInChineseFromItsPiece) {
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
