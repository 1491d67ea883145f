#pragma once

#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "logs/logfollower.h"
#include "widgets/models/common/jobrunner.h"

// A log to follow, and what the caller already holds of it.
struct LogFollowFile {
    std::string path;
    shardscope::LogParserOptions options;
    size_t rows = 0;
    uint64_t revision = 0;
};

// Follows logs that a training run is still writing: every interval it polls each file on the
// global thread pool (shardscope::LogFollower reads only what was appended) and hands back the
// table of every file that grew, was rewritten, or had earlier rows moved. One poll at a time;
// the first reads each file once. Answers for files replaced by setFiles() are dropped.
class LogFollowJob final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFollowJob)

public:
    explicit LogFollowJob(QObject* parent = nullptr);
    ~LogFollowJob() override;

    void setFiles(const std::vector<LogFollowFile>& files);
    void start(int intervalMs = 1000);
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    bool isPolling() const { return m_poll->isRunning(); }
    // Polls at once, unless a poll is under way.
    void pollNow();

Q_SIGNALS:
    void updated(int index, shardscope::LogTable table);
    void failed(int index, shardscope::Error error);  // once per new error of a file
    void polled();

private:
    struct State;
    struct Change {
        int index = -1;
        std::optional<shardscope::LogTable> table;
        std::optional<shardscope::Error> error;
    };
    void deliver(std::vector<Change> changes);

    // Follow mode's own state: the followers, kept across polls; each poll is a JobRunner run.
    std::vector<std::shared_ptr<State>> m_states;
    JobRunner<std::vector<Change>>* m_poll;
    QTimer m_timer;
};
