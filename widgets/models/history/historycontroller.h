#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "history/historyloader.h"
#include "history/runhistory.h"
#include "inspect/rundocument.h"
#include "util/error.h"
#include "widgets/models/common/jobrunner.h"

// The History tab's work and state (issue 32 §3): the open run's saved steps, taken from what
// the run's load scanned to choose its step (historyOfRun: placed with the steps per epoch, no
// rank file read again) or, for a run whose load scanned none, read in the background; whether
// that read waits for its turn; the step the window shows; the steps the user asks to open.
// HistoryView only binds to it. A test can hand the view a controller of its own: the read is
// virtual (startRead).
class HistoryController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryController)

public:
    using HistoryPtr = std::shared_ptr<const shardscope::RunHistory>;
    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;
    enum class State {
        NoRun,    // nothing open, or no run folder: no saved steps to show
        Reading,  // being read, or put off until readIfDue()
        Read,     // history()
        Failed,   // error()
    };

    explicit HistoryController(QObject* parent = nullptr);

    // Shows the run's saved steps, read now, or with `readLater` only once readIfDue() is
    // called: a 16,384-card run's history takes a second of CPU that the window needs while the
    // other views take the run (issue 35). The same run at another step keeps its history.
    void setRunDocument(RunPtr run, bool readLater = false);
    void readIfDue();
    bool isReadDue() const { return m_readDue; }
    // The steps per epoch the saved steps are placed with when their files do not say their
    // global step (HistoryOptions::stepsPerEpoch; 0: from the files or the logs); places them
    // again.
    void setStepsPerEpoch(int steps);
    bool isLoading() const;
    const JobBase* job() const { return m_job; }  // its generation() counts the reads started

    State state() const { return m_state; }
    RunPtr runDocument() const { return m_run; }
    HistoryPtr history() const { return m_history; }
    const std::optional<shardscope::Error>& error() const { return m_error; }
    // The step the run is open at (its name); empty when it chose none.
    QString openStep() const;
    // The step to resume from (its name); empty when there is none or nothing was read.
    QString resumeStep() const;
    // The run at saved step `name` (or at the history's step `index`), in every tab.
    void requestStep(const QString& name);
    void requestStepAt(int index);

Q_SIGNALS:
    void historyChanged();   // state(), history() or error() changed
    void openStepChanged();  // openStep() may have changed
    void loaded();           // a read ended: history() or error()
    void stepRequested(const QString& folder, const QString& step);

protected:
    // Reads `run`'s saved steps with `options` on the job (historyOfRun); a stand-in may answer
    // with onHistory() or onFailed() instead.
    virtual void startRead(RunPtr run, shardscope::HistoryOptions options);
    void onHistory(HistoryPtr history);
    void onFailed(const shardscope::Error& error);

private:
    void load(bool readLater = false);

    RunPtr m_run;
    HistoryPtr m_history;
    std::optional<shardscope::Error> m_error;
    State m_state = State::NoRun;
    int m_stepsPerEpoch = 0;
    bool m_readDue = false;  // setRunDocument(run, true) put the read off
    JobRunner<HistoryPtr>* m_job;
};
