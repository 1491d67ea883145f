#pragma once

#include <QObject>
#include <QTimer>
#include <memory>

#include "convert/conversionrates.h"
#include "convert/planner.h"
#include "convert/targetrequest.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/jobrunner.h"

// The Migration tab's planning in the background, in two steps: the target (loaded or
// simulated, prepareTarget), then the plan with this machine's rates. Edits come in bursts (a
// spin box held down): due() comes once they pause.
class MigrationPlanJobs final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationPlanJobs)

public:
    struct Planned {
        std::shared_ptr<const shardscope::ConversionPlan> plan;
        shardscope::ConversionRates rates;  // cached, or measured once per pair of file systems
        // Each rank's totals only (PlanRequest::summaryOnly): what the tab shows, in memory
        // that does not grow with the target's tensors. Convert plans again, in full.
        bool summary = false;
        // Set once shown: the seconds it should take (0: unknown), and the free bytes at its
        // destination (-1: unknown).
        double estimate = 0;
        qint64 freeBytes = -1;
    };
    // A target of more planned tensors than this is planned as each rank's totals, and in full
    // only when Convert starts: a 16,384-card target's tensors took gigabytes. Tests lower it.
    static constexpr size_t kFullPlanLimit = 200000;

    explicit MigrationPlanJobs(QObject* parent = nullptr);

    void setFullPlanLimit(size_t tensors) { m_fullPlanLimit = tensors; }
    // An input changed: due() once the edits pause.
    void edited();
    void prepare(std::shared_ptr<const shardscope::RunDocument> run,
                 shardscope::TargetRequest request);
    // Plans `request`; in full when `full`, else as totals when `run` to `target` is large.
    void plan(shardscope::PlanRequest request, bool full, const shardscope::RunDocument& run,
              const shardscope::RunDocument* target);
    void cancelTarget();
    void cancelPlan();
    // Edits wait, or a target or plan is being made.
    bool isBusy() const;

Q_SIGNALS:
    void due();
    void targetReady(const shardscope::PreparedTarget& target);
    void planned(const MigrationPlanJobs::Planned& planned);
    void failed(const shardscope::Error& error);

private:
    QTimer m_debounce;
    size_t m_fullPlanLimit = kFullPlanLimit;
    JobRunner<shardscope::PreparedTarget>* m_targetJob;
    JobRunner<Planned>* m_planJob;
};
