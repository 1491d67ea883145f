#include <gtest/gtest.h>

#include <QApplication>
#include <QHelpEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "matrixtestrun.h"
#include "testpaths.h"
#include "widgets/matrix/devicematrixview.h"

using shardscope::ParamInfo;
using shardscope::ParamLayout;
using shardscope::RunDocument;
using shardscope::TensorLayout;

namespace {

QPoint centreOf(const DeviceMatrixView& view, int rank) {
    return view.geometry().cellRect(rank).center().toPoint();
}

}  // namespace

TEST(DeviceMatrixView, RolesNamesAndColours) {
    DeviceMatrixView view;
    view.resize(900, 600);
    view.setRunDocument(matrixTestRun());
    EXPECT_EQ(view.axisNames(), (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_EQ(view.cards().gridAxes().row, 0);
    EXPECT_EQ(view.cards().gridAxes().col, 1);
    EXPECT_EQ(view.geometry().rankCount(), 16);
    view.setParam(0);
    EXPECT_EQ(view.cards().texts().colour(6), view.cards().texts().colour(2));
    EXPECT_NE(view.cards().texts().colour(6), view.cards().texts().colour(3));
    EXPECT_FALSE(view.cards().texts().colour(10).has_value());  // stage 1 does not hold "w"
    EXPECT_EQ(view.cards().texts().cellLines(6),
              (QStringList{QStringLiteral("r6"), QStringLiteral("[4:6, :]"),
                           QStringLiteral("48\u00A0B")}));
    EXPECT_TRUE(view.cards().texts().toolTip(6).contains(QStringLiteral("dp = 1, mp = 2")));
    EXPECT_TRUE(view.cards().texts().toolTip(6).contains(QStringLiteral("ranks 2, 6")));
    const QImage image = view.grab().toImage();
    EXPECT_EQ(image.size(), QSize(900, 600) * image.devicePixelRatio());
}

TEST(DeviceMatrixView, ClickActivatesTheRank) {
    DeviceMatrixView view;
    view.resize(900, 600);
    view.setRunDocument(matrixTestRun());
    view.show();
    QSignalSpy spy(&view, &DeviceMatrixView::rankActivated);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, centreOf(view, 5));
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toInt(), 5);
    EXPECT_EQ(view.currentRank(), 5);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    EXPECT_EQ(spy.count(), 1);
}

TEST(DeviceMatrixView, ArrowKeysMoveAndEnterActivates) {
    DeviceMatrixView view;
    view.resize(1200, 600);
    view.setRunDocument(matrixTestRun());
    view.show();
    view.setFocus();
    QSignalSpy spy(&view, &DeviceMatrixView::rankActivated);
    QTest::keyClick(&view, Qt::Key_Right);  // nothing current yet: the first rank
    EXPECT_EQ(view.currentRank(), 0);
    QTest::keyClick(&view, Qt::Key_Right);
    EXPECT_EQ(view.currentRank(), 1);
    QTest::keyClick(&view, Qt::Key_Down);
    EXPECT_EQ(view.currentRank(), 5);
    QTest::keyClick(&view, Qt::Key_Left);
    EXPECT_EQ(view.currentRank(), 4);
    QTest::keyClick(&view, Qt::Key_Up);
    EXPECT_EQ(view.currentRank(), 0);
    QTest::keyClick(&view, Qt::Key_Return);
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toInt(), 0);
    QTest::keyClick(&view, Qt::Key_End);
    EXPECT_EQ(view.currentRank(), 15);
}

TEST(DeviceMatrixView, RenamingAnAxis) {
    DeviceMatrixView view;
    view.resize(900, 600);
    view.setRunDocument(matrixTestRun());
    view.show();
    QSignalSpy spy(&view, &DeviceMatrixView::axisNamesChanged);
    const QPoint legend = view.geometry().legendRect(0).center().toPoint();
    QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, legend);
    ASSERT_TRUE(view.axisEditor()->isVisible());
    view.axisEditor()->setText(QStringLiteral("数据并行 (dp)"));
    QTest::keyClick(view.axisEditor(), Qt::Key_Return);
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(view.axisNames().value(0), QStringLiteral("数据并行 (dp)"));
    EXPECT_EQ(view.cards().texts().header(0, 1), QStringLiteral("数据并行 (dp) = 1"));
    // The row headers grew to fit the longer name.
    EXPECT_GT(view.geometry().params().rowHeaderWidth,
              QFontMetricsF(view.font()).horizontalAdvance(QStringLiteral("数据并行 (dp) = 1")));
    view.setAxisNames({QStringLiteral("data"), QStringLiteral("model")});
    EXPECT_EQ(view.cards().texts().header(1, 3), QStringLiteral("model = 3"));
}

