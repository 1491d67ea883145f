#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "convert/conversionsummary.h"
#include "convert/executor.h"
#include "convert/verifier.h"

// Runs a plan with the core executor (the code behind `shardscope-cli convert`) on a worker
// thread, then verifies it when asked. Progress is polled from atomics every 100 ms, so the
// GUI thread never waits on the workers; cancel() stops the executor, which removes every
// partial file before it returns.
class ConvertJob : public QObject {
    Q_OBJECT

public:
    using PlanPtr = std::shared_ptr<const shardscope::ConversionPlan>;
    using Outcome = shardscope::ConversionOutcome;
    struct Progress {
        quint64 done = 0;
        quint64 total = 0;
        std::vector<quint64> perRank;  // content bytes written, by index into plan->ranks
        double bytesPerSecond = 0;     // over the last few seconds
        double secondsLeft = -1;       // -1 until there is a rate
        bool verifying = false;
        int verified = 0;  // ranks verified so far
    };

    ConvertJob(PlanPtr plan, bool verify, QObject* parent = nullptr);
    ~ConvertJob() override;

    void start();
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    const PlanPtr& plan() const { return m_plan; }

Q_SIGNALS:
    void progress(const ConvertJob::Progress& progress);
    void finished(const ConvertJob::Outcome& outcome);

private:
    struct Shared {
        std::stop_source stop;
        std::atomic<quint64> done{0};
        std::vector<std::atomic<quint64>> perRank;
        std::atomic<bool> verifying{false};
        std::atomic<int> verified{0};
        explicit Shared(size_t ranks) : perRank(ranks) {}
    };

    void poll();
    void deliver();

    PlanPtr m_plan;
    bool m_verify;
    std::shared_ptr<Shared> m_shared;
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    QElapsedTimer m_clock;
    quint64 m_total = 0;
    std::vector<std::pair<qint64, quint64>> m_samples;  // (ms, done) for the rate
};
