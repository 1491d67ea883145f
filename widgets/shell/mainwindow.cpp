#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/common/appicon.h"
#include "widgets/common/busyindicator.h"
#include "widgets/common/emptypage.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/recentfilesmenu.h"
#include "widgets/files/inspecttreeview.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/lossview.h"
#include "widgets/models/common/demofolder.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/files/inspectfiltermodel.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/models/problems/issuelistmodel.h"
#include "widgets/models/problems/runissuefilter.h"
#include "widgets/models/shell/session.h"
#include "widgets/models/shell/shellcontroller.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/problemsdock.h"
#include "widgets/shell/problemspanel.h"
#include "widgets/shell/runsmenu.h"
#include "widgets/shell/shellactions.h"
#include "widgets/shell/shellprompts.h"

using namespace shardscope;

MainWindow::MainWindow(const ViewControllers& controllers, QWidget* parent)
    : QMainWindow(parent),
      m_shell(new ShellController(this)),
      m_actions(std::make_unique<ShellActions>(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(AppIcon::icon());
    setAcceptDrops(true);
    const QStyle* s = style();
    InspectModel* model = m_shell->model();
    model->setKindIcon(InputKind::Checkpoint, s->standardIcon(QStyle::SP_FileIcon));
    model->setKindIcon(InputKind::Strategy, s->standardIcon(QStyle::SP_FileDialogDetailedView));
    model->setKindIcon(InputKind::Run, s->standardIcon(QStyle::SP_DirIcon));
    model->setIndexingIcon(s->standardIcon(QStyle::SP_BrowserReload));
    model->setWarningIcon(s->standardIcon(QStyle::SP_MessageBoxWarning));
    m_shell->notices()->setWarningIcon(s->standardIcon(QStyle::SP_MessageBoxWarning));

    auto* recent = new RecentFilesMenu(m_shell->recentFiles(), this);
    connect(recent, &RecentFilesMenu::openRequested, this, &MainWindow::openPath);
    m_actions->addMenus(this, recent, new RunsMenu(m_shell->session(), this));
    m_actions->addToolBar(this);
    createCentralWidget(controllers);
    m_prompts = std::make_unique<ShellPrompts>(this, m_shell, m_inspector);
    connectActions();
    createDockAndStatusBar();
    connectController();
    updateStatus();
    resize(1200, 780);
}

MainWindow::~MainWindow() = default;

Session* MainWindow::session() const {
    return m_shell->session();
}

void MainWindow::setRecordRecentFiles(bool record) {
    m_shell->setRecordRecentFiles(record);
}

void MainWindow::createCentralWidget(const ViewControllers& controllers) {
    m_files = new FilesPage(m_shell->proxy(), this);
    connect(m_actions->expandAll, &QAction::triggered, m_files->tree(), &QTreeView::expandAll);
    connect(m_actions->collapseAll, &QAction::triggered, m_files->tree(), &QTreeView::collapseAll);
    connect(m_files, &FilesPage::filterApplied, this, &MainWindow::updateStatus);
    m_inspector = new InspectorPanel(m_files, controllers, this);
    // The caret starts in the tree, not in a filter that would swallow typed shortcuts.
    m_files->tree()->setFocus(Qt::OtherFocusReason);
    m_pages = new QStackedWidget(this);
    auto* empty = new EmptyPage(this);
    connect(empty, &EmptyPage::playgroundRequested, this, [this] {
        m_inspector->setView(InspectorPanel::View::Playground);
        showInspectorPage();
    });
    m_pages->addWidget(empty);
    m_pages->addWidget(m_inspector);

    m_messageBar = new MessageBar(this);
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);
}

