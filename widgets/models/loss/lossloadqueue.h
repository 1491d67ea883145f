#pragma once

#include <QObject>
#include <QString>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "logs/logdiscovery.h"
#include "logs/logloader.h"
#include "widgets/models/common/jobrunner.h"

// One request to read logs: files and folders named by the user, or a run folder's logs.
struct LossLoad {
    std::vector<std::string> paths;
    std::vector<shardscope::LogSourceRun> sources;
    bool append = false;    // add to the runs shown, else replace them
    std::string runFolder;  // a run folder whose logs the job finds (runFolderLogs)
};

// The Loss tab's log loads, read one after another off the GUI thread: logs opened while
// others load are queued, never lost; a new set to show replaces what was still to come.
class LossLoadQueue final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossLoadQueue)

public:
    explicit LossLoadQueue(QObject* parent = nullptr);

    void enqueue(LossLoad load);
    // Drops the loads still to come and cancels the one running, then starts `load`.
    void replace(LossLoad load);
    // Cancels every load; false when none was under way.
    bool cancel();
    bool isLoading() const;
    // Forgets the loads of run folders at or inside `root`, and drops what the running load
    // reads from there (isDropped).
    void dropUnder(const std::string& root);
    bool isDropped(const std::string& path) const;
    // `path` is `root` or inside it.
    static bool isUnder(const std::string& path, const std::string& root);

Q_SIGNALS:
    void started(bool quiet);  // quiet: a run folder's logs, which join without a word
    void progressChanged(quint64 done, quint64 total);
    void logsLoaded(const std::shared_ptr<shardscope::LogCollection>& logs, bool append);
    void failed(const shardscope::Error& error);
    void idle();             // nothing left to load
    void finished(bool ok);  // the last load queued ended (ok: it did not fail)

private:
    void startNext();
    void settle(bool ok);

    JobRunner<std::shared_ptr<shardscope::LogCollection>>* m_job;
    std::deque<LossLoad> m_queue;
    bool m_append = false;                    // of the load running
    std::vector<std::string> m_droppedRoots;  // folders closed while the running load read them
};
