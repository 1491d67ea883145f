#pragma once

#include <QImage>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <deque>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "models/loss/savedstepmark.h"

#include "logs/logloader.h"
#include "models/common/jobrunner.h"
#include "models/loss/losscurve.h"
#include "models/loss/lossseriesoptions.h"

class LogFollowJob;
class LossChart;
class LossControls;
class LossLoadBar;
class LossRunListModel;
class LossRunTable;
class MessageBar;
class QLabel;
class QStackedWidget;

// Training-loss curves of one or many runs (issue 6): logs are read off the GUI thread, each
// run gets a name and a colour; per-rank logs show one line each or as their mean with a
// min-max band; smoothing (debiased EMA or running mean) leaves the raw curve visible, faded;
// log scale; step, epoch or time on x; a step offset per run lines a resumed run up with the
// run it continues. Nothing is dropped silently: more points than pixel columns are summarised
// per column and the view says how many, zooming re-reads full resolution, and unread lines,
// skipped files and points that cannot be drawn are counted under the chart. Exports the chart
// as PNG and every point of all visible runs as one CSV file. Files and folders can be dropped.
class LossView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossView)

public:
    explicit LossView(QWidget* parent = nullptr);
    ~LossView() override;

    // Files and folders (logdiscovery.h): openPaths replaces the runs shown, addPaths adds to
    // them. Loading runs in the background: isLoading() until loaded() is emitted.
    void openPaths(const QStringList& paths);
    void addPaths(const QStringList& paths);
    // The per-rank logs of a run folder (its log/, msrun_log/, ...); false when it has none.
    bool openRunFolder(const QString& folder, bool add = false);
    // openRunFolder(folder, true), the folder listed in the background: listing a large run's
    // rank folders for logs never blocks the window. isLoading() is true from now on.
    void addRunFolderSoon(const QString& folder);
    void clear();
    // Removes the runs read from `folder` or from inside it (a closed run folder's logs).
    void removeRunsUnder(const QString& folder);
    void cancel();
    bool isLoading() const;
    QString errorText() const;  // the failures shown, one per line

    // A name no loaded log has is kept, and chosen once a load brings it.
    void setMetric(const QString& name);
    QString chosenMetric() const;
    QStringList metrics() const;  // found in the loaded logs, the loss first
    void setAxis(LossAxis axis);
    LossAxis axis() const;
    void setSmoothing(double weight);  // 0 .. 0.99
    double smoothing() const;
    void setSmoothingMethod(LossSmoothing method);
    LossSmoothing smoothingMethod() const;
    void setLogY(bool on);
    // The open checkpoint run's saved steps, marked on the step axis (empty: none), and how
    // many it saved without a known global step (said in the note, not drawn).
    void setSavedSteps(std::vector<SavedStepMark> marks, int unplaced = 0);
    bool logY() const;
    void setRankMode(LossRankMode mode);
    LossRankMode rankMode() const;
    void setRunVisible(int run, bool visible);
    void setRunOffset(int run, qint64 steps);
    // Re-reads appended lines of every loaded log once a second (LogFollower).
    void followFiles(bool on);
    bool isFollowing() const;

    const std::vector<shardscope::LogRun>& runs() const { return m_runs; }
    LossRunListModel* runModel() const { return m_model; }
    LossChart* chart() const { return m_chart; }
    LossControls* controls() const { return m_controls; }
    const std::vector<LossCurve>& curves() const;

    QString csv() const;
    bool exportCsv(const QString& path);  // remembers the folder for the next export
    QImage image(QSize size = {}) const;  // the chart; its current size when none is given
    bool exportPng(const QString& path, QSize size = {});
    // The lines under the chart: summarised points and what was not drawn; unread lines.
    QString notesText() const;
    // Where File > Export would save: "<run>-loss<extension>" in exportFolder().
    QString defaultExportPath(const QString& extension) const;
    // The folder of the last export, else the user's Pictures folder, else home.
    QString exportFolder() const;
    // The PNG size the user chose in the controls (default 1600 x 900), not the chart's size on
    // screen, which a splitter can squash to a strip.
    QSize exportSize() const;
    QString unreadText() const;

Q_SIGNALS:
    void loaded(bool ok);
    void runsChanged();
    void followUpdated();  // a followed log grew and the chart was redrawn

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // One load request: files and folders named by the user, or a run folder's logs.
    struct LogLoad {
        std::vector<std::string> paths;
        std::vector<shardscope::LogSourceRun> sources;
        bool append = false;    // add to the runs shown, else replace them
        std::string runFolder;  // a run folder whose logs the job finds (runFolderLogs)
    };
    std::vector<std::string> m_droppedRoots;  // folders closed while the running load read them
    // Loads run one after another: logs opened while others load are added, never lost.
    void enqueue(LogLoad load);
    void startNext();
    void onLoaded(const std::shared_ptr<shardscope::LogCollection>& logs);
    // `path` is `root` or inside it.
    static bool isUnder(const std::string& path, const std::string& root);
    void onLoadFailed(const shardscope::Error& error);
    void rebuildRuns(bool keepEntries);
    void rebuildCurves();
    void scheduleRebuild();
    void updateNotes();
    void updateCounts();
    void updateFollowFiles();
    void onFollowUpdated(int index, shardscope::LogTable table);
    void removeRun(int row);
    int colourSlot(const shardscope::LogRun& run);
    void chooseFiles();
    void chooseFolder();
    void chooseExportPng();
    void chooseExportCsv();

    std::vector<shardscope::LogRun> m_runs;
    std::vector<shardscope::LogSkippedFile> m_skipped;
    int m_unplacedSteps = 0;  // saved steps without a global step (not marked)
    JobRunner<std::shared_ptr<shardscope::LogCollection>>* m_job;
    std::deque<LogLoad> m_queue;
    bool m_append = false;  // of the load running
    LogFollowJob* m_follow = nullptr;
    std::vector<std::pair<size_t, size_t>> m_followed;  // (run, log) per followed file
    QString m_wantedMetric;
    QTimer m_rebuild;
    std::map<std::string, int> m_colourSlots;  // (path, name) of an open run -> its colour
    QSize m_exportSize{1600, 900};
    QString m_exportFolder;  // of the last export that succeeded

    LossRunListModel* m_model = nullptr;
    LossControls* m_controls = nullptr;
    MessageBar* m_messages = nullptr;
    LossLoadBar* m_loadBar = nullptr;
    QStackedWidget* m_stack = nullptr;
    LossChart* m_chart = nullptr;
    LossRunTable* m_table = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_unread = nullptr;
};
