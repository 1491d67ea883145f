// InspectorPanel bound to a stand-in InspectorController (issue 32 §3): the panel passes the run,
// the tab in front, the parameter clicked, a parameter asked for by name and a rank to the
// controller and decides nothing itself (not even the matrix's card or the rank it lists); what
// the controller says reaches the views (the Parameters view takes the run and selects the
// parameter the controller names) and the panel's own signals.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QStringList>
#include <memory>

#include "fixtures.h"
#include "inspect/runloader.h"
#include "widgets/doctor/doctorview.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/lossview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/models/shell/inspectorcontroller.h"
#include "widgets/models/slices/slicecontroller.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/tensor/tensorview.h"

using namespace shardscope;

namespace {

// Records what the panel asks; hands nothing over by itself.
class InspectorPanelFakeController final : public InspectorController {
public:
    void setRunDocument(RunPtr run, InspectorView front) override {
        calls << QStringLiteral("run %1 %2")
                     .arg(run ? QString::fromStdString(run->path).section(u'/', -1)
                              : QStringLiteral("-"),
                          inspectorViewName(front));
    }
    void setFront(InspectorView front) override {
        calls << QStringLiteral("front ") + inspectorViewName(front);
    }
    void setParam(int paramIndex) override { calls << QStringLiteral("param %1").arg(paramIndex); }
    bool selectParam(const QString& name) override {
        calls << QStringLiteral("select ") + name;
        return name == QLatin1String("known");
    }
    void setRank(int rank) override { calls << QStringLiteral("rank %1").arg(rank); }

    QStringList calls;
};

TEST(InspectorPanelFake, ThePanelAsksTheControllerAndShowsWhatItSays) {
    auto loaded = loadPath(fixturePath("strategy_8_npus.ckpt").toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto run = std::make_shared<const RunDocument>(std::move(loaded).value());
    InspectorPanelFakeController fake;
    SliceController slices;
    MatrixController matrix;
    ViewControllers controllers;
    controllers.inspector = &fake;
    controllers.slices = &slices;
    controllers.matrix = &matrix;
    InspectorPanel panel(new QWidget, controllers);
    panel.resize(1280, 800);
    panel.show();
    EXPECT_EQ(panel.controller(), &fake);
    // The rooms' controllers are the views' own.
    EXPECT_EQ(fake.rooms().tensor, panel.findChild<TensorView*>()->controller());
    EXPECT_EQ(fake.rooms().migration, panel.migration()->controller());
    EXPECT_EQ(fake.rooms().doctor, panel.doctor()->controller());
    EXPECT_EQ(fake.rooms().history, panel.history()->controller());
    EXPECT_EQ(fake.rooms().loss, panel.loss()->controller());
    EXPECT_EQ(fake.rooms().slices, &slices);
    EXPECT_EQ(fake.rooms().matrix, &matrix);
    EXPECT_EQ(fake.calls, QStringList{QStringLiteral("front files")});
    fake.calls.clear();

    panel.setView(InspectorPanel::View::Migration);
    panel.setRunDocument(run);
    EXPECT_EQ(fake.calls, (QStringList{QStringLiteral("front migration"),
                                       QStringLiteral("run strategy_8_npus.ckpt migration")}));
    auto* parameters = panel.findChild<ParametersView*>();
    ASSERT_NE(parameters, nullptr);
    EXPECT_EQ(parameters->visibleParamCount(), 0) << "nothing handed over by the panel itself";
    fake.calls.clear();

    Q_EMIT fake.parametersRunDue(run);
    EXPECT_EQ(parameters->visibleParamCount(), static_cast<int>(run->params.size()));
    Q_EMIT fake.selectionDue(2);
    EXPECT_EQ(parameters->currentParam(), 2);
    EXPECT_EQ(fake.calls, QStringList{QStringLiteral("param 2")}) << "the click, as the view says";
    fake.calls.clear();

    matrix.setRunDocument(run);  // cards to choose from
    EXPECT_TRUE(panel.selectParam(QStringLiteral("known")));
    EXPECT_FALSE(panel.selectParam(QStringLiteral("unknown")));
    panel.setRank(3);
    EXPECT_EQ(fake.calls,
              (QStringList{QStringLiteral("select known"), QStringLiteral("select unknown"),
                           QStringLiteral("rank 3")}));
    // The matrix's card and list are the controller's to choose, not the panel's.
    EXPECT_EQ(matrix.currentRank(), -1);
    EXPECT_EQ(matrix.detailRank(), -1);

    QSignalSpy handedOver(&panel, &InspectorPanel::handedOver);
    QSignalSpy settled(&panel, &InspectorPanel::settled);
    Q_EMIT fake.handedOver();
    Q_EMIT fake.settled();
    EXPECT_EQ(handedOver.count(), 1);
    EXPECT_EQ(settled.count(), 1);
    EXPECT_FALSE(panel.isHandingOver());
    EXPECT_EQ(panel.runDocument(), nullptr) << "the controller's, which the fake never took";
}

}  // namespace
