#pragma once

#include <QCoreApplication>

class QAction;
class QMainWindow;
class QMenu;

// The window's actions, with their words, shortcuts and tips, and where they sit: the File,
// View and Help menus and the tool bar. The window connects them (MainWindow::connectActions).
// The words are the window's: they keep its translation context.
class ShellActions final {
    Q_DECLARE_TR_FUNCTIONS(MainWindow)

public:
    explicit ShellActions(QMainWindow* window);  // the actions, parented to the window

    // The File menu (with Open Recent and the Runs menu after it), the View menu, the Help menu
    // (with `guide` and About Qt) and the tool bar.
    void addMenus(QMainWindow* window, QMenu* recent, QMenu* runs);
    void addToolBar(QMainWindow* window);

    QAction* openFile;
    QAction* openFolder;
    QAction* openDemo;
    QAction* exportRun;
    QAction* close;
    QAction* closeAll;
    QAction* quit;
    QAction* expandAll;
    QAction* collapseAll;
    QAction* find;
    QAction* goToRank;
    QAction* loadRankTable;
    QAction* about;
    QAction* guide;
    QMenu* viewMenu = nullptr;  // the tabs and the Problems panel join it later
};
