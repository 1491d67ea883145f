#include <gtest/gtest.h>

#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

#include "chinesetranslation.h"
#include "inspect/rundocument.h"
#include "slicechunkcentre.h"
#include "slicetestruns.h"
#include "widgets/slices/sliceview.h"

using shardscope::ParamInfo;
using shardscope::ParamLayout;
using shardscope::RunDocument;
using shardscope::TensorLayout;

namespace {

// A [32, 32] weight cut in 16 along dim 0 over 16 ranks (D = [16], T = [0, -1]).
std::shared_ptr<const RunDocument> cutInSixteen() {
    auto run = std::make_shared<RunDocument>();
    run->stages = {16, 1};
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {{16}};
    p.tensorMap = {{0}, {-1}};
    ParamInfo info;
    info.name = "w";
    info.globalShape = {32, 32};
    info.layout = TensorLayout::make(p, info.globalShape).value();
    info.localShape = info.layout->localShape();
    for (int r = 0; r < 16; ++r) {
        info.ranks.push_back(r);
    }
    run->params.push_back(std::move(info));
    run->files.resize(16);
    return run;
}

}  // namespace

TEST(SliceView, EmptyUntilAParameterIsSelected) {
    SliceView view;
    view.resize(700, 500);
    EXPECT_EQ(view.geometry(), nullptr);
    view.setRunDocument(shardedSliceRun());
    EXPECT_EQ(view.geometry(), nullptr);
    view.setParam(0);
    ASSERT_NE(view.geometry(), nullptr);
    EXPECT_EQ(view.geometry()->slices().size(), 4u);
    EXPECT_FALSE(view.grab().isNull());
}

// With a large font (Chinese fonts are taller), a tensor cut in 16 still fits the window at
// zoom 100%: its pieces need only be as tall as a line of text, the title font being dropped
// for the labels where it does not fit.
// The caption says how the parameter is split in the words of the parameter table (the core's
// piece, with the device matrix's axis names), in the window's language.
TEST(SliceView, CaptionSaysTheSplitAsTheParameterTableDoes) {
    SliceView view;
    view.resize(700, 500);
    view.setRunDocument(shardedSliceRun());
    view.setParam(0);
    QStringList caption = view.caption();
    ASSERT_GE(caption.size(), 2);
    EXPECT_EQ(caption[0], QStringLiteral("w  [16, 8]"));
    EXPECT_EQ(caption[1],
              QStringLiteral("dim 0 / 4 over mp, replicated ×4 over dp, optimizer shard ×2"));
    view.setAxisNames({QStringLiteral("data"), QStringLiteral("model")});
    EXPECT_EQ(view.caption().value(1),
              QStringLiteral("dim 0 / 4 over model, replicated ×4 over data, optimizer shard ×2"));
    view.setAxisNames({});
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(view.caption().value(1),
              QStringLiteral("维度 0 按 mp 切 4 份、副本 ×4（dp）、优化器分片 ×2"));
}

TEST(SliceView, ATensorCutInSixteenFitsTheWindowWithALineOfTextPerPiece) {
    SliceView view;
    QFont font = view.font();
    font.setPointSizeF(16);
    view.setFont(font);
    view.resize(900, 720);
    view.setRunDocument(cutInSixteen());
    view.setParam(0);
    view.show();
    ASSERT_NE(view.geometry(), nullptr);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
    ASSERT_EQ(view.geometry()->slices().size(), 16u);
    EXPECT_LE(view.geometry()->tensorRect().bottom(), view.viewport()->height());
    EXPECT_EQ(view.verticalScrollBar()->maximum(), 0);
    const qreal line = QFontMetricsF(font).height();
    for (const auto& slice : view.geometry()->slices()) {
        EXPECT_GE(slice.rect.height(), line);
    }
}

TEST(SliceView, ClickExplainsThePiece) {
    SliceView view;
    view.resize(700, 900);
    view.setRunDocument(shardedSliceRun());
    view.setParam(0);
    view.show();
    QSignalSpy activated(&view, &SliceView::sliceActivated);
    QSignalSpy details(&view, &SliceView::detailsChanged);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, sliceChunkCentre(view, 1, 1));
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated.at(0).at(0).toInt(), 1);
    EXPECT_EQ(activated.at(0).at(1).toInt(), 1);
    ASSERT_EQ(details.count(), 1);
    const QString text = view.detailsText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("w[4:8, :]"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("[6:8, :]"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("ranks 5, 13"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("rank 5: no checkpoint file"))) << text.toStdString();
}

TEST(SliceView, KeyboardMovesBetweenPiecesAndZooms) {
    SliceView view;
    view.resize(700, 900);
    view.setRunDocument(shardedSliceRun());
    view.setParam(0);
    view.show();
    view.setFocus();
    QSignalSpy activated(&view, &SliceView::sliceActivated);
    QTest::keyClick(&view, Qt::Key_Down);
    EXPECT_EQ(view.current(), (SliceGeometry::Hit{0, 0}));
    QTest::keyClick(&view, Qt::Key_Down);
    EXPECT_EQ(view.current(), (SliceGeometry::Hit{0, 1}));
    QTest::keyClick(&view, Qt::Key_Down);
    EXPECT_EQ(view.current(), (SliceGeometry::Hit{1, 0}));
    QTest::keyClick(&view, Qt::Key_Up);
    EXPECT_EQ(view.current(), (SliceGeometry::Hit{0, 1}));
    QTest::keyClick(&view, Qt::Key_Enter);
    ASSERT_EQ(activated.count(), 1);
    const qreal height = view.geometry()->tensorRect().height();
    QTest::keyClick(&view, Qt::Key_Plus);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.25);
    EXPECT_GT(view.geometry()->tensorRect().height(), height);
    QTest::keyClick(&view, Qt::Key_Minus);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
}

TEST(SliceView, CtrlWheelZooms) {
    SliceView view;
    view.resize(700, 900);
    view.setRunDocument(shardedSliceRun());
    view.setParam(0);
    view.show();
    const QPointF at(200, 300);
    QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &wheel);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.25 * 1.25);
}

TEST(SliceView, ChoosingDimensions) {
    SliceView view;
    view.resize(700, 500);
    view.setRunDocument(shardedSliceRun());
    view.setParam(0);
    view.setDims(1, 0);
    EXPECT_EQ(view.geometry()->params().rowDim, 1);
    // Slices are now columns: the first is left of the second.
    EXPECT_LT(view.geometry()->slices()[0].rect.right(),
              view.geometry()->slices()[1].rect.left() + 1);
}
