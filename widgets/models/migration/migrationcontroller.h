#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "convert/conversionrates.h"
#include "convert/targetrequest.h"
#include "inspect/rundocument.h"
#include "widgets/models/migration/migrationconversion.h"
#include "widgets/models/migration/migrationhosts.h"
#include "widgets/models/migration/migrationinputs.h"
#include "widgets/models/migration/migrationplanjobs.h"

class PlanTableModel;
class ProblemListModel;
class TargetMemory;

// The Migration tab's work: from the open run and the target its view describes, the target
// prepared and planned in the background (each rank's totals only for a large target, in full
// when Convert starts), the plan's problems, the plan's table (its ranks, servers and progress),
// the target's memory per card, the servers that carry it out, and the conversion. It publishes
// what to show as signals of plain values; a view binds to them (MigrationView), and a test drives
// it with no view at all, or derives a fake from it that publishes canned state to a view.
class MigrationController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationController)

public:
    using InputSource = std::function<MigrationInputs()>;
    // The open run as the source side shows it.
    struct Source {
        std::shared_ptr<const shardscope::RunDocument> run;
        bool planned = false;  // a run with a strategy: a target can be chosen
        QString title;
        std::vector<int64_t> devMatrix;  // the main device matrix
        QStringList axisNames;           // as the user named them, or by their roles
        std::vector<bool> replicaAxes;   // the data-parallel axes
        int stages = 1;
        int optShard = 0;  // the most common optimizer shard
        QString destination;
    };
    // The target a strategy file gives (not a simulation): the cards it has.
    struct Loaded {
        std::vector<int64_t> devMatrix;
        int stages = 1;
        int optShard = 0;
        int cards = 0;
    };
    // The target side, once the target is prepared.
    struct Sides {
        std::shared_ptr<const shardscope::RunDocument> targetRun;
        QString sourceTitle;
        QString targetTitle;
        bool loadedTarget = false;  // `loaded` describes the target (null: not read)
        std::optional<Loaded> loaded;
    };
    // The selected parameter on both sides, and the target ranks whose slice of it moves.
    struct Marks {
        int source = -1;
        int target = -1;
        std::vector<int> moved;
    };
    // The plan with its estimate, or why there is none.
    struct Preview {
        QString why;
        std::shared_ptr<const shardscope::ConversionPlan> plan;
        shardscope::ConversionEstimate estimate;
        shardscope::ConversionRates rates;
        qint64 freeBytes = -1;  // at the destination, when the plan was made; -1: unknown
    };
    struct RunState {
        bool convert = false;  // a plan that can be carried out
        bool cancel = false;   // converting
        bool locked = false;   // the inputs stay as they are
        bool open = false;     // a converted run to open
        bool summary = false;  // a conversion to summarise
    };

    explicit MigrationController(QObject* parent = nullptr);
    ~MigrationController() override;

    void setInputSource(InputSource source);
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(const QString& name);
    // An input changed: planned again once the edits pause.
    void edited();
    // The view came into sight: a plan put off while it was hidden is made now.
    void shown();
    void startConversion();
    void cancelConversion();
    bool saveStrategy(const QString& path, QString* error) const;
    bool saveSummary(const QString& path, QString* error) const;

    std::shared_ptr<const shardscope::RunDocument> runDocument() const { return m_run; }
    // The last target prepared: its strategy, simulation and run.
    const shardscope::PreparedTarget& target() const { return m_target; }
    const MigrationPlanJobs::Planned& planned() const { return m_planned; }
    bool isPlanning() const;
    // The open "run" is a strategy file without rank files: the target is previewed (its
    // cards, axes and slices), not planned.
    bool strategyAlone() const;
    ProblemListModel* problems() const { return m_problems; }
    // The plan shown, one row per target rank: the preview's plan (previewChanged), the servers
    // of the rank table chosen for it (hosts()) and the conversion's progress and verification.
    PlanTableModel* planTable() const { return m_planTable; }
    TargetMemory* targetMemory() const { return m_memory; }
    MigrationConversion* conversion() const { return m_conversion; }
    MigrationPlanJobs* jobs() const { return m_jobs; }
    // The servers that carry the plan out, from the rank table chosen for the target.
    MigrationHosts* hosts() const { return m_hosts; }

Q_SIGNALS:
    void planReady();  // settled: a plan, or none to come for this target
    void conversionFinished();
    void statusChanged(const QString& text);
    void progressChanged(int permille);
    void runStateChanged(const MigrationController::RunState& state);
    void sourceChanged(const MigrationController::Source& source);
    void sidesChanged(const MigrationController::Sides& sides);
    void marksChanged(const MigrationController::Marks& marks);
    void previewChanged(const MigrationController::Preview& preview);

private:
    void replan();
    void onTarget(shardscope::PreparedTarget target);
    void startPlan(const MigrationInputs& inputs);
    void onPlan(const MigrationPlanJobs::Planned& planned);
    void onPlanFailed(const shardscope::Error& error);
    RunState updateRunState();

    InputSource m_inputs;
    std::shared_ptr<const shardscope::RunDocument> m_run;
    QString m_param;
    shardscope::PreparedTarget m_target;
    MigrationPlanJobs::Planned m_planned;
    struct Pending {
        bool convert = false;    // Convert was asked for: it starts once the plan is new
        bool whenShown = false;  // planned when the view is shown
    } m_pending;
    ProblemListModel* m_problems;
    PlanTableModel* m_planTable;
    TargetMemory* m_memory;
    MigrationPlanJobs* m_jobs;
    MigrationConversion* m_conversion;
    MigrationHosts* m_hosts;
};
