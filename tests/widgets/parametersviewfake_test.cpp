// ParametersView bound to a stand-in controller (issue 32 §3): the filters, the mode and the
// parameter the user picks are recorded as the view asks for them; the count, the filters'
// problems and the rows are the controller's, whoever changed them, and the view shows exactly
// that. The window hands its controller to the tab through ViewControllers.
#include <gtest/gtest.h>

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <vector>

#include "paramtestrun.h"
#include "printers.h"
#include "testhome.h"
#include "widgets/models/parameters/parameterscontroller.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

// Records what the view asks for, then does it; says `canned` as its count when given one.
class RecordingParametersController final : public ParametersController {
public:
    void setNameFilter(const QString& text) override {
        names << text;
        ParametersController::setNameFilter(text);
    }
    void setShapeFilter(const QString& text) override {
        shapes << text;
        ParametersController::setShapeFilter(text);
    }
    void setRegexMode(bool on) override {
        regex.push_back(on);
        ParametersController::setRegexMode(on);
    }
    void setTreeMode(bool tree) override {
        modes.push_back(tree);
        ParametersController::setTreeMode(tree);
    }
    QString countText() const override {
        return canned.isEmpty() ? ParametersController::countText() : canned;
    }

    QStringList names;
    QStringList shapes;
    std::vector<bool> regex;
    std::vector<bool> modes;
    QString canned;
};

template <typename T>
T* child(const QWidget& view, const char* name) {
    return view.findChild<T*>(QString::fromLatin1(name));
}

int paramIndexOf(const shardscope::RunDocument& run, const char* name) {
    const auto* p = run.find(name);
    return p ? static_cast<int>(p - run.params.data()) : -1;
}

TEST(ParametersViewFake, TheViewShowsWhatTheControllerSays) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    RecordingParametersController controller;
    ParametersView view(&controller);
    view.resize(1280, 800);
    view.show();
    EXPECT_EQ(view.controller(), &controller);
    EXPECT_EQ(view.treeView()->model(), controller.filterModel());
    EXPECT_EQ(view.treeView()->selectionModel(), controller.selectionModel());
    auto* count = child<QLabel>(view, "paramCount");
    auto* shape = child<QLineEdit>(view, "paramShapeFilter");
    auto* name = child<QLineEdit>(view, "paramNameFilter");
    ASSERT_TRUE(count && shape && name);
    EXPECT_EQ(count->text(), QStringLiteral("No run loaded"));

    // Given to the controller, not the view: the view shows it all the same.
    controller.setRunDocument(run);
    EXPECT_EQ(count->text(), QStringLiteral("119 parameters"));
    EXPECT_EQ(view.treeView()->model()->rowCount(), 119);

    controller.canned = QStringLiteral("canned count");
    controller.setShapeFilter(QStringLiteral("64,?"));
    EXPECT_EQ(shape->text(), QStringLiteral("64,?"));
    EXPECT_TRUE(shape->property("invalid").toBool());
    EXPECT_EQ(shape->toolTip(),
              QStringLiteral("Not a shape pattern: use numbers, * and ** separated by commas"));
    EXPECT_EQ(count->text(), QStringLiteral("canned count"));
    EXPECT_EQ(view.treeView()->model()->rowCount(), 0);
    controller.canned.clear();
    controller.setShapeFilter(QString());
    EXPECT_EQ(shape->text(), QString());
    EXPECT_FALSE(shape->property("invalid").toBool());
    EXPECT_TRUE(shape->toolTip().startsWith(QStringLiteral("Global shape, one entry per")));

    controller.setRegexMode(true);
    EXPECT_TRUE(child<QToolButton>(view, "paramRegexToggle")->isChecked());
    controller.setNameFilter(QStringLiteral("dense[12"));
    EXPECT_EQ(name->text(), QStringLiteral("dense[12"));
    EXPECT_EQ(name->toolTip(), QStringLiteral("Not a valid regular expression"));
    EXPECT_EQ(count->text(), QStringLiteral("0 of 119 parameters"));
    controller.setNameFilter(QStringLiteral("dense1.weight"));
    EXPECT_EQ(count->text(), QStringLiteral("6 of 119 parameters"));

    controller.setTreeMode(true);
    EXPECT_TRUE(child<QToolButton>(view, "paramTreeMode")->isChecked());
    EXPECT_TRUE(view.treeView()->rootIsDecorated());
    EXPECT_TRUE(view.isTreeMode());
    // Fewer than kExpandAllBelow left: the whole tree is open, down to the leaves.
    const int dense1 = paramIndexOf(*run, "backbone.blocks.1.attention.dense1.weight");
    ASSERT_GE(dense1, 0);
    EXPECT_TRUE(view.treeView()->isExpanded(controller.indexOf(dense1).parent()));
    controller.setTreeMode(false);
    EXPECT_TRUE(child<QToolButton>(view, "paramFlatMode")->isChecked());
    EXPECT_FALSE(view.treeView()->rootIsDecorated());

    // The controller's current parameter is the view's.
    QSignalSpy changed(&view, &ParametersView::currentParamChanged);
    controller.selectionModel()->setCurrentIndex(
        controller.indexOf(dense1),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toInt(), dense1);
    EXPECT_EQ(view.currentParam(), dense1);
    EXPECT_EQ(view.selectedParams(), std::vector<int>{dense1});
}

