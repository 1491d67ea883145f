#include "models/files/inspectjob.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace shardscope;

InspectJob::InspectJob(quint64 ticket, QString path, InspectOptions options, QObject* parent)
    : QObject(parent), m_ticket(ticket), m_path(std::move(path)), m_options(options) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &InspectJob::deliver);
}

InspectJob::~InspectJob() {
    // The task may still run; it only touches its own copies and the shared flag.
    m_cancelled->store(true);
}

void InspectJob::start() {
    const std::string path = m_path.toStdString();
    const InspectOptions options = m_options;
    const std::shared_ptr<std::atomic_bool> cancelled = m_cancelled;
    m_watcher.setFuture(QtConcurrent::run([path, options, cancelled]() -> Outcome {
        if (cancelled->load()) {
            return {nullptr, makeError(ErrorCode::Cancelled, "cancelled")};
        }
        Result<InspectReport> result = inspectPath(path, options);
        if (!result) {
            return {nullptr, std::move(result).error()};
        }
        return {std::make_shared<const InspectReport>(std::move(result).value()), std::nullopt};
    }));
}

void InspectJob::cancel() {
    m_cancelled->store(true);
}

void InspectJob::deliver() {
    if (m_cancelled->load() || m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    if (outcome.report) {
        Q_EMIT finished(m_ticket, std::move(outcome.report));
    } else if (outcome.error) {
        Q_EMIT failed(m_ticket, std::move(*outcome.error));
    }
}
