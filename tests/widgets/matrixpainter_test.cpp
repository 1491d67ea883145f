// Issue 34 #18: cards too narrow for their numbers named only r0-r9 (whose numbers are short).
// Whether numbers fit is decided on the run's widest one, and where none fits every k-th column
// is named across k cards (256 cards, dp 8 x mp 32, at 1280 x 800: every 4th, as the header).
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/matrix/matrixpainter.h"
#include "widgets/models/matrix/matrixgeometry.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

TEST(MatrixPainterLabels, EveryKthCardIsNamedWhereNoNumberFits) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    shardscope::SynthConfig config;
    config.layers = 1;
    config.hidden = 32;
    config.vocab = 64;
    config.dp = 8;
    config.mp = 32;
    config.pp = 1;
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), config));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.inspector()->setView(InspectorPanel::View::Matrix);
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->finishHandOver();
    QCoreApplication::processEvents();
    DeviceMatrixView* matrix = window.inspector()->matrixView();
    const MatrixPainter painter(matrix->geometry(), matrix->cards().texts(), matrix->palette(),
                                matrix->font());
    EXPECT_EQ(painter.widestRankLabel(), QStringLiteral("r255"));
    const QRectF cell = matrix->geometry().cellRect(0);
    // No card holds "r255" (r0 to r9 would have held their own): named every 4th column.
    EXPECT_LT(cell.width(),
              QFontMetricsF(matrix->font()).horizontalAdvance(QStringLiteral("r255")));
    EXPECT_EQ(painter.spanLabelStep(cell), 4);
    // Cards wide enough name themselves; cards too low for a line are named by none.
    EXPECT_EQ(painter.spanLabelStep(QRectF(0, 0, 200, 60)), 0);
    EXPECT_EQ(painter.spanLabelStep(QRectF(0, 0, 10, 4)), 0);
}
