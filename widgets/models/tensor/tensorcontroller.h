#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "inspect/rundocument.h"
#include "stats/tensorsource.h"
#include "stats/tensorstats.h"
#include "util/error.h"
#include "widgets/models/common/jobrunner.h"

// The Tensor tab's work (issue 32 §3): one parameter's values read from the open run, for a
// chosen rank or merged across ranks, and their statistics and histogram computed off the GUI
// thread (cancellable, stale answers dropped), put off while the view is hidden. It publishes
// its state through changed() and the accessors; TensorView binds to it, and a test drives it
// with no view, or derives a fake whose compute() hands canned statistics to a view.
class TensorController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TensorController)

public:
    // What the view says under the statistics besides "Computing…".
    enum class Note {
        None,
        Unreadable,  // the values cannot be read (error())
        NotNumbers,  // a dtype that is not decoded as numbers
        Cancelled,   // Cancel was pressed
        Failed,      // the computation failed (error())
    };

    explicit TensorController(QObject* parent = nullptr);
    ~TensorController() override;

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(int paramIndex);
    // A rank of the parameter, or -1: merged across ranks; other ranks are ignored.
    void setRank(int rank);
    // Whether the view is in sight: a computation waits until it is.
    void setShown(bool shown);
    // What the Compute button does; runs now even when hidden.
    virtual void compute();
    void cancel();

    const shardscope::RunDocument* run() const { return m_run.get(); }
    // The parameter's info, null when none is chosen.
    const shardscope::ParamInfo* param() const;
    int rank() const { return m_rank; }
    const std::shared_ptr<const shardscope::TensorSource>& source() const { return m_source; }
    const std::optional<shardscope::TensorStats>& stats() const { return m_stats; }
    bool isComputing() const { return m_job->isRunning() && !m_job->isCancelling(); }
    // Whether Compute can start: a source of numbers without statistics yet.
    bool canCompute() const;
    // Progress of the computation, 0..1000.
    int permille() const;
    Note note() const { return m_note; }
    const std::optional<shardscope::Error>& error() const { return m_error; }

    QString statsJson() const;
    QString statsCsv() const;
    bool exportStats(const QString& path) const;  // .json, else CSV

Q_SIGNALS:
    void paramChanged();   // a new parameter or run: its ranks
    void sourceChanged();  // a new parameter or rank: the values read, or why not
    void changed();        // the statistics, note or busy state
    void progressChanged();
    void statsReady();
    void statsFailed();

protected:
    // The statistics of the current source, as a computation delivers them.
    void deliver(shardscope::TensorStats stats);

private:
    void rebuildSource();
    void onStatsFailed(const shardscope::Error& error);

    std::shared_ptr<const shardscope::RunDocument> m_run;
    int m_param = -1;
    int m_rank = -1;
    bool m_shown = false;
    bool m_pending = false;
    std::shared_ptr<const shardscope::TensorSource> m_source;
    std::optional<shardscope::TensorStats> m_stats;
    Note m_note = Note::None;
    std::optional<shardscope::Error> m_error;
    JobRunner<shardscope::TensorStats>* m_job;
};
