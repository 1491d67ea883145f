#include "shell/mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>

#include "cluster/ranktable.h"
#include "common/appicon.h"
#include "common/busyindicator.h"
#include "common/emptypage.h"
#include "common/filteredit.h"
#include "common/messagebar.h"
#include "common/recentfilesmenu.h"
#include "export/exportdialog.h"
#include "files/inspecttreeview.h"
#include "formats/mindformersoutput.h"
#include "formats/ranktablefiles.h"
#include "history/historyview.h"
#include "inspect/pathkind.h"
#include "loss/lossview.h"
#include "matrix/devicematrixview.h"
#include "models/common/demofolder.h"
#include "models/common/errortext.h"
#include "models/common/recentfiles.h"
#include "models/files/inspectfiltermodel.h"
#include "models/files/inspectmodel.h"
#include "models/history/historydamage.h"
#include "models/problems/issuelistmodel.h"
#include "models/problems/runissuefilter.h"
#include "models/shell/session.h"
#include "shell/guidedialog.h"
#include "shell/inspectorpanel.h"
#include "shell/keydialog.h"
#include "shell/problemspanel.h"
#include "shell/runsmenu.h"

using namespace shardscope;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_session(new Session(this)),
      m_model(new InspectModel(this)),
      m_proxy(new InspectFilterModel(this)),
      m_notices(m_session->issues()),
      m_shownNotices(new RunIssueFilter(this)),
      m_recent(new RecentFiles(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(AppIcon::icon());
    setAcceptDrops(true);
    m_proxy->setSourceModel(m_model);
    m_shownNotices->setSourceModel(m_notices);
    const QStyle* s = style();
    m_model->setKindIcon(InputKind::Checkpoint, s->standardIcon(QStyle::SP_FileIcon));
    m_model->setKindIcon(InputKind::Strategy, s->standardIcon(QStyle::SP_FileDialogDetailedView));
    m_model->setKindIcon(InputKind::Run, s->standardIcon(QStyle::SP_DirIcon));
    m_model->setIndexingIcon(s->standardIcon(QStyle::SP_BrowserReload));
    m_model->setWarningIcon(s->standardIcon(QStyle::SP_MessageBoxWarning));
    m_notices->setWarningIcon(s->standardIcon(QStyle::SP_MessageBoxWarning));

    createActions();
    createMenus();
    createToolBar();
    createCentralWidget();
    createProblemsDock();
    createStatusBar();
    connect(m_session, &Session::documentOpened, this, &MainWindow::onDocumentOpened);
    connect(m_session, &Session::documentLoaded, this, &MainWindow::onDocumentLoaded);
    connect(m_session, &Session::documentFailed, this, &MainWindow::onDocumentFailed);
    connect(m_session, &Session::loadingFinished, this, &MainWindow::onLoadingFinished);
    connect(m_session, &Session::strategyOffered, this, &MainWindow::offerStrategy);
    connect(m_session, &Session::activeRunChanged, m_inspector, &InspectorPanel::setRunModel);
    connect(m_inspector, &InspectorPanel::handedOver, this, &MainWindow::onLoadingFinished);
    connect(m_session, &Session::activeRunChanged, this, &MainWindow::onActiveChanged);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::followTreeSelection);
    connect(m_inspector->loss(), &LossView::loaded, this, &MainWindow::updateStatus);
    connect(m_inspector->history(), &HistoryView::loaded, this, [this] {
        if (const auto history = m_inspector->history()->history()) {
            showHistoryNotices(QString::fromStdString(history->path));
        }
    });
    connect(m_inspector, &InspectorPanel::openRunRequested, this,
            [this](const QString& folder, const QString& strategy) {
                const QString absolute = QDir::cleanPath(QDir().absoluteFilePath(folder));
                m_session->setStrategyFor(absolute, strategy);
                openPath(absolute);
                m_inspector->setView(InspectorPanel::View::Parameters);
            });
    // A column of the History tab: the same run at that step, in every tab.
    connect(m_inspector, &InspectorPanel::stepRequested, this,
            [this](const QString& folder, const QString& step) {
                const QString absolute = QDir::cleanPath(QDir().absoluteFilePath(folder));
                m_session->setStepFor(absolute, step);
                m_session->open(absolute);
            });
    connect(m_model, &InspectModel::reportsChanged, this, &MainWindow::updateStatus);
    updateStatus();
    resize(1200, 780);
}

MainWindow::~MainWindow() = default;

IssueListModel* MainWindow::noticeModel() const {
    return m_notices;
}

