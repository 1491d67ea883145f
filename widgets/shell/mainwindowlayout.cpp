// MainWindow's actions, menus, tool bar, central widget, problems dock and status bar (its
// constructor builds them in this order).
#include "shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

#include "common/busyindicator.h"
#include "common/emptypage.h"
#include "common/messagebar.h"
#include "common/recentfilesmenu.h"
#include "files/inspecttreeview.h"
#include "models/files/inspectfiltermodel.h"
#include "models/problems/runissuefilter.h"
#include "shell/guidedialog.h"
#include "shell/inspectorpanel.h"
#include "shell/problemspanel.h"
#include "shell/runsmenu.h"

using namespace shardscope;

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
