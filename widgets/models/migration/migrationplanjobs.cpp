#include "widgets/models/migration/migrationplanjobs.h"

#include <algorithm>
#include <utility>

using namespace shardscope;

namespace {

size_t plannedTensorsOf(const RunDocument& run, const RunDocument* target) {
    // The source's entries per rank, times the target's ranks: close enough to choose by.
    size_t entries = 0;
    for (const auto& file : run.files) {
        entries += file ? file->index().tensors.size() : 0;
    }
    const auto sources = static_cast<size_t>(std::max(1, run.rankCount()));
    const auto targets = static_cast<size_t>(target ? target->stages.ranks() : 1);
    return entries / sources * targets;
}

}  // namespace

MigrationPlanJobs::MigrationPlanJobs(QObject* parent)
    : QObject(parent),
      m_targetJob(new JobRunner<PreparedTarget>(this)),
      m_planJob(new JobRunner<Planned>(this)) {
    m_targetJob->onResult([this](const PreparedTarget& target) { Q_EMIT targetReady(target); });
    connect(m_targetJob, &JobBase::failed, this, &MigrationPlanJobs::failed);
    m_planJob->onResult([this](const Planned& planned) { Q_EMIT this->planned(planned); });
    connect(m_planJob, &JobBase::failed, this, &MigrationPlanJobs::failed);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &MigrationPlanJobs::due);
}

void MigrationPlanJobs::edited() {
    m_debounce.start();
}

void MigrationPlanJobs::prepare(std::shared_ptr<const RunDocument> run, TargetRequest request) {
    m_targetJob->start([run = std::move(run), request = std::move(request)](
                           const std::stop_token&,
                           const JobRunner<PreparedTarget>::Sink&) -> Result<PreparedTarget> {
        return prepareTarget(*run, request);
    });
}

void MigrationPlanJobs::plan(PlanRequest request, bool full, const RunDocument& run,
                             const RunDocument* target) {
    // Shown, not carried out: a large target's plan keeps each rank's totals only (a
    // 16,384-card target's planned tensors took gigabytes); Convert plans it in full.
    request.summaryOnly = !full && plannedTensorsOf(run, target) > m_fullPlanLimit;
    m_planJob->start(
        [request](const std::stop_token&, const JobRunner<Planned>::Sink&) -> Result<Planned> {
            auto plan = planConversion(request);
            if (!plan) {
                return std::move(plan).error();
            }
            auto shared = std::make_shared<const ConversionPlan>(std::move(plan).value());
            // Measured once per pair of file systems and kept in the user's cache folder, then
            // corrected by each conversion (the same rates as `shardscope-cli plan`).
            ConversionRates rates =
                shared->runnable() ? RatesCache().ratesFor(*shared) : ConversionRates{};
            return Planned{shared, rates, request.summaryOnly, 0, -1};
        });
}

void MigrationPlanJobs::cancelTarget() {
    m_targetJob->cancel();
}

void MigrationPlanJobs::cancelPlan() {
    m_planJob->cancel();
}

bool MigrationPlanJobs::isBusy() const {
    return m_debounce.isActive() || (m_targetJob->isRunning() && !m_targetJob->isCancelling()) ||
           (m_planJob->isRunning() && !m_planJob->isCancelling());
}
