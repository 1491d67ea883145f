#include <gtest/gtest.h>

#include "widgets/models/matrix/matrixscale.h"

namespace {

MatrixGeometryParams cards() {
    MatrixGeometryParams p;
    p.minCell = QSizeF(96, 72);
    p.maxScale = 1.6;
    p.lineHeight = 20;
    p.rowHeaderWidth = 48;
    return p;
}

}  // namespace

// Room 768 x 561 (an 800 x 600 view less its margins and an empty legend), 2 x 4 cards: they
// could grow 1.83x across and 3.5x down, so the cap (1.6) holds both ways, gaps stay 6 and a
// card is floor(96 x 1.6) x floor(72 x 1.6).
TEST(MatrixScale, RoomToSpareGrowsTheCardsUpToTheCap) {
    const MatrixScale s(cards(), QSizeF(768, 561), 2, 4, 1);
    EXPECT_EQ(s.scale(), 1.6);
    EXPECT_EQ(s.scales(), QSizeF(1.6, 1.6));
    EXPECT_EQ(s.maxZoom(), 1);
    EXPECT_EQ(s.cellGap(), QSizeF(6, 6));
    EXPECT_EQ(s.cell(QSizeF(96, 72)), QSizeF(153, 115));
    EXPECT_EQ(s.panelColumns(), 1);
    EXPECT_FALSE(s.folded());
    EXPECT_EQ(s.chrome().title, 26);
    EXPECT_EQ(s.chrome().header, 20);
    EXPECT_EQ(s.chrome().rowHeader, 48);
    EXPECT_EQ(s.chrome().gap, MatrixScale::kPanelGap);
}

// Room 200 x 150, 4 x 8 cards: across, 152 pixels for 8 cards and 7 gaps of 1 + 5 s gives
// s = 145 / 803; down, 104 pixels for 4 cards gives 101 / 303 = 1/3. Each direction takes its own
// scale; gaps shrink to floor(1 + 5 s); zooming in scales both until the smaller reaches 1.
TEST(MatrixScale, TooLittleRoomShrinksEachDirectionAndZoomGrowsThemBack) {
    MatrixGeometryParams p = cards();
    const MatrixScale fit(p, QSizeF(200, 150), 4, 8, 1);
    EXPECT_DOUBLE_EQ(fit.scales().width(), 145.0 / 803);
    EXPECT_DOUBLE_EQ(fit.scales().height(), 1.0 / 3);
    EXPECT_DOUBLE_EQ(fit.scale(), 145.0 / 803);
    EXPECT_DOUBLE_EQ(fit.maxZoom(), 803.0 / 145);
    EXPECT_EQ(fit.cellGap(), QSizeF(1, 2));
    EXPECT_EQ(fit.cell(p.minCell), QSizeF(17, 24));

    p.zoom = 2;
    const MatrixScale zoomed(p, QSizeF(200, 150), 4, 8, 1);
    EXPECT_DOUBLE_EQ(zoomed.scales().width(), 290.0 / 803);
    EXPECT_DOUBLE_EQ(zoomed.scales().height(), 2.0 / 3);
    EXPECT_DOUBLE_EQ(zoomed.maxZoom(), fit.maxZoom());  // the zoom range is the fit's
    EXPECT_EQ(zoomed.cellGap(), QSizeF(2, 4));
    EXPECT_EQ(zoomed.cell(p.minCell), QSizeF(34, 48));
    EXPECT_EQ(zoomed.panelColumns(), fit.panelColumns());
}

// Never below minCellWidth x minCellHeight: a card is at least 4 x 3 pixels and one pixel apart.
TEST(MatrixScale, CardsNeverShrinkBelowTheirSmallestSize) {
    const MatrixScale s(cards(), QSizeF(100, 100), 64, 64, 1);
    EXPECT_DOUBLE_EQ(s.scales().width(), 4.0 / 96);
    EXPECT_DOUBLE_EQ(s.scales().height(), 3.0 / 72);
    EXPECT_EQ(s.cell(QSizeF(96, 72)), QSizeF(4, 3));
    EXPECT_EQ(s.cellGap(), QSizeF(1, 1));
}

// Two panels of 1 x 2 cards. In 600 x 300, stacked cards can grow 1.25x (90 pixels down each),
// side by side only 1.21x (238 pixels across each): stacked. In 1200 x 300 side by side reaches
// the cap (1.6) and stacked stays at 1.25: side by side.
TEST(MatrixScale, PanelsAreArrangedForTheLargestCards) {
    const MatrixScale s(cards(), QSizeF(600, 300), 1, 2, 2);
    EXPECT_EQ(s.panelColumns(), 1);
    const MatrixScale wide(cards(), QSizeF(1200, 300), 1, 2, 2);
    EXPECT_EQ(wide.panelColumns(), 2);
    EXPECT_EQ(wide.scale(), 1.6);
}

// 64 panels of 4 x 4 in 1248 x 400: with headers no arrangement fits both ways, folded (a title
// line, no headers, 10-pixel gaps) 16 panels side by side do; zooming in unfolds them once the
// cards reach a quarter of their full size.
TEST(MatrixScale, ManyPanelsFoldIntoAnOverviewUntilZoomedIn) {
    MatrixGeometryParams p = cards();
    const MatrixScale fit(p, QSizeF(1248, 400), 4, 4, 64);
    ASSERT_TRUE(fit.folded());
    EXPECT_EQ(fit.panelColumns(), 16);
    EXPECT_EQ(fit.chrome().header, 0);
    EXPECT_EQ(fit.chrome().rowHeader, 0);
    EXPECT_EQ(fit.chrome().title, 20);
    EXPECT_EQ(fit.chrome().gap, MatrixScale::kFoldedPanelGap);
    const qreal unfoldAt = MatrixScale::kUnfoldScale / fit.scale();
    p.zoom = unfoldAt * 0.99;
    EXPECT_TRUE(MatrixScale(p, QSizeF(1248, 400), 4, 4, 64).folded());
    p.zoom = unfoldAt * 1.01;
    const MatrixScale unfolded(p, QSizeF(1248, 400), 4, 4, 64);
    EXPECT_FALSE(unfolded.folded());
    EXPECT_EQ(unfolded.chrome().rowHeader, 48);
    EXPECT_EQ(unfolded.panelColumns(), fit.panelColumns());  // zooming never rearranges
}
