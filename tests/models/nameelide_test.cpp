// Issue 34 #21: the Doctor's names elided in the middle read "backbone....m1.gamma" and
// "backbone....orm1.beta": the distinguishing tail is kept whole from a dot on.
#include <gtest/gtest.h>

#include <QFont>
#include <QFontMetrics>

#include "widgets/models/common/nameelide.h"

TEST(NameElide, KeepsTheTailFromADot) {
    const QFontMetrics metrics{QFont()};
    const QString name = QStringLiteral("backbone.blocks.0.attention.norm1.gamma");
    EXPECT_EQ(NameElide::elide(name, metrics, metrics.horizontalAdvance(name)), name);
    const int width = metrics.horizontalAdvance(QStringLiteral("…attention.norm1.gamma"));
    EXPECT_EQ(NameElide::elide(name, metrics, width), QStringLiteral("…attention.norm1.gamma"));
    EXPECT_EQ(NameElide::elide(name, metrics, width - 1), QStringLiteral("…norm1.gamma"));
    const QString tiny =
        NameElide::elide(name, metrics, metrics.horizontalAdvance(QStringLiteral("gam")));
    EXPECT_LE(metrics.horizontalAdvance(tiny), metrics.horizontalAdvance(QStringLiteral("gam")));
}
