#include "widgets/models/loss/logfollowjob.h"

using namespace shardscope;

struct LogFollowJob::State {
    explicit State(const LogFollowFile& f)
        : follower(f.path, f.options), rows(f.rows), revision(f.revision) {}

    LogFollower follower;
    size_t rows;
    uint64_t revision;
    std::string lastError;
};

LogFollowJob::LogFollowJob(QObject* parent)
    : QObject(parent), m_poll(new JobRunner<std::vector<Change>>(this)) {
    m_poll->onResult([this](std::vector<Change> changes) { deliver(std::move(changes)); });
    connect(&m_timer, &QTimer::timeout, this, &LogFollowJob::pollNow);
}

LogFollowJob::~LogFollowJob() = default;  // a poll still running holds its states itself

void LogFollowJob::setFiles(const std::vector<LogFollowFile>& files) {
    m_states.clear();
    for (const LogFollowFile& f : files) {
        m_states.push_back(std::make_shared<State>(f));
    }
    m_poll->cancel();  // the running poll's states are no longer ours: its answer is dropped
}

void LogFollowJob::start(int intervalMs) {
    m_timer.start(intervalMs);
}

void LogFollowJob::stop() {
    m_timer.stop();
}

void LogFollowJob::pollNow() {
    if ((m_poll->isRunning() && !m_poll->isCancelling()) || m_states.empty()) {
        return;
    }
    m_poll->start([states = m_states](std::stop_token stop,
                                      const ProgressSink&) -> Result<std::vector<Change>> {
        std::vector<Change> out;
        const auto read = [&stop](uint64_t) { return !stop.stop_requested(); };
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
                    out.push_back({static_cast<int>(i), std::nullopt, std::move(update).error()});
                }
                continue;
            }
            s.lastError.clear();
            const LogTable& table = s.follower.table();
            // Fewer rows without a restart is a last line still being written: wait for it.
            if (update->restarted || table.rowCount() > s.rows || table.revision() != s.revision) {
                s.rows = table.rowCount();
                s.revision = table.revision();
                out.push_back({static_cast<int>(i), table, std::nullopt});
            }
        }
        return out;
    });
}

void LogFollowJob::deliver(std::vector<Change> changes) {
    for (Change& c : changes) {
        if (c.table) {
            Q_EMIT updated(c.index, std::move(*c.table));
        } else if (c.error) {
            Q_EMIT failed(c.index, std::move(*c.error));
        }
    }
    Q_EMIT polled();
}
