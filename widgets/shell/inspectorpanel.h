#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "inspect/runmodel.h"

class DeviceMatrixView;
class DoctorView;
class ExplanationStrip;
class HistoryView;
class LossView;
class MigrationView;
class ParametersView;
class PlaygroundView;
class QAction;
class QLabel;
class QTabWidget;
class QSplitter;
class QTreeWidget;
class SliceView;
class SummaryStrip;
class TensorView;

// The views of one opened run: parameters, device matrix, slices, tensor, around one selected
// parameter, with a summary strip above and a sentence below that explains the selection.
class InspectorPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorPanel)

public:
    enum class View {
        Files,
        Parameters,
        Matrix,
        Slices,
        Tensor,
        Migration,
        Doctor,
        Loss,
        History,
        Playground
    };

    explicit InspectorPanel(QWidget* filesPage, QWidget* parent = nullptr);

    void setRunModel(std::shared_ptr<const shardscope::RunModel> run);
    std::shared_ptr<const shardscope::RunModel> runModel() const { return m_run; }
    void setView(View view);
    // "Files Ctrl+1" … "History Ctrl+9", "Playground Ctrl+0": one action per tab, for the View
    // menu.
    QList<QAction*> tabActions() const { return m_tabActions; }
    void focusCurrentView();  // the caret to the tab in front (its focus proxy: the Files tree)
    View view() const;
    // false when the run has no parameter of that name.
    bool selectParam(const QString& name);
    void setRank(int rank);
    // Go to Rank (issue 34 #18): the device matrix in front with the rank current, scrolled to
    // and its tensors listed.
    void goToRank(int rank);
    // The rank whose tensors the matrix tab lists beside it; -1 when none.
    int detailRank() const { return m_detailRank; }
    int currentParam() const { return m_param; }
    QString explanation() const;
    bool isComputing() const;  // statistics, or the migration plan, are on their way
    // A run given by setRunModel() reaches the views one per turn of the event loop; true until
    // the last has it and the first parameter is selected.
    bool isHandingOver() const;
    void finishHandOver();  // what the views still wait for, now (before acting on them)
    MigrationView* migration() const { return m_migration; }
    DoctorView* doctor() const { return m_doctor; }
    LossView* loss() const { return m_loss; }
    HistoryView* history() const { return m_history; }
    PlaygroundView* playground() const { return m_playground; }
    DeviceMatrixView* matrixView() const { return m_matrix; }

    // The name filter of the tab in front that has one besides Files (Parameters); else null.
    class QLineEdit* currentFilter() const;

    static bool viewFromName(const QString& name, View* view);
    static QString viewName(View view);  // "files", "parameters", ... as --view takes them

Q_SIGNALS:
    void paramChanged(int paramIndex);
    void settled();     // the tensor view finished (or failed) computing, or the plan is ready
    void handedOver();  // every view has the run given last (isHandingOver() is false)
    void openRunRequested(const QString& folder, const QString& strategy);
    void stepRequested(const QString& folder, const QString& step);

private:
    // The parts of the constructor, in its order; the pages' in inspectorpanellayout.cpp.
    void setUpRankDetails();
    QWidget* createMatrixPage();  // the device matrix beside the rank's tensors
    QWidget* createSlicePage();   // the slices over the clicked slice's details
    void addTabs(QWidget* filesPage, QWidget* matrixPage, QWidget* slicePage);
    void connectViews();  // the views' signals to each other and to the panel's
    // What setRunModel() hands over in one turn of the event loop, the view in front first.
    enum class HandOver { Matrix, Parameters, Slices, Migration, History, Select };
    static HandOver handOverOf(View view);
    void handOverNext(unsigned generation);
    void promoteHandOver();     // the view brought to front gets the run next
    void announceHandedOver();  // handedOver() and settled(), once per run given
    void handOverLogs();
    void selectFirstParam();
    void onParamChanged(int paramIndex);
    void showRank(int rank);
    // The rank whose tensors to list for a parameter: the one listed when it holds it, else the
    // matrix's current rank when that does, else the first that does.
    int holderFor(int paramIndex) const;
    void updateExplanationVisibility();
    void refreshExplanation();
    void markParamInRank();
    // Widens the rank's tensor list to its longest name (up to half the panel) until the user
    // moves the splitter: at 1280 x 800 names and the rank's header were cut from the left.
    void fitRankList();

    std::shared_ptr<const shardscope::RunModel> m_run;
    std::vector<HandOver> m_pending;  // what the views still wait for
    unsigned m_handOver = 0;          // counts runs given: a newer one drops the older's turns
    int m_detailRank = -1;
    bool m_pendingRank = false;  // the first rank's details come in a turn of their own
    unsigned m_rankTicket = 0;   // the latest of those turns asked for
    bool m_inStep = false;       // a hand-over step runs (its signals are not the user's)
    bool m_turnQueued = false;   // one turn at a time is waited for
    bool m_announce = false;     // handedOver() not yet emitted for the run given last
    int m_param = -1;
    SummaryStrip* m_summary;
    QTabWidget* m_tabs;
    QList<QAction*> m_tabActions;
    ParametersView* m_parameters;
    DeviceMatrixView* m_matrix;
    QTreeWidget* m_rankDetails;
    QSplitter* m_matrixSplit = nullptr;
    bool m_matrixSplitMoved = false;  // by the user: the list keeps the width they gave it
    SliceView* m_slices;
    QLabel* m_sliceDetails;
    TensorView* m_tensor;
    MigrationView* m_migration;
    DoctorView* m_doctor;
    LossView* m_loss;
    HistoryView* m_history;
    PlaygroundView* m_playground;
    QString m_lossFolder;  // the run folder whose logs the loss view has
    ExplanationStrip* m_explain;
};