TEST(DeviceMatrixView, OtherAxesArrangement) {
    DeviceMatrixView view;
    view.resize(900, 600);
    view.setRunDocument(matrixTestRun());
    view.setGridAxes(1, 0);
    EXPECT_EQ(view.geometry().rows(), 4);
    EXPECT_EQ(view.geometry().columns(), 2);
    view.setGridAxes(-1, 1);
    EXPECT_EQ(view.geometry().panels().size(), 4u);  // 2 stages x 2 values of dp
    view.setGridAxes(-1, -1);
    EXPECT_EQ(view.cards().gridAxes().row, 0);
}

TEST(DeviceMatrixView, AStrategyOpenedAloneShowsSlicesWithoutInventedIndexRanges) {
    // strategy_8_npus.ckpt: 2 stages of D = [2, 2]; protobuf strategies record no shapes.
    auto loaded =
        shardscope::loadPath(std::string(SHARDSCOPE_TEST_DATA) + "/real/strategy_8_npus.ckpt");
    ASSERT_TRUE(loaded) << loaded.error().describe();
    auto run = std::make_shared<const RunDocument>(std::move(loaded).value());
    ASSERT_EQ(run->rankCount(), 0);
    const ParamInfo* p = run->find("adam_v.backbone.blocks.1.attention.projection.weight");
    ASSERT_NE(p, nullptr);
    ASSERT_TRUE(p->globalShape.empty());
    DeviceMatrixView view;
    view.resize(900, 600);
    view.setRunDocument(run);
    view.setParam(static_cast<int>(p - run->params.data()));
    const MatrixTexts& texts = view.cards().texts();
    EXPECT_EQ(texts.caption().value(0),
              QStringLiteral("adam_v.backbone.blocks.1.attention.projection.weight (shape not "
                             "recorded)  ·  8 ranks = 2 stages × [2, 2]"));
    EXPECT_EQ(texts.cellLines(0),
              (QStringList{QStringLiteral("r0"), QStringLiteral("other stage")}));
    EXPECT_EQ(texts.cellLines(4), (QStringList{QStringLiteral("r4"), QStringLiteral("slice 1")}));
    EXPECT_EQ(texts.cellLines(5), (QStringList{QStringLiteral("r5"), QStringLiteral("slice 2")}));
    EXPECT_EQ(texts.cellLines(6), (QStringList{QStringLiteral("r6"), QStringLiteral("slice 1")}));
    EXPECT_EQ(texts.sameSlice(4), (std::vector<int>{4, 6}));
}

namespace {

// dp 8 x mp 16 x pp 8: 1,024 cards, one parameter per stage cut 16 ways.
std::shared_ptr<const RunDocument> thousandCardRun() {
    auto run = std::make_shared<RunDocument>();
    run->stages = {128, 8};
    for (int stage = 0; stage < 8; ++stage) {
        ParamLayout p;
        p.name = "w" + std::to_string(stage);
        p.stage = stage;
        p.devMatrices = {{8, 16}};
        p.tensorMap = {{0}, {-1}};
        ParamInfo info;
        info.name = p.name;
        info.stage = stage;
        info.globalShape = {256, 64};
        info.layout = TensorLayout::make(p, info.globalShape).value();
        info.localShape = info.layout->localShape();
        info.bytesPerRank = 4096;
        for (int r = 0; r < 128; ++r) {
            info.ranks.push_back(stage * 128 + r);
        }
        run->params.push_back(std::move(info));
    }
    run->files.resize(1024);
    return run;
}

QString toolTipOver(DeviceMatrixView& view, const QPoint& at) {
    QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &help);
    return QToolTip::text();
}

}  // namespace

