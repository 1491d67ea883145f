#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <string>

#include "doctor/doctorinputs.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/jobrunner.h"

class DoctorTableModel;

// The Doctor tab's work and state (issue 32 §3): the open run (or single checkpoint), the
// network side and its kind, the rank, strict_load and remove_redundancy; the check (runDoctor)
// on its job, 300 ms after the last change; the report and its rows (DoctorTableModel).
// DoctorView only binds to it. The run goes to the doctor as loaded (DoctorInputs::run): a run
// folder's rank file or a single checkpoint is not opened again; both sides are opened by
// openDoctor, the CLI's opener, before runDoctor. A test can hand the view a
// controller of its own: the check is virtual (startCheck).
class DoctorController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorController)

public:
    enum class NetKind { NetJson, Strategy, Checkpoint };
    using ReportPtr = std::shared_ptr<const shardscope::DoctorReport>;
    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;

    explicit DoctorController(QObject* parent = nullptr);

    // Which kind of file `path` is: a NET.json, a JSON strategy, or a checkpoint.
    static NetKind detectNetKind(const QString& path);

    // Each change checks again once the inputs rest for 300 ms (a path typed is not read at
    // every key); setting what is already set changes nothing.
    void setRunDocument(RunPtr run);
    void setNet(const QString& path);  // and its kind, as detected (netKindChanged)
    void setNetKind(NetKind kind);
    void setRank(int rank);  // the run's rank file to load, and the network strategy's view
    void setStrict(bool strict);
    // Loads with remove_redundancy=True, as `doctor --remove-redundancy` does.
    void setRemoveRedundancy(bool on);

    RunPtr runDocument() const { return m_run; }
    QString net() const { return m_net; }
    NetKind netKind() const { return m_kind; }
    int rank() const { return m_rank; }
    bool strict() const { return m_strict; }
    bool removeRedundancy() const { return m_removeRedundancy; }
    int lastRank() const;  // the run's highest rank; 0 without a run

    // What a check asks the doctor now (call only with a run).
    shardscope::DoctorInputs request() const;
    // Checks now: with no run or no network side there is nothing to check (checked() at once).
    void check();
    bool isChecking() const;
    ReportPtr report() const { return m_report; }
    DoctorTableModel* model() const { return m_model; }
    // The checkpoint's side of a problem: its name there, and its index in the run (-1: none).
    static std::string paramName(const shardscope::DoctorProblem& problem);
    int paramIndex(const shardscope::DoctorProblem& problem) const;

Q_SIGNALS:
    void netKindChanged(DoctorController::NetKind kind);  // setNet detected another kind
    void runChanged();                                    // runDocument() and lastRank()
    void checkStarted();
    void reportReady();  // report() and the model's rows are the new report's
    void failed(const shardscope::Error& error);
    void checked();  // a report (or an error) arrived, or there was nothing to check

protected:
    // Runs the doctor on the job; a stand-in may answer with onReport() or onFailed() instead.
    virtual void startCheck(shardscope::DoctorInputs inputs);
    // The answer to the check started last; one that comes after the run was replaced or
    // closed (before another check) is dropped.
    void onReport(ReportPtr report);
    void onFailed(const shardscope::Error& error);

private:
    void checkSoon();
    // The check in flight (if any) is of no use any more: its answer is dropped.
    void cancelCheck();

    RunPtr m_run;
    ReportPtr m_report;
    QString m_net;
    NetKind m_kind = NetKind::NetJson;
    int m_rank = 0;
    bool m_strict = false;
    bool m_removeRedundancy = false;
    bool m_awaiting = false;  // a check was started for the run now open
    QTimer m_debounce;
    DoctorTableModel* m_model;
    JobRunner<ReportPtr>* m_job;
};
