// The keyboard: Ctrl+F reaches the filter of the tab in front, the caret does not start in a
// filter, and a filter holding the caret does not swallow the window's shortcuts (Ctrl+E).
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/export/exportdialog.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

TEST(MainWindowKeys, CtrlFReachesTheFilterOfTheTabInFront) {
    QTemporaryDir dir;
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), shardscope::SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    QApplication::processEvents();

    // The caret does not start in a filter.
    QWidget* initial = QApplication::focusWidget();
    ASSERT_NE(initial, nullptr);
    EXPECT_EQ(qobject_cast<QLineEdit*>(initial), nullptr) << initial->objectName().toStdString();

    window.inspector()->setView(InspectorPanel::View::Files);
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    ASSERT_NE(QApplication::focusWidget(), nullptr);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("filterEdit"));
    EXPECT_TRUE(QApplication::focusWidget()->isVisible());

    window.inspector()->setView(InspectorPanel::View::Parameters);
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    ASSERT_NE(QApplication::focusWidget(), nullptr);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("paramNameFilter"));

    // Ctrl+E with the caret in the filter is File > Export, not the line edit's end-of-line.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E, Qt::ControlModifier);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return window.findChild<ExportDialog*>() != nullptr; }, kSettleMs));
    window.findChild<ExportDialog*>()->close();
}