// Zoom 1 shows every card of a 1,024-card run without scrolling; + and Ctrl+wheel zoom in
// (the card under the pointer stays under it), 0 and the bar's Fit come back; hovering a
// card of a few pixels names it.
TEST(DeviceMatrixView, AThousandCardsFitTheWindowAndZoomIn) {
    DeviceMatrixView view;
    view.resize(900, 560);
    view.setRunDocument(thousandCardRun());
    view.setParam(3);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    const QRect area = view.viewport()->rect();
    for (int rank = 0; rank < 1024; ++rank) {
        ASSERT_TRUE(area.contains(view.geometry().cellRect(rank).toAlignedRect())) << rank;
    }
    EXPECT_EQ(view.horizontalScrollBar()->maximum(), 0);
    EXPECT_EQ(view.verticalScrollBar()->maximum(), 0);
    EXPECT_DOUBLE_EQ(view.zoom(), 1);
    EXPECT_GT(view.maxZoom(), 4);
    EXPECT_TRUE(view.zoomBar()->isVisible());

    const QPoint over = centreOf(view, 3 * 128 + 21);
    EXPECT_EQ(toolTipOver(view, over), view.cards().texts().toolTip(3 * 128 + 21));

    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Plus);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.25);
    QTest::keyClick(&view, Qt::Key_0);
    EXPECT_DOUBLE_EQ(view.zoom(), 1);

    QWheelEvent wheel(over, view.viewport()->mapToGlobal(over), {}, {0, 3 * 120}, Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.viewport(), &wheel);
    EXPECT_NEAR(view.zoom(), 1.25 * 1.25 * 1.25, 1e-9);
    EXPECT_GT(view.horizontalScrollBar()->maximum(), 0);
    const QPointF content = QPointF(over) + QPointF(view.horizontalScrollBar()->value(),
                                                    view.verticalScrollBar()->value());
    EXPECT_EQ(view.geometry().rankAt(content), 3 * 128 + 21);

    QTest::keyClick(&view, Qt::Key_End);  // the last card is scrolled into view
    const QRectF last = view.geometry().cellRect(1023).translated(
        -view.horizontalScrollBar()->value(), -view.verticalScrollBar()->value());
    EXPECT_TRUE(QRectF(area).contains(last));

    auto* fit = view.zoomBar()->findChild<QToolButton*>(QStringLiteral("zoomFit"));
    ASSERT_NE(fit, nullptr);
    fit->click();
    EXPECT_DOUBLE_EQ(view.zoom(), 1);
    EXPECT_EQ(view.horizontalScrollBar()->maximum(), 0);
}

// The demo's eight cards fit at full size: nothing to zoom, no bar.
TEST(DeviceMatrixView, FullSizeCardsNeedNoZoomBar) {
    DeviceMatrixView view;
    view.resize(1200, 700);
    view.setRunDocument(matrixTestRun());
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    EXPECT_DOUBLE_EQ(view.maxZoom(), 1);
    EXPECT_FALSE(view.zoomBar()->isVisible());
    QTest::keyClick(&view, Qt::Key_Plus);
    EXPECT_DOUBLE_EQ(view.zoom(), 1);
}

// A run of 16,384 cards takes a while to work out (issue 35): given with its parameter and the
// user's axis names the cards are worked out once; the same parameter or names again redo
// nothing.
TEST(DeviceMatrixView, ARunGivenWithItsParameterAndNamesIsWorkedOutOnce) {
    DeviceMatrixView view;
    view.resize(900, 600);
    const int before = view.cards().rebuilds();
    const QStringList names{QStringLiteral("data"), QStringLiteral("model")};
    view.setRunDocument(matrixTestRun(), 0, names);
    EXPECT_EQ(view.cards().rebuilds(), before + 1);
    EXPECT_EQ(view.axisNames(), names);
    EXPECT_EQ(view.cards().texts().colour(6), view.cards().texts().colour(2));
    EXPECT_NE(view.cards().texts().colour(6), view.cards().texts().colour(3));
    view.setParam(0);
    view.setAxisNames(names);
    EXPECT_EQ(view.cards().rebuilds(), before + 1);
    view.setParam(-1);
    EXPECT_EQ(view.cards().rebuilds(), before + 2);
    EXPECT_EQ(view.cards().texts().param(), nullptr);
    // The same cards from a fuller document keep the zoom and take their parameter at once.
    view.setZoom(2);
    const qreal zoomed = view.zoom();
    ASSERT_GT(zoomed, 1);
    view.replaceRunDocument(matrixTestRun(), 0);
    EXPECT_EQ(view.cards().rebuilds(), before + 3);
    EXPECT_EQ(view.zoom(), zoomed);
    EXPECT_EQ(view.axisNames(), names);
    EXPECT_EQ(view.cards().texts().colour(6), view.cards().texts().colour(2));
}
