#pragma once

#include <QObject>
#include <cstdint>
#include <memory>
#include <optional>

#include "fit/fitmodel.h"
#include "inspect/runmodel.h"
#include "models/common/jobrunner.h"

// The memory of every card of a migration's target (issue 33): the source run's parameters,
// gradients and optimizer states laid out by the target strategy (core's fitStep), in the
// background. Activations are not counted: they need the training step, which a checkpoint does
// not record (`shardscope-cli fit --seq` and the Playground count them).
class TargetMemory final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetMemory)

public:
    static constexpr uint64_t kGiB = uint64_t{1} << 30;

    explicit TargetMemory(QObject* parent = nullptr);

    // The target strategy, or nullopt for one card holding everything (a merge).
    void compute(const std::shared_ptr<const shardscope::RunModel>& run,
                 std::optional<shardscope::Strategy> target);
    void clear();
    void setDeviceMemory(uint64_t bytes);
    uint64_t deviceMemory() const { return m_deviceMemory; }

    // The last report; null before the first or after clear(). Its groups are the
    // data-parallel ones: the others' volume needs the training step.
    const shardscope::FitReport* report() const { return m_report ? &*m_report : nullptr; }
    // The cards of a stage in a row of the target's device matrix (its last axis): how the
    // card grid lays them out.
    int columns() const { return m_columns; }
    QString error() const { return m_error; }
    JobBase* job() { return &m_job; }

Q_SIGNALS:
    void changed();

private:
    void start();

    JobRunner<shardscope::FitReport> m_job;
    std::shared_ptr<const shardscope::FitInput> m_input;
    // Filled by the job that joins the run with a new target; taken on its result.
    std::shared_ptr<std::shared_ptr<const shardscope::FitInput>> m_pending;
    uint64_t m_deviceMemory = 64 * kGiB;
    int m_columns = 1;
    std::optional<shardscope::FitReport> m_report;
    QString m_error;
};
