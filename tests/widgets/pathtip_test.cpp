// A path field narrower than its path (the Migration tab's "Write to:" at 1280x800) showed only
// the path's tail with no way to read it whole: its tooltip is the whole path, as it is typed,
// and the field stays editable.
#include <gtest/gtest.h>

#include <QLineEdit>
#include <QTest>

#include "widgets/migration/targetpanel.h"

TEST(PathTipTest, TheWriteToFieldsTooltipIsTheWholePath) {
    TargetPanel panel;
    panel.resize(430, 400);
    panel.show();
    const QString path = QStringLiteral(
        "/mnt/shared/checkpoints/llama-70b/pretrain-2026-11/converted-for-dp8-mp16-pp8/"
        "step-120000");
    panel.setDestination(path);
    QLineEdit* field = nullptr;
    for (QLineEdit* edit : panel.findChildren<QLineEdit*>()) {
        if (edit->text() == path) {
            field = edit;
        }
    }
    ASSERT_NE(field, nullptr);
    EXPECT_LT(field->width(), field->fontMetrics().horizontalAdvance(path));  // cut in the field
    EXPECT_EQ(field->toolTip(), path);
    EXPECT_FALSE(field->isReadOnly());
    field->setFocus();
    field->end(false);
    QTest::keyClicks(field, QStringLiteral("-b"));
    EXPECT_EQ(panel.destination(), path + QStringLiteral("-b"));
    EXPECT_EQ(field->toolTip(), path + QStringLiteral("-b"));
    field->clear();
    EXPECT_EQ(field->toolTip(), QString());
}
