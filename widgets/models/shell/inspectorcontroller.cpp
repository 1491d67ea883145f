#include "widgets/models/shell/inspectorcontroller.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>
#include <algorithm>
#include <utility>
#include <vector>

#include "formats/shapetext.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/doctor/doctorcontroller.h"
#include "widgets/models/history/historycontroller.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/savedstepmarks.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/models/migration/migrationcontroller.h"
#include "widgets/models/migration/targetmemory.h"
#include "widgets/models/slices/slicecontroller.h"
#include "widgets/models/tensor/tensorcontroller.h"

using namespace shardscope;

namespace {

// The step that hands the run to the room of a tab.
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

}  // namespace

InspectorController::InspectorController(QObject* parent)
    : QObject(parent), m_handOvers(new HandOverQueue(this)) {
    connect(m_handOvers, &HandOverQueue::stepDue, this, &InspectorController::handOver);
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
}

void InspectorController::setRooms(const InspectorRooms& rooms) {
    m_rooms = rooms;
    connect(rooms.tensor, &TensorController::statsReady, this, &InspectorController::settled);
    connect(rooms.tensor, &TensorController::statsFailed, this, &InspectorController::settled);
    connect(rooms.migration, &MigrationController::planReady, this, &InspectorController::settled);
    connect(rooms.doctor, &DoctorController::checked, this, &InspectorController::settled);
    connect(rooms.loss, &LossController::loaded, this, &InspectorController::settled);
    connect(rooms.history, &HistoryController::loaded, this, &InspectorController::settled);
    // The Loss tab marks the saved steps the History tab read.
    connect(rooms.history, &HistoryController::loaded, this, [this] {
        const auto history = m_rooms.history->history();
        m_rooms.loss->setSavedSteps(
            history ? SavedStepMarks::of(*history) : std::vector<SavedStepMark>{},
            history ? SavedStepMarks::unplaced(*history) : 0);
    });
    // A card activated on the matrix lists its rank's tensors.
    connect(rooms.matrix, &MatrixController::rankActivated, this, &InspectorController::listRank);
    // The slices keep names across runs: they get a run's saved ones whichever of the two rooms
    // took the run first, and the names the user gives.
    connect(rooms.matrix, &MatrixController::axisNamesChanged, rooms.slices,
            &SliceController::setAxisNames);
    connect(rooms.matrix, &MatrixController::axisNamesRestored, rooms.slices,
            &SliceController::setAxisNames);
}

void InspectorController::setRunDocument(RunPtr run, InspectorView front) {
    m_run = std::move(run);
    m_param = -1;
    m_front = front;
    // The room in front takes the run now, the others one per turn of the event loop, and the
    // first parameter is selected last, once every room has the run (HandOverQueue).
    m_handOvers->start(handOverOf(front), !m_run);
}

void InspectorController::setFront(InspectorView front) {
    m_front = front;
    m_handOvers->promote(handOverOf(front));
    if (readsNow()) {
        startReaders();  // what the tab shows is read now
    }
}

void InspectorController::finishHandOver() {
    m_handOvers->finish();
}

void InspectorController::handOver(Step step) {
    switch (step) {
        case Step::Matrix:
            // With the parameter the last step selects: the cards are not worked out again then
            // (unless layouts of a run still read came meanwhile: the matrix keeps them).
            m_rooms.matrix->giveRun(m_run, firstParamToShow(m_run.get()));
            break;
        case Step::Parameters:
            Q_EMIT parametersRunDue(m_run);
            break;
        case Step::Slices:
            m_rooms.slices->setRunDocument(m_run);
            m_rooms.tensor->setRunDocument(m_run);
            break;
        case Step::Migration:
            m_rooms.migration->setRunDocument(m_run);
            m_rooms.doctor->setRunDocument(m_run);
            break;
        case Step::History:
            giveHistory();
            break;
        case Step::Select:
            if (const int first = firstParamToShow(m_run.get()); first >= 0) {
                Q_EMIT selectionDue(first);
                setParam(first);
            } else {
                setParam(-1);
            }
            m_rooms.matrix->doneTakingOver();  // the matrix's run is the one given
            break;
    }
}

void InspectorController::giveHistory() {
    // Read once the hand-over is done (startReaders), unless one of their tabs is shown.
    const bool readNow = readsNow();
    m_rooms.history->setRunDocument(m_run, !readNow);
    if (!m_rooms.history->history()) {
        m_rooms.loss->setSavedSteps({});  // until the new run's history is read
    }
    // A run folder's training logs (log/, msrun_log/, device<i>/) join the loss curves. Once per
    // folder: the same run comes back when its strategy is attached later.
    const QString folder = m_run ? QString::fromStdString(m_run->path) : QString();
    if (folder.isEmpty()) {
        m_lossFolder.clear();  // a run closed and opened again brings its logs again
        m_rooms.loss->addRunFolderLater(QString());  // nor are a closed run's still due read
    }
    if (!folder.isEmpty() && folder != m_lossFolder && QFileInfo(folder).isDir()) {
        m_lossFolder = folder;
        m_rooms.loss->addRunFolderLater(folder);  // replaces another run's still due
    }
    if (readNow) {
        startReaders();
    }
}

bool InspectorController::readsNow() const {
    return m_front == InspectorView::History || m_front == InspectorView::Loss;
}

void InspectorController::startReaders() {
    m_rooms.history->readIfDue();
    m_rooms.loss->readDueFolder();
}

