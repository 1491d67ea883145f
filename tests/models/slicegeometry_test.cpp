#include <gtest/gtest.h>

#include "../core/layoutbuilders.h"

#include "widgets/models/slices/slicedetails.h"
#include "widgets/models/slices/slicegeometry.h"

using shardscope::Box;
using shardscope::TensorLayout;

namespace {

// The shared builder, under the name these tests read best with.
TensorLayout sliceLayout(const std::vector<int64_t>& dev, const std::vector<int64_t>& map,
                         const std::vector<int64_t>& shape, int32_t optSize = 0,
                         int32_t optStep = 0) {
    return shardscope::test::makeOk(shardscope::test::classic(dev, map, optSize, optStep), shape);
}

// No rulers, tiny minimums: the tensor fills (viewport - 2 * 16) exactly.
SliceGeometry::Params exactParams(qreal width, qreal height) {
    SliceGeometry::Params p;
    p.rowDim = 0;
    p.colDim = 1;
    p.viewport = QSizeF(width + 32, height + 32);
    p.minPiece = QSizeF(4, 4);
    p.rulerWidth = 0;
    p.rulerHeight = 0;
    return p;
}

}  // namespace

// D = [2, 4], T = [0, -1], L = [8, 6]: four row slices of 2, each on two replicas.
TEST(SliceGeometry, RowSlicesWithTheirReplicas) {
    const SliceGeometry geo(sliceLayout({2, 4}, {0, -1}, {8, 6}), exactParams(600, 800));
    ASSERT_EQ(geo.slices().size(), 4u);
    EXPECT_EQ(geo.tensorRect(), QRectF(16, 16, 600, 800));
    const auto& third = geo.slices()[2];
    EXPECT_EQ(third.box, (Box{{4, 0}, {6, 6}}));
    EXPECT_EQ(third.ranks, (std::vector<int>{2, 6}));
    EXPECT_EQ(third.rect, QRectF(16, 416, 600, 200));
    EXPECT_EQ(third.colour, 2);
    ASSERT_EQ(third.chunks.size(), 1u);
    EXPECT_EQ(third.chunks[0].rect, third.rect);
    EXPECT_EQ(geo.hitAt(QPointF(300, 500)), (SliceGeometry::Hit{2, 0}));
    EXPECT_EQ(geo.hitAt(QPointF(5, 5)), SliceGeometry::Hit{});
    EXPECT_EQ(geo.indexAt(QPointF(16 + 550, 416 + 150)), std::make_pair(int64_t{5}, int64_t{5}));
    ASSERT_EQ(geo.rowTicks().size(), 5u);
    EXPECT_EQ(geo.rowTicks()[2].index, 4);
    EXPECT_EQ(geo.rowTicks()[2].position, 416);
}

// layouts.md section 3: D = [4, 4], T = [0, -1], size 2, L = [16, 8]; rank 5 stores [6, 8).
TEST(SliceGeometry, OptimizerPiecesInsideTheirSlice) {
    const SliceGeometry geo(sliceLayout({4, 4}, {0, -1}, {16, 8}, 2, 4), exactParams(400, 800));
    ASSERT_EQ(geo.slices().size(), 4u);
    const auto& slice = geo.slices()[1];
    EXPECT_EQ(slice.ranks, (std::vector<int>{1, 5, 9, 13}));
    ASSERT_EQ(slice.chunks.size(), 2u);
    EXPECT_EQ(slice.chunks[1].box, (Box{{6, 0}, {8, 8}}));
    EXPECT_EQ(slice.chunks[1].ranks, (std::vector<int>{5, 13}));
    EXPECT_EQ(slice.chunks[0].ranks, (std::vector<int>{1, 9}));
    EXPECT_EQ(slice.rect, QRectF(16, 216, 400, 200));
    EXPECT_EQ(slice.chunks[1].rect, QRectF(16, 316, 400, 100));
    EXPECT_EQ(geo.hitAt(QPointF(100, 350)), (SliceGeometry::Hit{1, 1}));
}

TEST(SliceGeometry, GlobalRanksOfALaterStage) {
    auto params = exactParams(600, 800);
    params.rankOffset = 8;
    const SliceGeometry geo(sliceLayout({2, 4}, {0, -1}, {8, 6}), params);
    EXPECT_EQ(geo.slices()[2].ranks, (std::vector<int>{10, 14}));
}

