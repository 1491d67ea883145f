#include "widgets/shell/inspectorpanel.h"

#include <QAction>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "formats/shapetext.h"
#include "inspect/reporttext.h"
#include "widgets/common/columnfitter.h"
#include "widgets/doctor/doctorview.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/losscontrols.h"
#include "widgets/loss/lossview.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/loss/savedstepmarks.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/models/migration/targetmemory.h"
#include "widgets/models/tensor/tensorcontroller.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/explanationstrip.h"
#include "widgets/shell/inspectortabs.h"
#include "widgets/shell/matrixpage.h"
#include "widgets/shell/ranktensorlist.h"
#include "widgets/shell/summarystrip.h"
#include "widgets/slices/sliceview.h"
#include "widgets/tensor/tensorview.h"

using namespace shardscope;

namespace {

HandOverQueue::Step handOverOf(InspectorView view) {
    switch (view) {
        case InspectorView::Parameters:
            return HandOverQueue::Step::Parameters;
        case InspectorView::Slices:
        case InspectorView::Tensor:
            return HandOverQueue::Step::Slices;
        case InspectorView::Migration:
        case InspectorView::Doctor:
            return HandOverQueue::Step::Migration;
        case InspectorView::Loss:
        case InspectorView::History:
            return HandOverQueue::Step::History;
        default:
            return HandOverQueue::Step::Matrix;
    }
}

// A first parameter that is actually split makes every view say something at once; -1 when the
// run has none.
int firstParamToShow(const RunDocument* run) {
    int first = -1;
    for (size_t i = 0; run != nullptr && i < run->params.size(); ++i) {
        const ParamInfo& p = run->params[i];
        if (first < 0) {
            first = static_cast<int>(i);
        }
        if (p.layout && !describeSplit(*p.layout).dims.empty()) {
            return static_cast<int>(i);
        }
    }
    return first;
}

QString paramName(const RunDocument* run, int param) {
    return run != nullptr && param >= 0
               ? QString::fromStdString(run->params[static_cast<size_t>(param)].name)
               : QString();
}

// The rank whose tensors to list for a parameter: the one listed when it holds it, else the
// matrix's current rank when that does, else the first that does.
int holderFor(const RunDocument* run, int paramIndex, int listed, int current) {
    if (run == nullptr || paramIndex < 0 || listed < 0) {
        return listed;
    }
    const auto& ranks = run->params[static_cast<size_t>(paramIndex)].ranks;
    const auto holds = [&ranks](int rank) {
        return std::binary_search(ranks.begin(), ranks.end(), rank);
    };
    if (ranks.empty() || holds(listed)) {
        return listed;
    }
    return holds(current) ? current : ranks.front();
}

}  // namespace

InspectorPanel::InspectorPanel(QWidget* filesPage, const ViewControllers& controllers,
                               QWidget* parent)
    : QWidget(parent), m_handOvers(new HandOverQueue(this)), m_ui(this, filesPage, controllers) {
    connectViews();
}

void InspectorPanel::connectViews() {
    connect(m_handOvers, &HandOverQueue::stepDue, this, &InspectorPanel::handOver);
    connect(m_handOvers, &HandOverQueue::handedOver, this, [this] {
        // In a turn of its own: after the repaints the hand-over asked for (issue 35).
        QTimer::singleShot(0, this, [this] {
            if (!isHandingOver()) {  // else a newer run's hand-over starts them when done
                startReaders();
            }
        });
        Q_EMIT handedOver();
        Q_EMIT settled();
    });
    connect(m_ui.tabs, &QTabWidget::currentChanged, this,
            &InspectorPanel::updateExplanationVisibility);
    connect(m_ui.tabs, &QTabWidget::currentChanged, this, [this] {
        m_handOvers->promote(handOverOf(view()));
        if (view() == View::History || view() == View::Loss) {
            startReaders();  // what the tab shows is read now
        }
    });
    connect(m_ui.parameters, &ParametersView::currentParamChanged, this,
            &InspectorPanel::onParamChanged);
    connect(m_ui.parameters, &ParametersView::selectionCountChanged, this, [this] {
        m_ui.explain->explainParam(m_run.get(), m_param,
                                   static_cast<int>(m_ui.parameters->selectedParams().size()));
    });
    DeviceMatrixView* matrix = m_ui.matrixPage->matrix();
    connect(matrix, &DeviceMatrixView::rankActivated, this, [this](int rank) {
        m_ui.matrixPage->showRank(m_run.get(), rank, paramName(m_run.get(), m_param), width());
    });
    connect(matrix, &DeviceMatrixView::axisNamesChanged, m_ui.slices, &SliceView::setAxisNames);
    // The slice view keeps names across runs: it gets a run's saved ones whichever of the two
    // took the run first.
    connect(m_ui.matrixPage, &MatrixPage::axisNamesRestored, m_ui.slices, &SliceView::setAxisNames);
    connect(matrix, &DeviceMatrixView::axisNamesChanged, this, [this, matrix] {
        if (m_run) {
            AxisNameStore::save(QString::fromStdString(m_run->path), matrix->cards().userNames());
        }
    });
    connect(m_ui.tensor->controller(), &TensorController::statsReady, this,
            &InspectorPanel::settled);
    connect(m_ui.tensor->controller(), &TensorController::statsFailed, this,
            &InspectorPanel::settled);
    connect(m_ui.migration, &MigrationView::planReady, this, &InspectorPanel::settled);
    connect(m_ui.doctor, &DoctorView::checked, this, &InspectorPanel::settled);
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
    connect(m_ui.loss, &LossView::loaded, this, &InspectorPanel::settled);
    connect(m_ui.migration, &MigrationView::paramRequested, this, &InspectorPanel::selectParam);
    connect(m_ui.migration, &MigrationView::openRunRequested, this,
            &InspectorPanel::openRunRequested);
    connect(m_ui.playground, &PlaygroundView::openRunRequested, this,
            &InspectorPanel::openRunRequested);
    connect(m_ui.history, &HistoryView::stepRequested, this, &InspectorPanel::stepRequested);
    connect(m_ui.history, &HistoryView::loaded, this, &InspectorPanel::settled);
    // Saved steps whose global step the files do not tell are placed with the Loss tab's steps
    // per epoch (issue 34 #24).
    connect(m_ui.loss->controls(), &LossControls::stepsPerEpochChanged, m_ui.history,
            &HistoryView::setStepsPerEpoch);
    connect(m_ui.history, &HistoryView::loaded, this, [this] {
        const auto history = m_ui.history->history();
        m_ui.loss->setSavedSteps(
            history ? SavedStepMarks::of(*history) : std::vector<SavedStepMark>{},
            history ? SavedStepMarks::unplaced(*history) : 0);
    });
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
        m_ui.summary->setRunDocument(m_run);
    }
    const int param = layouts ? firstParamToShow(layouts.get()) : m_param;
    m_ui.matrixPage->showPreview(std::move(layouts), m_run, param);
    updateExplanationVisibility();
}

