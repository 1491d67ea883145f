#pragma once

#include <QObject>
#include <atomic>
#include <memory>
#include <vector>

#include "convert/conversionsummary.h"
#include "convert/executor.h"
#include "convert/verifier.h"
#include "widgets/models/common/jobrunner.h"

// Runs a plan with the core executor (the code behind `shardscope-cli convert`) on a JobRunner,
// then verifies it when asked. What it adds to the runner is convert's own state: bytes per
// destination rank (too many to copy at every report, so kept in atomics) and the verify phase.
// cancel() stops the executor, which removes every partial file before it returns; finished()
// always comes, once, with the outcome (written, verified, failed or cancelled).
class ConvertJob final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConvertJob)

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
    bool isRunning() const { return m_runner->isRunning(); }
    const PlanPtr& plan() const { return m_plan; }

Q_SIGNALS:
    void progress(const ConvertJob::Progress& progress);
    void finished(const ConvertJob::Outcome& outcome);

private:
    struct Phase : shardscope::Progress {
        bool verifying = false;
        int verified = 0;
    };
    using PerRank = std::vector<std::atomic<quint64>>;

    void emitProgress();

    PlanPtr m_plan;
    bool m_verify;
    quint64 m_total = 0;
    std::shared_ptr<PerRank> m_perRank;
    JobRunner<Outcome, Phase>* m_runner;
};
