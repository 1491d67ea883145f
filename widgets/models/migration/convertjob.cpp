#include "models/migration/convertjob.h"

#include <QtConcurrent/QtConcurrentRun>
#include <chrono>

using namespace shardscope;

ConvertJob::ConvertJob(PlanPtr plan, bool verify, QObject* parent)
    : QObject(parent),
      m_plan(std::move(plan)),
      m_verify(verify),
      m_shared(std::make_shared<Shared>(m_plan ? m_plan->ranks.size() : 0)) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ConvertJob::deliver);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &ConvertJob::poll);
    for (const RankPlan& r : m_plan->ranks) {
        for (const PlannedTensor& t : r.tensors) {
            m_total += t.contentBytes;
        }
    }
}

ConvertJob::~ConvertJob() {
    m_shared->stop.request_stop();
    m_watcher.disconnect(this);
    // The executor removes its partial files once it sees the stop; wait for that, so nothing
    // half written outlives the window.
    if (m_watcher.isRunning()) {
        m_watcher.waitForFinished();
    }
}

void ConvertJob::start() {
    const PlanPtr plan = m_plan;
    const bool verify = m_verify;
    const std::shared_ptr<Shared> shared = m_shared;
    m_clock.start();
    m_samples.clear();
    m_poll.start();
    m_watcher.setFuture(QtConcurrent::run([plan, verify, shared]() -> Outcome {
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
        auto result =
            executeConversion(*plan, shared->stop.get_token(), [&](const ConversionProgress& p) {
                shared->done.store(p.done, std::memory_order_relaxed);
                if (p.rank >= 0 && p.rank < static_cast<int>(slotOf.size()) &&
                    slotOf[static_cast<size_t>(p.rank)] >= 0) {
                    shared->perRank[static_cast<size_t>(slotOf[static_cast<size_t>(p.rank)])].store(
                        p.rankDone, std::memory_order_relaxed);
                }
            });
        Outcome outcome;
        outcome.cancelled = shared->stop.stop_requested();
        if (!result) {
            outcome.error = std::move(result).error();
        } else {
            outcome.result = std::move(result).value();
            if (verify && !outcome.cancelled) {
                shared->verifying = true;
                VerifyReport report;
                for (const RankPlan& rank : plan->ranks) {
                    if (shared->stop.stop_requested()) {
                        outcome.cancelled = true;
                        break;
                    }
                    report.ranks.push_back(verifyRank(*plan, rank));
                    shared->verified.fetch_add(1);
                }
                outcome.verify = std::move(report);
            }
        }
        outcome.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return outcome;
    }));
}

void ConvertJob::cancel() {
    m_shared->stop.request_stop();
}

void ConvertJob::poll() {
    Progress p;
    p.done = m_shared->done.load(std::memory_order_relaxed);
    p.total = m_total;
    p.perRank.reserve(m_shared->perRank.size());
    for (const auto& r : m_shared->perRank) {
        p.perRank.push_back(r.load(std::memory_order_relaxed));
    }
    p.verifying = m_shared->verifying.load();
    p.verified = m_shared->verified.load();
    // The rate over the last three seconds: steady when the disk is, quick to follow a change.
    const qint64 now = m_clock.elapsed();
    m_samples.emplace_back(now, p.done);
    while (m_samples.size() > 2 && now - m_samples.front().first > 3000) {
        m_samples.erase(m_samples.begin());
    }
    const auto& first = m_samples.front();
    if (now - first.first > 200 && p.done > first.second) {
        p.bytesPerSecond = static_cast<double>(p.done - first.second) * 1000.0 /
                           static_cast<double>(now - first.first);
        p.secondsLeft = static_cast<double>(p.total - std::min(p.total, p.done)) / p.bytesPerSecond;
    }
    Q_EMIT progress(p);
}

void ConvertJob::deliver() {
    m_poll.stop();
    if (m_watcher.future().resultCount() == 0) {
        return;
    }
    poll();
    Q_EMIT finished(m_watcher.future().takeResult());
}
