#include <gtest/gtest.h>

#include "../core/layoutbuilders.h"

#include "widgets/models/matrix/axisroles.h"
#include "widgets/models/matrix/matrixgeometry.h"

using shardscope::TensorLayout;

namespace {

// The shared builder, under the name these tests read best with.
TensorLayout layoutOf(const std::vector<int64_t>& dev, const std::vector<int64_t>& map,
                      const std::vector<int64_t>& shape, int32_t optSize = 0, int32_t optStep = 0) {
    return shardscope::test::makeOk(shardscope::test::classic(dev, map, optSize, optStep), shape);
}

MatrixGeometry::Params plainParams(std::vector<int64_t> dev, int rows, int cols, int stages) {
    MatrixGeometry::Params p;
    p.devMatrix = std::move(dev);
    p.rowAxis = rows;
    p.colAxis = cols;
    p.stages = stages;
    p.viewport = QSizeF(800, 600);
    p.minCell = QSizeF(96, 72);
    p.lineHeight = 20;
    p.rowHeaderWidth = 48;
    return p;
}

}  // namespace

// layouts.md section 2: D = [2, 4], T = [0, -1], L = [8, 6]; ranks 2 and 6 hold rows [4, 6).
TEST(MatrixGeometry, ReplicasShareASliceColour) {
    const auto colours = MatrixGeometry::sliceColours(layoutOf({2, 4}, {0, -1}, {8, 6}));
    ASSERT_EQ(colours.size(), 8u);
    EXPECT_EQ(colours[6], colours[2]);
    EXPECT_EQ(colours[6].slice, 2);
    for (int r = 0; r < 4; ++r) {
        EXPECT_EQ(colours[static_cast<size_t>(r)].slice, r);
        EXPECT_EQ(colours[static_cast<size_t>(r + 4)].slice, r);
        EXPECT_EQ(colours[static_cast<size_t>(r)].chunks, 1);
    }
}

// layouts.md section 3: D = [4, 4], T = [0, -1], size 2; rank 5 stores piece 1 of slice 1.
TEST(MatrixGeometry, OptimizerPiecesAreDistinguishable) {
    const auto colours = MatrixGeometry::sliceColours(layoutOf({4, 4}, {0, -1}, {16, 8}, 2, 4));
    EXPECT_EQ(colours[5], (MatrixGeometry::SliceColour{1, 1, 2}));
    EXPECT_EQ(colours[1], (MatrixGeometry::SliceColour{1, 0, 2}));
    EXPECT_EQ(colours[9], colours[1]);
    EXPECT_EQ(colours[13], colours[5]);
    EXPECT_NE(colours[1], colours[5]);
}

TEST(MatrixGeometry, DefaultAxesAreTheLastTwoThatMatter) {
    EXPECT_EQ(MatrixGeometry::defaultAxes({2, 4}), std::make_pair(0, 1));
    EXPECT_EQ(MatrixGeometry::defaultAxes({2, 1, 4}), std::make_pair(0, 2));
    EXPECT_EQ(MatrixGeometry::defaultAxes({8}), std::make_pair(-1, 0));
    EXPECT_EQ(MatrixGeometry::defaultAxes({2, 2, 2}), std::make_pair(1, 2));
}

// 800 x 600, cells 96 x 72 grown 1.6x (the cap) to 153 x 115, one panel centred:
// panel width 48 + 4 * 153 + 3 * 6 = 678, left 16 + (800 - 710) / 2 = 61; grid at (109, 69).
TEST(MatrixGeometry, CellRectanglesOfATwoByFourGrid) {
    const MatrixGeometry geo(plainParams({2, 4}, 0, 1, 1));
    EXPECT_EQ(geo.rows(), 2);
    EXPECT_EQ(geo.columns(), 4);
    ASSERT_EQ(geo.panels().size(), 1u);
    EXPECT_EQ(geo.cellRect(0), QRectF(109, 69, 153, 115));
    EXPECT_EQ(geo.cellRect(6), QRectF(109 + 2 * 159, 69 + 121, 153, 115));
    EXPECT_EQ(geo.panels()[0].rowHeaders[1], QRectF(61, 190, 42, 115));
    EXPECT_EQ(geo.panels()[0].colHeaders[3], QRectF(109 + 3 * 159, 49, 153, 20));
    EXPECT_EQ(geo.rankAt(geo.cellRect(6).center()), 6);
    EXPECT_EQ(geo.rankAt(QPointF(109 + 153 + 3, 100)), -1);  // in the gap
    EXPECT_EQ(geo.axisAt(QPointF(70, 200)), 0);              // a row header
    EXPECT_EQ(geo.axisAt(QPointF(200, 55)), 1);              // a column header
    EXPECT_EQ(geo.gridPosition(6), QPoint(2, 1));
}

