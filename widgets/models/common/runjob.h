#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>

#include "inspect/runmodel.h"

// Loads what the inspector views show (shardscope::loadInspection) on the global thread pool and
// hands it back by value, shared and immutable. After cancel() nothing is emitted.
class RunJob : public QObject {
    Q_OBJECT

public:
    using RunPtr = std::shared_ptr<const shardscope::RunModel>;

    RunJob(quint64 ticket, QString path, QString strategy, QObject* parent = nullptr);
    ~RunJob() override;

    void start();
    void cancel() { m_cancelled->store(true); }
    quint64 ticket() const { return m_ticket; }
    QString path() const { return m_path; }

Q_SIGNALS:
    void finished(quint64 ticket, RunJob::RunPtr run);
    void failed(quint64 ticket, shardscope::Error error);

private:
    struct Outcome {
        RunPtr run;
        std::optional<shardscope::Error> error;
    };
    void deliver();

    quint64 m_ticket;
    QString m_path;
    QString m_strategy;
    std::shared_ptr<std::atomic_bool> m_cancelled = std::make_shared<std::atomic_bool>(false);
    QFutureWatcher<Outcome> m_watcher;
};
