#include "models/tensor/statsjob.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace shardscope;

StatsJob::StatsJob(quint64 ticket, SourcePtr source, StatsOptions options, QObject* parent)
    : QObject(parent), m_ticket(ticket), m_source(std::move(source)), m_options(options) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &StatsJob::deliver);
    m_poll.setInterval(80);
    connect(&m_poll, &QTimer::timeout, this, &StatsJob::poll);
}

StatsJob::~StatsJob() {
    // The task may still run; it only touches the source and the shared state, both kept alive.
    m_shared->stop.request_stop();
}

void StatsJob::start() {
    const SourcePtr source = m_source;
    const StatsOptions options = m_options;
    const std::shared_ptr<Shared> shared = m_shared;
    m_shared->total = 2 * source->elementCount();
    m_poll.start();
    m_watcher.setFuture(QtConcurrent::run([source, options, shared]() -> Outcome {
        auto stats = computeStats(*source, options, shared->stop.get_token(),
                                  [&shared](uint64_t done, uint64_t total) {
                                      shared->done.store(done, std::memory_order_relaxed);
                                      shared->total.store(total, std::memory_order_relaxed);
                                  });
        if (!stats) {
            return {std::nullopt, std::move(stats).error()};
        }
        return {std::move(stats).value(), std::nullopt};
    }));
}

void StatsJob::cancel() {
    m_shared->stop.request_stop();
    m_poll.stop();
}

void StatsJob::poll() {
    const quint64 done = m_shared->done.load(std::memory_order_relaxed);
    if (done != m_lastDone && !isCancelled()) {
        m_lastDone = done;
        Q_EMIT progress(m_ticket, done, m_shared->total.load(std::memory_order_relaxed));
    }
}

void StatsJob::deliver() {
    m_poll.stop();
    if (isCancelled() || m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    if (outcome.stats) {
        Q_EMIT progress(m_ticket, m_shared->total.load(), m_shared->total.load());
        Q_EMIT finished(m_ticket, std::move(*outcome.stats));
    } else if (outcome.error) {
        Q_EMIT failed(m_ticket, std::move(*outcome.error));
    }
}
