#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <memory>
#include <utility>
#include <vector>

#include "logs/logloader.h"
#include "widgets/models/loss/losschartstate.h"
#include "widgets/models/loss/losscolourslots.h"
#include "widgets/models/loss/losscurve.h"

class LossLogFollower;
class LossLoadQueue;
class LossRunListModel;

// The Loss tab's work and state (issue 32 §3): reads logs in the background (LossLoadQueue),
// follows growing logs (LossLogFollower), holds the loaded runs, what the chart shows of them
// (LossChartState: metric, axis, smoothing, ranks, log scale, saved-step marks) and the run
// table (LossRunListModel: offsets, visibility), and builds the curves. LossView only binds to
// it. A test can hand the view a controller of its own, or a subclass standing in for the
// loading: the entry points the view calls on the user's behalf are virtual.
class LossController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossController)

public:
    explicit LossController(QObject* parent = nullptr);
    ~LossController() override;

    LossLoadQueue* loads() const { return m_loads; }
    // Files and folders (logdiscovery.h): openPaths replaces the runs shown, addPaths adds to
    // them. isLoading() until loaded() is emitted.
    virtual void openPaths(const QStringList& paths);
    virtual void addPaths(const QStringList& paths);
    // The per-rank logs of a run folder (its log/, msrun_log/, ...); false when it has none.
    bool openRunFolder(const QString& folder, bool add = false);
    // openRunFolder(folder, true), the folder listed by the job: a large run never blocks.
    void addRunFolderSoon(const QString& folder);
    // The same, put off until readDueFolder() (issue 35: the window first shows the run). Until
    // then isLoading(); a later folder replaces it; clear(), cancel() and removeRunsUnder()
    // drop it.
    void addRunFolderLater(const QString& folder);
    void readDueFolder();
    void clear();
    // Removes the runs read from `folder` or from inside it, and its loads still to come.
    void removeRunsUnder(const QString& folder);
    virtual void removeRun(int row);
    virtual void cancel();
    bool isLoading() const;

    const LossChartState& state() const { return m_state; }
    // A name no loaded log has is kept, and chosen once a load brings it.
    void setMetric(const QString& name);
    // The user's choice in the controls (metric, axis, ranks, smoothing; not the offset).
    virtual void chooseOptions(const LossSeriesOptions& options);
    void setAxis(LossAxis axis);
    void setSmoothing(double weight);  // 0 .. 0.99
    void setSmoothingMethod(LossSmoothing method);
    void setRankMode(LossRankMode mode);
    virtual void setLogY(bool on);
    virtual void setRunVisible(int run, bool visible);
    void setRunOffset(int run, qint64 steps);
    // Re-reads appended lines of every loaded log once a second (LogFollower).
    virtual void followFiles(bool on);
    bool isFollowing() const;
    // The open checkpoint run's saved steps on the step axis, and how many it saved without a
    // known global step (said in the note, not drawn).
    void setSavedSteps(std::vector<SavedStepMark> marks, int unplaced = 0);

    const std::vector<shardscope::LogRun>& runs() const { return m_logs.runs; }
    const std::vector<shardscope::LogSkippedFile>& skipped() const { return m_logs.skipped; }
    LossRunListModel* runDocument() const { return m_model; }
    // The curves of every run at full resolution, coloured, for the state and offsets now.
    std::vector<LossCurve> curves() const;
    // Every point of the chosen metric of the visible runs (logs/losscsv.h).
    QString csv() const;

Q_SIGNALS:
    void loaded(bool ok);
    void runsChanged(bool kept);  // kept: runs added to or removed from those shown
    void curvesChanged();         // curves() differ: redraw the chart
    void stateChanged();          // state() changed (options, metrics, log scale, marks)
    void followUpdated();         // a followed log grew and the curves were rebuilt

protected:
    // Shows what a load read (the runs of `logs` replace those shown, or join them); a stand-in
    // for the loading in a test calls it with runs of its own.
    void onLoaded(const std::shared_ptr<shardscope::LogCollection>& logs, bool append);

private:
    void rebuildRuns(bool keepEntries);
    void rebuildCurves();
    void onFollowUpdated(std::size_t run, std::size_t log, shardscope::LogTable table);

    shardscope::LogCollection m_logs;  // the runs shown, and the files that gave no point
    LossLoadQueue* m_loads;
    QString m_dueFolder;  // addRunFolderLater's, still to read
    LossLogFollower* m_follower;
    LossChartState m_state;
    LossColourSlots m_colours;
    LossRunListModel* m_model;
    QTimer m_rebuild;  // offsets typed in the table: one rebuild for a burst of edits
};
