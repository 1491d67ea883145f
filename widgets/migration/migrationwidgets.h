#pragma once

class DeviceMatrixView;
class PlanPreview;
class PlanTableModel;
class PlanProblemList;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QWidget;
class SliceView;
class TargetMemory;
class TargetMemoryPanel;
class TargetPanel;

// MigrationView's widgets and their layout (as a form's Ui class holds them): the target panel
// and the plan's problems on the left, the device matrices, slices and memory over the plan on
// the right, and the run row as a footer; and the keyboard's order through them.
class MigrationWidgets {
public:
    // Builds them all into `view`; `memory` feeds the "Memory per card" page, `plan` the plan's
    // table.
    MigrationWidgets(QWidget* view, TargetMemory* memory, PlanTableModel* plan);

    // Tab goes down the panel, then to the problems, the views, the plan and the run row (again
    // once the panel made new axis fields).
    void fixTabOrder() const;

    TargetPanel* target;
    DeviceMatrixView* srcMatrix;
    DeviceMatrixView* dstMatrix;
    SliceView* srcSlices;
    SliceView* dstSlices;
    QLabel* srcTitle;
    QLabel* dstTitle;
    PlanPreview* preview;
    PlanProblemList* problems;
    QLabel* problemsTitle = nullptr;
    QWidget* problemsPage = nullptr;
    QTabWidget* sides = nullptr;
    TargetMemoryPanel* memoryPanel = nullptr;
    QPushButton* convert;
    QPushButton* cancel;
    QPushButton* open;
    QPushButton* summary;
    QProgressBar* progress;
    QLabel* status;

private:
    void createSides(QWidget* view, TargetMemory* memory);  // matrices, slices, memory per card
    QHBoxLayout* createRunRow(QWidget* view) const;
    QWidget* createLeft(QWidget* view);           // the target panel over the plan's problems
    QSplitter* createRight(QWidget* view) const;  // the sides over the plan preview
};
