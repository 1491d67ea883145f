#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <optional>

#include "convert/conversionrates.h"
#include "convert/convertspec.h"
#include "convert/migrationtarget.h"
#include "convert/strategysimulator.h"
#include "inspect/runmodel.h"
#include "models/common/jobrunner.h"
#include "models/migration/convertjob.h"

class DeviceMatrixView;
class PlanPreview;
class PlanProblemList;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTreeWidget;
class SliceView;
class TargetMemory;
class TargetMemoryPanel;
class TargetPanel;

// The migration planner: choose or simulate a target, see every problem and the plan per target
// rank, the source and target side by side, then run the conversion with progress and cancel,
// verify it, open the result, and save a summary.
class MigrationView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationView)

public:
    explicit MigrationView(QWidget* parent = nullptr);
    ~MigrationView() override;

    void setRunModel(std::shared_ptr<const shardscope::RunModel> run);
    void setParam(const QString& name);
    // As --simulate gives it ("dp=1,mp=4,pp=1"); false with `error` set when it does not parse.
    bool simulate(const QString& text, QString* error = nullptr);
    void setTargetStrategy(const QString& path);
    void setDestination(const QString& folder);
    // The target job's rank table (a file, or msrun:W:L): the plan's servers and mpirun line
    // come from it instead of the run's. False, with the reason on the host row, when it does
    // not load; an empty `spec` goes back to the run's table.
    bool setTargetRankTable(const QString& spec);

    TargetPanel* targetPanel() const { return m_target; }
    PlanPreview* preview() const { return m_preview; }
    PlanProblemList* problems() const { return m_problems; }
    // The target's memory per card (issue 33), on the "Memory per card" page beside the
    // matrices.
    TargetMemory* targetMemory() const { return m_memory; }
    TargetMemoryPanel* memoryPanel() const { return m_memoryPanel; }
    // Brings the "Memory per card" page to the front (`--view memory`).
    void showMemoryPage();
    DeviceMatrixView* sourceMatrix() const { return m_srcMatrix; }
    DeviceMatrixView* targetMatrix() const { return m_dstMatrix; }
    std::shared_ptr<const shardscope::ConversionPlan> plan() const { return m_plan; }
    // A target of more planned tensors than this is planned for the tab as each rank's totals
    // (PlanRequest::summaryOnly), and in full only when Convert starts: a 16,384-card target's
    // tensors took gigabytes. Default kFullPlanLimit; tests lower it.
    static constexpr size_t kFullPlanLimit = 200000;
    void setFullPlanLimit(size_t tensors) { m_fullPlanLimit = tensors; }
    bool planIsSummary() const { return m_planIsSummary; }
    std::shared_ptr<const shardscope::RunModel> runModel() const { return m_run; }
    std::shared_ptr<const shardscope::RunModel> targetRun() const { return m_targetRun; }
    // The simulation's sizes and issues; its strategy is targetStrategy().
    const std::optional<shardscope::SimulationResult>& simulation() const { return m_simulation; }
    // Planning (or a replanning after an edit) is under way.
    bool isPlanning() const;
    bool isConverting() const;
    // The open "run" is a strategy file without rank files: the target is previewed (its cards,
    // axes and slices), not planned.
    bool strategyAlone() const;
    QPushButton* runButton() const { return m_convert; }
    QPushButton* cancelButton() const { return m_cancel; }
    QString statusText() const;
    const std::optional<ConvertJob::Outcome>& lastOutcome() const { return m_outcome; }
    // The strategy the destination is planned with (a temporary file for a simulated target,
    // empty when merging to one card).
    // The loaded target's file or folder; empty for a simulated one (held in memory only).
    QString targetStrategyPath() const { return m_targetStrategyPath; }
    const std::shared_ptr<const shardscope::Strategy>& targetStrategy() const {
        return m_targetStrategy;
    }
    bool saveStrategy(const QString& path, QString* error);
    bool saveSummary(const QString& path, QString* error);

    static constexpr int kParamRole = Qt::UserRole + 1;  // on problem items: the parameter

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
    struct Planned {
        std::shared_ptr<const shardscope::ConversionPlan> plan;
        shardscope::ConversionRates rates;  // cached, or measured once per pair of file systems
        // Each rank's totals only (PlanRequest::summaryOnly): what the tab shows, in memory
        // that does not grow with the target's tensors. Convert plans again, in full.
        bool summary = false;
    };

    // The parts of the constructor, in its order (migrationviewlayout.cpp).
    void connectJobs();         // the target and plan jobs, the debounce, the problems
    QTabWidget* createSides();  // device matrices, slices and memory per card
    QHBoxLayout* createRunRow();
    QWidget* createLeft();                      // the target panel over the plan's problems
    QSplitter* createRight(QTabWidget* sides);  // the sides over the plan preview
    void replan();
    QString besideDestination(const QString& suffix) const;
    void fixTabOrder();
    void onTarget(shardscope::PreparedTarget target);
    void onPlan(const Planned& planned);
    size_t plannedTensors() const;
    void onPlanFailed(const shardscope::Error& error);
    void onProgress(const ConvertJob::Progress& progress);
    void onFinished(const ConvertJob::Outcome& outcome);
    void addProblem(bool blocking, const QString& message);
    void addProblems(const std::vector<shardscope::Issue>& issues);
    void updateRunState();
    void updateHosts();  // the plan's servers and mpirun command, from a rank table
    void chooseTargetRankTable();
    void updateMarks();
    void markSources(int targetRank, const QList<int>& sources);
    void saveSummaryAs();
    void saveStrategyAs();
    QString describeTarget() const;
    // The conversion this tab plans (the same spec as `plan` and `convert` are given): what the
    // plan request and the cluster's command line are made of.
    shardscope::ConvertSpec convertSpec() const;

    TargetMemory* m_memory = nullptr;
    TargetMemoryPanel* m_memoryPanel = nullptr;
    std::shared_ptr<const shardscope::RunModel> m_run;
    std::shared_ptr<const shardscope::RunModel> m_targetRun;
    std::shared_ptr<const shardscope::ConversionPlan> m_plan;
    std::optional<shardscope::SimulationResult> m_simulation;
    QString m_param;
    QString m_targetStrategyPath;
    std::shared_ptr<const shardscope::Strategy> m_targetStrategy;  // loaded or simulated
    std::shared_ptr<const shardscope::Strategy> m_planTarget;      // null when merging to one
    std::shared_ptr<const shardscope::RankTable> m_targetTable;    // chosen for the target
    QString m_targetTableSpec;
    QString m_targetTableError;  // why the chosen table did not load
    QString m_planError;
    double m_estimate = 0;  // seconds the plan shown should take, 0 when unknown
    // Convert was asked for before the plan was ready: it starts when the plan arrives.
    bool m_convertWhenPlanned = false;
    bool m_planIsSummary = false;
    size_t m_fullPlanLimit = kFullPlanLimit;
    bool m_blocked = false;
    // A run opened while another tab shows is planned when this one is first shown: planning a
    // thousand-card run is seconds of CPU the window needs while it takes the run.
    bool m_planWhenShown = false;
    QPointer<ConvertJob> m_convertJob;
    std::optional<ConvertJob::Outcome> m_outcome;
    QTimer m_debounce;

    TargetPanel* m_target;
    DeviceMatrixView* m_srcMatrix;
    DeviceMatrixView* m_dstMatrix;
    SliceView* m_srcSlices;
    SliceView* m_dstSlices;
    QLabel* m_srcTitle;
    QLabel* m_dstTitle;
    PlanPreview* m_preview;
    PlanProblemList* m_problems;
    QWidget* m_sides = nullptr;
    QLabel* m_problemsTitle = nullptr;
    QWidget* m_problemsPage = nullptr;
    QPushButton* m_convert;
    QPushButton* m_cancel;
    QPushButton* m_open;
    QPushButton* m_summary;
    QProgressBar* m_progress;
    QLabel* m_status;
    JobRunner<shardscope::PreparedTarget>* m_targetJob;
    JobRunner<Planned>* m_planJob;
};
