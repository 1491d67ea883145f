#include "widgets/shell/inspectorpanel.h"

#include <QAction>
#include <QHeaderView>
#include <QKeySequence>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <utility>

#include "widgets/doctor/doctorview.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/losscontrols.h"
#include "widgets/loss/lossview.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/models/shell/inspectorcontroller.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/explanationstrip.h"
#include "widgets/shell/inspectortabs.h"
#include "widgets/shell/matrixpage.h"
#include "widgets/shell/summarystrip.h"
#include "widgets/slices/sliceview.h"
#include "widgets/tensor/tensorview.h"

using namespace shardscope;

InspectorPanel::InspectorPanel(QWidget* filesPage, const ViewControllers& controllers,
                               QWidget* parent)
    : QWidget(parent),
      m_ui(this, filesPage, controllers),
      m_controller(controllers.inspector ? controllers.inspector : new InspectorController(this)) {
    m_controller->setRooms({m_ui.tensor->controller(), m_ui.migration->controller(),
                            m_ui.doctor->controller(), m_ui.history->controller(),
                            m_ui.loss->controller(), m_ui.slices->controller(),
                            m_ui.matrixPage->controller()});
    // The rank's list widens within the panel's width, which the matrix shares with it.
    m_ui.matrixPage->shareWidthOf(this);
    m_controller->setFront(view());
    connectController();
    connectViews();
}

void InspectorPanel::connectController() {
    InspectorController* c = m_controller;
    connect(c, &InspectorController::parametersRunDue, m_ui.parameters,
            &ParametersView::setRunDocument);
    connect(c, &InspectorController::selectionDue, m_ui.parameters, &ParametersView::selectParam);
    // The other rooms have the parameter: the sentence under the views follows.
    connect(c, &InspectorController::paramChanged, this, [this](int paramIndex) {
        explainParam();
        Q_EMIT paramChanged(paramIndex);
    });
    connect(c, &InspectorController::handedOver, this, &InspectorPanel::handedOver);
    connect(c, &InspectorController::settled, this, &InspectorPanel::settled);
}

void InspectorPanel::connectViews() {
    connect(m_ui.tabs, &QTabWidget::currentChanged, this,
            &InspectorPanel::updateExplanationVisibility);
    connect(m_ui.tabs, &QTabWidget::currentChanged, this,
            [this] { m_controller->setFront(view()); });
    connect(m_ui.parameters, &ParametersView::currentParamChanged, m_controller,
            &InspectorController::setParam);
    connect(m_ui.parameters, &ParametersView::selectionCountChanged, this,
            &InspectorPanel::explainParam);
    // A fix that converts the run opens the Migration tab with its target and folder filled in.
    connect(m_ui.doctor, &DoctorView::migrationRequested, this,
            [this](const QString& strategy, const QString& folder) {
                if (strategy.isEmpty()) {
                    m_ui.migration->simulate(QStringLiteral("merge"));
                } else {
                    m_ui.migration->setTargetStrategy(strategy);
                }
                m_ui.migration->setDestination(folder);
                setView(View::Migration);
            });
    connect(m_ui.migration, &MigrationView::paramRequested, this, &InspectorPanel::selectParam);
    connect(m_ui.migration, &MigrationView::openRunRequested, this,
            &InspectorPanel::openRunRequested);
    connect(m_ui.playground, &PlaygroundView::openRunRequested, this,
            &InspectorPanel::openRunRequested);
    connect(m_ui.history, &HistoryView::stepRequested, this, &InspectorPanel::stepRequested);
    // Saved steps whose global step the files do not tell are placed with the Loss tab's steps
    // per epoch (issue 34 #24).
    connect(m_ui.loss->controls(), &LossControls::stepsPerEpochChanged, m_ui.history,
            &HistoryView::setStepsPerEpoch);
}

std::shared_ptr<const RunDocument> InspectorPanel::runDocument() const {
    return m_controller->runDocument();
}

int InspectorPanel::currentParam() const {
    return m_controller->currentParam();
}

QList<QAction*> InspectorPanel::tabActions() const {
    return m_ui.tabs->tabActions();
}

QLineEdit* InspectorPanel::currentFilter() const {
    return view() == View::Parameters ? m_ui.parameters->nameFilter() : nullptr;
}

DeviceMatrixView* InspectorPanel::matrixView() const {
    return m_ui.matrixPage->matrix();
}

void InspectorPanel::showPreview(std::shared_ptr<const RunDocument> layouts) {
    if (!layouts && !m_ui.matrixPage->preview()) {
        return;
    }
    if (layouts) {
        m_ui.summary->setRunDocument(layouts, true);
    } else {
        // The load failed or was closed: the matrix shows the run before again (or nothing).
        m_ui.summary->setRunDocument(runDocument());
    }
    const int param =
        layouts ? InspectorController::firstParamToShow(layouts.get()) : currentParam();
    m_ui.matrixPage->showPreview(std::move(layouts), runDocument(), param);
    updateExplanationVisibility();
}

void InspectorPanel::setRunDocument(std::shared_ptr<const RunDocument> run) {
    // The run whose layouts the matrix draws: it takes them over with the user's zoom and cards.
    m_ui.matrixPage->expectRun(run);
    m_ui.summary->setRunDocument(run);
    // Logs alone (the Loss tab) have no cards or bytes to sum up.
    updateVisibility(run != nullptr);
    m_controller->setRunDocument(std::move(run), view());
}

void InspectorPanel::finishHandOver() {
    m_controller->finishHandOver();
}

bool InspectorPanel::isHandingOver() const {
    return m_controller->isHandingOver();
}

void InspectorPanel::explainParam() {
    m_ui.explain->setText(
        m_controller->explanation(static_cast<int>(m_ui.parameters->selectedParams().size())));
}

void InspectorPanel::goToRank(int rank) {
    if (const auto run = runDocument(); !run || rank < 0 || rank >= run->rankCount()) {
        return;
    }
    setView(View::Matrix);
    setRank(rank);
    matrixView()->setFocus(Qt::ShortcutFocusReason);
}

void InspectorPanel::updateExplanationVisibility() {
    updateVisibility(runDocument() != nullptr);
}

void InspectorPanel::updateVisibility(bool hasRun) {
    // The sentence is about the selected parameter: shown on the tabs that show one.
    const View shown = view();
    // The Playground is about no file: the run's summary would only mislead there.
    m_ui.summary->setVisible((hasRun || m_ui.matrixPage->preview()) && shown != View::Playground);
    m_ui.explain->setVisible(hasRun && !m_ui.matrixPage->preview() &&
                             (shown == View::Parameters || shown == View::Matrix ||
                              shown == View::Slices || shown == View::Tensor));
}

void InspectorPanel::focusCurrentView() {
    m_ui.tabs->focusCurrentPage();
}

void InspectorPanel::setView(View view) {
    m_ui.tabs->setCurrentIndex(static_cast<int>(view));
}

InspectorPanel::View InspectorPanel::view() const {
    return static_cast<View>(m_ui.tabs->currentIndex());
}

bool InspectorPanel::selectParam(const QString& name) {
    return m_controller->selectParam(name);
}

void InspectorPanel::setRank(int rank) {
    m_controller->setRank(rank);
}

QString InspectorPanel::explanation() const {
    return m_ui.explain->text();
}

bool InspectorPanel::isComputing() const {
    return m_controller->isComputing();
}
