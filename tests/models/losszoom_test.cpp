#include <gtest/gtest.h>

#include "widgets/models/loss/losszoom.h"

using Range = LossZoom::Range;

// A single x value is widened so that the axis has a span: by a step on the step axis, by a
// millionth of the value on the time axes (1 ms at least).
TEST(LossZoom, ASingleValueIsWidenedByAxis) {
    LossZoom zoom;
    EXPECT_EQ(zoom.showX({5, 5}, LossAxis::Step, 640), Range(4, 6));
    EXPECT_EQ(zoom.columns(), 640u);
    EXPECT_EQ(zoom.showX({1e9, 1e9}, LossAxis::WallTime, 640), Range(1e9 - 1000, 1e9 + 1000));
    EXPECT_EQ(zoom.showX({0, 0}, LossAxis::RelativeTime, 640), Range(-1e-3, 1e-3));
    EXPECT_EQ(zoom.showX({0, 10}, LossAxis::Epoch, 640), Range(0, 10));
    EXPECT_EQ(zoom.shownX(), Range(0, 10));
    zoom.showNothing();
    EXPECT_FALSE(zoom.shownX());
    EXPECT_EQ(zoom.columns(), 0u);
}

// y is fitted to the values with 4 % of their span around them (a single value: 5 % of it,
// half a unit at least), as log10 on a log scale; 0 to 1 with no values.
TEST(LossZoom, YIsFittedToTheValuesShown) {
    LossZoom zoom;
    const Range linear = zoom.showY(Range(2, 6), false);
    EXPECT_DOUBLE_EQ(linear.first, 1.84);
    EXPECT_DOUBLE_EQ(linear.second, 6.16);
    EXPECT_EQ(zoom.shownY(), linear);
    EXPECT_EQ(zoom.showY(Range(2, 2), false), Range(1.5, 2.5));
    EXPECT_EQ(zoom.showY(Range(40, 40), false), Range(38, 42));
    const Range log = zoom.showY(Range(0.01, 10), true);
    EXPECT_DOUBLE_EQ(log.first, -2.12);
    EXPECT_DOUBLE_EQ(log.second, 1.12);
    EXPECT_EQ(zoom.showY(std::nullopt, false), Range(0, 1));
}

TEST(LossZoom, ZoomToTakesOnlyARangeAndFitsYAgain) {
    LossZoom zoom;
    EXPECT_FALSE(zoom.zoomTo(3, 3));
    EXPECT_FALSE(zoom.zoomTo(3, 2));
    EXPECT_FALSE(zoom.zoomed());
    EXPECT_TRUE(zoom.zoomTo(2, 3));
    EXPECT_TRUE(zoom.zoomed());
    EXPECT_EQ(zoom.showX({0, 10}, LossAxis::Step, 100), Range(2, 3));
    EXPECT_EQ(zoom.showY(Range(2, 6), false).first, 1.84);
    EXPECT_TRUE(zoom.reset());
    EXPECT_FALSE(zoom.reset());
    EXPECT_EQ(zoom.showX({0, 10}, LossAxis::Step, 100), Range(0, 10));
}

// A rubber band sets both ranges, unless the axes still show what was drawn; a new scale fits
// y again and keeps x.
TEST(LossZoom, ARubberBandZoomsBothWaysUntilTheScaleChanges) {
    LossZoom zoom;
    EXPECT_FALSE(zoom.capture({1, 2}, {3, 4}));  // nothing shown yet
    zoom.showX({0, 10}, LossAxis::Step, 100);
    const Range y = zoom.showY(Range(2, 6), false);
    EXPECT_FALSE(zoom.capture({0, 10}, y));
    EXPECT_TRUE(zoom.capture({1, 2}, {3, 4}));
    EXPECT_TRUE(zoom.zoomed());
    EXPECT_EQ(zoom.showX({0, 10}, LossAxis::Step, 100), Range(1, 2));
    EXPECT_EQ(zoom.showY(Range(2, 6), false), Range(3, 4));
    zoom.resetY();
    EXPECT_EQ(zoom.showX({0, 10}, LossAxis::Step, 100), Range(1, 2));
    EXPECT_DOUBLE_EQ(zoom.showY(Range(2, 6), false).second, 6.16);
    EXPECT_TRUE(zoom.reset());
    EXPECT_FALSE(zoom.zoomed());
}

// 0.8 of the span a notch in, around the x under the mouse (clamped to the range shown);
// out until the whole is shown, then a reset; never beyond one span past the curves; no
// zoom below 1e-7 of the span.
TEST(LossZoom, TheWheelZoomsAroundTheMouse) {
    LossZoom zoom;
    EXPECT_EQ(zoom.wheel({0, 100}, 50, 1).kind, LossZoom::Wheel::None);  // nothing shown
    zoom.showX({0, 100}, LossAxis::Step, 100);
    LossZoom::Wheel in = zoom.wheel({0, 100}, 50, 1);
    ASSERT_EQ(in.kind, LossZoom::Wheel::ZoomTo);
    EXPECT_DOUBLE_EQ(in.range.first, 10);
    EXPECT_DOUBLE_EQ(in.range.second, 90);
    in = zoom.wheel({0, 100}, -30, 2);  // clamped to 0: 0.64 of the span from the left
    ASSERT_EQ(in.kind, LossZoom::Wheel::ZoomTo);
    EXPECT_DOUBLE_EQ(in.range.first, 0);
    EXPECT_DOUBLE_EQ(in.range.second, 64);
    EXPECT_EQ(zoom.wheel({0, 100}, 50, -1).kind, LossZoom::Wheel::Reset);
    EXPECT_EQ(zoom.wheel({0, 100}, 50, 0).kind, LossZoom::Wheel::None);

    // The curves span 0..10; zooming in at 90 stops at one span past them.
    const LossZoom::Wheel clamped = zoom.wheel({0, 10}, 90, 1);
    ASSERT_EQ(clamped.kind, LossZoom::Wheel::ZoomTo);
    EXPECT_DOUBLE_EQ(clamped.range.first, 18);
    EXPECT_DOUBLE_EQ(clamped.range.second, 20);

    zoom.zoomTo(0, 1e-8);
    zoom.showX({0, 1}, LossAxis::Step, 100);
    EXPECT_EQ(zoom.wheel({0, 1}, 5e-9, 1).kind, LossZoom::Wheel::None);
}
