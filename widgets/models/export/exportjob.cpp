#include "models/export/exportjob.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <chrono>

#include "export/exporter.h"

using namespace shardscope;

ExportJob::ExportJob(ExportRequest request, QObject* parent)
    : QObject(parent), m_request(std::move(request)) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ExportJob::deliver);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &ExportJob::poll);
}

ExportJob::~ExportJob() {
    m_shared->stop.request_stop();
    m_watcher.disconnect(this);
    if (m_watcher.isRunning()) {
        m_watcher.waitForFinished();
    }
}

void ExportJob::start() {
    if (isRunning()) {
        return;
    }
    const ExportRequest request = m_request;
    const std::shared_ptr<Shared> shared = m_shared;
    m_clock.start();
    m_samples.clear();
    m_poll.start();
    m_watcher.setFuture(QtConcurrent::run([request, shared]() -> Outcome {
        const auto started = std::chrono::steady_clock::now();
        auto result =
            runExport(request, shared->stop.get_token(), [&shared](const ExportProgress& p) {
                shared->done.store(p.done, std::memory_order_relaxed);
                shared->total.store(p.total, std::memory_order_relaxed);
                shared->tensors.store(p.tensors, std::memory_order_relaxed);
                // Called for every window; the name only changes with the tensor.
                if (!shared->begun.load(std::memory_order_relaxed) ||
                    shared->tensor.load(std::memory_order_relaxed) != p.tensor) {
                    const std::lock_guard<std::mutex> lock(shared->nameLock);
                    shared->name = p.name;
                    shared->tensor.store(p.tensor, std::memory_order_relaxed);
                }
                shared->begun.store(true, std::memory_order_release);
            });
        Outcome outcome;
        if (result) {
            outcome.result = std::move(result).value();
        } else {
            outcome.error = std::move(result).error();
        }
        outcome.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return outcome;
    }));
}

void ExportJob::cancel() {
    m_shared->stop.request_stop();
}

void ExportJob::poll() {
    if (!m_shared->begun.load(std::memory_order_acquire)) {
        return;
    }
    Progress p;
    p.done = m_shared->done.load(std::memory_order_relaxed);
    p.total = m_shared->total.load(std::memory_order_relaxed);
    p.tensors = static_cast<int>(m_shared->tensors.load(std::memory_order_relaxed));
    {
        const std::lock_guard<std::mutex> lock(m_shared->nameLock);
        p.tensor = static_cast<int>(m_shared->tensor.load(std::memory_order_relaxed)) + 1;
        p.name = QString::fromStdString(m_shared->name);
    }
    // The rate over the last three seconds: steady when the disk is, quick to follow a change.
    const qint64 now = m_clock.elapsed();
    m_samples.emplace_back(now, p.done);
    while (m_samples.size() > 2 && now - m_samples.front().first > 3000) {
        m_samples.erase(m_samples.begin());
    }
    const auto& first = m_samples.front();
    if (now - first.first > 200 && p.done > first.second) {
        p.bytesPerSecond = static_cast<double>(p.done - first.second) * 1000.0 /
                           static_cast<double>(now - first.first);
        p.secondsLeft = static_cast<double>(p.total - std::min(p.total, p.done)) / p.bytesPerSecond;
    }
    if (p.done == m_lastDone && static_cast<size_t>(p.tensor) == m_lastTensor &&
        p.bytesPerSecond == 0) {
        return;
    }
    m_lastDone = p.done;
    m_lastTensor = static_cast<size_t>(p.tensor);
    Q_EMIT progress(p);
}

void ExportJob::deliver() {
    m_poll.stop();
    if (m_watcher.future().resultCount() == 0) {
        return;
    }
    Outcome outcome = m_watcher.future().takeResult();
    m_seconds = outcome.seconds;
    if (outcome.result) {
        // A stop that came after the last byte finds the files complete: they are reported.
        poll();
        Q_EMIT finished(*outcome.result);
    } else if (m_shared->stop.stop_requested() ||
               (outcome.error && outcome.error->code == ErrorCode::Cancelled)) {
        Q_EMIT cancelled();
    } else if (outcome.error) {
        Q_EMIT failed(*outcome.error);
    }
}
