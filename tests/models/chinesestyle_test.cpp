// Chinese written as Chinese (issue 36): every translation (in the .ts and as the .qm gives it)
// and the texts the GUI assembles from translated pieces use full-width punctuation between
// Chinese characters and the one wording of translations/GLOSSARY.md for each term.
#include "chinesestyle.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <functional>

#include "chinesetranslation.h"
#include "doctorreports.h"
#include "testpaths.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/doctor/doctortext.h"
#include "widgets/models/history/historytexts.h"
#include "widgets/models/loss/losscrosshairtext.h"

using namespace shardscope;
using namespace chinesestyle;

namespace chinesestyletest {

QString tsPath() {
    return QString::fromUtf8(SHARDSCOPE_TS_DIR) + QStringLiteral("/shardscope_zh_CN.ts");
}

// What a message says in Chinese: the .ts text, and what the .qm gives at run time.
std::vector<std::pair<QString, QString>> chineseOf(const TsMessage& m) {
    std::vector<std::pair<QString, QString>> out;
    for (const QString& t : m.translations) {
        out.emplace_back(QStringLiteral(".ts"), t);
    }
    const QByteArray context = m.context.toUtf8();
    const QByteArray source = m.source.toUtf8();
    const QByteArray comment = m.comment.toUtf8();
    out.emplace_back(QStringLiteral(".qm"),
                     QCoreApplication::translate(
                         context.constData(), source.constData(),
                         m.comment.isEmpty() ? nullptr : comment.constData(), m.numerus ? 2 : -1));
    return out;
}

// A text the GUI assembles, said in English and in Chinese.
struct Assembled {
    std::string where;
    std::function<QString()> text;
};

std::vector<Assembled> assembledTexts(const std::map<std::string, DoctorReport>& reports,
                                      const RunHistory& history) {
    std::vector<Assembled> out;
    for (const auto& entry : reports) {
        const std::string& name = entry.first;
        const DoctorReport& r = entry.second;  // a reference to capture (not a binding: clang 14)
        out.push_back({name + ": summary", [&r] { return DoctorText::summary(r); }});
        for (const DoctorFinding& f : r.findings) {
            out.push_back({name + ": finding", [&f] { return DoctorText::findingTitle(f.kind); }});
            out.push_back({name + ": finding text", [&f] { return DoctorText::findingText(f); }});
            out.push_back({name + ": finding fix", [&f] { return DoctorText::fixText(f.fix); }});
        }
        for (const DoctorProblem& p : r.problems) {
            out.push_back(
                {name + ": " + p.name + " short", [&p] { return DoctorText::shortDiagnosis(p); }});
            out.push_back({name + ": " + p.name + " diagnosis",
                           [&p] { return DoctorText::diagnosisText(p.diagnosis); }});
            out.push_back(
                {name + ": " + p.name + " fix", [&p] { return DoctorText::fixText(p.fix); }});
        }
    }
    for (const HistoryStep& s : history.steps) {
        out.push_back({"history step " + s.name, [&s] { return HistoryTexts::stepText(s); }});
    }
    out.push_back({"history resume", [&history] { return HistoryTexts::resumeText(history); }});
    out.push_back({"two sentences", [] {
                       return Sentences::join(
                           HistoryTexts::tr("No saved step was found in this run's rank folders."),
                           HistoryTexts::tr("(global step %1)").arg(400));
                   }});
    out.push_back({"crosshair", [] {
                       LossCrosshairEntry a{QStringLiteral("run-a"), {}, 100, 2.5, 0, false};
                       LossCrosshairEntry b{QStringLiteral("run-b"), {}, 90, 2.75, 0, false};
                       return LossCrosshairText::text(LossAxis::Step, 100, {a, b});
                   }});
    return out;
}

// Steps 100 (global 400, intact everywhere) and 150 (newer, missing on a rank).
RunHistory twoSteps() {
    RunHistory h;
    h.ranks = {0, 1};
    HistoryStep older;
    older.key.epoch = 2;
    older.key.step = 100;
    older.name = "net-2_100";
    older.globalStep = 400;
    HistoryStep newer;
    newer.key.epoch = 2;
    newer.key.step = 150;
    newer.name = "net-2_150";
    newer.globalStep = 450;
    h.steps = {older, newer};
    h.resume = 0;
    h.newerUnusable.push_back({});
    return h;
}

}  // namespace chinesestyletest

using namespace chinesestyletest;

