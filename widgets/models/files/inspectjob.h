#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>

#include "inspect/inspectreport.h"

// Runs shardscope::inspectPath() for one path on the global thread pool. The report comes back
// by value (immutable, shared so that a 100k-tensor index is never copied) through finished()
// or failed(), both emitted on the thread that owns the job. After cancel() neither is emitted:
// the core call has no stop point, so it runs out and its result is dropped.
class InspectJob : public QObject {
    Q_OBJECT

public:
    using ReportPtr = std::shared_ptr<const shardscope::InspectReport>;

    InspectJob(quint64 ticket, QString path, shardscope::InspectOptions options = {},
               QObject* parent = nullptr);
    ~InspectJob() override;

    void start();
    void cancel();
    quint64 ticket() const { return m_ticket; }
    QString path() const { return m_path; }
    bool isRunning() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    void finished(quint64 ticket, InspectJob::ReportPtr report);
    void failed(quint64 ticket, shardscope::Error error);

private:
    struct Outcome {
        ReportPtr report;
        std::optional<shardscope::Error> error;
    };

    void deliver();

    quint64 m_ticket;
    QString m_path;
    shardscope::InspectOptions m_options;
    std::shared_ptr<std::atomic_bool> m_cancelled = std::make_shared<std::atomic_bool>(false);
    QFutureWatcher<Outcome> m_watcher;
};
