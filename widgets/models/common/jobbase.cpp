#include "widgets/models/common/jobbase.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <utility>

JobBase::JobBase(QObject* parent) : QObject(parent) {
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &JobBase::poll);
}

QThreadPool* JobBase::pool() {
    static QPointer<QThreadPool> jobs;
    if (!jobs) {
        jobs = new QThreadPool(QCoreApplication::instance());
        jobs->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        jobs->setObjectName(QStringLiteral("shardscope-jobs"));
    }
    return jobs;
}

JobBase::~JobBase() {
    if (m_progress) {
        m_progress->stop.request_stop();
    }
    if (m_waitOnDestroy && m_future.isValid()) {
        m_future.waitForFinished();
    }
}

std::shared_ptr<JobBase::Progress> JobBase::begin() {
    if (m_progress) {
        m_progress->stop.request_stop();  // a replaced run stops; its result is dropped
    }
    ++m_generation;
    m_running = true;
    m_cancelling = false;
    m_done = 0;
    m_total = 0;
    m_seconds = 0;
    m_progress = std::make_shared<Progress>();
    m_meter.start();
    m_poll.start();
    return m_progress;
}

void JobBase::cancel() {
    if (!m_running || m_cancelling) {
        return;
    }
    m_cancelling = true;
    m_progress->stop.request_stop();
}

bool JobBase::end(quint64 generation, bool succeeded) {
    if (generation != m_generation) {
        return false;
    }
    m_running = false;
    m_poll.stop();
    m_seconds = m_meter.elapsedSeconds();
    poll();
    const bool cancelled = std::exchange(m_cancelling, false);
    if (cancelled && !(succeeded && m_deliverCompleted)) {
        Q_EMIT stopped();
        return false;
    }
    return true;
}

void JobBase::fail(shardscope::Error error) {
    Q_EMIT failed(error);
}

void JobBase::succeed() {
    Q_EMIT finished();
}

void JobBase::poll() {
    if (!m_progress || !m_progress->changed.exchange(false)) {
        return;
    }
    m_done = m_progress->done.load(std::memory_order_relaxed);
    m_total = m_progress->total.load(std::memory_order_relaxed);
    m_meter.sample(m_done);
    takeProgress();
    Q_EMIT progressChanged();
}
