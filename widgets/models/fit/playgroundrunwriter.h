#pragma once

#include <QObject>
#include <QString>

#include "synth/synthrun.h"
#include "widgets/models/common/jobrunner.h"

class FitController;

// "Open as Run" of the Playground (issue 33), its work (issue 32 §3): the controller's split
// written as a small synthetic run (PlaygroundRun) into a new folder, in the background. The
// view says what is being written, what was, or why not, and opens the run. start() is virtual:
// a test's fake answers without writing.
class PlaygroundRunWriter : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaygroundRunWriter)

public:
    explicit PlaygroundRunWriter(FitController* fit, QObject* parent = nullptr);

    // Writes the split into a new folder inside `parent` (PlaygroundRun::freshFolder): started(),
    // then written() or failed(); failed() at once when the split cannot be written. Nothing
    // while a run is being written.
    virtual void start(const QString& parent);
    bool isRunning() const { return m_job.isRunning(); }
    JobBase* job() { return &m_job; }

Q_SIGNALS:
    // `what`: what the run holds, in words (PlaygroundRun::describe).
    void started(const QString& folder, const QString& what);
    void written(const QString& folder, const QString& what,
                 const shardscope::SynthSummary& summary);
    void failed(const QString& folder, const QString& why);

private:
    FitController* m_fit;
    JobRunner<shardscope::SynthSummary> m_job;
    QString m_folder;  // being written
    QString m_what;
};