// The checks themselves fail on what the Chinese interface said before issue 36.
TEST(ChineseStyle, TheChecksCatchTheOldMistakes) {
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("文件: 您打开的每个文件")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("<b>不在检查点中.</b> rank 0's")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("并行切分: 维度 0")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("卡 0 的切片; 优化器分片 ×2")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("(dp：共 2 张卡)")).isEmpty());
    EXPECT_FALSE(halfWidthPunctuation(QStringLiteral("第 150 步, 全局")).isEmpty());
    EXPECT_TRUE(halfWidthPunctuation(QStringLiteral("训练(&R)")).isEmpty());
    EXPECT_TRUE(
        halfWidthPunctuation(QStringLiteral("策略文件 (*.ckpt *.json);;所有文件 (*)")).isEmpty());
    EXPECT_TRUE(
        halfWidthPunctuation(QStringLiteral("策略 .json 文件，1.5 GB，按 .* 搜索")).isEmpty());

    const std::vector<GlossaryRule> rules = glossaryRules();
    ASSERT_GE(rules.size(), 10u) << "translations/GLOSSARY.md lost its checked table";
    EXPECT_FALSE(
        glossaryViolations(QStringLiteral("&Runs"), QStringLiteral("运行(&R)"), rules).isEmpty());
    EXPECT_FALSE(
        glossaryViolations(QStringLiteral("Shape / layout"), QStringLiteral("形状 / 布局"), rules)
            .isEmpty());
    EXPECT_FALSE(glossaryViolations(QStringLiteral("Resume from %1: %2"),
                                    QStringLiteral("从 %1 恢复：%2"), rules)
                     .isEmpty());
    EXPECT_FALSE(glossaryViolations(QStringLiteral("saved by rank %1"),
                                    QStringLiteral("由第 %1 号卡保存"), rules)
                     .isEmpty());
    EXPECT_FALSE(
        glossaryViolations(QStringLiteral("Doctor"), QStringLiteral("诊断"), rules).isEmpty());
    EXPECT_FALSE(glossaryViolations(QStringLiteral("EMA"), QStringLiteral("EMA"), rules).isEmpty());
    EXPECT_TRUE(
        glossaryViolations(QStringLiteral("EMA"), QStringLiteral("指数移动平均（EMA）"), rules)
            .isEmpty());
    EXPECT_TRUE(
        glossaryViolations(QStringLiteral("&Runs"), QStringLiteral("训练(&R)"), rules).isEmpty());
}

// The review of the screenshots (issue 36, third round): a code name as a Chinese word, and a
// space between two Chinese words.
TEST(ChineseStyle, TheChecksCatchCodeNamesAndStraySpaces) {
    const QStringList names = codeNamesWrittenInChinese();
    EXPECT_TRUE(names.contains(QStringLiteral("dev_matrix")));
    EXPECT_TRUE(names.contains(QStringLiteral("tensor_map")));
    EXPECT_FALSE(codeNamesInChinese(
                     QStringLiteral("维度 0（64）沿 dev_matrix [2, 2] 的设备轴 1 切成 2 份"), names)
                     .isEmpty());
    EXPECT_FALSE(codeNamesInChinese(QStringLiteral("其 tensor_map 为 [1, -1]"), names).isEmpty());
    EXPECT_TRUE(
        codeNamesInChinese(QStringLiteral("沿设备矩阵 [2, 2] 的轴 1 切成 2 份"), names).isEmpty());
    EXPECT_TRUE(
        codeNamesInChinese(QStringLiteral("读取 layout.dev_matrix 与 \"tensor_map\""), names)
            .isEmpty());
    EXPECT_TRUE(
        codeNamesInChinese(QStringLiteral("dim 0 over dev_matrix [2, 2]"), names).isEmpty());
    EXPECT_TRUE(codeNamesInChinese(QStringLiteral("设备矩阵 {dev_matrix} 不是主设备矩阵"), names)
                    .isEmpty());

    EXPECT_FALSE(
        spacesBetweenChinese(QStringLiteral("网络的 54 个参数 位于另一个流水线阶段的检查点中"))
            .isEmpty());
    EXPECT_FALSE(spacesBetweenChinese(QStringLiteral("<b>342 个参数</b> 位于")).isEmpty());
    EXPECT_TRUE(
        spacesBetweenChinese(QStringLiteral("网络的 54 个参数位于卡 0 的 backbone 中，副本 ×2"))
            .isEmpty());
}

TEST(ChineseStyle, EveryTranslationUsesFullWidthPunctuation) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const std::vector<TsMessage> messages = tsMessages(tsPath());
    ASSERT_GT(messages.size(), 1000u);
    for (const TsMessage& m : messages) {
        for (const auto& [from, text] : chineseOf(m)) {
            const QStringList bad = halfWidthPunctuation(text);
            EXPECT_TRUE(bad.isEmpty())
                << from.toStdString() << " " << m.context.toStdString() << " “"
                << m.source.toStdString() << "” → “" << text.toStdString() << "”: half-width at “"
                << bad.join(QStringLiteral("”, “")).toStdString() << "”";
        }
    }
}

