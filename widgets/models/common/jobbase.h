#pragma once

#include <QFuture>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <stop_token>

#include "util/error.h"
#include "widgets/models/common/ratemeter.h"

class QThreadPool;

// The untyped half of JobRunner<T, P> (Qt signals cannot live in a template): the generation
// counter that drops stale results, cancellation, the progress poll and the rate meter.
class JobBase : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobBase)

public:
    static constexpr int kPollMs = 100;

    explicit JobBase(QObject* parent = nullptr);
    ~JobBase() override;

    // Where every job runs: a pool of its own, not QThreadPool::globalInstance(), which Qt's
    // painting uses for its parallel fills: a window painting while thousands of files are
    // indexed must not wait behind the indexing.
    static QThreadPool* pool();

    bool isRunning() const { return m_running; }
    // Asks the worker to stop. Nothing is delivered afterwards; stopped() says when it ended.
    void cancel();
    bool isCancelling() const { return m_cancelling; }
    // Destruction then waits for the worker (it may be removing partial files) instead of
    // leaving it to finish alone.
    void setWaitOnDestroy(bool wait) { m_waitOnDestroy = wait; }
    // A run that completed before it saw a cancel is delivered anyway (its files are whole and
    // kept), instead of being dropped with stopped().
    void setDeliverCompletedAfterCancel(bool deliver) { m_deliverCompleted = deliver; }
    quint64 generation() const { return m_generation; }

    quint64 done() const { return m_done; }
    quint64 total() const { return m_total; }
    double unitsPerSecond() const { return m_meter.unitsPerSecond(); }
    double secondsLeft() const { return m_meter.secondsLeft(m_done, m_total); }
    double seconds() const { return m_seconds; }  // wall time of the last run, or so far

Q_SIGNALS:
    void progressChanged();                       // done(), total() or progress() changed
    void failed(const shardscope::Error& error);  // the work returned an error, or threw
    void finished();                              // the result was handed over
    void stopped();                               // the worker ended after cancel()

protected:
    // State the worker writes and the GUI thread polls; the worker keeps it alive.
    struct Progress {
        std::stop_source stop;
        std::atomic<quint64> done{0};
        std::atomic<quint64> total{0};
        std::atomic<bool> changed{false};
    };

    // A new run: a new generation (older results are dropped), fresh progress, polling on.
    std::shared_ptr<Progress> begin();
    // The worker of `generation` ended; false when its result must be dropped: stale, or
    // cancelled (unless it succeeded and setDeliverCompletedAfterCancel). Emits stopped() for a
    // cancelled current run that is dropped.
    bool end(quint64 generation, bool succeeded);
    void fail(shardscope::Error error);
    void succeed();
    void track(QFuture<void> future) { m_future = std::move(future); }
    // Reads the typed progress the worker left, if the subclass keeps one.
    virtual void takeProgress() {}

private:
    void poll();

    quint64 m_generation = 0;
    bool m_running = false;
    bool m_cancelling = false;
    bool m_waitOnDestroy = false;
    bool m_deliverCompleted = false;
    quint64 m_done = 0;
    quint64 m_total = 0;
    double m_seconds = 0;
    std::shared_ptr<Progress> m_progress;
    QTimer m_poll;
    RateMeter m_meter;
    QFuture<void> m_future;
};
