#include "widgets/shell/shellactions.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>

ShellActions::ShellActions(QMainWindow* window)
    : openFile(new QAction(window->style()->standardIcon(QStyle::SP_DialogOpenButton),
                           tr("&Open File…"), window)),
      openFolder(new QAction(window->style()->standardIcon(QStyle::SP_DirOpenIcon),
                             tr("Open &Folder…"), window)),
      openDemo(new QAction(tr("Open &Demo Run"), window)),
      exportRun(new QAction(tr("&Export…"), window)),
      close(new QAction(tr("&Close"), window)),
      closeAll(new QAction(tr("Close &All"), window)),
      quit(new QAction(tr("&Quit"), window)),
      expandAll(new QAction(tr("&Expand All"), window)),
      collapseAll(new QAction(tr("&Collapse All"), window)),
      find(new QAction(tr("&Filter by Name"), window)),
      goToRank(new QAction(tr("&Go to Rank…"), window)),
      loadRankTable(new QAction(tr("Load Rank &Table…"), window)),
      about(new QAction(tr("&About ShardScope"), window)),
      guide(new QAction(tr("&Guide"), window)) {
    openFile->setIconText(tr("Open File"));  // toolbar words, without "(&O)…"
    openFile->setShortcut(QKeySequence::Open);
    openFile->setToolTip(tr("Open checkpoint or strategy files"));

    openFolder->setIconText(tr("Open Folder"));
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openFolder->setToolTip(tr("Open a run folder or a folder of per-stage strategy files"));

    openDemo->setToolTip(tr("Open the built-in demo: a 2-stage pipeline on 8 ranks"));

    exportRun->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportRun->setToolTip(tr("Export the open checkpoint or run to HDF5, safetensors or NumPy"));
    exportRun->setEnabled(false);

    close->setShortcut(QKeySequence::Close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    expandAll->setIconText(tr("Expand All"));
    collapseAll->setIconText(tr("Collapse All"));
    find->setShortcut(QKeySequence::Find);

    goToRank->setObjectName(QStringLiteral("goToRankAction"));
    goToRank->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    goToRank->setToolTip(tr("Show a rank on the device matrix, with its tensors"));
    goToRank->setEnabled(false);

    loadRankTable->setObjectName(QStringLiteral("loadRankTableAction"));
    loadRankTable->setToolTip(
        tr("Place the open run's cards on servers with a rank table (hosts on the matrix)"));
    loadRankTable->setEnabled(false);

    guide->setShortcut(QKeySequence::HelpContents);
    guide->setObjectName(QStringLiteral("guideAction"));
    about->setMenuRole(QAction::AboutRole);
}

void ShellActions::addMenus(QMainWindow* window, QMenu* recent, QMenu* runs) {
    QMenu* file = window->menuBar()->addMenu(tr("&File"));
    file->addAction(openFile);
    file->addAction(openFolder);
    file->addMenu(recent);
    file->addAction(openDemo);
    file->addAction(loadRankTable);
    file->addSeparator();
    file->addAction(exportRun);
    file->addSeparator();
    file->addAction(close);
    file->addAction(closeAll);
    file->addSeparator();
    file->addAction(quit);

    viewMenu = window->menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(find);
    viewMenu->addAction(goToRank);
    viewMenu->addSeparator();
    viewMenu->addAction(expandAll);
    viewMenu->addAction(collapseAll);
    viewMenu->setObjectName(QStringLiteral("viewMenu"));

    window->menuBar()->addMenu(runs);

    QMenu* help = window->menuBar()->addMenu(tr("&Help"));
    help->addAction(guide);
    help->addSeparator();
    help->addAction(about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void ShellActions::addToolBar(QMainWindow* window) {
    QToolBar* bar = window->addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(openFile);
    bar->addAction(openFolder);
    bar->addSeparator();
    bar->addAction(expandAll);
    bar->addAction(collapseAll);
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
}