TEST(MatrixGeometry, StagesAndOtherAxesAreSmallMultiples) {
    const MatrixGeometry geo(plainParams({2, 2, 2}, 1, 2, 2));
    EXPECT_EQ(geo.rankCount(), 16);
    ASSERT_EQ(geo.panels().size(), 4u);
    EXPECT_EQ(geo.panelOf(4), 1);  // local coordinates (1, 0, 0)
    EXPECT_EQ(geo.panelOf(8), 2);  // stage 1, local 0
    EXPECT_EQ(geo.panelOf(15), 3);
    EXPECT_EQ(geo.panels()[1].fixed, (std::vector<int64_t>{1, -1, -1}));
    EXPECT_EQ(geo.panels()[3].stage, 1);
    // Same place inside their panels.
    EXPECT_EQ(geo.cellRect(5).topLeft() - geo.panels()[1].frame.topLeft(),
              geo.cellRect(1).topLeft() - geo.panels()[0].frame.topLeft());
    for (int a = 0; a < 16; ++a) {
        for (int b = a + 1; b < 16; ++b) {
            EXPECT_FALSE(geo.cellRect(a).intersects(geo.cellRect(b))) << a << " " << b;
        }
    }
}

namespace {

// Every cell inside the rectangle and no two cells touching.
void expectCellsInsideAndApart(const MatrixGeometry& geo, const QRectF& area) {
    for (int rank = 0; rank < geo.rankCount(); ++rank) {
        const QRectF cell = geo.cellRect(rank);
        EXPECT_TRUE(area.contains(cell)) << "rank " << rank;
        const QPoint at = geo.gridPosition(rank);
        if (at.x() + 1 < geo.columns()) {
            EXPECT_LT(cell.right(), geo.cellRect(rank + 1).left()) << "rank " << rank;
        }
    }
}

}  // namespace

// Zoom 1 fits the window: cells and gaps shrink together; at the largest zoom the cells are
// back to their full, labelled size and the view scrolls.
TEST(MatrixGeometry, TooSmallAViewportShrinksToFitAndZoomsBackToFullSize) {
    auto params = plainParams({4, 8}, 0, 1, 4);
    params.viewport = QSizeF(300, 200);
    const MatrixGeometry fit(params);
    EXPECT_EQ(fit.contentSize(), QSizeF(300, 200));
    EXPECT_LT(fit.cellRect(0).width(), 96);
    EXPECT_GE(fit.cellRect(0).width(), 4);
    EXPECT_GE(fit.cellGap().width(), 1);
    EXPECT_GE(fit.cellGap().height(), 1);
    expectCellsInsideAndApart(fit, QRectF(0, 0, 300, 200));
    EXPECT_NEAR(fit.maxZoom(), 1 / fit.scale(), 1e-9);

    params.zoom = fit.maxZoom();
    const MatrixGeometry full(params);
    EXPECT_EQ(full.cellRect(0).size(), QSizeF(96, 72));
    EXPECT_EQ(full.cellGap(), QSizeF(6, 6));
    EXPECT_GT(full.contentSize().width(), 300);
    EXPECT_EQ(full.panelColumns(), fit.panelColumns());  // zooming never rearranges

    params.zoom = 2;
    const MatrixGeometry half(params);
    EXPECT_GT(half.cellRect(0).width(), fit.cellRect(0).width());
    EXPECT_LT(half.cellRect(0).width(), 96);

    params.zoom = 1000;  // clamped
    EXPECT_EQ(MatrixGeometry(params).cellRect(0).size(), QSizeF(96, 72));
}

// A 1,024-card run (dp 8 x mp 16 x pp 8) in the matrix area of a 1280 x 800 window: every card
// on screen, a few pixels or more each, apart from its neighbours.
TEST(MatrixGeometry, AThousandCardsFitTheWindow) {
    auto params = plainParams({8, 16}, 0, 1, 8);
    params.viewport = QSizeF(900, 520);
    params.minCell = QSizeF(120, 80);
    params.topReserved = 40;
    params.legendWidths = {120, 120};
    const MatrixGeometry geo(params);
    EXPECT_EQ(geo.rankCount(), 1024);
    EXPECT_EQ(geo.panels().size(), 8u);
    EXPECT_EQ(geo.contentSize(), QSizeF(900, 520));
    expectCellsInsideAndApart(geo, QRectF(0, 0, 900, 520));
    EXPECT_GE(geo.cellRect(0).width(), 8);
    EXPECT_GE(geo.cellRect(0).height(), 8);
    EXPECT_GT(geo.maxZoom(), 4);
    EXPECT_EQ(geo.rankAt(geo.cellRect(1023).center()), 1023);
    EXPECT_FALSE(geo.folded());  // its panels fit with their headers
    EXPECT_EQ(geo.panels()[7].colHeaders.size(), 16u);
}

