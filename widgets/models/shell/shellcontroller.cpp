#include "widgets/models/shell/shellcontroller.h"

#include <QDir>
#include <QFileInfo>
#include <QModelIndex>
#include <algorithm>

#include "formats/mindformersoutput.h"
#include "formats/ranktable.h"
#include "formats/ranktablefiles.h"
#include "history/runhistory.h"
#include "inspect/pathkind.h"
#include "widgets/models/common/demofolder.h"
#include "widgets/models/common/recentfiles.h"
#include "widgets/models/files/inspectfiltermodel.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/models/history/historydamage.h"
#include "widgets/models/problems/issuelistmodel.h"
#include "widgets/models/problems/runissuefilter.h"
#include "widgets/models/shell/session.h"

using namespace shardscope;

ShellController::ShellController(QObject* parent)
    : QObject(parent),
      m_session(new Session(this)),
      m_model(new InspectModel(this)),
      m_proxy(new InspectFilterModel(this)),
      m_notices(m_session->issues()),
      m_shownNotices(new RunIssueFilter(this)),
      m_recent(new RecentFiles(this)) {
    m_proxy->setSourceModel(m_model);
    m_shownNotices->setSourceModel(m_notices);
    connect(m_session, &Session::documentOpened, this, &ShellController::onDocumentOpened);
    connect(m_session, &Session::documentLoaded, this, &ShellController::onDocumentLoaded);
    connect(m_session, &Session::documentFailed, this, &ShellController::onDocumentFailed);
}

ShellController::~ShellController() = default;

ShellController::Route ShellController::route(const QString& path) {
    Route route;
    route.path = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const std::string absolute = route.path.toStdString();
    if (route.path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) &&
        looksLikeRankTable(absolute)) {
        route.kind = Route::Kind::RankTable;
    } else if (const auto out = findMindFormersOutput(absolute);
               out && out->choices().size() > 1 &&
               QString::fromStdString(out->root) == route.path) {
        route.kind = Route::Kind::ChooseRun;
        route.runs = out->runs;
    } else if (const PathKind kind = classifyPath(absolute);
               kind == PathKind::Log || kind == PathKind::LogFolder) {
        route.kind = Route::Kind::Logs;
    }
    return route;
}

QStringList ShellController::demoPaths(const QString& folder) {
    QStringList paths = {folder};
    // The run's strategy beside it shows what the ranks hold: layouts by pipeline stage.
    const QString strategy = folder + QStringLiteral("/strategy.ckpt");
    if (QFileInfo::exists(strategy)) {
        paths << strategy;
    }
    return paths;
}

bool ShellController::strategyFits(int inRun, int laidOut) {
    return laidOut > 0 && inRun == laidOut;
}

void ShellController::open(const QString& absolutePath) {
    m_session->open(absolutePath);
}

QString ShellController::prepareRun(const QString& folder, const QString& strategy) {
    QString absolute = QDir::cleanPath(QDir().absoluteFilePath(folder));
    m_session->openOptions().setStrategyFor(absolute, strategy);
    return absolute;
}

void ShellController::openAtStep(const QString& folder, const QString& step) {
    const QString absolute = QDir::cleanPath(QDir().absoluteFilePath(folder));
    m_session->openOptions().setStepFor(absolute, step);
    m_session->open(absolute);
}

bool ShellController::canPlaceCards() const {
    const QString run = m_session->activePath();
    return !run.isEmpty() && QFileInfo(run).isDir();
}

std::optional<Error> ShellController::attachRankTable(const QString& table) {
    if (auto checked = loadRankTableSpec(table.toStdString()); !checked) {
        return checked.error();
    }
    const QString run = m_session->activePath();
    m_session->openOptions().setRankTableFor(run, table);
    m_session->open(run);
    return std::nullopt;
}

QString ShellController::closeTarget(const QModelIndex& currentReport) const {
    // The run the views show (the one the title names), with its strategy files and its logs.
    if (QString active = m_session->activePath(); !active.isEmpty()) {
        return active;
    }
    const int row =
        currentReport.isValid() ? currentReport.row() : (m_model->reportCount() == 1 ? 0 : -1);
    return row < 0 ? QString() : m_model->reportPath(row);
}

