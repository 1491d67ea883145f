#include "widgets/models/migration/convertjob.h"

#include <chrono>

#include "convert/conversionrates.h"
#include "convert/planrecord.h"

using namespace shardscope;

namespace {

// A conversion that wrote every file (none kept from an earlier run) measured this machine's
// rates: the next estimate starts from them (the same cache as `shardscope-cli convert`).
void recordRates(const ConversionPlan& plan, const ConversionOutcome& outcome,
                 const MeasuredConversion& measured) {
    if (!outcome.result || outcome.cancelled || outcome.error) {
        return;
    }
    for (const RankOutcome& r : outcome.result->ranks) {
        if (r.skipped) {
            return;
        }
    }
    RatesCache().record(plan, outcome.verify.has_value(),
                        outcome.verify ? measured : MeasuredConversion{measured.copySeconds, 0});
}

}  // namespace

ConvertJob::ConvertJob(PlanPtr plan, bool verify, QObject* parent)
    : QObject(parent),
      m_plan(std::move(plan)),
      m_verify(verify),
      m_perRank(std::make_shared<PerRank>(m_plan ? m_plan->ranks.size() : 0)),
      m_runner(new JobRunner<Outcome, Phase>(this)) {
    for (const RankPlan& r : m_plan->ranks) {
        for (const PlannedTensor& t : r.tensors) {
            m_total += t.contentBytes;
        }
    }
    // The executor removes its partial files once it sees the stop: wait for that, so nothing
    // half written outlives the window; and a cancelled run still reports its outcome.
    m_runner->setWaitOnDestroy(true);
    m_runner->setDeliverCompletedAfterCancel(true);
    m_runner->onResult([this](Outcome outcome) {
        emitProgress();
        Q_EMIT finished(outcome);
    });
    connect(m_runner, &JobBase::progressChanged, this, &ConvertJob::emitProgress);
    connect(m_runner, &JobBase::failed, this, [this](const Error& error) {
        Outcome outcome;  // only an unexpected failure gets here: the work reports its own
        outcome.error = error;
        Q_EMIT finished(outcome);
    });
}

ConvertJob::~ConvertJob() = default;

void ConvertJob::start() {
    const PlanPtr plan = m_plan;
    const bool verify = m_verify;
    const std::shared_ptr<PerRank> perRank = m_perRank;
    const quint64 total = m_total;
    m_runner->start(
        [plan, verify, perRank, total](
            std::stop_token stop, const JobRunner<Outcome, Phase>::Sink& sink) -> Result<Outcome> {
            const auto started = std::chrono::steady_clock::now();
            // The executor reports one rank at a time; ranks are matched by their number.
            std::vector<int> slotOf;
            for (size_t i = 0; i < plan->ranks.size(); ++i) {
                const int r = plan->ranks[i].rank;
                if (r >= static_cast<int>(slotOf.size())) {
                    slotOf.resize(static_cast<size_t>(r) + 1, -1);
                }
                slotOf[static_cast<size_t>(r)] = static_cast<int>(i);
            }
            Phase phase;
            phase.total = total;
            auto result = executeConversion(*plan, stop, [&](const ConversionProgress& p) {
                if (p.rank >= 0 && p.rank < static_cast<int>(slotOf.size()) &&
                    slotOf[static_cast<size_t>(p.rank)] >= 0) {
                    (*perRank)[static_cast<size_t>(slotOf[static_cast<size_t>(p.rank)])].store(
                        p.rankDone, std::memory_order_relaxed);
                }
                phase.done = p.done;
                sink(phase);
            });
            const auto copied = std::chrono::steady_clock::now();
            Outcome outcome;
            outcome.cancelled = stop.stop_requested();
            if (!result) {
                outcome.error = std::move(result).error();
            } else {
                outcome.result = std::move(result).value();
                // Files an earlier run completed were kept, not copied: they are done all the
                // same, and the total with them.
                for (size_t i = 0; i < outcome.result->ranks.size() && i < perRank->size(); ++i) {
                    if (outcome.result->ranks[i].skipped) {
                        quint64 content = 0;
                        for (const PlannedTensor& t : plan->ranks[i].tensors) {
                            content += t.contentBytes;
                        }
                        (*perRank)[i].store(content, std::memory_order_relaxed);
                    }
                }
                phase.done = total;
                sink(phase);
                if (verify && !outcome.cancelled) {
                    phase.verifying = true;
                    sink(phase);
                    VerifyReport report;
                    for (const RankPlan& rank : plan->ranks) {
                        if (stop.stop_requested()) {
                            outcome.cancelled = true;
                            break;
                        }
                        report.ranks.push_back(verifyRank(*plan, rank));
                        ++phase.verified;
                        sink(phase);
                    }
                    if (!outcome.cancelled) {
                        const Status recorded = finishConversionRecord(
                            plan->dstFolder, report.ok() ? "verified" : "failed");
                        if (!recorded) {
                            outcome.error = recorded.error();
                        }
                    }
                    outcome.verify = std::move(report);
                }
            }
            const auto ended = std::chrono::steady_clock::now();
            outcome.seconds = std::chrono::duration<double>(ended - started).count();
            recordRates(*plan, outcome,
                        {std::chrono::duration<double>(copied - started).count(),
                         std::chrono::duration<double>(ended - copied).count()});
            return outcome;
        });
}

void ConvertJob::cancel() {
    m_runner->cancel();
}

void ConvertJob::emitProgress() {
    const Phase& phase = m_runner->progress();
    Progress p;
    p.done = phase.done;
    p.total = m_total;
    p.perRank.reserve(m_perRank->size());
    for (const auto& r : *m_perRank) {
        p.perRank.push_back(r.load(std::memory_order_relaxed));
    }
    p.verifying = phase.verifying;
    p.verified = phase.verified;
    if (!phase.verifying) {
        p.bytesPerSecond = m_runner->unitsPerSecond();
        p.secondsLeft = m_runner->secondsLeft();
    }
    Q_EMIT progress(p);
}
