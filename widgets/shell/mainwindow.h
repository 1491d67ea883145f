#pragma once

#include <QMainWindow>
#include <QStringList>
#include <map>

#include "common/filteredit.h"
#include "models/files/inspectjob.h"

class BusyIndicator;
class DocumentController;
class InspectorPanel;
class InspectFilterModel;
class InspectModel;
class InspectTreeView;
class MessageBar;
class IssueListModel;
class ProblemsPanel;
class QDockWidget;
class QLabel;
class QStackedWidget;
class RecentFiles;

// The inspector: every opened path as a tree of what `inspect` reports, a name filter, the
// problems found, and inline errors for paths that could not be read. Indexing runs in
// InspectJobs off the GUI thread.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    static constexpr int kFilterDelayMs = FilterEdit::kDelayMs;
    static constexpr int kAutoExpandRows = 1000;  // larger reports open collapsed

    explicit MainWindow(QWidget* parent = nullptr);

    // Training logs (a .log / .csv / .jsonl file, or a folder of them that holds no checkpoint)
    // go to the Loss view rather than to the checkpoint inspector.
    static bool isLogPath(const QString& absolutePath);
    ~MainWindow() override;

    void openPaths(const QStringList& paths);
    void openPath(const QString& path);
    void openDemo();  // writes the demo when needed; failures go to the message bar
    void openDemoFolder(const QString& folder);
    void closeAll();
    bool isIndexing() const;
    void showError(const QString& title, const QString& detail);
    // What a first look (and a screenshot) should show: small reports expanded, an item selected,
    // and the start view of the inspector. Returns a problem with the start view, else empty.
    QString showOverview();
    void restoreSettings();
    void setRecordRecentFiles(bool record) { m_recordRecent = record; }

    InspectModel* inspectModel() const { return m_model; }
    InspectorPanel* inspector() const { return m_inspector; }
    DocumentController* documents() const { return m_documents; }
    IssueListModel* noticeModel() const { return m_notices; }

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

    void onReportFinished(quint64 ticket, InspectJob::ReportPtr report);
    void onReportFailed(quint64 ticket, const shardscope::Error& error);
    void cancelJobsFor(const QString& path);
    void applyFilter(const QString& text);
    void jumpToNotice(const QModelIndex& index);
    void updateStatus();
    void chooseFiles();
    void exportCurrent();
    void chooseFolder();
    void closeCurrent();
    void showAbout();

    InspectModel* m_model;
    InspectFilterModel* m_proxy;
    IssueListModel* m_notices;
    RecentFiles* m_recent;
    std::map<quint64, InspectJob*> m_jobs;
    bool m_recordRecent = true;

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

    QStackedWidget* m_pages = nullptr;
    InspectTreeView* m_tree = nullptr;
    InspectorPanel* m_inspector = nullptr;
    DocumentController* m_documents = nullptr;
    FilterEdit* m_filterEdit = nullptr;
    MessageBar* m_messageBar = nullptr;
    QDockWidget* m_problemsDock = nullptr;
    ProblemsPanel* m_problems = nullptr;
    QLabel* m_statusLabel = nullptr;
    BusyIndicator* m_busy = nullptr;
};
