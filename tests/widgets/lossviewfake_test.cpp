// LossView bound to a stand-in controller (issue 32 §3): the controller is handed in, its runs
// come from memory instead of a load, and the user's actions on the view (a drop, the axis,
// the ranks, removing a run) reach the controller, whose state the view then shows.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QUrl>
#include <memory>

#include "losstestlogs.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/losscontrols.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossrunlistmodel.h"
#include "widgets/models/loss/savedstepmarks.h"

using namespace shardscope;

namespace {

// Reads no file: drops are recorded; runs are shown from memory through the controller's own
// path for loaded logs, so everything after the load is the real controller's work.
class LossViewFakeController final : public LossController {
public:
    void addPaths(const QStringList& paths) override { added << paths; }
    void chooseOptions(const LossSeriesOptions& options) override {
        chosen.push_back(options);
        LossController::chooseOptions(options);
    }
    void removeRun(int row) override {
        removed.push_back(row);
        LossController::removeRun(row);
    }
    void show(std::vector<LogRun> runs) {
        auto logs = std::make_shared<LogCollection>();
        logs->runs = std::move(runs);
        onLoaded(logs, false);
    }

    QStringList added;
    std::vector<LossSeriesOptions> chosen;
    std::vector<int> removed;
};

// Two epochs of 4 steps on each of two ranks: rank 1's loss is rank 0's plus 2.
std::vector<LogRun> lossViewFakeRuns() {
    const auto loss = [](double plus) {
        return losstest::lossMonitorLog(2, 4,
                                        [plus](int64_t g) { return 10.0 - double(g) + plus; });
    };
    return {losstest::run("job", {loss(0), loss(2)}, true),
            losstest::run("single", {losstest::csvLog({1, 2}, {3.0, 1.0})}, false)};
}

QComboBox* lossViewFakeAxisBox(const LossView& view) {
    for (QComboBox* box : view.controls()->findChildren<QComboBox*>()) {
        if (box->findData(static_cast<int>(LossAxis::WallTime)) >= 0 &&
            box->itemText(1) == QStringLiteral("Epoch")) {
            return box;
        }
    }
    return nullptr;
}

TEST(LossViewFakeControllerTest, ShowsTheControllersRunsAndState) {
    LossViewFakeController controller;
    LossView view(&controller);
    view.resize(1000, 640);
    view.show();
    EXPECT_EQ(view.controller(), &controller);
    auto* stack = view.findChild<QStackedWidget*>();
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->currentIndex(), 0);  // the empty page

    controller.show(lossViewFakeRuns());
    EXPECT_EQ(stack->currentIndex(), 1);
    ASSERT_EQ(view.curves().size(), 3u);  // two ranks of "job", one log of "single"
    EXPECT_EQ(view.curves()[1].label, QStringLiteral("job/rank_1"));
    EXPECT_EQ(view.curves()[1].y, (std::vector<double>{11, 10, 9, 8, 7, 6, 5, 4}));
    EXPECT_EQ(view.curves()[2].x, (std::vector<double>{1, 2}));
    const LossRunListModel* model = controller.runDocument();
    ASSERT_EQ(model->rowCount(), 2);
    EXPECT_EQ(model->run(0).points, 16);
    EXPECT_EQ(view.curves()[2].colour, model->run(1).colour);

    controller.setRankMode(LossRankMode::MeanBand);
    ASSERT_EQ(view.curves().size(), 2u);
    const LossCurve& mean = view.curves()[0];
    EXPECT_EQ(mean.label, QStringLiteral("job"));
    EXPECT_EQ(mean.y, (std::vector<double>{10, 9, 8, 7, 6, 5, 4, 3}));
    EXPECT_EQ(mean.bandMax, (std::vector<double>{11, 10, 9, 8, 7, 6, 5, 4}));

    controller.setSavedSteps({}, 2);
    EXPECT_EQ(view.notesText(), SavedStepMarks::legend({}, 2));
    controller.setLogY(true);
    EXPECT_TRUE(view.chart()->logY());
}

TEST(LossViewFakeControllerTest, UserActionsReachTheController) {
    LossViewFakeController controller;
    LossView view(&controller);
    view.resize(1000, 640);
    view.show();
    controller.show(lossViewFakeRuns());

    // A dropped file goes to the controller, which (a fake) reads nothing.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QStringLiteral("/logs/dropped.log"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &drop);
    EXPECT_EQ(controller.added, QStringList{QStringLiteral("/logs/dropped.log")});
    EXPECT_FALSE(controller.isLoading());

    // The axis chosen in the controls: the controller gets the options, the chart the curves.
    QComboBox* axis = lossViewFakeAxisBox(view);
    ASSERT_NE(axis, nullptr);
    QSignalSpy redrawn(&controller, &LossController::curvesChanged);
    axis->setCurrentIndex(axis->findData(static_cast<int>(LossAxis::Epoch)));
    ASSERT_EQ(controller.chosen.size(), 1u);
    EXPECT_EQ(controller.chosen[0].axis, LossAxis::Epoch);
    EXPECT_EQ(controller.chosen[0].metric, "loss");
    ASSERT_TRUE(redrawn.wait());  // rebuilt once the burst of edits is over
    EXPECT_EQ(view.chart()->axis(), LossAxis::Epoch);
    EXPECT_EQ(view.curves()[0].x, (std::vector<double>{0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2}));

    // Set through the controller, shown in the controls without echoing back.
    controller.setAxis(LossAxis::Step);
    EXPECT_EQ(axis->currentData().toInt(), static_cast<int>(LossAxis::Step));
    EXPECT_EQ(controller.chosen.size(), 1u);
    EXPECT_EQ(view.curves()[0].x.front(), 1);

    // Hiding a run from the table's model reaches the chart.
    controller.setRunVisible(1, false);
    EXPECT_FALSE(view.chart()->curves()[2].visible);
    controller.removeRun(0);
    EXPECT_EQ(controller.removed, std::vector<int>{0});
    ASSERT_EQ(view.curves().size(), 1u);
    EXPECT_EQ(view.curves()[0].label, QStringLiteral("single"));
    EXPECT_FALSE(view.curves()[0].visible);  // the survivor keeps its hidden state
}

}  // namespace