// 16,384 cards (dp 16 x mp 16 x pp 64) in the matrix area of a 1920 x 1080 window: with their
// headers the 64 panels would need scrolling; folded (a title line each, no headers, closer
// together) every card is on screen, apart from its neighbours. Zooming in unfolds them once
// the cards are a quarter of their full size, and the arrangement stays.
TEST(MatrixGeometry, SixteenThousandCardsFoldIntoAnOverviewThatUnfoldsWhenZoomed) {
    auto params = plainParams({16, 16}, 0, 1, 64);
    params.viewport = QSizeF(1250, 820);
    params.minCell = QSizeF(120, 80);
    params.lineHeight = 23;
    params.topReserved = 60;
    params.legendWidths = {140, 140};
    const MatrixGeometry fit(params);
    EXPECT_EQ(fit.rankCount(), 16384);
    ASSERT_EQ(fit.panels().size(), 64u);
    EXPECT_TRUE(fit.folded());
    EXPECT_EQ(fit.contentSize(), QSizeF(1250, 820));
    expectCellsInsideAndApart(fit, QRectF(0, 0, 1250, 820));
    EXPECT_GE(fit.cellRect(0).width(), 4);
    EXPECT_GE(fit.cellRect(0).height(), 3);
    for (const MatrixGeometry::Panel& panel : fit.panels()) {
        EXPECT_TRUE(panel.rowHeaders.empty() && panel.colHeaders.empty());
        EXPECT_EQ(panel.title.height(), 23);
        EXPECT_TRUE(panel.frame.contains(fit.cellRect(panel.stage * 256 + 255)));
    }
    EXPECT_EQ(fit.rankAt(fit.cellRect(16383).center()), 16383);
    EXPECT_EQ(fit.axisAt(fit.cellRect(300).center()), -1);
    // With the same params the unfolded layout would not fit: this is what folding is for.
    auto one = params;
    one.stages = 1;
    EXPECT_FALSE(MatrixGeometry(one).folded());

    params.zoom = 1.2;  // still small cards: still folded
    const MatrixGeometry closer(params);
    EXPECT_TRUE(closer.folded());
    EXPECT_GT(closer.cellRect(0).width(), fit.cellRect(0).width());

    params.zoom = fit.maxZoom();
    const MatrixGeometry full(params);
    EXPECT_FALSE(full.folded());
    EXPECT_EQ(full.cellRect(0).size(), QSizeF(120, 80));
    EXPECT_EQ(full.panels()[63].colHeaders.size(), 16u);
    EXPECT_EQ(full.panels()[63].rowHeaders.size(), 16u);
    EXPECT_EQ(full.panelColumns(), fit.panelColumns());  // zooming never rearranges
    EXPECT_EQ(full.axisAt(full.panels()[5].colHeaders[3].center()), 1);
    EXPECT_EQ(full.rankAt(full.cellRect(9000).center()), 9000);

    params.zoom = fit.maxZoom() * MatrixScale::kUnfoldScale * 1.01;
    EXPECT_FALSE(MatrixGeometry(params).folded());
    params.zoom = fit.maxZoom() * MatrixScale::kUnfoldScale * 0.99;
    EXPECT_TRUE(MatrixGeometry(params).folded());
}

TEST(MatrixGeometry, ArrowNeighbours) {
    const MatrixGeometry geo(plainParams({2, 4}, 0, 1, 2));
    EXPECT_EQ(geo.neighbour(0, 1, 0), 1);
    EXPECT_EQ(geo.neighbour(0, 0, 1), 4);
    EXPECT_EQ(geo.neighbour(0, -1, 0), 0);
    EXPECT_EQ(geo.neighbour(0, 0, -1), 0);
    // Off the right edge of stage 0 into stage 1 when the panels sit side by side.
    if (geo.panelColumns() == 2) {
        EXPECT_EQ(geo.neighbour(3, 1, 0), 8);
    }
}

TEST(MatrixGeometry, LegendWrapsAndIsHit) {
    auto params = plainParams({2, 2, 2}, 1, 2, 1);
    params.viewport = QSizeF(400, 600);
    params.legendWidths = {200, 200, 100};
    const MatrixGeometry geo(params);
    EXPECT_EQ(geo.legendRect(0), QRectF(16, 16, 200, 20));
    EXPECT_EQ(geo.legendRect(1), QRectF(16, 36, 200, 20));
    EXPECT_EQ(geo.legendRect(2), QRectF(230, 36, 100, 20));
    EXPECT_EQ(geo.axisAt(QPointF(240, 40)), 2);
}

TEST(MatrixGeometry, AxisNamesFollowRoles) {
    using Role = AxisRoles::Role;
    EXPECT_EQ(AxisRoles::defaultNames({Role::DataParallel, Role::ModelParallel}),
              (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_EQ(AxisRoles::defaultNames(
                  {Role::DataParallel, Role::ModelParallel, Role::ModelParallel, Role::Trivial}),
              (QStringList{QStringLiteral("dp"), QStringLiteral("mp1"), QStringLiteral("mp2"),
                           QStringLiteral("a3")}));
}