void MainWindow::openPaths(const QStringList& paths) {
    for (const QString& path : paths) {
        openPath(path);
    }
}

void MainWindow::exportCurrent() {
    const auto run = m_inspector->runModel();
    if (!run || run->files.empty()) {
        return;
    }
    // One checkpoint: a file, or a rank folder of per-stage parts read as one.
    const bool single = run->kind == shardscope::InputKind::Checkpoint;
    QStringList names;
    for (const shardscope::ParamInfo& p : run->params) {
        names << QString::fromStdString(p.name);
    }
    names.removeDuplicates();
    const int current = m_inspector->currentParam();
    auto* dialog = new ExportDialog(
        QString::fromStdString(run->path), QString::fromStdString(run->strategyPath), !single,
        run->rankCount(), names,
        current >= 0 ? QString::fromStdString(run->params[static_cast<size_t>(current)].name)
                     : QString(),
        this);
    dialog->setRun(run);  // exported as loaded, not opened again
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::openPath(const QString& path) {
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    if (absolute.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) &&
        shardscope::looksLikeRankTable(absolute.toStdString())) {
        return attachRankTable(absolute);
    }
    if (const auto out = shardscope::findMindFormersOutput(absolute.toStdString());
        out && out->choices().size() > 1 && QString::fromStdString(out->root) == absolute) {
        return chooseRunIn(absolute, out->runs);
    }
    const PathKind kind = classifyPath(absolute.toStdString());
    if (kind == PathKind::Log || kind == PathKind::LogFolder) {
        m_inspector->loss()->addPaths({absolute});
        m_inspector->setView(InspectorPanel::View::Loss);
        showInspectorPage();
        return;
    }
    m_session->open(absolute);
    showInspectorPage();
    updateStatus();
}

void MainWindow::onDocumentOpened(const QString& path) {
    m_tickets[path] = m_model->beginReport(path);
}

void MainWindow::onDocumentLoaded(const QString& path) {
    const auto ticket = m_tickets.find(path);
    const Session::Document* doc = m_session->document(path);
    if (ticket == m_tickets.end() || doc == nullptr) {
        return;
    }
    if (m_model->finishReport(ticket->second, doc->report)) {
        const QModelIndex source = m_model->index(m_model->rowOfPath(path), 0);
        if (m_model->rowCount(source) <= kAutoExpandRows) {
            m_tree->expand(m_proxy->mapFromSource(source));
        }
        // Measuring a large run's rows is its own turn of the event loop, after the views
        // that the run filled in this one.
        QTimer::singleShot(0, m_tree, [tree = m_tree] { tree->fitColumns(); });
    }
    m_tickets.erase(ticket);
    showHistoryNotices(path);
    // Open Recent lists what opened, never what failed to.
    if (m_recordRecent && !path.startsWith(DemoFolder::path())) {
        m_recent->add(path);
    }
    updateStatus();
    // Encrypted rank files without their key (or with a wrong one): the run opened without
    // them (UnreadableRank problems), and the window asks for the key.
    if (const auto need = m_session->keyNeeded(path)) {
        askKey(path, *need);
    }
}

void MainWindow::onDocumentFailed(const QString& path, const Error& error) {
    if (const auto ticket = m_tickets.find(path); ticket != m_tickets.end()) {
        m_model->dropReport(ticket->second);
        m_tickets.erase(ticket);
    }
    m_recent->remove(path);
    updateStatus();
    if (const auto need = m_session->keyNeeded(path)) {
        askKey(path, *need);  // the dialog names the file and why
        return;
    }
    showError(ErrorText::title(error.code), ErrorText::detail(error));
}

void MainWindow::onLoadingFinished() {
    updateStatus();
    if (!isIndexing()) {
        Q_EMIT indexingFinished();
    }
}

void MainWindow::openDemo() {
    const Result<QString> demo = DemoFolder::ensure();
    if (!demo) {
        showError(tr("Cannot write the demo run"), ErrorText::text(demo.error()));
        return;
    }
    openDemoFolder(*demo);
}

void MainWindow::openDemoFolder(const QString& folder) {
    openPath(folder);
    // The run's strategy beside it shows what the ranks hold: layouts by pipeline stage.
    const QString strategy = folder + QStringLiteral("/strategy.ckpt");
    if (QFileInfo::exists(strategy)) {
        openPath(strategy);
    }
}

void MainWindow::closeAll() {
    m_session->closeAll();
    m_tickets.clear();
    m_model->clear();
    m_notices->clear();
    m_messageBar->clearMessages();
    updateStatus();
    Q_EMIT indexingFinished();
}

