// The Playground's "a chosen parameter's slices" (issue 33): the slice view draws the slice each
// simulated card holds, as the layout fitStep counts gives it, and follows every change of the
// split at once.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSpinBox>
#include <QTabWidget>

#include "fit/fitnetwork.h"
#include "inspect/rundocument.h"
#include "layout/tensorlayout.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/playgroundslices.h"
#include "widgets/models/slices/slicegeometry.h"
#include "widgets/slices/sliceview.h"

using namespace shardscope;

namespace {

// The slice the layout math gives global rank `rank` of `name` on the controller's split.
Box playgroundSliceOf(const FitController& controller, const std::string& name, int rank) {
    const PresetLayout laid = presetLayout(controller.network(), controller.split());
    for (const ParamLayout& l : laid.strategy.layouts) {
        if (l.name == name) {
            auto layout = TensorLayout::make(l, laid.shapes.at(name));
            EXPECT_TRUE(layout);
            const int devices = static_cast<int>(controller.split().dp * controller.split().mp);
            return layout->modelSlice(rank - l.stage * devices);
        }
    }
    ADD_FAILURE() << "no layout for " << name;
    return {};
}

// The box the slice view draws with `rank` among its holders, and how many slices it draws.
std::pair<Box, size_t> playgroundDrawnSliceOf(const SliceView& view, int rank) {
    const SliceGeometry* geometry = view.geometry();
    if (geometry == nullptr) {
        return {};
    }
    for (const SliceGeometry::Slice& slice : geometry->slices()) {
        if (std::find(slice.ranks.begin(), slice.ranks.end(), rank) != slice.ranks.end()) {
            return {slice.box, geometry->slices().size()};
        }
    }
    return {Box{}, geometry->slices().size()};
}

TEST(PlaygroundSlices, TheSliceViewDrawsEachCardsSliceAndFollowsTheSplit) {
    PlaygroundView view;
    view.resize(1280, 760);
    view.show();
    view.pictureTabs()->setCurrentIndex(1);
    view.presetBox()->setCurrentIndex(view.presetBox()->findData(QStringLiteral("demo")));
    view.dpBox()->setValue(2);
    view.mpBox()->setValue(2);
    view.ppBox()->setValue(2);
    ASSERT_NE(view.controller()->input(), nullptr);
    // The first parameter the split cuts is shown first; every parameter can be chosen.
    EXPECT_EQ(view.paramBox()->currentText(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    EXPECT_EQ(view.paramBox()->count(),
              PlaygroundSlices::names(*view.controller()->input()).size());

    const std::string name = "backbone.blocks.1.output.mapping.weight";  // stage 1, [h, 4h]
    view.paramBox()->setCurrentText(QString::fromStdString(name));
    ASSERT_NE(view.slices()->geometry(), nullptr);
    EXPECT_EQ(view.slices()->shape(), (std::vector<int64_t>{64, 256}));
    auto [box, count] = playgroundDrawnSliceOf(*view.slices(), 5);
    EXPECT_EQ(count, 2u);  // mp 2: two column slices
    EXPECT_EQ(box, playgroundSliceOf(*view.controller(), name, 5));
    EXPECT_EQ(box.begin, (std::vector<int64_t>{0, 128}));
    EXPECT_EQ(box.end, (std::vector<int64_t>{64, 256}));
    // A slice chosen explains itself, as on the Slices tab (no rank file to read offsets in).
    view.slices()->setCurrent({1, 0});
    EXPECT_FALSE(view.slices()->detailsText().isEmpty());

    // mp 4 at once: four slices, rank 5 holds the second quarter of the columns.
    view.dpBox()->setValue(1);
    view.mpBox()->setValue(4);
    EXPECT_EQ(view.paramBox()->currentText(), QString::fromStdString(name));
    std::tie(box, count) = playgroundDrawnSliceOf(*view.slices(), 5);
    EXPECT_EQ(count, 4u);
    EXPECT_EQ(box, playgroundSliceOf(*view.controller(), name, 5));
    EXPECT_EQ(box.begin, (std::vector<int64_t>{0, 64}));

    // One stage: the layer moves to stage 0, rank 1 holds that quarter now.
    view.ppBox()->setValue(1);
    std::tie(box, count) = playgroundDrawnSliceOf(*view.slices(), 1);
    EXPECT_EQ(count, 4u);
    EXPECT_EQ(box, playgroundSliceOf(*view.controller(), name, 1));

    // A refused split leaves nothing to draw, and says why in the headline.
    view.mpBox()->setValue(3);
    EXPECT_EQ(view.controller()->input(), nullptr);
    EXPECT_EQ(view.slices()->geometry(), nullptr);
    EXPECT_FALSE(view.paramBox()->isEnabled());
    view.mpBox()->setValue(2);
    EXPECT_TRUE(view.paramBox()->isEnabled());
    EXPECT_NE(view.slices()->geometry(), nullptr);
}

}  // namespace
