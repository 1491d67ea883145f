#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QFile>
#include <QFontDatabase>
#include <QLocale>

#include "chinesetranslation.h"
#include "printers.h"
#include "testpaths.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/files/reportcells.h"

TEST(Chinese, ASimplifiedChineseFontIsInstalled) {
    const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    const bool found = families.contains(QStringLiteral("Noto Sans CJK SC")) ||
                       families.contains(QStringLiteral("WenQuanYi Micro Hei")) ||
                       families.contains(QStringLiteral("Source Han Sans SC"));
    EXPECT_TRUE(found) << "install fonts-noto-cjk: without it Chinese renders as boxes";
}

TEST(Chinese, TranslationLoadsAndTranslatesKnownStrings) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(zh.translator().language(), QStringLiteral("zh_CN"));
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("文件(&F)"));
    EXPECT_EQ(ErrorText::title(shardscope::ErrorCode::NotFound),
              QStringLiteral("找不到文件或文件夹"));
    const shardscope::Issue gap = shardscope::makeIssue(
        shardscope::IssueCode::RankGap, shardscope::Severity::Warning, "", "", -1, {"1, 3", ""});
    EXPECT_EQ(IssueText::text(gap), QStringLiteral("训练目录中缺少以下卡的文件夹：1, 3"));
    const shardscope::Issue name = shardscope::invalidUtf8NameIssue("w\xFF", "a.ckpt", 3);
    EXPECT_EQ(IssueText::text(name),
              QStringLiteral("参数名“w\\xFF”不是有效的 UTF-8（无效字节显示为 \\xNN）"));
    EXPECT_EQ(IssueText::location(name, {}), QStringLiteral("a.ckpt · 卡 3 · w\\xFF"));
}

TEST(Chinese, NumerusFormsAreTranslated) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(QCoreApplication::translate("ReportCells", "%Ln tensor(s)", "", 21),
              QStringLiteral("21 个张量"));
    // The window's counts are in the locale's digits, grouped as its tables write them: the
    // Device matrix heading of a 1,024-card run, in Chinese and in English.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    EXPECT_EQ(QCoreApplication::translate("MatrixTexts", "%Ln rank(s)", "", 1024),
              QStringLiteral("1,024 张卡"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "%Ln file(s)", "", 16384),
              QStringLiteral("16,384 个文件"));
    QLocale::setDefault(before);
}

TEST(Chinese, EveryMessageHasAFinishedTranslation) {
    QFile ts(QString::fromUtf8(SHARDSCOPE_TS_DIR) + QStringLiteral("/shardscope_zh_CN.ts"));
    ASSERT_TRUE(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    EXPECT_FALSE(text.contains(QStringLiteral("type=\"unfinished\"")));
    EXPECT_FALSE(text.contains(QStringLiteral("<translation></translation>")));
    EXPECT_FALSE(text.contains(QStringLiteral("<numerusform></numerusform>")));
}