bool MainWindow::isIndexing() const {
    return m_session->isLoading() || m_inspector->isHandingOver();
}

void MainWindow::showError(const QString& title, const QString& detail) {
    m_messageBar->showError(title, detail);
}

void MainWindow::applyFilter(const QString& text) {
    m_proxy->setNameFilter(text);
    if (!m_proxy->nameFilter().isEmpty()) {
        m_tree->expandAll();
    }
    updateStatus();
}

void MainWindow::jumpToNotice(const QModelIndex& index) {
    const QString reportPath = index.data(IssueListModel::ReportPathRole).toString();
    if (reportPath.endsWith(Session::kHistorySuffix)) {
        m_inspector->setView(InspectorPanel::View::History);
        return;
    }
    if (reportPath.endsWith(Session::kLayoutSuffix)) {
        m_inspector->setView(InspectorPanel::View::Parameters);
        m_inspector->selectParam(index.data(IssueListModel::ParamRole).toString());
        return;
    }
    const QModelIndex source =
        m_model->locate(index.data(IssueListModel::ReportPathRole).toString(),
                        index.data(IssueListModel::ParamRole).toString(),
                        index.data(IssueListModel::RankRole).toInt());
    QModelIndex target = m_proxy->mapFromSource(source);
    if (!target.isValid() && source.isValid()) {
        m_filterEdit->clearNow();  // the row is filtered out
        target = m_proxy->mapFromSource(source);
    }
    m_inspector->setView(InspectorPanel::View::Files);
    m_tree->reveal(target);
}

void MainWindow::applyStartView() {
    if (const QString problem = m_start.apply(m_inspector); !problem.isEmpty()) {
        showError(tr("Cannot show what the command line asked for"), problem);
    }
}

QString MainWindow::showOverview() {
    m_tree->expandReports(kAutoExpandRows);
    m_tree->fitColumns();
    const QModelIndex first = m_proxy->index(0, 0);
    m_tree->setCurrentIndex(m_proxy->rowCount(first) > 0 ? m_proxy->index(0, 0, first) : first);
    m_tree->scrollToTop();
    return m_start.apply(m_inspector);
}

void MainWindow::showInspectorPage() {
    if (m_pages->currentIndex() == 1) {
        return;
    }
    m_pages->setCurrentIndex(1);
    // The caret was in the empty page, now hidden: it goes to the view in front (the Files tree
    // first), never to a filter that would swallow typed shortcuts.
    m_inspector->focusCurrentView();
}

void MainWindow::updateStatus() {
    const int reports = m_model->reportCount();
    const bool logs = !m_inspector->loss()->runs().empty() || m_inspector->loss()->isLoading();
    // The Playground needs no file: it stays in front once chosen.
    if (reports > 0 || logs || m_inspector->view() == InspectorPanel::View::Playground) {
        showInspectorPage();
    } else {
        m_pages->setCurrentIndex(0);
    }
    QStringList parts;
    const int logRuns = static_cast<int>(m_inspector->loss()->runs().size());
    if (reports == 0 && logRuns == 0) {
        parts << tr("Nothing open");
    } else if (reports == 0) {
        parts << tr("%n training log run(s) on the Loss tab", "", logRuns);
    } else {
        parts << tr("%n file(s)", "", reports)
              << tr("%n item(s)", "", static_cast<int>(m_model->itemCount()));
        if (!m_proxy->nameFilter().isEmpty()) {
            parts << tr("%n item(s) match “%1”", "", static_cast<int>(m_proxy->visibleItemCount()))
                         .arg(m_proxy->nameFilter());
        }
        parts << tr("%n problem(s)", "", m_shownNotices->rowCount());
    }
    m_statusLabel->setText(parts.join(QStringLiteral("   ·   ")));

    const int indexing = m_model->indexingCount();
    m_busy->setPending(indexing);

    const int problems = m_shownNotices->rowCount();
    m_problemsDock->setWindowTitle(problems > 0 ? tr("Problems (%1)").arg(problems)
                                                : tr("Problems"));
    // The dock takes room only when it has something to say; the user may still close it, or
    // open it empty from the View menu.
    if ((problems > 0) != m_dockHasProblems) {
        m_dockHasProblems = problems > 0;
        m_problemsDock->setVisible(m_dockHasProblems);
    }
    // The title names the run the views show.
    const QString active = m_session->activePath();
    const QString shown = !active.isEmpty() ? m_session->displayName(active)
                          : reports == 1    ? m_model->index(0, 0).data().toString()
                                            : QString();
    setWindowTitle(shown.isEmpty() ? tr("ShardScope") : tr("%1 — ShardScope").arg(shown));
    m_closeAction->setEnabled(reports > 0);
    m_closeAllAction->setEnabled(reports > 0);
    const auto run = m_inspector->runModel();
    m_exportAction->setEnabled(run && !run->files.empty());
    m_goToRankAction->setEnabled(run && run->rankCount() > 0);
    m_loadRankTableAction->setEnabled(run && run->kind == InputKind::Run && run->rankCount() > 0);
    m_expandAllAction->setEnabled(reports > 0);
    m_collapseAllAction->setEnabled(reports > 0);
}

