#pragma once

#include <QWidget>
#include <memory>

#include "widgets/models/migration/migrationcontroller.h"

class DeviceMatrixView;
class MigrationWidgets;
class PlanPreview;
class PlanProblemList;
class QPushButton;
class TargetMemoryPanel;
class TargetPanel;

// The migration planner: choose or simulate a target, see every problem and the plan per target
// rank, the source and target side by side, then run the conversion with progress and cancel,
// verify it, open the result, and save a summary. The work is its MigrationController's; this
// builds the widgets, binds them to the controller's signals and forwards the user's edits.
class MigrationView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationView)

public:
    explicit MigrationView(QWidget* parent = nullptr);
    // Bound to `controller` (owned elsewhere, outliving the view) instead of one of its own.
    explicit MigrationView(MigrationController* controller, QWidget* parent = nullptr);
    ~MigrationView() override;

    // The tab's work (its run, target, plan and conversion) is the controller's: callers ask
    // it, not the view.
    MigrationController* controller() const { return m_controller; }
    // As --simulate gives it ("dp=1,mp=4,pp=1"); false with `error` set when it does not parse.
    bool simulate(const QString& text, QString* error = nullptr);
    void setTargetStrategy(const QString& path);
    void setDestination(const QString& folder);

    TargetPanel* targetPanel() const;
    PlanPreview* preview() const;
    PlanProblemList* problems() const;
    // The target's memory per card (issue 33), on the "Memory per card" page beside the
    // matrices.
    TargetMemoryPanel* memoryPanel() const;
    // Brings the "Memory per card" page to the front (`--view memory`).
    void showMemoryPage();
    DeviceMatrixView* sourceMatrix() const;
    DeviceMatrixView* targetMatrix() const;
    QPushButton* runButton() const;
    QPushButton* cancelButton() const;
    QString statusText() const;

Q_SIGNALS:
    void planReady();
    void openRunRequested(const QString& folder, const QString& strategy);
    void paramRequested(const QString& name);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The user's edits to the controller, the controller's state to the widgets.
    void bindController();
    MigrationInputs inputs() const;
    void showSource(const MigrationController::Source& source);
    void showSides(const MigrationController::Sides& sides);
    void showPreview(const MigrationController::Preview& preview);
    void showRunState(const MigrationController::RunState& state);

    MigrationController* m_controller;
    std::unique_ptr<MigrationWidgets> m_ui;
};
