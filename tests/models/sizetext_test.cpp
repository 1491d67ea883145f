// Sizes and rates never broken across lines (issue 36: "（8.0 | KiB）" at the end of the
// explanation strip's line, "20.0 MiB/ | s" in the migration plan's totals): the number and its
// unit, and "MiB/s", hold together wherever a label wraps, in both languages.
#include "widgets/models/common/sizetext.h"

#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QTextBoundaryFinder>

namespace sizetexttest {

// The positions inside `text` (not its ends) where a line may break.
std::vector<qsizetype> lineBreaks(const QString& text) {
    std::vector<qsizetype> out;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    for (qsizetype at = finder.toNextBoundary(); at > 0 && at < text.size();
         at = finder.toNextBoundary()) {
        out.push_back(at);
    }
    return out;
}

// The breaks between the end of the number (its no-break space) and the end of the unit ("8.0
// KiB": none may come before or after the space, nor inside "MiB/s"). Qt may break inside the
// number itself ("8.|0"): that is not the number and its unit apart.
std::vector<qsizetype> unitBreaks(const QString& text) {
    const qsizetype space = text.indexOf(SizeText::kNoBreakSpace);
    std::vector<qsizetype> out;
    for (const qsizetype at : lineBreaks(text)) {
        if (space < 0 || at >= space) {
            out.push_back(at);
        }
    }
    return out;
}

}  // namespace sizetexttest

using namespace sizetexttest;

TEST(SizeText, ANumberAndItsUnitHaveNoBreakableSpace) {
    static const QRegularExpression kSize(
        QStringLiteral("^[0-9]+(\\.[0-9])?\\x{00A0}(B|KiB|MiB|GiB|TiB)$"));
    for (const uint64_t bytes : {uint64_t{0}, uint64_t{4}, uint64_t{1000}, uint64_t{8192},
                                 uint64_t{20} << 20, uint64_t{75} << 30, uint64_t{3} << 40}) {
        const QString text = SizeText::bytes(bytes);
        EXPECT_TRUE(kSize.match(text).hasMatch()) << text.toStdString();
        EXPECT_FALSE(text.contains(QLatin1Char(' '))) << text.toStdString();
        EXPECT_TRUE(unitBreaks(text).empty()) << text.toStdString();
    }
    for (const double rate : {512.0, 20.0 * (1 << 20), 689.0 * (1 << 20), 2.5e9}) {
        const QString text = SizeText::rate(rate);
        EXPECT_TRUE(text.endsWith(QStringLiteral("B/\u2060s"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QLatin1Char(' '))) << text.toStdString();
        EXPECT_TRUE(unitBreaks(text).empty()) << text.toStdString();
    }
    EXPECT_EQ(SizeText::rate(20.0 * (1 << 20)), QStringLiteral("20.0\u00A0MiB/\u2060s"));
    EXPECT_TRUE(unitBreaks(SizeText::gigabytesPerSecond(2e9)).empty());
    // What the old text allowed: "8.0 KiB" and "MiB/s" each break once.
    EXPECT_FALSE(lineBreaks(QStringLiteral("20.0 KiB")).empty());
    EXPECT_FALSE(unitBreaks(QStringLiteral("20.0\u00A0MiB/s")).empty());
}

// In a Chinese sentence too: the explanation strip's "（8.0 KiB）" never ends a line with "8.0".
TEST(SizeText, AChineseSentenceKeepsItsSizesWhole) {
    const QString size = SizeText::bytes(8192);
    const QString text = QStringLiteral("流水线阶段 0 的每张卡保存 [32, 64]（%1）。").arg(size);
    const qsizetype at = text.indexOf(size);
    for (const qsizetype b : lineBreaks(text)) {
        EXPECT_FALSE(b > at && b < at + size.size()) << "a break at " << b;
    }
}
