#include "models/loss/logsjob.h"

#include <QFile>
#include <QtConcurrent/QtConcurrentRun>

using namespace shardscope;

LogsJob::LogsJob(quint64 ticket, const QStringList& paths, LogParserOptions options,
                 QObject* parent)
    : QObject(parent), m_ticket(ticket), m_options(options) {
    for (const QString& p : paths) {
        m_paths.push_back(QFile::encodeName(p).toStdString());
    }
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LogsJob::deliver);
    m_poll.setInterval(80);
    connect(&m_poll, &QTimer::timeout, this, &LogsJob::poll);
}

LogsJob::LogsJob(quint64 ticket, std::vector<LogSourceRun> sources, LogParserOptions options,
                 QObject* parent)
    : LogsJob(ticket, QStringList(), options, parent) {
    m_sources = std::move(sources);
}

LogsJob::~LogsJob() {
    // The task may still run; it only touches its own copies and the shared state.
    m_shared->stop = true;
}

void LogsJob::start() {
    const std::shared_ptr<Shared> shared = m_shared;
    m_poll.start();
    m_watcher.setFuture(QtConcurrent::run(
        [paths = m_paths, sources = m_sources, options = m_options, shared]() -> Outcome {
            LogLoadControl control;
            control.stop = &shared->stop;
            control.progress = [&shared](uint64_t done, uint64_t total) {
                shared->done.store(done, std::memory_order_relaxed);
                shared->total.store(total, std::memory_order_relaxed);
            };
            auto logs =
                sources ? loadLogs(*sources, options, control) : loadLogs(paths, options, control);
            if (!logs) {
                return {nullptr, std::move(logs).error()};
            }
            return {std::make_shared<LogCollection>(std::move(logs).value()), std::nullopt};
        }));
}

void LogsJob::cancel() {
    m_shared->stop = true;
    m_poll.stop();
}

void LogsJob::poll() {
    const quint64 done = m_shared->done.load(std::memory_order_relaxed);
    if (done != m_lastDone && !isCancelled()) {
        m_lastDone = done;
        Q_EMIT progress(m_ticket, done, m_shared->total.load(std::memory_order_relaxed));
    }
}

void LogsJob::deliver() {
    m_poll.stop();
    if (isCancelled() || m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    if (outcome.logs) {
        const quint64 total = m_shared->total.load();
        Q_EMIT progress(m_ticket, total, total);
        Q_EMIT finished(m_ticket, std::move(outcome.logs));
    } else if (outcome.error) {
        Q_EMIT failed(m_ticket, std::move(*outcome.error));
    }
}
