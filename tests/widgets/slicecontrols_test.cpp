// The bar that picks the drawn dimensions of an N-D tensor and the index along the others.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSpinBox>
#include <QTest>

#include "inspect/rundocument.h"
#include "widgets/slices/slicecontrols.h"
#include "widgets/slices/sliceview.h"

using shardscope::ParamInfo;
using shardscope::ParamLayout;
using shardscope::RunDocument;
using shardscope::TensorLayout;

namespace {

// A [4, 6, 8] tensor cut along dim 0 over 2 ranks, plus a 2-D one that needs no controls.
std::shared_ptr<const RunDocument> threeDimRun() {
    auto run = std::make_shared<RunDocument>();
    run->stages = {2, 1};
    ParamLayout p;
    p.name = "cube";
    p.devMatrices = {{2}};
    p.tensorMap = {{0}, {-1}, {-1}};
    ParamInfo cube;
    cube.name = "cube";
    cube.globalShape = {4, 6, 8};
    cube.layout = TensorLayout::make(p, cube.globalShape).value();
    cube.localShape = cube.layout->localShape();
    cube.ranks = {0, 1};
    run->params.push_back(cube);
    ParamInfo flat;
    flat.name = "flat";
    flat.globalShape = {6, 8};
    flat.localShape = flat.globalShape;
    flat.ranks = {0, 1};
    run->params.push_back(flat);
    run->files.resize(2);
    return run;
}

}  // namespace

TEST(SliceControls, ChooseTheDrawnDimensionsAndTheIndexOfTheOther) {
    QWidget window;
    SliceView view;
    SliceControls controls(view.controller(), &window);
    view.resize(700, 500);
    view.setRunDocument(threeDimRun());
    view.setParam(0);
    window.show();
    ASSERT_TRUE(controls.isVisible());
    ASSERT_EQ(controls.rowsBox()->count(), 3);
    EXPECT_EQ(controls.rowsBox()->itemText(2), QStringLiteral("dim 2 (8)"));
    // The default pair draws the first two dimensions; dim 2 is the one shown at an index.
    EXPECT_EQ(view.rowDim(), 0);
    EXPECT_EQ(view.colDim(), 1);
    EXPECT_EQ(controls.rowsBox()->currentData().toInt(), 0);
    EXPECT_EQ(controls.columnsBox()->currentData().toInt(), 1);
    ASSERT_EQ(controls.indexBoxes().size(), 3u);
    EXPECT_TRUE(controls.indexBoxes()[0]->isHidden());
    EXPECT_TRUE(controls.indexBoxes()[1]->isHidden());
    EXPECT_FALSE(controls.indexBoxes()[2]->isHidden());
    EXPECT_EQ(controls.indexBoxes()[2]->maximum(), 7);
    ASSERT_NE(view.geometry(), nullptr);
    EXPECT_EQ(view.geometry()->slices().size(), 2u);  // dim 0 is cut in two, and drawn

    controls.indexBoxes()[2]->setValue(5);
    EXPECT_EQ(view.fixedIndex(2), 5);

    // Drawing dim 2 as rows leaves dim 0, with its cut, as the one shown at an index.
    controls.rowsBox()->setCurrentIndex(2);
    Q_EMIT controls.rowsBox()->activated(2);
    EXPECT_EQ(view.rowDim(), 2);
    EXPECT_EQ(view.colDim(), 1);
    EXPECT_FALSE(controls.indexBoxes()[0]->isHidden());
    EXPECT_TRUE(controls.indexBoxes()[2]->isHidden());
    ASSERT_NE(view.geometry(), nullptr);
    EXPECT_EQ(view.geometry()->slices().size(), 1u);

    // Choosing the dimension the other box shows swaps rows and columns.
    controls.columnsBox()->setCurrentIndex(2);
    Q_EMIT controls.columnsBox()->activated(2);
    EXPECT_EQ(view.rowDim(), 1);
    EXPECT_EQ(view.colDim(), 2);

    view.setParam(1);
    EXPECT_FALSE(controls.isVisible());
}
