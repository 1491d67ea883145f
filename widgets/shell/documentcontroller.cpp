#include "shell/documentcontroller.h"

#include <QFileInfo>

#include "doctor/doctorview.h"
#include "loss/lossview.h"
#include "migration/migrationview.h"
#include "models/common/errortext.h"
#include "models/problems/issuelistmodel.h"
#include "shell/inspectorpanel.h"

using namespace shardscope;

DocumentController::DocumentController(InspectorPanel* panel, IssueListModel* notices,
                                       QObject* parent)
    : QObject(parent), m_panel(panel), m_notices(notices) {}

DocumentController::~DocumentController() {
    for (auto& [ticket, job] : m_jobs) {
        job->cancel();
    }
}

void DocumentController::open(const QString& absolutePath) {
    close(absolutePath);
    const bool isRun = QFileInfo(absolutePath).isDir();
    const auto own = m_strategyFor.find(absolutePath);
    startJob(absolutePath, !isRun                       ? QString()
                           : own != m_strategyFor.end() ? own->second
                                                        : m_strategy);
}

void DocumentController::startJob(const QString& path, const QString& strategy) {
    auto* job = new RunJob(m_nextTicket++, path, strategy, this);
    connect(job, &RunJob::finished, this, &DocumentController::onFinished);
    connect(job, &RunJob::failed, this, &DocumentController::onFailed);
    m_jobs[job->ticket()] = job;
    job->start();
}

void DocumentController::close(const QString& absolutePath) {
    for (auto it = m_jobs.begin(); it != m_jobs.end();) {
        if (it->second->path() == absolutePath) {
            it->second->cancel();
            it->second->deleteLater();
            it = m_jobs.erase(it);
        } else {
            ++it;
        }
    }
    m_notices->removeNotices(absolutePath + kLayoutSuffix);
    if (absolutePath == m_current) {
        m_current.clear();
        m_currentHasRanks = false;
        m_panel->setRunModel(nullptr);
    }
}

void DocumentController::clear() {
    for (auto& [ticket, job] : m_jobs) {
        job->cancel();
        job->deleteLater();
    }
    m_jobs.clear();
    m_current.clear();
    m_currentHasRanks = false;
    m_panel->setRunModel(nullptr);
}

void DocumentController::finishJob(quint64 ticket) {
    if (const auto it = m_jobs.find(ticket); it != m_jobs.end()) {
        it->second->deleteLater();
        m_jobs.erase(it);
    }
    if (m_jobs.empty()) {
        Q_EMIT loadingFinished();
    }
}

void DocumentController::onFinished(quint64 ticket, RunJob::RunPtr run) {
    const QString path = QString::fromStdString(run->path);
    std::vector<Issue> layoutNotices;
    for (const Issue& n : run->issues) {
        if (n.code == IssueCode::ShapeContradictsStrategy || n.code == IssueCode::MissingOnRanks ||
            n.code == IssueCode::NoStrategy) {
            layoutNotices.push_back(n);
        }
    }
    m_notices->setNotices(path + kLayoutSuffix, layoutNotices);
    const bool hasRanks = run->rankCount() > 0;
    // A strategy opened while a run without one is showing is that run's strategy.
    const auto shown = m_panel->runModel();
    if (!hasRanks && m_currentHasRanks && shown && !shown->strategy && run->strategy) {
        startJob(m_current, path);
        finishJob(ticket);  // after the new job is counted: loading has not finished yet
        return;
    }
    if (hasRanks || !m_currentHasRanks) {
        m_current = path;
        m_currentHasRanks = hasRanks;
        m_panel->setRunModel(std::move(run));
    }
    finishJob(ticket);
}

void DocumentController::onFailed(quint64 ticket, const Error& error) {
    // The Files view reports unreadable paths; only what is new here is worth a message.
    if (error.code == ErrorCode::BadStrategy) {
        Q_EMIT loadFailed(ErrorText::title(error.code), ErrorText::detail(error));
    }
    finishJob(ticket);
}

QString DocumentController::applyStartView() {
    InspectorPanel::View view;
    if (!m_start.view.isEmpty() && InspectorPanel::viewFromName(m_start.view, &view)) {
        m_panel->setView(view);
    }
    QString problem;
    if (!m_start.param.isEmpty() && !m_panel->selectParam(m_start.param)) {
        problem = tr("no parameter named %1").arg(m_start.param);
    }
    if (m_start.rank >= -1) {
        m_panel->setRank(m_start.rank);
    }
    if (m_start.smoothing >= 0) {
        m_panel->loss()->setSmoothing(m_start.smoothing);
    }
    if (m_start.logY) {
        m_panel->loss()->setLogY(true);
    }
    if (!m_start.net.isEmpty()) {
        m_panel->doctor()->setNet(m_start.net);
    }
    if (!m_start.target.isEmpty()) {
        m_panel->migration()->setTargetStrategy(m_start.target);
    }
    if (QString why; !m_start.simulate.isEmpty() && problem.isEmpty() &&
                     !m_panel->migration()->simulate(m_start.simulate, &why)) {
        problem = tr("--simulate: %1").arg(why);
    }
    return problem;
}