void InspectorPanel::setRunDocument(std::shared_ptr<const RunDocument> run) {
    // The run whose layouts the matrix draws: it takes them over with the user's zoom and cards.
    m_ui.matrixPage->expectRun(run);
    m_run = std::move(run);
    m_param = -1;
    m_ui.summary->setRunDocument(m_run);
    // Logs alone (the Loss tab) have no cards or bytes to sum up.
    updateExplanationVisibility();
    // The view in front takes the run now, the others one per turn of the event loop, and the
    // first parameter is selected last, once every view has the run (HandOverQueue).
    m_handOvers->start(handOverOf(view()), !m_run);
}

void InspectorPanel::finishHandOver() {
    m_handOvers->finish();
}

bool InspectorPanel::isHandingOver() const {
    return m_handOvers->isHandingOver();
}

void InspectorPanel::handOver(HandOverQueue::Step step) {
    switch (step) {
        case HandOverQueue::Step::Matrix:
            // With the parameter the last step selects: the cards are not worked out again then
            // (unless layouts of a run still read came meanwhile: the matrix keeps them).
            m_ui.matrixPage->giveRun(m_run, firstParamToShow(m_run.get()));
            break;
        case HandOverQueue::Step::Parameters:
            m_ui.parameters->setRunDocument(m_run);
            break;
        case HandOverQueue::Step::Slices:
            m_ui.slices->setRunDocument(m_run);
            m_ui.tensor->controller()->setRunDocument(m_run);
            break;
        case HandOverQueue::Step::Migration:
            m_ui.migration->controller()->setRunDocument(m_run);
            m_ui.doctor->setRunDocument(m_run);
            break;
        case HandOverQueue::Step::History: {
            // Read once the hand-over is done (startReaders), unless one of their tabs is shown.
            const bool readNow = view() == View::History || view() == View::Loss;
            m_ui.history->setRunDocument(m_run, !readNow);
            if (!m_ui.history->history()) {
                m_ui.loss->setSavedSteps({});  // until the new run's history is read
            }
            // A run folder's training logs (log/, msrun_log/, device<i>/) join the loss curves.
            // Once per folder: the same run comes back when its strategy is attached later.
            const QString folder = m_run ? QString::fromStdString(m_run->path) : QString();
            if (folder.isEmpty()) {
                m_lossFolder.clear();  // a run closed and opened again brings its logs again
                m_ui.loss->addRunFolderLater(QString());  // nor are a closed run's still due read
            }
            if (!folder.isEmpty() && folder != m_lossFolder && QFileInfo(folder).isDir()) {
                m_lossFolder = folder;
                m_ui.loss->addRunFolderLater(folder);  // replaces another run's still due
            }
            if (readNow) {
                startReaders();
            }
            break;
        }
        case HandOverQueue::Step::Select:
            if (const int first = firstParamToShow(m_run.get()); first >= 0) {
                m_ui.parameters->selectParam(first);
                onParamChanged(first);
            } else {
                onParamChanged(-1);
            }
            m_ui.matrixPage->doneTakingOver();
            break;
    }
}

void InspectorPanel::startReaders() {
    m_ui.history->readIfDue();
    m_ui.loss->readDueFolder();
}

