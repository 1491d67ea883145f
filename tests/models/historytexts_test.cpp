// Why a saved copy cannot be resumed from, as the History tab's tooltip says it: every kind of
// reason in both languages, its arguments shown, no English left in the Chinese sentence.
#include "widgets/models/history/historytexts.h"

#include <gtest/gtest.h>

#include <QRegularExpression>

#include "chinesetranslation.h"

using namespace shardscope;

namespace {

using Kind = FileReason::Kind;

// One reason of each kind, with arguments as the core gives them.
std::vector<FileReason> everyReason() {
    return {
        {Kind::Empty, ErrorCode::Corrupt, {}},
        {Kind::Unreadable, ErrorCode::Truncated, {"[[ERROR]]"}},
        {Kind::Unreadable, ErrorCode::Encrypted, {"[[ERROR]]"}},
        {Kind::Unreadable, ErrorCode::Corrupt, {"[[ERROR]]"}},
        {Kind::ShapeNotStrategy, ErrorCode::Corrupt, {"backbone.w", "[8, 16]", "[4, 16]"}},
        {Kind::ShapeNotSplittable, ErrorCode::Corrupt, {"backbone.w", "[7, 16]", "[[ERROR]]"}},
        {Kind::Growing, ErrorCode::Corrupt, {"1024", "2048"}},
        {Kind::CrcMismatch, ErrorCode::CrcMismatch, {"123456", "654321"}},
        {Kind::Interrupted, ErrorCode::Corrupt, {"net-2_500.ckpt.tmp"}},
        {Kind::UnfinishedFaultTolerance, ErrorCode::Corrupt, {}},
        {Kind::TensorListDiffers, ErrorCode::Corrupt, {"[[DIFFERENCE]]"}},
        {Kind::TensorListDiffers, ErrorCode::Corrupt, {""}},
    };
}

}  // namespace

TEST(HistoryTexts, EveryReasonKindIsSaidInChineseWithItsArguments) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    static const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{3,}"));
    for (const FileReason& r : everyReason()) {
        SCOPED_TRACE(r.text());
        QString text = HistoryTexts::reasonText(r);
        EXPECT_TRUE(text.contains(kHan)) << text.toStdString();
        for (const std::string& a : r.args) {
            EXPECT_TRUE(text.contains(QString::fromStdString(a)))
                << a << " not in " << text.toStdString();
            text.remove(QString::fromStdString(a));
        }
        text.remove(QStringLiteral("_tmp"));  // a folder name's ending, as it is on disk
        EXPECT_FALSE(text.contains(kWord)) << "English left in " << text.toStdString();
    }
}

TEST(HistoryTexts, EnglishReasonsKeepTheCoresFacts) {
    for (const FileReason& r : everyReason()) {
        const QString text = HistoryTexts::reasonText(r);
        EXPECT_FALSE(text.isEmpty()) << r.text();
        for (const std::string& a : r.args) {
            EXPECT_TRUE(text.contains(QString::fromStdString(a)))
                << a << " not in " << text.toStdString();
        }
    }
    EXPECT_EQ(HistoryTexts::reasonText({Kind::Unreadable, ErrorCode::Truncated, {"byte 9"}}),
              QStringLiteral("cut short (byte 9)"));
    EXPECT_TRUE(HistoryTexts::reasonText({}).isEmpty());
}

TEST(HistoryTexts, CoreSentencesAreThoseOfTheCli) {
    EXPECT_EQ(FileReason({Kind::CrcMismatch, ErrorCode::CrcMismatch, {"1", "2"}}).text(),
              "CRC mismatch (crc_num 1, the bytes give 2)");
    EXPECT_EQ(FileReason({Kind::ShapeNotStrategy, ErrorCode::Corrupt, {"w", "[8]", "[4]"}}).text(),
              "shape contradicts the strategy: 'w' is [8], the strategy gives [4]");
    EXPECT_EQ(FileReason({Kind::Unreadable, ErrorCode::Encrypted, {"x"}}).damageWords(),
              "encrypted");
    EXPECT_EQ(FileReason({Kind::TensorListDiffers, ErrorCode::Corrupt, {""}}).text(),
              "tensor list differs from this rank's other saved steps");
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
