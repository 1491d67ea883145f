#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "export/exportrequest.h"
#include "util/error.h"
#include "widgets/models/export/exportjob.h"

namespace shardscope {
struct RunDocument;
}

// File > Export's work (issue 32 §3): the window's loaded source (a checkpoint, or a run folder
// merged or one rank), exported as it was loaded (shardscope::runExport, never opened again),
// in the background on its ExportJob; the state (editing, running, done), the progress, the
// result or the failure. ExportDialog binds to it; a test drives it with no dialog, or derives
// a fake whose start() runs nothing and publishes canned outcomes (finish(), fail()).
class ExportController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportController)

public:
    enum class State { Editing, Running, Done };
    Q_ENUM(State)
    // The progress bar's lines: the exporter's progress, its speed and the time left.
    struct Progress {
        shardscope::ExportProgress progress;
        double bytesPerSecond = 0;
        double secondsLeft = -1;
    };

    explicit ExportController(std::shared_ptr<const shardscope::RunDocument> run,
                              QObject* parent = nullptr);
    ~ExportController() override;  // the job's destructor waits for the exporter

    const std::shared_ptr<const shardscope::RunDocument>& run() const { return m_run; }
    QString source() const;
    bool isRunFolder() const;  // a run of ranks, not one checkpoint (a file or a rank's parts)
    int ranks() const;
    QStringList paramNames() const;  // every parameter once, in the run's order
    // `options` (the form's choices) for this source: its path names it in messages.
    shardscope::ExportRequest request(shardscope::ExportRequest options) const;

    // Starts exporting with `options`; nothing unless editing.
    virtual void start(const shardscope::ExportRequest& options);
    // Stops a running export; the exporter removes what it had begun (stateChanged to Editing,
    // then cancelled()).
    virtual void cancel();
    State state() const { return m_state; }
    bool isCancelling() const { return m_cancelling; }
    const std::optional<shardscope::ExportResult>& result() const { return m_result; }
    // The last failure, until the next start or clearFailure().
    const std::optional<shardscope::Error>& failure() const { return m_failure; }
    void clearFailure() { m_failure.reset(); }

Q_SIGNALS:
    void stateChanged(ExportController::State state);
    void progressChanged(const ExportController::Progress& progress);
    void finished(const shardscope::ExportResult& result, double seconds);
    void failed(const shardscope::Error& error);
    void cancelled();

protected:
    // The outcomes of an export, as its job delivers them.
    void finish(const shardscope::ExportResult& result, double seconds);
    void fail(const shardscope::Error& error);
    void stopped();
    void setState(State state);

private:
    std::shared_ptr<const shardscope::RunDocument> m_run;
    State m_state = State::Editing;
    bool m_cancelling = false;
    std::optional<shardscope::ExportResult> m_result;
    std::optional<shardscope::Error> m_failure;
    ExportJob* m_job;
};