void InspectorPanel::onParamChanged(int paramIndex) {
    if (paramIndex >= 0 && !m_handOvers->inStep() && !m_handOvers->pending().empty()) {
        // Chosen (a click in the Parameters view) while the other views still wait for the
        // run: they get it now, and the first parameter's turn does not take the choice back.
        if (m_handOvers->isDue(HandOverQueue::Step::Parameters)) {
            finishHandOver();  // an index into the run before: the new one's first is selected
            return;
        }
        m_handOvers->drop(HandOverQueue::Step::Select);
        finishHandOver();
    }
    if (paramIndex == m_param && paramIndex >= 0) {
        return;
    }
    if (!m_run || paramIndex >= static_cast<int>(m_run->params.size())) {
        paramIndex = -1;  // the Parameters view still shows a run that was just replaced
    }
    m_param = paramIndex;
    matrixView()->setParam(paramIndex);
    m_ui.slices->setParam(paramIndex);
    m_ui.tensor->controller()->setParam(paramIndex);
    m_ui.migration->controller()->setParam(paramName(m_run.get(), paramIndex));
    if (m_run && paramIndex >= 0 && m_ui.matrixPage->details()->topLevelItemCount() == 0) {
        // Something to read before any click, in a turn of its own: a rank of a large run
        // lists thousands of tensors.
        const auto& ranks = m_run->params[static_cast<size_t>(paramIndex)].ranks;
        int rank = ranks.empty() ? 0 : ranks.front();
        if (const int current = matrixView()->currentRank();
            m_ui.matrixPage->keepsView() && current >= 0) {
            // A card chosen while the run's layouts were drawn (showPreview) stays chosen.
            rank = holderFor(m_run.get(), paramIndex, current, current);
        }
        const unsigned ticket = m_handOvers->hold();
        QTimer::singleShot(0, this, [this, run = m_run, rank, ticket] {
            if (!m_handOvers->release(ticket)) {
                return;  // a later parameter asked for its own first rank
            }
            if (run == m_run && m_ui.matrixPage->details()->topLevelItemCount() == 0) {
                m_ui.matrixPage->showRank(m_run.get(), rank, paramName(m_run.get(), m_param),
                                          width());
            }
            m_handOvers->announce();
        });
    } else if (const int holder = holderFor(m_run.get(), paramIndex, m_ui.matrixPage->detailRank(),
                                            matrixView()->currentRank());
               holder != m_ui.matrixPage->detailRank()) {
        // The rank listed does not hold the parameter (another stage's, at 1,024 cards): the
        // list goes to one that does, the matrix's current rank when it holds it.
        matrixView()->setCurrentRank(holder);
        m_ui.matrixPage->showRank(m_run.get(), holder, paramName(m_run.get(), m_param), width());
    } else {
        // The selected parameter's row in the rank's list is selected and scrolled to.
        m_ui.matrixPage->details()->markParam(paramName(m_run.get(), m_param));
    }
    m_ui.explain->explainParam(m_run.get(), m_param,
                               static_cast<int>(m_ui.parameters->selectedParams().size()));
    Q_EMIT paramChanged(paramIndex);
}

void InspectorPanel::goToRank(int rank) {
    if (!m_run || rank < 0 || rank >= m_run->rankCount()) {
        return;
    }
    setView(View::Matrix);
    setRank(rank);
    matrixView()->setFocus(Qt::ShortcutFocusReason);
}

void InspectorPanel::updateExplanationVisibility() {
    // The sentence is about the selected parameter: shown on the tabs that show one.
    const View shown = view();
    // The Playground is about no file: the run's summary would only mislead there.
    m_ui.summary->setVisible((m_run || m_ui.matrixPage->preview()) && shown != View::Playground);
    m_ui.explain->setVisible(m_run && !m_ui.matrixPage->preview() &&
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
    if (!m_run) {
        return false;
    }
    finishHandOver();  // the Parameters view must have the run to select in it
    for (size_t i = 0; i < m_run->params.size(); ++i) {
        if (QString::fromStdString(m_run->params[i].name) == name) {
            m_ui.parameters->selectParam(static_cast<int>(i));
            onParamChanged(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void InspectorPanel::setRank(int rank) {
    finishHandOver();
    m_ui.tensor->controller()->setRank(rank);
    matrixView()->setCurrentRank(rank);
    m_ui.matrixPage->showRank(m_run.get(), rank, paramName(m_run.get(), m_param), width());
}

QString InspectorPanel::explanation() const {
    return m_ui.explain->text();
}

bool InspectorPanel::isComputing() const {
    return isHandingOver() ||
           (view() == View::Tensor && m_ui.tensor->controller()->isComputing()) ||
           (view() == View::Migration &&
            (m_ui.migration->controller()->isPlanning() ||
             m_ui.migration->controller()->targetMemory()->job()->isRunning())) ||
           (view() == View::Doctor && m_ui.doctor->isChecking()) ||
           // The Loss tab marks the saved steps the History tab reads (read with the logs).
           (view() == View::Loss && (m_ui.loss->isLoading() || m_ui.history->isLoading())) ||
           (view() == View::History && m_ui.history->isLoading());
}
