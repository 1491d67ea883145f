#pragma once

class FitController;
class InspectorController;
class MatrixController;
class ParametersController;
class PlaygroundRunWriter;
class SliceController;
class TensorController;

// Controllers handed to the window's views in place of their own (issue 32 §3): a test's fakes,
// given to MainWindow or InspectorPanel and passed on to the views that bind to them. Null: the
// view makes its own. They outlive the window.
struct ViewControllers {
    FitController* fit = nullptr;                   // the Playground's
    PlaygroundRunWriter* playgroundRuns = nullptr;  // the Playground's "Open as Run"
    TensorController* tensor = nullptr;             // the Tensor tab's
    SliceController* slices = nullptr;              // the Slices tab's
    MatrixController* matrix = nullptr;             // the Device matrix tab's
    InspectorController* inspector = nullptr;    // InspectorPanel's: the hand-over, the parameter
    ParametersController* parameters = nullptr;  // the Parameters tab's
};
