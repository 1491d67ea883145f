#include "models/migration/planjob.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <vector>

using namespace shardscope;

PlanJob::PlanJob(quint64 ticket, PlanRequest request, bool measureDisk, QObject* parent)
    : QObject(parent), m_ticket(ticket), m_request(std::move(request)), m_measureDisk(measureDisk) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &PlanJob::deliver);
}

PlanJob::~PlanJob() {
    // The task holds its own copy of the request; its answer simply goes nowhere.
    m_watcher.disconnect(this);
}

double PlanJob::measureReadSpeed(const ConversionPlan& plan, quint64 limit) {
    const CheckpointFile* largest = nullptr;
    for (const auto& f : plan.sources) {
        if (f && (!largest || f->mapped().size() > largest->mapped().size())) {
            largest = f.get();
        }
    }
    if (!largest) {
        return 0;
    }
    QFile file(QString::fromStdString(largest->path()));
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    std::vector<char> buffer(4u << 20);
    QElapsedTimer timer;
    timer.start();
    quint64 read = 0;
    while (read < limit) {
        const qint64 n = file.read(buffer.data(), static_cast<qint64>(buffer.size()));
        if (n <= 0) {
            break;
        }
        read += static_cast<quint64>(n);
    }
    const double seconds = std::max(1e-6, static_cast<double>(timer.nsecsElapsed()) / 1e9);
    return read == 0 ? 0 : static_cast<double>(read) / seconds;
}

void PlanJob::start() {
    const PlanRequest request = m_request;
    const bool measure = m_measureDisk;
    m_watcher.setFuture(QtConcurrent::run([request, measure]() -> Outcome {
        auto plan = planConversion(request);
        if (!plan) {
            return {nullptr, 0, std::move(plan).error()};
        }
        auto shared = std::make_shared<const ConversionPlan>(std::move(plan).value());
        return {shared, measure ? measureReadSpeed(*shared) : 0.0, std::nullopt};
    }));
}

void PlanJob::deliver() {
    if (m_watcher.future().resultCount() == 0) {
        return;
    }
    Q_EMIT finished(m_ticket, m_watcher.future().takeResult());
}
