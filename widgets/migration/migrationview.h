#pragma once

#include <QWidget>
#include <memory>
#include <optional>

#include "convert/strategysimulator.h"
#include "convert/targetrequest.h"
#include "inspect/rundocument.h"
#include "widgets/models/migration/convertjob.h"
#include "widgets/models/migration/migrationcontroller.h"

class DeviceMatrixView;
class MigrationWidgets;
class PlanPreview;
class PlanProblemList;
class QPushButton;
class TargetMemory;
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

    MigrationController* controller() const { return m_controller; }
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(const QString& name);
    // As --simulate gives it ("dp=1,mp=4,pp=1"); false with `error` set when it does not parse.
    bool simulate(const QString& text, QString* error = nullptr);
    void setTargetStrategy(const QString& path);
    void setDestination(const QString& folder);
    // The target job's rank table (a file, or msrun:W:L): the plan's servers and mpirun line
    // come from it instead of the run's. False, with the reason on the host row, when it does
    // not load; an empty `spec` goes back to the run's table.
    bool setTargetRankTable(const QString& spec);

    TargetPanel* targetPanel() const;
    PlanPreview* preview() const;
    PlanProblemList* problems() const;
    // The target's memory per card (issue 33), on the "Memory per card" page beside the
    // matrices.
    TargetMemory* targetMemory() const;
    TargetMemoryPanel* memoryPanel() const;
    // Brings the "Memory per card" page to the front (`--view memory`).
    void showMemoryPage();
    DeviceMatrixView* sourceMatrix() const;
    DeviceMatrixView* targetMatrix() const;
    std::shared_ptr<const shardscope::ConversionPlan> plan() const;
    // A large target is planned for the tab as each rank's totals (PlanRequest::summaryOnly),
    // and in full only when Convert starts (MigrationPlanJobs::kFullPlanLimit); tests lower it.
    void setFullPlanLimit(size_t tensors);
    bool planIsSummary() const;
    std::shared_ptr<const shardscope::RunDocument> runDocument() const;
    std::shared_ptr<const shardscope::RunDocument> targetRun() const;
    // The simulation's sizes and issues; its strategy is targetStrategy().
    const std::optional<shardscope::SimulationResult>& simulation() const;
    // Planning (or a replanning after an edit) is under way.
    bool isPlanning() const;
    bool isConverting() const;
    // The open "run" is a strategy file without rank files: the target is previewed (its cards,
    // axes and slices), not planned.
    bool strategyAlone() const;
    QPushButton* runButton() const;
    QPushButton* cancelButton() const;
    QString statusText() const;
    const std::optional<ConvertJob::Outcome>& lastOutcome() const;
    // The loaded target's file or folder; empty for a simulated one (held in memory only).
    QString targetStrategyPath() const;
    // The strategy the destination is planned with, loaded or simulated.
    const std::shared_ptr<const shardscope::Strategy>& targetStrategy() const;
    bool saveStrategy(const QString& path, QString* error);
    bool saveSummary(const QString& path, QString* error);
    void startConversion();
    void cancelConversion();

Q_SIGNALS:
    void planReady();
    void conversionFinished();
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
