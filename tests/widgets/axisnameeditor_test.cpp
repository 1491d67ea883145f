#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTest>
#include <QWidget>

#include "widgets/matrix/axisnameeditor.h"

// Enter names the axis (trimmed) and hands the focus back; Escape and an empty name do not.
TEST(AxisNameEditor, EnterNamesEscapeCancels) {
    QWidget view;
    view.setFocusPolicy(Qt::StrongFocus);
    view.resize(300, 200);
    AxisNameEditor editor(&view, &view);
    view.show();
    QSignalSpy named(&editor, &AxisNameEditor::named);
    EXPECT_FALSE(editor.isVisible());

    editor.edit(1, QStringLiteral("mp"), QRect(10, 10, 80, 24));
    ASSERT_TRUE(editor.isVisible());
    EXPECT_EQ(editor.selectedText(), QStringLiteral("mp"));
    EXPECT_EQ(editor.geometry(), QRect(10, 10, 80, 24));
    editor.setText(QStringLiteral("  tensor  "));
    QTest::keyClick(&editor, Qt::Key_Return);
    ASSERT_EQ(named.count(), 1);
    EXPECT_EQ(named.at(0).at(0).toInt(), 1);
    EXPECT_EQ(named.at(0).at(1).toString(), QStringLiteral("tensor"));
    EXPECT_FALSE(editor.isVisible());

    editor.edit(0, QStringLiteral("dp"), QRect(10, 10, 80, 24));
    editor.setText(QStringLiteral("batch"));
    QTest::keyClick(&editor, Qt::Key_Escape);
    EXPECT_FALSE(editor.isVisible());
    QTest::keyClick(&editor, Qt::Key_Return);  // hidden: nothing to commit
    EXPECT_EQ(named.count(), 1);

    editor.edit(0, QStringLiteral("dp"), QRect(10, 10, 80, 24));
    editor.setText(QStringLiteral("   "));
    QTest::keyClick(&editor, Qt::Key_Return);
    EXPECT_FALSE(editor.isVisible());
    EXPECT_EQ(named.count(), 1);
}
