// Why a saved copy cannot be resumed from, as the History tab's tooltip says it: every kind of
// reason in both languages, its arguments shown, no English left in the Chinese sentence.
#include "widgets/models/history/historytexts.h"

#include <gtest/gtest.h>

#include <QRegularExpression>

#include "chinesetranslation.h"

using namespace shardscope;

namespace {

// One reason of each kind, with arguments as the core gives them.
std::vector<Issue> everyReason() {
    return {
        fileReason(IssueCode::FileEmpty, {}),
        fileReason(IssueCode::FileUnreadable, {"[[ERROR]]", "truncated"}),
        fileReason(IssueCode::FileUnreadable, {"[[ERROR]]", "encrypted"}),
        fileReason(IssueCode::FileUnreadable, {"[[ERROR]]", ""}),
        fileReason(IssueCode::FileShapeNotStrategy, {"backbone.w", "[8, 16]", "[4, 16]"}),
        fileReason(IssueCode::FileShapeNotSplittable, {"backbone.w", "[7, 16]", "[[ERROR]]"}),
        fileReason(IssueCode::FileGrowing, {"1024", "2048"}),
        fileReason(IssueCode::FileCrcMismatch, {"123456", "654321"}),
        fileReason(IssueCode::FileInterrupted, {"net-2_500.ckpt.tmp"}),
        fileReason(IssueCode::FileUnfinishedSave, {}),
        fileReason(IssueCode::FileTensorListDiffers, {"[[DIFFERENCE]]"}),
        fileReason(IssueCode::FileTensorListDiffers, {""}),
    };
}

// The values a sentence shows (the damage only chooses the wording).
std::vector<std::string> shownValues(const Issue& r) {
    std::vector<std::string> out;
    for (const IssueArg& a : r.args) {
        if (a.name != "damage") {
            out.push_back(a.value);
        }
    }
    return out;
}

}  // namespace

TEST(HistoryTexts, EveryReasonKindIsSaidInChineseWithItsArguments) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{3,}"));
    for (const Issue& r : everyReason()) {
        SCOPED_TRACE(r.text());
        QString text = HistoryTexts::reasonText(r);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        for (const std::string& a : shownValues(r)) {
            EXPECT_TRUE(text.contains(QString::fromStdString(a)))
                << a << " not in " << text.toStdString();
            text.remove(QString::fromStdString(a));
        }
        text.remove(QStringLiteral("_tmp"));     // a folder name's ending, as it is on disk
        text.remove(QStringLiteral("crc_num"));  // the trailer's field, as MindSpore names it
        text.remove(QStringLiteral("CRC"));
        EXPECT_FALSE(text.contains(kWord)) << "English left in " << text.toStdString();
    }
}

// The window's English is the CLI's: one template, no wording of the window's own.
TEST(HistoryTexts, EnglishReasonsAreTheClisSentences) {
    for (const Issue& r : everyReason()) {
        const QString text = HistoryTexts::reasonText(r);
        EXPECT_EQ(text, QString::fromStdString(r.text()));
        for (const std::string& a : shownValues(r)) {
            EXPECT_TRUE(text.contains(QString::fromStdString(a)))
                << a << " not in " << text.toStdString();
        }
    }
    EXPECT_EQ(
        HistoryTexts::reasonText(fileReason(IssueCode::FileUnreadable, {"byte 9", "truncated"})),
        QStringLiteral("truncated (byte 9)"));
    EXPECT_TRUE(HistoryTexts::reasonText(std::nullopt).isEmpty());
}

TEST(HistoryTexts, CoreSentencesAreThoseOfTheCli) {
    EXPECT_EQ(fileReason(IssueCode::FileCrcMismatch, {"1", "2"}).text(),
              "CRC mismatch (crc_num 1, the bytes give 2)");
    EXPECT_EQ(fileReason(IssueCode::FileShapeNotStrategy, {"w", "[8]", "[4]"}).text(),
              "shape contradicts the strategy: 'w' is [8], the strategy gives [4]");
    EXPECT_EQ(damageWords(fileReason(IssueCode::FileUnreadable, {"x", "encrypted"})).value,
              "encrypted");
    EXPECT_EQ(damageWords(fileReason(IssueCode::FileUnreadable, {"x", ""})).value,
              "cannot be read");
    EXPECT_EQ(fileReason(IssueCode::FileTensorListDiffers, {""}).text(),
              "tensor list differs from this rank's other saved steps");
    EXPECT_EQ(fileReason(IssueCode::FileInterrupted, {"n-2_5.tmp"}).text(),
              "only a leftover temporary, n-2_5.tmp: the save was interrupted");
    EXPECT_EQ(issueCodeName(IssueCode::FileInterrupted), std::string("file-interrupted"));
}

// The Chinese of each kind of reason, word for word (the glossary's 保存点, 卡).
TEST(HistoryTexts, ReasonsInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(HistoryTexts::reasonText(fileReason(IssueCode::FileCrcMismatch, {"1", "2"})),
              QStringLiteral("CRC 不匹配（crc_num 为 1，按内容计算得 2）"));
    EXPECT_EQ(HistoryTexts::reasonText(fileReason(IssueCode::FileTensorListDiffers, {""})),
              QStringLiteral("张量列表与该卡的其他保存点不同"));
    EXPECT_EQ(HistoryTexts::reasonText(fileReason(IssueCode::FileInterrupted, {"n-2_5.tmp"})),
              QStringLiteral("只有残留的临时文件 n-2_5.tmp：保存被中断"));
}

// A converted folder names no saved step: the History tab says where it came from instead of
// "No saved step was found" (issue 34, item 20).
TEST(HistoryTexts, AConvertedFolderSaysWhereItCameFrom) {
    RunHistory history;
    ConversionRecord record;
    record.tool = "shardscope 0.9.0";
    record.started = "2026-11-28T22:10:00Z";
    record.status = "written";
    record.verification = "verified";
    record.source = "/runs/a";
    record.step = "net-9_1875";
    record.target = "/s/strategy_4.ckpt";
    record.cards = 4;
    history.conversion = record;
    EXPECT_EQ(HistoryTexts::resumeText(history),
              QStringLiteral("A conversion written by shardscope 0.9.0 (started "
                             "2026-11-28T22:10:00Z): from /runs/a, step net-9_1875 to "
                             "/s/strategy_4.ckpt, 4 ranks. Every tensor was verified against its "
                             "source."));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(HistoryTexts::resumeText(history),
              QStringLiteral("由 shardscope 0.9.0 写入的转换（开始于 2026-11-28T22:10:00Z）：从 "
                             "/runs/a，保存点 net-9_1875 转换为 /s/strategy_4.ckpt，共 4 "
                             "张卡。每个张量都已与源数据校验一致。"));
    history.conversion.reset();
    EXPECT_NE(HistoryTexts::resumeText(history).indexOf(QStringLiteral("没有")), -1);
}