TEST(SliceGeometry, MinimumPieceSizeWinsWhileEveryPieceFits) {
    auto params = exactParams(1000, 1000);
    params.minPiece = QSizeF(56, 26);
    // Cut at rows 1 and 2 of 64 (D = [2], and the second slice's optimizer piece): equal slices
    // of 32 rows, each far above the minimum, share the height by their lengths.
    const SliceGeometry fits(sliceLayout({32}, {0, -1}, {64, 64}), params);
    ASSERT_EQ(fits.slices().size(), 32u);
    EXPECT_DOUBLE_EQ(fits.slices()[0].rect.height(), 1000.0 / 32);
    EXPECT_EQ(fits.tensorRect().height(), 1000);
}

// A tensor cut in more pieces than fit at their minimum size shrinks to fit the window (down to
// 3 px a piece, unlabelled), and gets its minimum again when zoomed in far enough.
TEST(SliceGeometry, MorePiecesThanFitShrinkToFitTheWindow) {
    auto params = exactParams(200, 100);
    params.minPiece = QSizeF(56, 26);
    const SliceGeometry geo(sliceLayout({32}, {0, -1}, {64, 4}), params);
    EXPECT_EQ(geo.slices().size(), 32u);
    EXPECT_EQ(geo.tensorRect().height(), 100);
    EXPECT_DOUBLE_EQ(geo.slices()[31].rect.height(), 100.0 / 32);
    params.zoom = 8;  // 800 px: 25 px a piece, still under the minimum
    EXPECT_EQ(SliceGeometry(sliceLayout({32}, {0, -1}, {64, 4}), params).tensorRect().height(),
              800);
    params.zoom = 9;  // 900 px: 28.1 px a piece
    const SliceGeometry zoomed(sliceLayout({32}, {0, -1}, {64, 4}), params);
    EXPECT_GE(zoomed.slices()[0].rect.height(), 26);
    EXPECT_EQ(zoomed.tensorRect().height(), 900);
}

TEST(SliceGeometry, ZoomAndPan) {
    auto params = exactParams(600, 800);
    params.viewport = QSizeF(632, 832);
    params.zoom = 2;
    params.pan = QPointF(-10, -20);
    const SliceGeometry geo(sliceLayout({2, 4}, {0, -1}, {8, 6}), params);
    EXPECT_EQ(geo.slices()[1].rect, QRectF(6, -4 + 400, 1200, 400));
    EXPECT_EQ(geo.contentSize(), QSizeF(1232, 1632));
}

TEST(SliceGeometry, NdTensorsShowTheSlicesThroughTheFixedIndex) {
    auto params = exactParams(400, 400);
    params.rowDim = 1;
    params.colDim = 2;
    params.fixed = {3, 0, 0};
    // dim 0 split by axis 0, dim 2 by axis 1.
    const SliceGeometry geo(sliceLayout({2, 2}, {1, -1, 0}, {4, 4, 4}), params);
    ASSERT_EQ(geo.slices().size(), 2u);
    EXPECT_EQ(geo.slices()[0].ranks, (std::vector<int>{2}));
    EXPECT_EQ(geo.slices()[1].ranks, (std::vector<int>{3}));
    EXPECT_EQ(geo.slices()[1].rect, QRectF(216, 16, 200, 400));
}

TEST(SliceGeometry, VectorsAreBands) {
    auto params = exactParams(800, 800);
    params.rowDim = -1;
    params.colDim = 0;
    const SliceGeometry geo(sliceLayout({2, 2}, {0}, {64}), params);
    ASSERT_EQ(geo.slices().size(), 2u);
    EXPECT_EQ(geo.tensorRect().width(), 800);
    EXPECT_EQ(geo.tensorRect().height(), 100);
    EXPECT_TRUE(geo.rowTicks().empty());
}

TEST(SliceGeometry, Labels) {
    EXPECT_EQ(SliceGeometry::ranksText({0, 2}, true), QStringLiteral("r0 r2"));
    EXPECT_EQ(SliceGeometry::ranksText({0, 2}, false), QStringLiteral("ranks 0, 2"));
    EXPECT_EQ(SliceGeometry::ranksText({5}, false), QStringLiteral("rank 5"));
    EXPECT_EQ(SliceGeometry::ranksText({0, 1, 2, 3, 8}, true), QStringLiteral("r0–r3 r8"));
    EXPECT_EQ(SliceDetails::notation(Box{{4, 0}, {6, 6}}, {8, 6}), QStringLiteral("[4:6, :]"));
    EXPECT_EQ(SliceGeometry::defaultDims({8, 6}), std::make_pair(0, 1));
    EXPECT_EQ(SliceGeometry::defaultDims({64}), std::make_pair(-1, 0));
    EXPECT_EQ(SliceGeometry::defaultDims({1, 8, 6}), std::make_pair(1, 2));
}
