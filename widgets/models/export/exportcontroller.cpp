#include "widgets/models/export/exportcontroller.h"

#include "inspect/rundocument.h"

using namespace shardscope;

ExportController::ExportController(std::shared_ptr<const RunDocument> run, QObject* parent)
    : QObject(parent), m_run(std::move(run)), m_job(new ExportJob(this)) {
    m_job->onResult([this](const ExportResult& result) { finish(result, m_job->seconds()); });
    connect(m_job, &JobBase::progressChanged, this, [this] {
        if (!m_job->isCancelling()) {
            Q_EMIT progressChanged(
                Progress{m_job->progress(), m_job->unitsPerSecond(), m_job->secondsLeft()});
        }
    });
    connect(m_job, &JobBase::failed, this, &ExportController::fail);
    connect(m_job, &JobBase::stopped, this, &ExportController::stopped);
}

ExportController::~ExportController() = default;

QString ExportController::source() const {
    return QString::fromStdString(m_run->path);
}

bool ExportController::isRunFolder() const {
    // One checkpoint: a file, or a rank folder of per-stage parts read as one.
    return m_run->kind != InputKind::Checkpoint;
}

int ExportController::ranks() const {
    return m_run->rankCount();
}

QStringList ExportController::paramNames() const {
    QStringList names;
    for (const ParamInfo& p : m_run->params) {
        names << QString::fromStdString(p.name);
    }
    names.removeDuplicates();
    return names;
}

ExportRequest ExportController::request(ExportRequest options) const {
    options.source = m_run->path;
    options.strategy = m_run->strategyPath;
    return options;
}

void ExportController::start(const ExportRequest& options) {
    if (m_state != State::Editing) {
        return;
    }
    m_failure.reset();
    m_result.reset();
    m_cancelling = false;
    setState(State::Running);
    startExport(*m_job, m_run, request(options));
}

void ExportController::cancel() {
    if (m_state != State::Running) {
        return;
    }
    m_cancelling = true;
    m_job->cancel();
}

void ExportController::finish(const ExportResult& result, double seconds) {
    m_result = result;
    m_cancelling = false;
    setState(State::Done);
    Q_EMIT finished(result, seconds);
}

void ExportController::fail(const Error& error) {
    m_failure = error;
    m_cancelling = false;
    setState(State::Editing);
    Q_EMIT failed(error);
}

void ExportController::stopped() {
    m_cancelling = false;
    setState(State::Editing);
    Q_EMIT cancelled();
}

void ExportController::setState(State state) {
    m_state = state;
    Q_EMIT stateChanged(state);
}
