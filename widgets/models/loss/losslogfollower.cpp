#include "widgets/models/loss/losslogfollower.h"

#include "widgets/models/loss/logfollowjob.h"

using namespace shardscope;

LossLogFollower::LossLogFollower(QObject* parent) : QObject(parent), m_job(new LogFollowJob(this)) {
    connect(m_job, &LogFollowJob::updated, this, &LossLogFollower::onUpdated);
}

LossLogFollower::~LossLogFollower() = default;

void LossLogFollower::follow(bool on, const std::vector<LogRun>& runs) {
    if (on) {
        m_job->start(kIntervalMs);
        setRuns(runs);
        m_job->pollNow();
    } else {
        m_job->stop();
        m_job->setFiles({});
        m_followed.clear();
    }
}

bool LossLogFollower::isActive() const {
    return m_job->isActive();
}

void LossLogFollower::setRuns(const std::vector<LogRun>& runs) {
    if (!m_job->isActive()) {
        return;
    }
    std::vector<LogFollowFile> files;
    m_followed.clear();
    for (size_t r = 0; r < runs.size(); ++r) {
        for (size_t l = 0; l < runs[r].logs.size(); ++l) {
            const LogRankLog& log = runs[r].logs[l];
            LogFollowFile f;
            f.path = log.path;
            f.options.format = log.format;
            f.rows = log.table.rowCount();
            f.revision = log.table.revision();
            files.push_back(std::move(f));
            m_followed.emplace_back(r, l);
        }
    }
    m_job->setFiles(files);
}

void LossLogFollower::onUpdated(int index, LogTable table) {
    if (index < 0 || static_cast<size_t>(index) >= m_followed.size()) {
        return;
    }
    const auto [r, l] = m_followed[static_cast<size_t>(index)];
    Q_EMIT logUpdated(r, l, std::move(table));
}
