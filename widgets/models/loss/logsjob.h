#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "logs/logloader.h"

// Loads training logs (shardscope::loadLogs) on the global thread pool: files and folders named
// by the user, or the sources found in a run folder. Progress in bytes is polled from atomics
// (the worker never touches this object, which may be gone), the collection comes back by value
// through finished() or failed(), on the thread that owns the job; after cancel() neither is
// emitted. The ticket lets a view drop the answers of loads it has replaced.
class LogsJob : public QObject {
    Q_OBJECT

public:
    using CollectionPtr = std::shared_ptr<shardscope::LogCollection>;

    LogsJob(quint64 ticket, const QStringList& paths, shardscope::LogParserOptions options = {},
            QObject* parent = nullptr);
    LogsJob(quint64 ticket, std::vector<shardscope::LogSourceRun> sources,
            shardscope::LogParserOptions options = {}, QObject* parent = nullptr);
    ~LogsJob() override;

    void start();
    void cancel();
    quint64 ticket() const { return m_ticket; }
    bool isRunning() const { return m_watcher.isRunning(); }
    bool isCancelled() const { return m_shared->stop.load(); }

Q_SIGNALS:
    void progress(quint64 ticket, quint64 done, quint64 total);
    void finished(quint64 ticket, LogsJob::CollectionPtr logs);
    void failed(quint64 ticket, shardscope::Error error);

private:
    struct Shared {
        std::atomic<bool> stop{false};
        std::atomic<quint64> done{0};
        std::atomic<quint64> total{0};
    };
    struct Outcome {
        CollectionPtr logs;
        std::optional<shardscope::Error> error;
    };

    void poll();
    void deliver();

    quint64 m_ticket;
    std::vector<std::string> m_paths;
    std::optional<std::vector<shardscope::LogSourceRun>> m_sources;
    shardscope::LogParserOptions m_options;
    std::shared_ptr<Shared> m_shared = std::make_shared<Shared>();
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    quint64 m_lastDone = ~quint64{0};
};
