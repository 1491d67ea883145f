#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "common/filteredit.h"
#include "shell/startview.h"
#include "util/error.h"

class BusyIndicator;
class Session;
class InspectorPanel;
class InspectFilterModel;
class InspectModel;
class InspectTreeView;
class MessageBar;
class IssueListModel;
class KeyDialog;
class ProblemsPanel;
class QDockWidget;
class QLabel;
class QStackedWidget;
class RecentFiles;
class RunIssueFilter;
class RunsMenu;

// The shell: menus, toolbar, the Files tree, the problems dock and the status bar around the
// inspector views. What is open, loading and shown is the Session's; the window follows it.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    static constexpr int kFilterDelayMs = FilterEdit::kDelayMs;
    static constexpr int kAutoExpandRows = 1000;  // larger reports open collapsed

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void openPaths(const QStringList& paths);
    void openPath(const QString& path);
    void openDemo();  // writes the demo when needed; failures go to the message bar
    void openDemoFolder(const QString& folder);
    void closeAll();
    bool isIndexing() const;
    void showError(const QString& title, const QString& detail);
    // A dropped or opened rank table: the active run reopens with its cards placed on servers.
    void attachRankTable(const QString& table);
    // A strategy opened alone while a run without one shows (Session::strategyOffered): attach
    // it to the run, or keep it open on its own (the default when the run lacks its parameters).
    void offerStrategy(const QString& strategy, const QString& run, int inRun, int laidOut);
    // A MindFormers output folder with several runs (checkpoint/, transformed_checkpoint/...):
    // the user picks one instead of the app guessing.
    void chooseRunIn(const QString& folder, const std::vector<std::string>& runs);
    // What a first look (and a screenshot) should show: small reports expanded, an item selected,
    // and the start view of the inspector. Returns a problem with the start view, else empty.
    QString showOverview();
    // The tab, parameter and options of the command line, once what it opened has loaded.
    void applyStartView();
    void restoreSettings();
    // The tab a newcomer's window opens on: the device matrix, which explains a run best.
    static QString newcomerView();
    // The tab to open on when the command line names none (newcomerView() the first time).
    static QString rememberedView();
    void setRecordRecentFiles(bool record) { m_recordRecent = record; }

    InspectModel* inspectModel() const { return m_model; }
    InspectorPanel* inspector() const { return m_inspector; }
    Session* session() const { return m_session; }
    RecentFiles* recentFiles() const { return m_recent; }
    IssueListModel* noticeModel() const;
    // The problems of the run the views show: what the Problems panel and the status list.
    RunIssueFilter* shownNotices() const { return m_shownNotices; }
    // The key dialog showing now (a run or file that needs a key), null when none.
    KeyDialog* keyDialog() const;
    void setStartView(const StartView& view) { m_start = view; }

Q_SIGNALS:
    void indexingFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createCentralWidget();
    void createProblemsDock();
    void createStatusBar();

    void onDocumentOpened(const QString& path);
    void onDocumentLoaded(const QString& path);
    void onDocumentFailed(const QString& path, const shardscope::Error& error);
    // A run or file that needs a key (Session::keyNeeded): the key dialog, one at a time; given
    // a key, the path opens again with it.
    void askKey(const QString& path, const shardscope::Error& need);
    void askNextKey();
    void onLoadingFinished();
    void applyFilter(const QString& text);
    void jumpToNotice(const QModelIndex& index);
    void updateStatus();
    void chooseFiles();
    void exportCurrent();
    void chooseFolder();
    void closeCurrent();
    void onActiveChanged();
    void showInspectorPage();
    void followTreeSelection(const QModelIndex& current);
    void showAbout();
    // Go to Rank (Ctrl+G; Ctrl+F on the device matrix): asks for a rank of the shown run.
    void askRank();
    void chooseRankTable();
    // The damaged copies of the run's saved steps (its History) in the Problems panel.
    void showHistoryNotices(const QString& path);

    Session* m_session;
    InspectModel* m_model;
    InspectFilterModel* m_proxy;
    IssueListModel* m_notices;
    RunIssueFilter* m_shownNotices;
    RecentFiles* m_recent;
    std::map<QString, quint64> m_tickets;  // the Files tree's row of each loading path
    QPointer<KeyDialog> m_keyDialog;
    std::vector<std::pair<QString, shardscope::Error>> m_keyQueue;  // paths waiting for a key
    StartView m_start;
    bool m_recordRecent = true;
    bool m_dockHasProblems = true;  // so that the first status update hides an empty dock

    QAction* m_openFileAction = nullptr;
    QAction* m_openFolderAction = nullptr;
    QAction* m_openDemoAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_closeAllAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_expandAllAction = nullptr;
    QAction* m_collapseAllAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_goToRankAction = nullptr;
    QAction* m_loadRankTableAction = nullptr;

    QStackedWidget* m_pages = nullptr;
    InspectTreeView* m_tree = nullptr;
    InspectorPanel* m_inspector = nullptr;
    FilterEdit* m_filterEdit = nullptr;
    MessageBar* m_messageBar = nullptr;
    QDockWidget* m_problemsDock = nullptr;
    ProblemsPanel* m_problems = nullptr;
    RunsMenu* m_runsMenu = nullptr;
    QLabel* m_statusLabel = nullptr;
    BusyIndicator* m_busy = nullptr;
};
