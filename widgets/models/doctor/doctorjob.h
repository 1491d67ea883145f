#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <memory>
#include <optional>

#include "doctor/doctor.h"

// Runs the shape-mismatch doctor (metadata only) off the GUI thread; the report comes back by
// value. A newer job's ticket makes an older answer stale.
class DoctorJob : public QObject {
    Q_OBJECT

public:
    struct Outcome {
        std::shared_ptr<const shardscope::DoctorReport> report;
        std::optional<shardscope::Error> error;
    };

    DoctorJob(quint64 ticket, shardscope::DoctorRequest request, QObject* parent = nullptr);
    ~DoctorJob() override;

    void start();
    quint64 ticket() const { return m_ticket; }
    bool isRunning() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    void finished(quint64 ticket, DoctorJob::Outcome outcome);

private:
    void deliver();

    quint64 m_ticket;
    shardscope::DoctorRequest m_request;
    QFutureWatcher<Outcome> m_watcher;
};