void MainWindow::chooseFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open Checkpoint or Strategy Files"), QString(),
        tr("Checkpoints, strategy files and training logs (*.ckpt *.safetensors *.h5 *.hdf5 "
           "*.json *.log *.csv *.jsonl);;All files (*)"));
    openPaths(files);
}

void MainWindow::chooseFolder() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Open Run Folder or Strategy Folder"));
    if (!folder.isEmpty()) {
        openPath(folder);
    }
}

void MainWindow::closeCurrent() {
    // The run the views show (the one the title names), with its strategy files and its logs.
    QString path = m_session->activePath();
    if (path.isEmpty()) {
        const QModelIndex index = m_proxy->mapToSource(m_tree->currentReport());
        const int row = index.isValid() ? index.row() : (m_model->reportCount() == 1 ? 0 : -1);
        if (row < 0) {
            return;
        }
        path = m_model->reportPath(row);
    }
    for (const QString& closed : m_session->closeWithCompanions(path)) {
        m_tickets.erase(closed);
        const int row = m_model->rowOfPath(closed);
        if (row >= 0) {
            m_model->removeReport(row);
        }
    }
    if (QFileInfo(path).isDir()) {
        m_inspector->loss()->removeRunsUnder(path);
    }
    updateStatus();
    if (!isIndexing()) {
        Q_EMIT indexingFinished();
    }
}

void MainWindow::onActiveChanged() {
    const QString active = m_session->activePath();
    m_shownNotices->setRun(active);
    m_model->setActivePath(active);
    const QModelIndex current = m_proxy->mapToSource(m_tree->currentReport());
    const int row = m_model->rowOfPath(active);
    if (row >= 0 && (!current.isValid() || current.row() != row)) {
        const QModelIndex target = m_proxy->mapFromSource(m_model->index(row, 0));
        m_tree->setCurrentIndex(target);
        m_tree->scrollTo(target);
    }
    updateStatus();
}

void MainWindow::followTreeSelection(const QModelIndex& current) {
    QModelIndex report = current.siblingAtColumn(0);
    while (report.parent().isValid()) {
        report = report.parent();
    }
    const QString path = report.data(InspectModel::PathRole).toString();
    if (!path.isEmpty()) {
        m_session->setActive(path);  // a document still loading, or failed, is not shown
    }
}

void MainWindow::showHistoryNotices(const QString& path) {
    // The history of a run does not change when it is opened at another step: only which step's
    // problems the run reports itself.
    const auto history = m_inspector->history()->history();
    const Session::Document* doc = m_session->document(path);
    if (!history || QString::fromStdString(history->path) != path || doc == nullptr || !doc->run) {
        return;
    }
    const auto& step = doc->run->run.step;
    m_notices->setNotices(path + Session::kHistorySuffix,
                          HistoryDamage::issues(*history, step ? step->name : std::string()));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About ShardScope"),
        tr("<h3>ShardScope %1</h3><p>Inspects distributed-training checkpoints: MindSpore "
           "checkpoints, parallel strategy files and per-rank run folders.</p><p>Files are only "
           "read, never modified.</p>")
            .arg(QApplication::applicationVersion()));
}

QString MainWindow::newcomerView() {
    return QStringLiteral("matrix");
}

QString MainWindow::rememberedView() {
    // Later opens come back to the tab the window was closed on.
    return QSettings().value(QStringLiteral("window/view"), newcomerView()).toString();
}

void MainWindow::restoreSettings() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_dockHasProblems = m_shownNotices->rowCount() > 0;
    m_problemsDock->setVisible(m_dockHasProblems);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/view"), InspectorPanel::viewName(m_inspector->view()));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    const bool local = !urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl& u) {
        return u.isLocalFile();
    });
    if (local) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    openPaths(paths);
    event->acceptProposedAction();
}
