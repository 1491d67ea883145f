#include "models/loss/logfollowjob.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace shardscope;

struct LogFollowJob::State {
    explicit State(const LogFollowFile& f)
        : follower(f.path, f.options), rows(f.rows), revision(f.revision) {}

    LogFollower follower;
    size_t rows;
    uint64_t revision;
    std::string lastError;
};

LogFollowJob::LogFollowJob(QObject* parent) : QObject(parent) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LogFollowJob::deliver);
    connect(&m_timer, &QTimer::timeout, this, &LogFollowJob::pollNow);
}

LogFollowJob::~LogFollowJob() {
    // A poll may still run; it holds its states and the stop flag itself.
    m_stop->store(true);
}

void LogFollowJob::setFiles(const std::vector<LogFollowFile>& files) {
    ++m_generation;
    m_states.clear();
    for (const LogFollowFile& f : files) {
        m_states.push_back(std::make_shared<State>(f));
    }
    if (isPolling()) {
        // The running poll's states are no longer ours; a fresh flag leaves it to finish alone.
        m_stop->store(true);
        m_stop = std::make_shared<std::atomic<bool>>(false);
    }
}

void LogFollowJob::start(int intervalMs) {
    m_timer.start(intervalMs);
}

void LogFollowJob::stop() {
    m_timer.stop();
}

void LogFollowJob::pollNow() {
    if (isPolling() || m_states.empty()) {
        return;
    }
    m_watcher.setFuture(QtConcurrent::run([states = m_states, stop = m_stop,
                                           generation = m_generation]() -> Outcome {
        Outcome out;
        out.generation = generation;
        const auto read = [&stop](uint64_t) { return !stop->load(); };
        for (size_t i = 0; i < states.size(); ++i) {
            State& s = *states[i];
            auto update = s.follower.poll(read);
            if (!update) {
                if (update.error().code == ErrorCode::Cancelled) {
                    break;
                }
                const std::string text = update.error().describe();
                if (text != s.lastError) {
                    s.lastError = text;
                    out.changes.push_back(
                        {static_cast<int>(i), std::nullopt, std::move(update).error()});
                }
                continue;
            }
            s.lastError.clear();
            const LogTable& table = s.follower.table();
            // Fewer rows without a restart is a last line still being written: wait for it.
            if (update->restarted || table.rowCount() > s.rows || table.revision() != s.revision) {
                s.rows = table.rowCount();
                s.revision = table.revision();
                out.changes.push_back({static_cast<int>(i), table, std::nullopt});
            }
        }
        return out;
    }));
}

void LogFollowJob::deliver() {
    if (m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    if (outcome.generation != m_generation) {
        return;
    }
    for (Change& c : outcome.changes) {
        if (c.table) {
            Q_EMIT updated(c.index, std::move(*c.table));
        } else if (c.error) {
            Q_EMIT failed(c.index, std::move(*c.error));
        }
    }
    Q_EMIT polled();
}