TEST(ParametersViewFake, TheUsersChoicesReachTheController) {
    const auto run = paramTestRun("tiny");
    ASSERT_TRUE(run);
    RecordingParametersController controller;
    ParametersView view(&controller);
    view.resize(1280, 800);
    view.show();
    view.setRunDocument(run);
    EXPECT_EQ(controller.runDocument(), run);
    auto* name = child<QLineEdit>(view, "paramNameFilter");
    auto* shape = child<QLineEdit>(view, "paramShapeFilter");
    ASSERT_TRUE(name && shape);

    name->setText(QStringLiteral("dense1"));
    QTest::keyClick(name, Qt::Key_Return);  // at once, without the pause
    EXPECT_EQ(controller.names, QStringList{QStringLiteral("dense1")});
    shape->setText(QStringLiteral("[64, 64]"));
    QTest::keyClick(shape, Qt::Key_Return);
    EXPECT_EQ(controller.shapes, QStringList{QStringLiteral("[64, 64]")});
    EXPECT_EQ(child<QLabel>(view, "paramCount")->text(), QStringLiteral("6 of 119 parameters"));
    child<QToolButton>(view, "paramRegexToggle")->click();
    EXPECT_EQ(controller.regex, std::vector<bool>{true});

    child<QToolButton>(view, "paramTreeMode")->click();
    child<QToolButton>(view, "paramFlatMode")->click();
    EXPECT_EQ(controller.modes, (std::vector<bool>{true, false}));

    // A parameter the filters hide: the view clears them (telling the controller) to show it.
    const int layernorm = paramIndexOf(*run, "backbone.blocks.0.layernorm1.gamma");
    ASSERT_GE(layernorm, 0);
    QSignalSpy changed(&controller, &ParametersController::currentParamChanged);
    view.selectParam(layernorm);
    EXPECT_EQ(controller.names.back(), QString());
    EXPECT_EQ(controller.shapes.back(), QString());
    EXPECT_EQ(controller.currentParam(), layernorm);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toInt(), layernorm);
}

// MainWindow hands ViewControllers::parameters to the Parameters tab: a run opened in the
// window reaches it, and a parameter chosen in the window is its current one.
TEST(ParametersViewFake, TheWindowPassesItsControllerToTheParametersTab) {
    RecordingParametersController controller;
    ViewControllers controllers;
    controllers.parameters = &controller;
    MainWindow window(controllers);
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    auto* view = window.inspector()->findChild<ParametersView*>();
    ASSERT_NE(view, nullptr);
    ASSERT_EQ(view->controller(), &controller);
    window.openDemo();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return controller.runDocument() && !window.inspector()->isHandingOver(); },
        kSettleMs));
    EXPECT_EQ(controller.runDocument(), window.inspector()->runDocument());
    ASSERT_TRUE(window.inspector()->selectParam(
        QStringLiteral("backbone.blocks.1.attention.dense1.weight")));
    const int dense1 =
        paramIndexOf(*controller.runDocument(), "backbone.blocks.1.attention.dense1.weight");
    EXPECT_EQ(controller.currentParam(), dense1);
    EXPECT_EQ(window.inspector()->currentParam(), dense1);
}

}  // namespace
