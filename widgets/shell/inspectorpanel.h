#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/models/shell/inspectorview.h"
#include "widgets/shell/inspectorwidgets.h"
#include "widgets/shell/viewcontrollers.h"

class DeviceMatrixView;
class DoctorView;
class HistoryView;
class InspectorController;
class LossView;
class MatrixPage;
class MigrationView;
class PlaygroundView;
class QAction;

// The views of one opened run: parameters, device matrix, slices, tensor, around one selected
// parameter, with a summary strip above and a sentence below that explains the selection. It
// builds the widgets and binds them to its InspectorController (its own unless one is handed
// in), which holds the run, hands it to the rooms and keeps the current parameter.
class InspectorPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorPanel)

public:
    using View = InspectorView;

    // `controllers`: the views' controllers handed in (a test's fakes); null ones are the views'
    // (the inspector's own: the panel's).
    explicit InspectorPanel(QWidget* filesPage, const ViewControllers& controllers = {},
                            QWidget* parent = nullptr);

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    std::shared_ptr<const shardscope::RunDocument> runDocument() const;
    // The layouts of a run whose rank files are still read (Session::previewChanged): the device
    // matrix draws them and the summary says the rank files are being read; the other views keep
    // what they show. The run then replaces them in the matrix (setRunDocument) with its zoom,
    // grid axes and current rank kept. Null: the matrix shows the run given before again.
    // MatrixPage::preview() has them.
    void showPreview(std::shared_ptr<const shardscope::RunDocument> layouts);
    void setView(View view);
    // "Files Ctrl+1" … "History Ctrl+9", "Playground Ctrl+0": one action per tab, for the View
    // menu.
    QList<QAction*> tabActions() const;
    void focusCurrentView();  // the caret to the tab in front (its focus proxy: the Files tree)
    View view() const;
    // false when the run has no parameter of that name.
    bool selectParam(const QString& name);
    void setRank(int rank);
    // Go to Rank (issue 34 #18): the device matrix in front with the rank current, scrolled to
    // and its tensors listed.
    void goToRank(int rank);
    int currentParam() const;
    QString explanation() const;
    bool isComputing() const;  // statistics, or the migration plan, are on their way
    // A run given by setRunDocument() reaches the views one per turn of the event loop; true until
    // the last has it and the first parameter is selected.
    bool isHandingOver() const;
    void finishHandOver();  // what the views still wait for, now (before acting on them)
    MigrationView* migration() const { return m_ui.migration; }
    DoctorView* doctor() const { return m_ui.doctor; }
    LossView* loss() const { return m_ui.loss; }
    HistoryView* history() const { return m_ui.history; }
    PlaygroundView* playground() const { return m_ui.playground; }
    DeviceMatrixView* matrixView() const;
    // The Device matrix tab: the matrix, the rank whose tensors it lists (detailRank()), the
    // layouts it draws while a run's rank files are read (preview()).
    MatrixPage* matrixPage() const { return m_ui.matrixPage; }
    InspectorController* controller() const { return m_controller; }

    // The name filter of the tab in front that has one besides Files (Parameters); else null.
    class QLineEdit* currentFilter() const;

Q_SIGNALS:
    void paramChanged(int paramIndex);
    void settled();     // the tensor view finished (or failed) computing, or the plan is ready
    void handedOver();  // every view has the run given last (isHandingOver() is false)
    void openRunRequested(const QString& folder, const QString& strategy);
    void stepRequested(const QString& folder, const QString& step);

private:
    void connectViews();       // the views' signals to each other and to the controller's
    void connectController();  // the controller's signals to the views
    void explainParam();       // the sentence under the views
    void updateExplanationVisibility();
    void updateVisibility(bool hasRun);

    InspectorWidgets m_ui;
    InspectorController* m_controller;
};
