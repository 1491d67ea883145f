#include "widgets/models/doctor/doctorcontroller.h"

#include <algorithm>

#include "inspect/pathkind.h"
#include "widgets/models/doctor/doctortablemodel.h"

using namespace shardscope;

DoctorController::DoctorController(QObject* parent)
    : QObject(parent), m_model(new DoctorTableModel(this)), m_job(new JobRunner<ReportPtr>(this)) {
    m_job->onResult([this](ReportPtr report) { onReport(std::move(report)); });
    connect(m_job, &JobBase::failed, this, &DoctorController::onFailed);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &DoctorController::check);
}

DoctorController::NetKind DoctorController::detectNetKind(const QString& path) {
    switch (classifyPath(path.toStdString())) {
        case PathKind::NetDescription:
            return NetKind::NetJson;
        case PathKind::Strategy:
        case PathKind::StrategyFolder:
            return NetKind::Strategy;
        case PathKind::Missing:
            // Not there (yet): judged by its name, as the user types it.
            return path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                       ? NetKind::NetJson
                       : NetKind::Checkpoint;
        default:
            return NetKind::Checkpoint;
    }
}

void DoctorController::checkSoon() {
    m_debounce.start();
}

void DoctorController::setRunDocument(RunPtr run) {
    if (run != m_run) {
        // The check in flight, and the report shown, were of the run before: the one is
        // dropped when it ends, the other goes (closing the run or opening another showed the
        // old run's report when its check ended).
        cancelCheck();
        if (m_report) {
            m_report.reset();
            m_model->setReport(nullptr);
        }
    }
    m_run = std::move(run);
    Q_EMIT runChanged();
    if (!m_net.isEmpty()) {
        checkSoon();
    }
}

void DoctorController::setNet(const QString& path) {
    if (path == m_net) {
        return;
    }
    m_net = path;
    const NetKind kind = detectNetKind(path);
    if (kind != m_kind) {
        m_kind = kind;
        Q_EMIT netKindChanged(kind);
    }
    checkSoon();
}

void DoctorController::setNetKind(NetKind kind) {
    if (kind != m_kind) {
        m_kind = kind;
        checkSoon();
    }
}

void DoctorController::setRank(int rank) {
    if (rank != m_rank) {
        m_rank = rank;
        checkSoon();
    }
}

void DoctorController::setStrict(bool strict) {
    if (strict != m_strict) {
        m_strict = strict;
        checkSoon();
    }
}

void DoctorController::setRemoveRedundancy(bool on) {
    if (on != m_removeRedundancy) {
        m_removeRedundancy = on;
        checkSoon();
    }
}

int DoctorController::lastRank() const {
    return std::max(0, m_run ? m_run->rankCount() - 1 : 0);
}

bool DoctorController::isChecking() const {
    return m_debounce.isActive() || (m_job->isRunning() && !m_job->isCancelling());
}

DoctorInputs DoctorController::request() const {
    DoctorInputs request;
    if (m_run->kind == InputKind::Strategy) {
        // Layouts without a checkpoint: named as the CLI would name it, the doctor says why not.
        request.ckpt = m_run->path;
        request.strategy = m_run->strategyPath;
    } else {
        // The window's run at its step with its strategy, or its single checkpoint: not read
        // again.
        request.run = m_run;
    }
    request.key = m_run->key;  // the run's key (encrypted checkpoints, either side)
    const std::string net = m_net.trimmed().toStdString();
    switch (m_kind) {
        case NetKind::NetJson:
            request.netJson = net;
            break;
        case NetKind::Strategy:
            request.netStrategy = net;
            break;
        case NetKind::Checkpoint:
            request.netCkpt = net;
            break;
    }
    request.rank = m_rank;
    request.strict = m_strict;
    request.removeRedundancy = m_removeRedundancy;
    return request;
}

void DoctorController::check() {
    m_debounce.stop();
    if (!m_run || m_net.trimmed().isEmpty()) {
        Q_EMIT checked();  // nothing to check: whoever waits for the check is not kept waiting
        return;
    }
    m_awaiting = true;
    startCheck(request());
    Q_EMIT checkStarted();
}

void DoctorController::cancelCheck() {
    m_awaiting = false;
    if (m_job->isRunning()) {
        m_job->cancel();
    }
}

void DoctorController::startCheck(DoctorInputs inputs) {
    m_job->start([inputs = std::move(inputs)](std::stop_token stop,
                                              const ProgressSink& progress) -> Result<ReportPtr> {
        // Both sides opened as the CLI opens them (the run as loaded), then checked.
        auto request = openDoctor(inputs, std::move(stop), progress);
        if (!request) {
            return std::move(request).error();
        }
        auto report = std::make_shared<const DoctorReport>(runDoctor(*request));
        if (progress) {
            progress({3, 3});
        }
        return report;
    });
}

void DoctorController::onReport(ReportPtr report) {
    if (!m_awaiting) {
        return;  // a check of the run before (a stand-in's answers come here too)
    }
    m_report = std::move(report);
    m_model->setReport(m_report);
    Q_EMIT reportReady();
    Q_EMIT checked();
}

void DoctorController::onFailed(const Error& error) {
    if (!m_awaiting) {
        return;
    }
    m_report.reset();
    m_model->setReport(nullptr);
    Q_EMIT failed(error);
    Q_EMIT checked();
}

std::string DoctorController::paramName(const DoctorProblem& problem) {
    return problem.ckptName.empty() ? problem.name : problem.ckptName;
}

int DoctorController::paramIndex(const DoctorProblem& problem) const {
    const std::string name = paramName(problem);
    for (size_t i = 0; m_run && i < m_run->params.size(); ++i) {
        if (m_run->params[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}
