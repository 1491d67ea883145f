// The Slices and Device matrix rooms bound to stand-in controllers (issue 32 §3). The slice
// stand-in words a piece itself (no file read) and records what the view asks; the matrix
// stand-in answers the user's saved axis names from no settings. The views draw what their
// controller holds and send clicks, keys and edits to it; the window hands its rooms the
// controllers given through ViewControllers.
#include <gtest/gtest.h>

#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "slicechunkcentre.h"
#include "slicetestruns.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/models/slices/slicecontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/matrixpage.h"
#include "widgets/shell/ranktensorlist.h"
#include "widgets/slices/sliceview.h"

using namespace shardscope;

namespace {

// Words a piece by its ranks and optimizer piece; records each piece asked for.
class RoomsFakeSlices final : public SliceController {
public:
    QString piece(const SliceGeometry::Slice& slice, int chunk) const override {
        asked.push_back({slice.ranks, chunk});
        return QStringLiteral("canned: %1, piece %2")
            .arg(SliceGeometry::ranksText(slice.ranks, false))
            .arg(chunk);
    }
    mutable std::vector<std::pair<std::vector<int>, int>> asked;
};

// The user's names for one run path; every path asked is recorded.
class RoomsFakeMatrix final : public MatrixController {
public:
    QStringList savedAxisNames(const QString& runPath) const override {
        asked << runPath;
        return names;
    }
    QStringList names;
    mutable QStringList asked;
};

}  // namespace

TEST(RoomsFake, TheSliceViewDrawsAndAsksItsController) {
    RoomsFakeSlices fake;
    SliceView view(&fake);
    EXPECT_EQ(view.controller(), &fake);
    view.resize(700, 900);
    view.show();
    const auto run = shardedSliceRun("/nowhere/run");
    QSignalSpy viewChanged(&view, &SliceView::viewChanged);
    fake.setRunDocument(run);
    fake.setParam(0);
    EXPECT_EQ(viewChanged.count(), 2);  // the run (no parameter), then its parameter
    ASSERT_NE(view.geometry(), nullptr);
    EXPECT_EQ(view.geometry(), fake.geometry());
    EXPECT_EQ(view.geometry()->slices().size(), 4u);
    EXPECT_EQ(view.caption(),
              (QStringList{QStringLiteral("w  [16, 8]"),
                           QStringLiteral("dim 0 / 4 over mp, replicated ×4 over dp, optimizer "
                                          "shard ×2"),
                           QStringLiteral("rows: dim 0 · columns: dim 1 · zoom 100%")}));

    // A click: the controller words the piece, the view says what it said.
    QSignalSpy details(&view, &SliceView::detailsChanged);
    QSignalSpy activated(&view, &SliceView::sliceActivated);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, sliceChunkCentre(view, 1, 1));
    ASSERT_EQ(fake.asked.size(), 1u);
    EXPECT_EQ(fake.asked[0].first, (std::vector<int>{1, 5, 9, 13}));
    EXPECT_EQ(fake.asked[0].second, 1);
    EXPECT_EQ(fake.current(), (SliceGeometry::Hit{1, 1}));
    const QString canned = QStringLiteral("canned: ranks 1, 5, 9, 13, piece 1");
    EXPECT_EQ(view.detailsText(), canned);
    ASSERT_EQ(details.count(), 1);
    EXPECT_EQ(details[0][0].toString(), canned);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated[0][0].toInt(), 1);
    EXPECT_EQ(activated[0][1].toInt(), 1);

    // An arrow key moves the controller's piece.
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Up);
    EXPECT_EQ(fake.current(), (SliceGeometry::Hit{1, 0}));
    EXPECT_EQ(fake.asked.size(), 2u);

    // The view's zoom is the frame the controller lays out in and words.
    view.setZoom(2);
    EXPECT_DOUBLE_EQ(fake.frame().zoom, 2.0);
    EXPECT_EQ(view.caption().value(2), QStringLiteral("rows: dim 0 · columns: dim 1 · zoom 200%"));

    // The controller's choices are the view's: other dimensions laid out, a new parameter fits
    // the window again.
    fake.setDims(1, 0);
    EXPECT_EQ(view.geometry()->params().rowDim, 1);
    fake.setParam(0);
    EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
    EXPECT_EQ(view.detailsText(), QString());
    fake.setParam(-1);
    EXPECT_EQ(view.geometry(), nullptr);
}

