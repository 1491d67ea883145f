#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "logs/logfollower.h"

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
class LogFollowJob : public QObject {
    Q_OBJECT

public:
    explicit LogFollowJob(QObject* parent = nullptr);
    ~LogFollowJob() override;

    void setFiles(const std::vector<LogFollowFile>& files);
    void start(int intervalMs = 1000);
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    bool isPolling() const { return m_watcher.isRunning(); }
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
    struct Outcome {
        quint64 generation = 0;
        std::vector<Change> changes;
    };

    void deliver();

    std::vector<std::shared_ptr<State>> m_states;
    std::shared_ptr<std::atomic<bool>> m_stop = std::make_shared<std::atomic<bool>>(false);
    quint64 m_generation = 0;
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_timer;
};
