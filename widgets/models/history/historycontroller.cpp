#include "widgets/models/history/historycontroller.h"

#include <QFileInfo>

#include "inspect/historyofrun.h"

using namespace shardscope;

HistoryController::HistoryController(QObject* parent)
    : QObject(parent), m_job(new JobRunner<HistoryPtr>(this)) {
    m_job->onResult([this](HistoryPtr history) { onHistory(std::move(history)); });
    connect(m_job, &JobBase::failed, this, &HistoryController::onFailed);
}

QString HistoryController::openStep() const {
    return m_run && m_run->run.step ? QString::fromStdString(m_run->run.step->name) : QString();
}

QString HistoryController::resumeStep() const {
    const HistoryStep* resume = m_history ? m_history->resumeStep() : nullptr;
    return resume ? QString::fromStdString(resume->name) : QString();
}

void HistoryController::requestStep(const QString& name) {
    if (m_run) {
        Q_EMIT stepRequested(QString::fromStdString(m_run->path), name);
    }
}

void HistoryController::requestStepAt(int index) {
    if (m_history && index >= 0 && index < static_cast<int>(m_history->steps.size())) {
        requestStep(QString::fromStdString(m_history->steps[static_cast<size_t>(index)].name));
    }
}

void HistoryController::setRunDocument(RunPtr run, bool readLater) {
    const bool sameRun = run && m_run && run->path == m_run->path && m_history;
    m_run = std::move(run);
    Q_EMIT openStepChanged();
    if (!sameRun) {  // the same run at another step: its history has not changed
        load(readLater);
    }
}

void HistoryController::readIfDue() {
    if (m_readDue) {
        load();
    }
}

void HistoryController::setStepsPerEpoch(int steps) {
    if (steps == m_stepsPerEpoch) {
        return;
    }
    m_stepsPerEpoch = steps;
    load();
}

bool HistoryController::isLoading() const {
    return m_job->isRunning() || m_readDue;  // a read put off is on its way too
}

void HistoryController::load(bool readLater) {
    m_readDue = false;
    m_history.reset();
    m_error.reset();
    if (!m_run || !QFileInfo(QString::fromStdString(m_run->path)).isDir()) {
        m_job->cancel();
        m_state = State::NoRun;
        Q_EMIT historyChanged();
        return;
    }
    m_state = State::Reading;
    if (readLater) {
        m_job->cancel();  // an older run's read: its result is not this run's
        m_readDue = true;
        Q_EMIT historyChanged();
        return;
    }
    HistoryOptions options;
    options.stepsPerEpoch = m_stepsPerEpoch;
    options.background = true;  // the window's thread keeps the CPU it needs
    Q_EMIT historyChanged();
    startRead(m_run, std::move(options));
}

void HistoryController::startRead(RunPtr run, HistoryOptions options) {
    m_job->start(
        [run = std::move(run), options = std::move(options)](
            std::stop_token stop, const JobRunner<HistoryPtr>::Sink&) -> Result<HistoryPtr> {
            HistoryOptions withStop = options;
            withStop.stop = std::move(stop);
            auto history = historyOfRun(run, std::move(withStop));
            if (!history) {
                return std::move(history).error();
            }
            return std::make_shared<const RunHistory>(std::move(history).value());
        });
}

void HistoryController::onHistory(HistoryPtr history) {
    m_history = std::move(history);
    m_error.reset();
    m_state = State::Read;
    Q_EMIT historyChanged();
    Q_EMIT loaded();
}

void HistoryController::onFailed(const Error& error) {
    m_history.reset();
    m_error = error;
    m_state = State::Failed;
    Q_EMIT historyChanged();
    Q_EMIT loaded();
}
