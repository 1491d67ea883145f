#include "shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

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

void MainWindow::createActions() {
    m_openFileAction =
        new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open File…"), this);
    m_openFileAction->setIconText(tr("Open File"));  // toolbar words, without "(&O)…"
    m_openFileAction->setShortcut(QKeySequence::Open);
    m_openFileAction->setToolTip(tr("Open checkpoint or strategy files"));
    connect(m_openFileAction, &QAction::triggered, this, &MainWindow::chooseFiles);

    m_openFolderAction =
        new QAction(style()->standardIcon(QStyle::SP_DirOpenIcon), tr("Open &Folder…"), this);
    m_openFolderAction->setIconText(tr("Open Folder"));
    m_openFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openFolderAction->setToolTip(tr("Open a run folder or a folder of per-stage strategy files"));
    connect(m_openFolderAction, &QAction::triggered, this, &MainWindow::chooseFolder);

    m_openDemoAction = new QAction(tr("Open &Demo Run"), this);
    m_openDemoAction->setToolTip(tr("Open the built-in demo: a 2-stage pipeline on 8 ranks"));
    connect(m_openDemoAction, &QAction::triggered, this, &MainWindow::openDemo);

    m_exportAction = new QAction(tr("&Export…"), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setToolTip(
        tr("Export the open checkpoint or run to HDF5, safetensors or NumPy"));
    m_exportAction->setEnabled(false);
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportCurrent);

    m_closeAction = new QAction(tr("&Close"), this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeCurrent);
    m_closeAllAction = new QAction(tr("Close &All"), this);
    connect(m_closeAllAction, &QAction::triggered, this, &MainWindow::closeAll);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_expandAllAction = new QAction(tr("&Expand All"), this);
    m_expandAllAction->setIconText(tr("Expand All"));
    m_collapseAllAction = new QAction(tr("&Collapse All"), this);
    m_collapseAllAction->setIconText(tr("Collapse All"));
    m_findAction = new QAction(tr("&Filter by Name"), this);
    m_findAction->setShortcut(QKeySequence::Find);

    m_goToRankAction = new QAction(tr("&Go to Rank…"), this);
    m_goToRankAction->setObjectName(QStringLiteral("goToRankAction"));
    m_goToRankAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_goToRankAction->setToolTip(tr("Show a rank on the device matrix, with its tensors"));
    m_goToRankAction->setEnabled(false);
    connect(m_goToRankAction, &QAction::triggered, this, &MainWindow::askRank);

    m_loadRankTableAction = new QAction(tr("Load Rank &Table…"), this);
    m_loadRankTableAction->setObjectName(QStringLiteral("loadRankTableAction"));
    m_loadRankTableAction->setToolTip(
        tr("Place the open run's cards on servers with a rank table (hosts on the matrix)"));
    m_loadRankTableAction->setEnabled(false);
    connect(m_loadRankTableAction, &QAction::triggered, this, &MainWindow::chooseRankTable);

    m_aboutAction = new QAction(tr("&About ShardScope"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openFileAction);
    file->addAction(m_openFolderAction);
    auto* recent = new RecentFilesMenu(m_recent, file);
    connect(recent, &RecentFilesMenu::openRequested, this, &MainWindow::openPath);
    file->addMenu(recent);
    file->addAction(m_openDemoAction);
    file->addAction(m_loadRankTableAction);
    file->addSeparator();
    file->addAction(m_exportAction);
    file->addSeparator();
    file->addAction(m_closeAction);
    file->addAction(m_closeAllAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_findAction);
    view->addAction(m_goToRankAction);
    view->addSeparator();
    view->addAction(m_expandAllAction);
    view->addAction(m_collapseAllAction);
    view->setObjectName(QStringLiteral("viewMenu"));

    m_runsMenu = new RunsMenu(m_session, this);
    menuBar()->addMenu(m_runsMenu);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide"), this, [this] {
        auto* dialog = new GuideDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setObjectName(QStringLiteral("guideAction"));
    help->addSeparator();
    help->addAction(m_aboutAction);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar() {
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_openFileAction);
    bar->addAction(m_openFolderAction);
    bar->addSeparator();
    bar->addAction(m_expandAllAction);
    bar->addAction(m_collapseAllAction);
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    // Ctrl+F goes to the filter of the tab in front: the Files tree's or the Parameters table's;
    // on the device matrix, where ranks are what one looks for, to Go to Rank.
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (m_inspector->view() == InspectorPanel::View::Matrix) {
            if (m_goToRankAction->isEnabled()) {
                askRank();
            }
            return;
        }
        QLineEdit* edit = m_inspector->view() == InspectorPanel::View::Files
                              ? m_filterEdit
                              : m_inspector->currentFilter();
        if (edit != nullptr) {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
        }
    });
}

