#include "widgets/models/migration/targetranktable.h"

#include <utility>

#include "widgets/models/common/errortext.h"
#include "widgets/models/common/sentences.h"

using namespace shardscope;

bool TargetRankTable::set(const QString& spec) {
    m_table.reset();
    m_spec.clear();
    m_error.clear();
    if (!spec.isEmpty()) {
        auto loaded = loadRankTableSpec(spec.toStdString());
        if (loaded) {
            m_table = std::make_shared<const RankTable>(std::move(*loaded));
            m_spec = spec;
        } else {
            m_error =
                tr("The target rank table was not used: %1").arg(ErrorText::text(loaded.error()));
        }
    }
    return m_table != nullptr || spec.isEmpty();
}

TargetRankTable::Hosts TargetRankTable::hosts(const RunDocument& run, const ConversionPlan& plan,
                                              const ConvertSpec& conversion,
                                              bool simulating) const {
    const bool chosen = m_table != nullptr;
    std::shared_ptr<const RankTable> table = chosen ? m_table : run.rankTable;
    // A chosen table that did not load is said first, whatever is shown instead.
    const auto withError = [this](const QString& text) { return Sentences::join(m_error, text); };
    if (!table) {
        return {nullptr, {}, withError(tr("No rank table places the target ranks on servers."))};
    }
    if (table->rankCount() != static_cast<int>(plan.ranks.size())) {
        const QString why =
            chosen ? tr("No servers: the chosen rank table places %1 ranks, the target has %2.")
                   : tr("No servers: the run's rank table places %1 ranks, the target has %2; "
                        "choose the target job's own table.");
        return {nullptr, {}, withError(why.arg(table->rankCount()).arg(plan.ranks.size()))};
    }
    MpiJobSpec job;
    static_cast<ConvertSpec&>(job) = conversion;  // the conversion planned
    job.simulate.clear();
    const bool noDestination = job.dst.empty();
    if (noDestination) {
        job.dst = "DST";
    }
    job.rankTable = chosen ? m_spec.toStdString() : run.rankTablePath;
    job.hosts = mpiHostsFromTable(*table);
    QString note;
    if (simulating) {
        job.dstStrategy = "TARGET_STRATEGY";
        note =
            tr("Save the simulated target with “Save strategy…” and put its file in place of "
               "TARGET_STRATEGY.");
    }
    if (noDestination) {
        note = Sentences::join(note, tr("Choose where to write to replace DST."));
    }
    if (run.run.step && run.run.step->recommended) {
        job.step.clear();  // the job finds the step history recommends: the one open here
    }
    if (job.hosts.empty()) {
        note = Sentences::join(note, tr("The rank table's server ids are no host names: list "
                                        "the hosts in a hostfile in place of HOSTFILE."));
    }
    return {std::move(table), job, withError(note).trimmed()};
}