QStringList ShellController::close(const QString& path) {
    QStringList closed = m_session->closeWithCompanions(path);
    for (const QString& gone : closed) {
        m_tickets.erase(gone);
        const int row = m_model->rowOfPath(gone);
        if (row >= 0) {
            m_model->removeReport(row);
        }
    }
    return closed;
}

void ShellController::closeAll() {
    m_session->closeAll();
    m_tickets.clear();
    m_model->clear();
    m_notices->clear();
}

int ShellController::followActive() {
    const QString active = m_session->activePath();
    m_shownNotices->setRun(active);
    m_model->setActivePath(active);
    return m_model->rowOfPath(active);
}

void ShellController::showHistoryNotices(const QString& path, const RunHistory* history) {
    // The history of a run does not change when it is opened at another step: only which step's
    // problems the run reports itself.
    const Session::Document* doc = m_session->document(path);
    if (history == nullptr || QString::fromStdString(history->path) != path || doc == nullptr ||
        !doc->run) {
        return;
    }
    const auto& step = doc->run->run.step;
    m_notices->setNotices(path + Session::kHistorySuffix,
                          HistoryDamage::issues(*history, step ? step->name : std::string()));
}

void ShellController::onDocumentOpened(const QString& path) {
    m_tickets[path] = m_model->beginReport(path);
}

void ShellController::onDocumentLoaded(const QString& path) {
    const auto ticket = m_tickets.find(path);
    const Session::Document* doc = m_session->document(path);
    if (ticket == m_tickets.end() || doc == nullptr) {
        return;
    }
    if (m_model->finishReport(ticket->second, doc->report)) {
        Q_EMIT reportFinished(m_model->index(m_model->rowOfPath(path), 0));
    }
    m_tickets.erase(ticket);
    // Open Recent lists what opened, never what failed to.
    if (m_recordRecent && !path.startsWith(DemoFolder::path())) {
        m_recent->add(path);
    }
    Q_EMIT documentReady(path);
    // Encrypted rank files without their key (or with a wrong one): the run opened without
    // them (UnreadableRank problems), and the window asks for the key.
    if (const auto need = m_session->keyNeeded(path)) {
        askKey(path, *need);
    }
}

void ShellController::onDocumentFailed(const QString& path, const Error& error) {
    if (const auto ticket = m_tickets.find(path); ticket != m_tickets.end()) {
        m_model->dropReport(ticket->second);
        m_tickets.erase(ticket);
    }
    m_recent->remove(path);
    Q_EMIT documentDropped(path);
    if (const auto need = m_session->keyNeeded(path)) {
        askKey(path, *need);  // the question names the file and why
        return;
    }
    Q_EMIT failed(error);
}

void ShellController::askKey(const QString& path, const Error& need) {
    std::erase_if(m_keyQueue, [&](const auto& item) { return item.first == path; });
    m_keyQueue.emplace_back(path, need);
    if (!m_askingKey) {
        askNextKey();
    }
}

void ShellController::askNextKey() {
    while (!m_keyQueue.empty() && m_session->document(m_keyQueue.front().first) == nullptr) {
        m_keyQueue.erase(m_keyQueue.begin());  // closed meanwhile
    }
    if (m_keyQueue.empty()) {
        return;
    }
    const QString path = m_keyQueue.front().first;
    const Error need = m_keyQueue.front().second;
    m_keyQueue.erase(m_keyQueue.begin());
    m_askingKey = true;
    Q_EMIT keyWanted(path, need);
}

void ShellController::giveKey(const QString& path, CheckpointKeyRef key) {
    m_session->openOptions().setKeyFor(path, std::move(key));
    m_session->open(path);
}

void ShellController::keyAnswered() {
    m_askingKey = false;
    QMetaObject::invokeMethod(this, &ShellController::askNextKey, Qt::QueuedConnection);
}