void MainWindow::createCentralWidget() {
    m_tree = new InspectTreeView(this);
    m_tree->setModel(m_proxy);
    connect(m_expandAllAction, &QAction::triggered, m_tree, &QTreeView::expandAll);
    connect(m_collapseAllAction, &QAction::triggered, m_tree, &QTreeView::collapseAll);

    // The Files tab: its own name filter above the tree (the other tabs have theirs).
    auto* filesPage = new QWidget(this);
    auto* filesLayout = new QVBoxLayout(filesPage);
    filesLayout->setContentsMargins(0, 4, 0, 0);
    filesLayout->setSpacing(4);
    m_filterEdit = new FilterEdit(filesPage);
    m_filterEdit->setPlaceholderText(tr("Filter by name (Ctrl+F)"));
    connect(m_filterEdit, &FilterEdit::filterChanged, this, &MainWindow::applyFilter);
    filesLayout->addWidget(m_filterEdit);
    filesLayout->addWidget(m_tree, 1);
    filesPage->setFocusProxy(m_tree);
    m_inspector = new InspectorPanel(filesPage, this);
    // The caret starts in the tree, not in a filter that would swallow typed shortcuts.
    m_tree->setFocus(Qt::OtherFocusReason);
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

void MainWindow::createProblemsDock() {
    m_problems = new ProblemsPanel(m_shownNotices, this);
    m_problemsDock = new QDockWidget(tr("Problems"), this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    resizeDocks({m_problemsDock}, {96}, Qt::Vertical);
    if (QMenu* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"))) {
        view->addSeparator();
        view->addActions(m_inspector->tabActions());  // Ctrl+1 … Ctrl+9, one per tab
        view->addSeparator();
        QAction* toggle = m_problemsDock->toggleViewAction();
        toggle->setText(tr("&Problems Panel"));
        view->addAction(toggle);
    }
    connect(m_problems, &ProblemsPanel::noticeActivated, this, &MainWindow::jumpToNotice);
    connect(m_shownNotices, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_shownNotices, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatus);
    connect(m_shownNotices, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
}

void MainWindow::createStatusBar() {
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusCounts"));
    statusBar()->addWidget(m_statusLabel, 1);
    m_busy = new BusyIndicator(this);
    statusBar()->addPermanentWidget(m_busy);
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

void MainWindow::chooseRunIn(const QString& folder, const std::vector<std::string>& runs) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Choose a run"),
                                tr("%1 is a MindFormers output folder with %n run(s). Which one "
                                   "do you want to open?",
                                   nullptr, static_cast<int>(runs.size()))
                                    .arg(QDir::toNativeSeparators(folder)),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("chooseRunBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const QDir root(folder);
    for (const std::string& run : runs) {
        const QString path = QString::fromStdString(run);
        QPushButton* button =
            box->addButton(root.relativeFilePath(path) + QLatin1Char('/'), QMessageBox::AcceptRole);
        button->setProperty("runPath", path);
    }
    connect(box, &QMessageBox::buttonClicked, this, [this](QAbstractButton* button) {
        const QString path = button->property("runPath").toString();
        if (!path.isEmpty()) {
            openPath(path);
        }
    });
    box->open();
}

void MainWindow::offerStrategy(const QString& strategy, const QString& run, int inRun,
                               int laidOut) {
    const QString strategyName = m_session->displayName(strategy);
    const QString runName = m_session->displayName(run);
    const bool fits = laidOut > 0 && inRun == laidOut;
    const QString text =
        fits ? tr("%1 lays out %n parameter(s), all of them in %2, which has no strategy. Attach "
                  "it to %2, so that every tab shows how it cuts them, or keep it open on its "
                  "own?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
             : tr("%1 lays out %n parameter(s); %3 of them are in %2. It is probably the strategy "
                  "of another run: attached, it would mark the other parameters of %2 as outside "
                  "the strategy. Keep it open on its own, or attach it anyway?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
                   .arg(inRun);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Attach the strategy to the run?"), text,
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("attachStrategyBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* attach = box->addButton(tr("Attach to %1").arg(runName), QMessageBox::AcceptRole);
    attach->setObjectName(QStringLiteral("attachStrategyButton"));
    QPushButton* alone = box->addButton(tr("Open Alone"), QMessageBox::RejectRole);
    alone->setObjectName(QStringLiteral("openAloneButton"));
    box->setDefaultButton(fits ? attach : alone);
    box->setEscapeButton(alone);
    connect(box, &QMessageBox::buttonClicked, this,
            [this, attach, strategy, run](QAbstractButton* button) {
                if (button == attach) {
                    m_session->attachStrategy(run, strategy);
                    showInspectorPage();
                }
            });
    box->open();
}

void MainWindow::attachRankTable(const QString& table) {
    const QString run = m_session->activePath();
    if (run.isEmpty() || !QFileInfo(run).isDir()) {
        showError(tr("Open a run first"),
                  tr("%1 is a rank table: it places a run's cards on servers. Open the run, then "
                     "drop the rank table on the window (or start with --rank-table).")
                      .arg(QFileInfo(table).fileName()));
        return;
    }
    // Read it first: a table that does not load leaves the open run as it is.
    if (auto checked = shardscope::loadRankTableSpec(table.toStdString()); !checked) {
        showError(ErrorText::title(checked.error().code), ErrorText::detail(checked.error()));
        return;
    }
    m_session->setRankTableFor(run, table);
    m_session->open(run);
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

KeyDialog* MainWindow::keyDialog() const {
    return m_keyDialog.data();
}

void MainWindow::askKey(const QString& path, const Error& need) {
    std::erase_if(m_keyQueue, [&](const auto& item) { return item.first == path; });
    m_keyQueue.emplace_back(path, need);
    if (!m_keyDialog) {
        askNextKey();
    }
}

void MainWindow::askNextKey() {
    while (!m_keyQueue.empty() && m_session->document(m_keyQueue.front().first) == nullptr) {
        m_keyQueue.erase(m_keyQueue.begin());  // closed meanwhile
    }
    if (m_keyQueue.empty()) {
        return;
    }
    const QString path = m_keyQueue.front().first;
    const Error need = m_keyQueue.front().second;
    m_keyQueue.erase(m_keyQueue.begin());
    auto* dialog = new KeyDialog(m_session->displayName(path), need, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_keyDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, path, dialog] {
        m_session->setKeyFor(path, dialog->key());
        m_session->open(path);
    });
    connect(dialog, &QDialog::finished, this, [this] {
        m_keyDialog = nullptr;
        QMetaObject::invokeMethod(this, &MainWindow::askNextKey, Qt::QueuedConnection);
    });
    dialog->open();
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

void MainWindow::askRank() {
    const auto run = m_inspector->runModel();
    if (!run || run->rankCount() == 0) {
        return;
    }
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("goToRankDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Go to Rank"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setLabelText(tr("Rank (0 to %1):").arg(run->rankCount() - 1));
    dialog->setIntRange(0, run->rankCount() - 1);
    dialog->setIntValue(std::max(0, m_inspector->matrixView()->currentRank()));
    connect(dialog, &QInputDialog::intValueSelected, this, [this, run](int rank) {
        if (m_inspector->runModel() == run) {
            m_inspector->goToRank(rank);
        }
    });
    dialog->open();
}

void MainWindow::chooseRankTable() {
    const QString table =
        QFileDialog::getOpenFileName(this, tr("Load Rank Table"), m_session->activePath(),
                                     tr("Rank tables (*.json);;All files (*)"));
    if (!table.isEmpty()) {
        attachRankTable(table);
    }
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
