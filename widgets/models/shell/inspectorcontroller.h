#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "inspect/rundocument.h"
#include "widgets/models/shell/handoverqueue.h"
#include "widgets/models/shell/inspectorview.h"

class DoctorController;
class HistoryController;
class LossController;
class MatrixController;
class MigrationController;
class SliceController;
class TensorController;

// The controllers of the inspector's rooms that have one: the run is handed to them, not to
// their views. They outlive the InspectorController.
struct InspectorRooms {
    TensorController* tensor = nullptr;
    MigrationController* migration = nullptr;
    DoctorController* doctor = nullptr;
    HistoryController* history = nullptr;
    LossController* loss = nullptr;
    SliceController* slices = nullptr;
    MatrixController* matrix = nullptr;  // the Device matrix tab's, with its rank's tensor list
};

// The inspector's work (issue 32 §3): the run shown, its hand-over to the rooms (HandOverQueue:
// the room in front at once, the others one per turn of the event loop, the first parameter
// selected last), what each room gets, when the readers that read more than the views need start
// (the History tab's saved steps, the run folder's training logs), the current parameter and the
// sentence that explains it, and which rank's tensors the Device matrix tab lists. It gives the
// rooms with a controller the run and the parameter itself; the one room without one (the
// parameters) is told by its signals, which InspectorPanel binds to the view. A test's stand-in
// may override the entry points the panel calls.
class InspectorController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorController)

public:
    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;
    using Step = HandOverQueue::Step;

    explicit InspectorController(QObject* parent = nullptr);

    // Every room's controller (none may be null); their signals that say a room settled are
    // bound here, the History tab's saved steps reach the Loss tab's marks, a card activated on
    // the matrix lists its rank's tensors and the matrix's axis names reach the slices.
    void setRooms(const InspectorRooms& rooms);
    const InspectorRooms& rooms() const { return m_rooms; }

    // The run to show, with the tab in front (its room takes the run now, the others in later
    // turns; null: every room at once). The current parameter is none until the last step.
    virtual void setRunDocument(RunPtr run, InspectorView front);
    RunPtr runDocument() const { return m_run; }
    // The tab brought to front: its room takes the run next; the History and Loss tabs read
    // what they show at once.
    virtual void setFront(InspectorView front);
    InspectorView front() const { return m_front; }
    void finishHandOver();  // every step still due, now
    bool isHandingOver() const { return m_handOvers->isHandingOver(); }
    const HandOverQueue* handOvers() const { return m_handOvers; }

    // The parameter every room shows (-1: none), as the Parameters view's current one changes:
    // chosen while the rooms still wait for the run, they get it at once and the last step
    // does not take the choice back. The matrix's list goes to a rank that holds it (or marks
    // its row). paramChanged() when it changed.
    virtual void setParam(int paramIndex);
    int currentParam() const { return m_param; }
    QString paramName(int paramIndex) const;  // empty for none
    // The parameter named so, selected (selectionDue, then setParam); false when the run has
    // none of that name.
    virtual bool selectParam(const QString& name);
    // The rank the Tensor tab reads, current on the matrix with its tensors listed; the
    // hand-over is finished first.
    virtual void setRank(int rank);
    // The first rank whose tensors are listed for `paramIndex`: its first holder, or `kept`
    // (a card chosen while the run's layouts were drawn; -1: none) or the holder nearest it.
    int firstRankOf(int paramIndex, int kept) const;
    // `rank`'s tensors listed beside the matrix in a turn of its own (a rank of a large run lists
    // thousands of tensors), unless a later call or another run comes first or a rank is listed
    // by then; the hand-over is not done until then.
    void listRankSoon(int rank);
    // How the strategy cuts the current parameter, after a line naming it when `selected`
    // parameters are selected; a prompt to select one when there is none.
    QString explanation(int selected) const;
    // Statistics, a plan, a check or a read that the tab in front shows is on its way, or the
    // hand-over is not done.
    bool isComputing() const;

    // A first parameter that is actually split, which makes every view say something at once;
    // else the first; -1 when the run has none.
    static int firstParamToShow(const shardscope::RunDocument* run);
    // The rank whose tensors to list for a parameter: `listed` when it holds it, else `current`
    // when that does, else the first that does.
    static int holderFor(const shardscope::RunDocument* run, int paramIndex, int listed,
                         int current);

Q_SIGNALS:
    // The room without a controller of its own takes the run.
    void parametersRunDue(InspectorController::RunPtr run);
    void selectionDue(int paramIndex);  // the Parameters view selects it
    void paramChanged(int paramIndex);  // the rooms with a controller have it
    void handedOver();                  // every room has the run given last
    void settled();  // a room finished (or failed) computing, or the hand-over is done

private:
    void handOver(Step step);
    void giveHistory();
    // What reads more of a run than the views need to show it: put off by the hand-over until
    // it is done and the window has painted, or until the History or Loss tab is in front.
    void startReaders();
    bool readsNow() const;  // the History or Loss tab is in front
    // The matrix's list for the current parameter `paramIndex`: a first rank soon when none is
    // listed, else one that holds it, else its row marked.
    void listRankOf(int paramIndex);
    void listRank(int rank);  // `rank`'s tensors, the current parameter's row marked

    RunPtr m_run;
    InspectorRooms m_rooms;
    HandOverQueue* m_handOvers;
    InspectorView m_front = InspectorView::Files;
    int m_param = -1;
    QString m_lossFolder;  // the run folder whose logs the Loss tab has
};