TEST(ChineseStyle, EveryTranslationFollowsTheGlossary) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const std::vector<GlossaryRule> rules = glossaryRules();
    ASSERT_FALSE(rules.empty());
    const QStringList names = codeNamesWrittenInChinese();
    ASSERT_FALSE(names.isEmpty());
    for (const TsMessage& m : tsMessages(tsPath())) {
        for (const auto& [from, text] : chineseOf(m)) {
            QStringList bad = glossaryViolations(m.source, text, rules);
            for (const QString& at : codeNamesInChinese(text, names)) {
                bad << QStringLiteral("a code name as a word at “%1”").arg(at);
            }
            for (const QString& at : spacesBetweenChinese(text)) {
                bad << QStringLiteral("a space between Chinese words at “%1”").arg(at);
            }
            EXPECT_TRUE(bad.isEmpty())
                << from.toStdString() << " " << m.context.toStdString() << " “"
                << m.source.toStdString() << "” → “" << text.toStdString()
                << "”: " << bad.join(QStringLiteral("; ")).toStdString();
        }
    }
}

// What the GUI joins from translated pieces: the Doctor's findings and diagnoses for real
// reports, the History tab's steps and resume line, sentences side by side, the crosshair.
TEST(ChineseStyle, AssembledTextsAreWrittenInChinese) {
    const std::map<std::string, DoctorReport> reports = test::DoctorReports().build();
    const RunHistory history = twoSteps();
    const std::vector<Assembled> texts = assembledTexts(reports, history);
    std::vector<QString> english;
    for (const Assembled& a : texts) {
        english.push_back(a.text());
    }
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const std::vector<GlossaryRule> rules = glossaryRules();
    const QStringList names = codeNamesWrittenInChinese();
    for (size_t i = 0; i < texts.size(); ++i) {
        const QString chinese = texts[i].text();
        const QStringList punctuation = halfWidthPunctuation(chinese);
        EXPECT_TRUE(punctuation.isEmpty())
            << texts[i].where << ": “" << chinese.toStdString() << "”: half-width at “"
            << punctuation.join(QStringLiteral("”, “")).toStdString() << "”";
        QStringList glossary = glossaryViolations(english[i], chinese, rules);
        for (const QString& at : codeNamesInChinese(chinese, names)) {
            glossary << QStringLiteral("a code name as a word at “%1”").arg(at);
        }
        for (const QString& at : spacesBetweenChinese(chinese)) {
            glossary << QStringLiteral("a space between Chinese words at “%1”").arg(at);
        }
        EXPECT_TRUE(glossary.isEmpty())
            << texts[i].where << ": “" << english[i].toStdString() << "” → “"
            << chinese.toStdString() << "”: " << glossary.join(QStringLiteral("; ")).toStdString();
    }
    // English keeps one space between the pieces; Chinese none beside a full-width bracket.
    EXPECT_EQ(english[english.size() - 4], QStringLiteral("epoch 2, step 150 (global step 450)"));
    EXPECT_EQ(HistoryTexts::stepText(history.steps[0]),
              QStringLiteral("第 2 轮，第 100 步（全局第 400 步）"));
}

// One rule worded one way (issue 36, the History tab shows the step's line and the issue side by
// side): every message about MindSpore's lexicographic rule says it in the same words, and
// "would take" is 会取 wherever it is said.
TEST(ChineseStyle, MindSporesRuleIsWordedOneWay) {
    static const QRegularExpression kRule(QStringLiteral("（每张卡[^）]*）"));
    QStringList wordings;
    int messages = 0;
    for (const TsMessage& m : tsMessages(tsPath())) {
        if (!m.source.contains(QStringLiteral("lexicographically last file"))) {
            continue;
        }
        for (const QString& t : m.translations) {
            ++messages;
            const QRegularExpressionMatch rule = kRule.match(t);
            if (rule.hasMatch() && !wordings.contains(rule.captured())) {
                wordings << rule.captured();
            }
            if (m.source.contains(QStringLiteral("would take"))) {
                EXPECT_TRUE(t.contains(QStringLiteral("会取"))) << t.toStdString();
            }
        }
    }
    // The History tab's rule line and the step warning are the catalogue's templates, with the
    // pick's words: the window has no wording of its own left.
    EXPECT_GE(messages, 3);
    EXPECT_EQ(wordings.size(), 1) << wordings.join(QStringLiteral(" / ")).toStdString();
}
