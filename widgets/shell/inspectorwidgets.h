#pragma once

#include "widgets/shell/viewcontrollers.h"

class DoctorView;
class ExplanationStrip;
class HistoryView;
class InspectorTabs;
class LossView;
class MatrixPage;
class MigrationView;
class ParametersView;
class PlaygroundView;
class QWidget;
class SliceView;
class SummaryStrip;
class TensorView;

// InspectorPanel's widgets and their layout (as a form's Ui class holds them): the run's summary
// strip above the tabs, one view per tab (Files to Playground), and the sentence that explains
// the selection below.
class InspectorWidgets {
public:
    // Builds them all into `panel`, with `filesPage` as the first tab; `controllers` go to the
    // views that take one (null ones: the views make their own).
    InspectorWidgets(QWidget* panel, QWidget* filesPage, const ViewControllers& controllers);

    SummaryStrip* summary;
    InspectorTabs* tabs;
    ParametersView* parameters;
    MatrixPage* matrixPage;
    SliceView* slices;
    TensorView* tensor;
    MigrationView* migration;
    DoctorView* doctor;
    LossView* loss;
    HistoryView* history;
    PlaygroundView* playground;
    ExplanationStrip* explain;
};
