#include "widgets/models/loss/lossloadqueue.h"

#include <algorithm>

using namespace shardscope;

LossLoadQueue::LossLoadQueue(QObject* parent)
    : QObject(parent), m_job(new JobRunner<std::shared_ptr<LogCollection>>(this)) {
    m_job->onResult([this](const std::shared_ptr<LogCollection>& logs) {
        Q_EMIT logsLoaded(logs, m_append);
        settle(true);
    });
    connect(m_job, &JobBase::failed, this, [this](const Error& error) {
        Q_EMIT failed(error);
        settle(false);
    });
    connect(m_job, &JobBase::progressChanged, this,
            [this] { Q_EMIT progressChanged(m_job->done(), m_job->total()); });
}

void LossLoadQueue::settle(bool ok) {
    startNext();
    if (m_queue.empty()) {
        Q_EMIT finished(ok);
    }
}

void LossLoadQueue::enqueue(LossLoad load) {
    m_queue.push_back(std::move(load));
    if (!m_job->isRunning() || m_job->isCancelling()) {
        startNext();
    }
}

void LossLoadQueue::replace(LossLoad load) {
    m_queue.clear();  // a new set replaces what was shown and what was still to come
    m_job->cancel();
    enqueue(std::move(load));
}

bool LossLoadQueue::isLoading() const {
    return (m_job->isRunning() && !m_job->isCancelling()) || !m_queue.empty();
}

bool LossLoadQueue::cancel() {
    if (!isLoading()) {
        return false;
    }
    m_queue.clear();
    m_job->cancel();
    Q_EMIT idle();
    Q_EMIT finished(false);
    return true;
}

void LossLoadQueue::dropUnder(const std::string& root) {
    std::erase_if(m_queue, [&root](const LossLoad& load) { return isUnder(load.runFolder, root); });
    if (m_job->isRunning()) {
        m_droppedRoots.push_back(root);
    }
}

bool LossLoadQueue::isDropped(const std::string& path) const {
    return std::any_of(m_droppedRoots.begin(), m_droppedRoots.end(),
                       [&path](const std::string& root) { return isUnder(path, root); });
}

bool LossLoadQueue::isUnder(const std::string& path, const std::string& root) {
    return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                            path[root.size()] == '/');
}

void LossLoadQueue::startNext() {
    if (m_queue.empty()) {
        Q_EMIT idle();
        return;
    }
    LossLoad next = std::move(m_queue.front());
    m_queue.pop_front();
    m_droppedRoots.clear();  // they concerned the load that has just ended
    m_append = next.append;
    Q_EMIT started(!next.runFolder.empty());  // a run folder's logs join quietly, or not at all
    m_job->start([next = std::move(next)](
                     std::stop_token stop,
                     const ProgressSink& progress) -> Result<std::shared_ptr<LogCollection>> {
        std::vector<LogSourceRun> sources = next.sources;
        if (!next.runFolder.empty()) {
            sources = runFolderLogs(next.runFolder);
            if (sources.empty()) {
                return std::make_shared<LogCollection>();  // no logs beside the ranks
            }
        }
        auto logs = sources.empty() ? loadLogs(next.paths, {}, std::move(stop), progress)
                                    : loadLogs(sources, {}, std::move(stop), progress);
        if (!logs) {
            return std::move(logs).error();
        }
        return std::make_shared<LogCollection>(std::move(logs).value());
    });
}
