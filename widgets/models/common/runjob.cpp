#include "models/common/runjob.h"

#include <QtConcurrent/QtConcurrentRun>

#include "inspect/runloader.h"

using namespace shardscope;

RunJob::RunJob(quint64 ticket, QString path, QString strategy, QObject* parent)
    : QObject(parent), m_ticket(ticket), m_path(std::move(path)), m_strategy(std::move(strategy)) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &RunJob::deliver);
}

RunJob::~RunJob() {
    m_cancelled->store(true);
}

void RunJob::start() {
    const std::string path = m_path.toStdString();
    const std::string strategy = m_strategy.toStdString();
    const std::shared_ptr<std::atomic_bool> cancelled = m_cancelled;
    m_watcher.setFuture(QtConcurrent::run([path, strategy, cancelled]() -> Outcome {
        if (cancelled->load()) {
            return {nullptr, makeError(ErrorCode::Cancelled, "cancelled")};
        }
        Result<RunModel> result = loadInspection(path, strategy);
        if (!result) {
            return {nullptr, std::move(result).error()};
        }
        return {std::make_shared<const RunModel>(std::move(result).value()), std::nullopt};
    }));
}

void RunJob::deliver() {
    if (m_cancelled->load() || m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    if (outcome.run) {
        Q_EMIT finished(m_ticket, std::move(outcome.run));
    } else if (outcome.error) {
        Q_EMIT failed(m_ticket, std::move(*outcome.error));
    }
}