TEST(RoomsFake, TheMatrixPageDrawsAndAsksItsController) {
    RoomsFakeMatrix fake;
    fake.names = {QStringLiteral("data"), QStringLiteral("model")};
    MatrixPage page(&fake);
    EXPECT_EQ(page.controller(), &fake);
    EXPECT_EQ(page.matrix()->controller(), &fake);
    page.resize(1280, 700);
    page.show();
    const auto run = shardedSliceRun("/nowhere/run");
    QSignalSpy restored(&fake, &MatrixController::axisNamesRestored);
    ASSERT_TRUE(page.giveRun(run, 0));
    EXPECT_EQ(fake.asked, QStringList{QStringLiteral("/nowhere/run")});
    ASSERT_EQ(restored.count(), 1);
    EXPECT_EQ(restored[0][0].toStringList(), fake.names);
    EXPECT_EQ(page.matrix()->cards().run(), run);
    EXPECT_EQ(page.matrix()->axisNames(), fake.names);
    EXPECT_EQ(page.matrix()->geometry().rankCount(), fake.rankCount());

    // A click on a card: the controller's current rank, and the card activated.
    QSignalSpy activated(page.matrix(), &DeviceMatrixView::rankActivated);
    const QPoint card = page.matrix()->geometry().cellRect(5).center().toPoint();
    QTest::mouseClick(page.matrix()->viewport(), Qt::LeftButton, {}, card);
    EXPECT_EQ(fake.currentRank(), 5);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated[0][0].toInt(), 5);
    page.matrix()->setFocus();
    QTest::keyClick(page.matrix(), Qt::Key_Home);
    EXPECT_EQ(fake.currentRank(), 0);

    // The axis renamed in the view's editor is the controller's, and said once.
    QSignalSpy renamed(&fake, &MatrixController::axisNamesChanged);
    page.matrix()->editAxisName(1);
    page.matrix()->axisEditor()->setText(QStringLiteral("tp"));
    QTest::keyClick(page.matrix()->axisEditor(), Qt::Key_Return);
    ASSERT_EQ(renamed.count(), 1);
    EXPECT_EQ(renamed[0][0].toStringList(),
              (QStringList{QStringLiteral("data"), QStringLiteral("tp")}));
    EXPECT_EQ(fake.axisNames(), renamed[0][0].toStringList());

    // The list beside the matrix shows the controller's: a rank without a file says so.
    fake.showRank(run.get(), 3, QStringLiteral("w"));
    EXPECT_EQ(fake.detailRank(), 3);
    ASSERT_EQ(page.details()->topLevelItemCount(), 1);
    EXPECT_EQ(page.details()->topLevelItem(0)->text(0),
              QStringLiteral("Rank 3: no readable checkpoint"));
    EXPECT_EQ(page.details()->rank(), 3);
    fake.clearRank();
    EXPECT_EQ(page.details()->topLevelItemCount(), 0);
    EXPECT_EQ(page.details()->rank(), -1);
}

TEST(RoomsFake, TheWindowPassesItsControllersToTheRooms) {
    QTemporaryDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));
    RoomsFakeSlices slices;
    RoomsFakeMatrix matrix;
    matrix.names = {QStringLiteral("data"), QStringLiteral("model")};
    ViewControllers controllers;
    controllers.slices = &slices;
    controllers.matrix = &matrix;
    MainWindow window(controllers);
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->finishHandOver();
    const auto run = window.inspector()->runDocument();
    ASSERT_NE(run, nullptr);
    EXPECT_EQ(window.inspector()->matrixPage()->controller(), &matrix);
    EXPECT_EQ(matrix.cards().run(), run);
    EXPECT_EQ(matrix.asked.value(0), dir.path());
    EXPECT_EQ(slices.runDocument(), run);
    EXPECT_EQ(slices.paramIndex(), window.inspector()->currentParam());
    EXPECT_GE(slices.paramIndex(), 0);
    // The names the matrix restored reach the slices' caption.
    EXPECT_EQ(slices.axisNames(), matrix.names);
    EXPECT_EQ(slices.caption().value(1).contains(QStringLiteral("model")), true)
        << slices.caption().value(1).toStdString();
}
