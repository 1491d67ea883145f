#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <memory>
#include <optional>

#include "convert/planner.h"

// Plans a conversion off the GUI thread (metadata only) and measures how fast the source disk
// reads, for the time estimate. finished() hands the plan back by value; a job replaced by a
// newer one is dropped by its ticket.
class PlanJob : public QObject {
    Q_OBJECT

public:
    struct Outcome {
        std::shared_ptr<const shardscope::ConversionPlan> plan;
        double readBytesPerSecond = 0;  // 0 when nothing could be read
        std::optional<shardscope::Error> error;
    };

    // `measureDisk`: also time a read of the source disk (once per source: a second read would
    // time the page cache, not the disk).
    PlanJob(quint64 ticket, shardscope::PlanRequest request, bool measureDisk,
            QObject* parent = nullptr);
    ~PlanJob() override;

    void start();
    quint64 ticket() const { return m_ticket; }
    bool isRunning() const { return m_watcher.isRunning(); }

    // Reads up to `limit` bytes of the largest source file and returns bytes per second.
    static double measureReadSpeed(const shardscope::ConversionPlan& plan,
                                   quint64 limit = 64ull << 20);

Q_SIGNALS:
    void finished(quint64 ticket, PlanJob::Outcome outcome);

private:
    void deliver();

    quint64 m_ticket;
    shardscope::PlanRequest m_request;
    bool m_measureDisk;
    QFutureWatcher<Outcome> m_watcher;
};