void InspectorController::setParam(int paramIndex) {
    if (paramIndex >= 0 && !m_handOvers->inStep() && !m_handOvers->pending().empty()) {
        // Chosen (a click in the Parameters view) while the other rooms still wait for the
        // run: they get it now, and the first parameter's turn does not take the choice back.
        if (m_handOvers->isDue(Step::Parameters)) {
            finishHandOver();  // an index into the run before: the new one's first is selected
            return;
        }
        m_handOvers->drop(Step::Select);
        finishHandOver();
    }
    if (paramIndex == m_param && paramIndex >= 0) {
        return;
    }
    if (!m_run || paramIndex >= static_cast<int>(m_run->params.size())) {
        paramIndex = -1;  // the Parameters view still shows a run that was just replaced
    }
    m_param = paramIndex;
    m_rooms.tensor->setParam(paramIndex);
    m_rooms.migration->setParam(paramName(paramIndex));
    m_rooms.matrix->setParam(paramIndex);
    m_rooms.slices->setParam(paramIndex);
    listRankOf(paramIndex);
    Q_EMIT paramChanged(paramIndex);
}

void InspectorController::listRankOf(int paramIndex) {
    MatrixController* matrix = m_rooms.matrix;
    const int listed = matrix->detailRank();
    if (m_run && paramIndex >= 0 && listed < 0) {
        // Something to read before any click, in a turn of its own: a rank of a large run
        // lists thousands of tensors. A card chosen while the run's layouts were drawn
        // (MatrixController::showPreview) stays chosen.
        const int current = matrix->currentRank();
        listRankSoon(firstRankOf(paramIndex, matrix->keepsView() && current >= 0 ? current : -1));
    } else if (const int holder = holderFor(m_run.get(), paramIndex, listed, matrix->currentRank());
               holder != listed) {
        // The rank listed does not hold the parameter (another stage's, at 1,024 cards): the
        // list goes to one that does, the matrix's current rank when it holds it.
        matrix->setCurrentRank(holder);
        listRank(holder);
    } else {
        // The parameter's row in the rank's list is selected and scrolled to.
        matrix->markParam(paramName(paramIndex));
    }
}

void InspectorController::listRank(int rank) {
    m_rooms.matrix->showRank(m_run.get(), rank, paramName(m_param));
}

QString InspectorController::paramName(int paramIndex) const {
    return m_run && paramIndex >= 0
               ? QString::fromStdString(m_run->params[static_cast<size_t>(paramIndex)].name)
               : QString();
}

bool InspectorController::selectParam(const QString& name) {
    if (!m_run) {
        return false;
    }
    finishHandOver();  // the Parameters view must have the run to select in it
    for (size_t i = 0; i < m_run->params.size(); ++i) {
        if (QString::fromStdString(m_run->params[i].name) == name) {
            Q_EMIT selectionDue(static_cast<int>(i));
            setParam(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void InspectorController::setRank(int rank) {
    finishHandOver();
    m_rooms.tensor->setRank(rank);
    m_rooms.matrix->setCurrentRank(rank);
    listRank(rank);
}

int InspectorController::firstRankOf(int paramIndex, int kept) const {
    if (!m_run || paramIndex < 0) {
        return kept;
    }
    if (kept >= 0) {
        return holderFor(m_run.get(), paramIndex, kept, kept);
    }
    const auto& ranks = m_run->params[static_cast<size_t>(paramIndex)].ranks;
    return ranks.empty() ? 0 : ranks.front();
}

void InspectorController::listRankSoon(int rank) {
    const unsigned ticket = m_handOvers->hold();
    QTimer::singleShot(0, this, [this, run = m_run, rank, ticket] {
        if (!m_handOvers->release(ticket)) {
            return;  // a later parameter asked for its own first rank
        }
        if (run == m_run && m_rooms.matrix->detailRank() < 0) {
            listRank(rank);
        }
        m_handOvers->announce();
    });
}

QString InspectorController::explanation(int selected) const {
    if (!m_run || m_param < 0) {
        return QCoreApplication::translate("InspectorPanel",
                                           "Select a parameter to see how the strategy cuts it.");
    }
    const ParamInfo& info = m_run->params[static_cast<size_t>(m_param)];
    QString text = ExplainText::forParam(*m_run, info);
    if (selected > 1) {
        text = QCoreApplication::translate("InspectorPanel",
                                           "%Ln parameter(s) selected; the matrix, slices and "
                                           "tensor show the current one, “%1”.",
                                           nullptr, selected)
                   .arg(QString::fromStdString(info.name)) +
               QLatin1Char('\n') + text;
    }
    return text;
}

bool InspectorController::isComputing() const {
    const InspectorView shown = m_front;
    return isHandingOver() || (shown == InspectorView::Tensor && m_rooms.tensor->isComputing()) ||
           (shown == InspectorView::Migration &&
            (m_rooms.migration->isPlanning() ||
             m_rooms.migration->targetMemory()->job()->isRunning())) ||
           (shown == InspectorView::Doctor && m_rooms.doctor->isChecking()) ||
           // The Loss tab marks the saved steps the History tab reads (read with the logs).
           (shown == InspectorView::Loss &&
            (m_rooms.loss->isLoading() || m_rooms.history->isLoading())) ||
           (shown == InspectorView::History && m_rooms.history->isLoading());
}

int InspectorController::firstParamToShow(const RunDocument* run) {
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

int InspectorController::holderFor(const RunDocument* run, int paramIndex, int listed,
                                   int current) {
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
