// The bar that picks the drawn dimensions of an N-D tensor and the index along the others.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSpinBox>
#include <QTest>

#include "inspect/rundocument.h"
#include "slicetestruns.h"
#include "widgets/slices/slicecontrols.h"
#include "widgets/slices/sliceview.h"

using shardscope::RunDocument;

TEST(SliceControls, ChooseTheDrawnDimensionsAndTheIndexOfTheOther) {
    QWidget window;
    SliceView view;
    SliceControls controls(view.controller(), &window);
    view.resize(700, 500);
    view.setRunDocument(cubeSliceRun(true));
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