void MainWindow::createDockAndStatusBar() {
    m_problemsDock = new ProblemsDock(m_shell->shownNotices(), this);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    resizeDocks({m_problemsDock}, {96}, Qt::Vertical);
    QMenu* view = m_actions->viewMenu;
    view->addSeparator();
    view->addActions(m_inspector->tabActions());  // Ctrl+1 … Ctrl+9, one per tab
    view->addSeparator();
    view->addAction(m_problemsDock->toggleViewAction());
    connect(m_problemsDock->panel(), &ProblemsPanel::noticeActivated, this,
            &MainWindow::jumpToNotice);
    RunIssueFilter* shown = m_shell->shownNotices();
    connect(shown, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(shown, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatus);
    connect(shown, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusCounts"));
    statusBar()->addWidget(m_statusLabel, 1);
    m_busy = new BusyIndicator(this);
    statusBar()->addPermanentWidget(m_busy);
}

void MainWindow::connectActions() {
    const ShellActions& a = *m_actions;
    ShellPrompts* prompts = m_prompts.get();
    connect(a.openFile, &QAction::triggered, this, [prompts] { prompts->chooseFiles(); });
    connect(a.openFolder, &QAction::triggered, this, [prompts] { prompts->chooseFolder(); });
    connect(a.openDemo, &QAction::triggered, this, &MainWindow::openDemo);
    connect(a.exportRun, &QAction::triggered, this, [prompts] { prompts->exportCurrent(); });
    connect(a.close, &QAction::triggered, this, &MainWindow::closeCurrent);
    connect(a.closeAll, &QAction::triggered, this, &MainWindow::closeAll);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.goToRank, &QAction::triggered, this, [prompts] { prompts->askRank(); });
    connect(a.loadRankTable, &QAction::triggered, this, [prompts] { prompts->chooseRankTable(); });
    connect(a.guide, &QAction::triggered, this, [prompts] { prompts->showGuide(); });
    connect(a.about, &QAction::triggered, this, [prompts] { prompts->showAbout(); });
    // Ctrl+F goes to the filter of the tab in front: the Files tree's or the Parameters table's;
    // on the device matrix, where ranks are what one looks for, to Go to Rank.
    connect(a.find, &QAction::triggered, this, [this, prompts] {
        if (m_inspector->view() == InspectorPanel::View::Matrix) {
            if (m_actions->goToRank->isEnabled()) {
                prompts->askRank();
            }
            return;
        }
        QLineEdit* edit = m_inspector->view() == InspectorPanel::View::Files
                              ? m_files->filterEdit()
                              : m_inspector->currentFilter();
        if (edit != nullptr) {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
        }
    });
}

void MainWindow::connectController() {
    Session* session = m_shell->session();
    ShellPrompts* prompts = m_prompts.get();
    connect(m_shell, &ShellController::reportFinished, m_files, &FilesPage::showReport);
    connect(m_shell, &ShellController::documentReady, this, &MainWindow::onDocumentReady);
    connect(m_shell, &ShellController::documentDropped, this, &MainWindow::updateStatus);
    connect(m_shell, &ShellController::failed, this, [this](const Error& error) {
        showError(ErrorText::title(error.code), ErrorText::detail(error));
    });
    connect(m_shell, &ShellController::keyWanted, this,
            [prompts](const QString& path, const Error& need) { prompts->askKey(path, need); });
    connect(session, &Session::loadingFinished, this, &MainWindow::onLoadingFinished);
    connect(session, &Session::strategyOffered, this,
            [prompts](const QString& strategy, const QString& run, int inRun, int laidOut) {
                prompts->offerStrategy(strategy, run, inRun, laidOut);
            });
    connect(session, &Session::activeRunChanged, m_inspector, &InspectorPanel::setRunDocument);
    connect(session, &Session::previewChanged, this,
            [this](const std::shared_ptr<const RunDocument>& layouts) {
                // The start view is applied once everything has loaded; its device matrix comes
                // to front as soon as it has the run's layouts to draw.
                if (layouts && !m_startApplied && m_start.view == QLatin1String("matrix")) {
                    m_inspector->setView(InspectorPanel::View::Matrix);
                }
                m_inspector->showPreview(layouts);
            });
    connect(session, &Session::indexingProgressed, this, [this, session] {
        const auto [done, total] = session->ranksIndexed();
        m_busy->setRankFiles(done, total);
    });
    connect(m_inspector, &InspectorPanel::handedOver, this, &MainWindow::onLoadingFinished);
    connect(session, &Session::activeRunChanged, this, [this] {
        m_files->followReport(m_shell->followActive());
        updateStatus();
    });
    connect(m_files->tree()->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [session](const QModelIndex& current) {
                QModelIndex report = current.siblingAtColumn(0);
                while (report.parent().isValid()) {
                    report = report.parent();
                }
                const QString path = report.data(InspectModel::PathRole).toString();
                if (!path.isEmpty()) {
                    session->setActive(path);  // a document still loading, or failed, is not shown
                }
            });
    connect(m_inspector->loss(), &LossView::loaded, this, &MainWindow::updateStatus);
    connect(m_inspector->history(), &HistoryView::loaded, this, [this] {
        if (const auto history = m_inspector->history()->history()) {
            m_shell->showHistoryNotices(QString::fromStdString(history->path), history.get());
        }
    });
    connect(m_inspector, &InspectorPanel::openRunRequested, this,
            [this](const QString& folder, const QString& strategy) {
                openPath(m_shell->prepareRun(folder, strategy));
                m_inspector->setView(InspectorPanel::View::Parameters);
            });
    // A column of the History tab: the same run at that step, in every tab.
    connect(m_inspector, &InspectorPanel::stepRequested, m_shell, &ShellController::openAtStep);
    connect(m_shell->model(), &InspectModel::reportsChanged, this, &MainWindow::updateStatus);
}

void MainWindow::openPaths(const QStringList& paths) {
    for (const QString& path : paths) {
        openPath(path);
    }
}

void MainWindow::openPath(const QString& path) {
    const ShellController::Route route = ShellController::route(path);
    switch (route.kind) {
        case ShellController::Route::Kind::RankTable:
            return attachRankTable(route.path);
        case ShellController::Route::Kind::ChooseRun:
            return m_prompts->chooseRunIn(route.path, route.runs);
        case ShellController::Route::Kind::Logs:
            m_inspector->loss()->addPaths({route.path});
            m_inspector->setView(InspectorPanel::View::Loss);
            showInspectorPage();
            return;
        case ShellController::Route::Kind::Document:
            break;
    }
    m_shell->open(route.path);
    showInspectorPage();
    updateStatus();
}

void MainWindow::onDocumentReady(const QString& path) {
    if (const auto history = m_inspector->history()->history()) {
        m_shell->showHistoryNotices(path, history.get());
    }
    updateStatus();
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
    openPaths(ShellController::demoPaths(folder));
}

void MainWindow::attachRankTable(const QString& table) {
    if (!m_shell->canPlaceCards()) {
        showError(tr("Open a run first"),
                  tr("%1 is a rank table: it places a run's cards on servers. Open the run, then "
                     "drop the rank table on the window (or start with --rank-table).")
                      .arg(QFileInfo(table).fileName()));
        return;
    }
    // Read it first: a table that does not load leaves the open run as it is.
    if (const auto error = m_shell->attachRankTable(table)) {
        showError(ErrorText::title(error->code), ErrorText::detail(*error));
        return;
    }
    showInspectorPage();
    updateStatus();
}

void MainWindow::closeAll() {
    m_shell->closeAll();
    m_messageBar->clearMessages();
    updateStatus();
    Q_EMIT indexingFinished();
}

bool MainWindow::isIndexing() const {
    return m_shell->session()->isLoading() || m_inspector->isHandingOver();
}

void MainWindow::showError(const QString& title, const QString& detail) {
    m_messageBar->showError(title, detail);
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
        m_shell->model()->locate(index.data(IssueListModel::ReportPathRole).toString(),
                                 index.data(IssueListModel::ParamRole).toString(),
                                 index.data(IssueListModel::RankRole).toInt());
    m_inspector->setView(InspectorPanel::View::Files);
    m_files->reveal(source);
}

void MainWindow::applyStartView() {
    m_startApplied = true;
    if (const QString problem = m_start.apply(m_inspector); !problem.isEmpty()) {
        showError(tr("Cannot show what the command line asked for"), problem);
    }
}

QString MainWindow::showOverview() {
    m_files->showOverview();
    m_startApplied = true;
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
    const InspectModel* model = m_shell->model();
    const InspectFilterModel* proxy = m_shell->proxy();
    const int reports = model->reportCount();
    const bool logs = !m_inspector->loss()->runs().empty() || m_inspector->loss()->isLoading();
    // The Playground needs no file: it stays in front once chosen.
    if (reports > 0 || logs || m_inspector->view() == InspectorPanel::View::Playground) {
        showInspectorPage();
    } else {
        m_pages->setCurrentIndex(0);
    }
    const int problems = m_shell->shownNotices()->rowCount();
    QStringList parts;
    const int logRuns = static_cast<int>(m_inspector->loss()->runs().size());
    if (reports == 0 && logRuns == 0) {
        parts << tr("Nothing open");
    } else if (reports == 0) {
        parts << tr("%Ln training log run(s) on the Loss tab", "", logRuns);
    } else {
        parts << tr("%Ln file(s)", "", reports)
              << tr("%Ln item(s)", "", static_cast<int>(model->itemCount()));
        if (!proxy->nameFilter().isEmpty()) {
            parts << tr("%Ln item(s) match “%1”", "", static_cast<int>(proxy->visibleItemCount()))
                         .arg(proxy->nameFilter());
        }
        parts << tr("%Ln problem(s)", "", problems);
    }
    m_statusLabel->setText(parts.join(QStringLiteral("   ·   ")));
    m_busy->setPending(model->indexingCount());
    const auto [ranksDone, ranksTotal] = m_shell->session()->ranksIndexed();
    m_busy->setRankFiles(ranksDone, ranksTotal);
    m_problemsDock->setProblemCount(problems);
    // The title names the run the views show.
    const QString active = m_shell->session()->activePath();
    const QString shown = !active.isEmpty() ? m_shell->session()->displayName(active)
                          : reports == 1    ? model->index(0, 0).data().toString()
                                            : QString();
    setWindowTitle(shown.isEmpty() ? tr("ShardScope") : tr("%1 — ShardScope").arg(shown));
    m_actions->close->setEnabled(reports > 0);
    m_actions->closeAll->setEnabled(reports > 0);
    const auto run = m_inspector->runDocument();
    m_actions->exportRun->setEnabled(run && !run->files.empty());
    m_actions->goToRank->setEnabled(run && run->rankCount() > 0);
    m_actions->loadRankTable->setEnabled(run && run->kind == InputKind::Run &&
                                         run->rankCount() > 0);
    m_actions->expandAll->setEnabled(reports > 0);
    m_actions->collapseAll->setEnabled(reports > 0);
}

void MainWindow::closeCurrent() {
    // The run the views show (the one the title names), with its strategy files and its logs.
    const QString path = m_shell->closeTarget(m_files->currentReport());
    if (path.isEmpty()) {
        return;
    }
    m_shell->close(path);
    if (QFileInfo(path).isDir()) {
        m_inspector->loss()->removeRunsUnder(path);
    }
    updateStatus();
    if (!isIndexing()) {
        Q_EMIT indexingFinished();
    }
}

void MainWindow::restoreSettings() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_problemsDock->resetVisibility(m_shell->shownNotices()->rowCount());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/view"), inspectorViewName(m_inspector->view()));
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
