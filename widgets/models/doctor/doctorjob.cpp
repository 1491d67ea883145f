#include "models/doctor/doctorjob.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace shardscope;

DoctorJob::DoctorJob(quint64 ticket, DoctorRequest request, QObject* parent)
    : QObject(parent), m_ticket(ticket), m_request(std::move(request)) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &DoctorJob::deliver);
}

DoctorJob::~DoctorJob() {
    m_watcher.disconnect(this);
}

void DoctorJob::start() {
    const DoctorRequest request = m_request;
    m_watcher.setFuture(QtConcurrent::run([request]() -> Outcome {
        auto report = runDoctor(request);
        if (!report) {
            return {nullptr, std::move(report).error()};
        }
        return {std::make_shared<const DoctorReport>(std::move(report).value()), std::nullopt};
    }));
}

void DoctorJob::deliver() {
    if (m_watcher.future().resultCount() == 0) {
        return;
    }
    Q_EMIT finished(m_ticket, m_watcher.future().takeResult());
}
