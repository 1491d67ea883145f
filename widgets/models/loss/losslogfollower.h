#pragma once

#include <QObject>
#include <cstddef>
#include <utility>
#include <vector>

#include "logs/logrun.h"

class LogFollowJob;

// Follows every log of the runs the Loss tab shows (LogFollowJob), and says which run's which
// log grew: the job numbers the files it follows, the runs number their logs.
class LossLogFollower final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossLogFollower)

public:
    static constexpr int kIntervalMs = 1000;

    explicit LossLogFollower(QObject* parent = nullptr);
    ~LossLogFollower() override;

    // Starts following every log of `runs` once a second, polling at once; or stops.
    void follow(bool on, const std::vector<shardscope::LogRun>& runs);
    bool isActive() const;
    // The runs shown changed: their logs are followed from what they hold now (while active).
    void setRuns(const std::vector<shardscope::LogRun>& runs);

Q_SIGNALS:
    // Log `log` of run `run` (of the runs last given) reads as `table` now.
    void logUpdated(std::size_t run, std::size_t log, shardscope::LogTable table);

private:
    void onUpdated(int index, shardscope::LogTable table);

    LogFollowJob* m_job;
    std::vector<std::pair<std::size_t, std::size_t>> m_followed;  // (run, log) per followed file
};
