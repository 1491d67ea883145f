#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>

#include "stats/tensorstats.h"

// Computes shardscope::computeStats() for one tensor on the global thread pool. Progress is
// polled from atomics (so the worker never touches this object, which may be gone), the result
// comes back by value through finished() or failed(), on the thread that owns the job. After
// cancel() neither is emitted. The ticket lets a view drop the answers of jobs it has replaced.
class StatsJob : public QObject {
    Q_OBJECT

public:
    using SourcePtr = std::shared_ptr<const shardscope::TensorSource>;

    StatsJob(quint64 ticket, SourcePtr source, shardscope::StatsOptions options = {},
             QObject* parent = nullptr);
    ~StatsJob() override;

    void start();
    void cancel();
    quint64 ticket() const { return m_ticket; }
    bool isRunning() const { return m_watcher.isRunning(); }
    bool isCancelled() const { return m_shared->stop.stop_requested(); }

Q_SIGNALS:
    void progress(quint64 ticket, quint64 done, quint64 total);
    void finished(quint64 ticket, shardscope::TensorStats stats);
    void failed(quint64 ticket, shardscope::Error error);

private:
    struct Shared {
        std::stop_source stop;
        std::atomic<quint64> done{0};
        std::atomic<quint64> total{0};
    };
    struct Outcome {
        std::optional<shardscope::TensorStats> stats;
        std::optional<shardscope::Error> error;
    };

    void poll();
    void deliver();

    quint64 m_ticket;
    SourcePtr m_source;
    shardscope::StatsOptions m_options;
    std::shared_ptr<Shared> m_shared = std::make_shared<Shared>();
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    quint64 m_lastDone = ~quint64{0};
};
