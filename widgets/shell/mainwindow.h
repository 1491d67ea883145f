#pragma once

#include <QMainWindow>
#include <QStringList>
#include <memory>

#include "widgets/common/filteredit.h"
#include "widgets/shell/filespage.h"
#include "widgets/shell/startview.h"
#include "widgets/shell/viewcontrollers.h"

class BusyIndicator;
class InspectorPanel;
class KeyDialog;
class MessageBar;
class ProblemsDock;
class QLabel;
class QStackedWidget;
class Session;
namespace shardscope {
struct RunDocument;
}
class ShellActions;
class ShellController;
class ShellPrompts;

// The shell: menus, toolbar, the Files tree, the problems dock and the status bar around the
// inspector views. What is open, loading and shown is the ShellController's (and its Session's);
// the window binds to it: it draws, asks (ShellPrompts) and says.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // `controllers`: the views' controllers handed in (a test's fakes, which outlive the
    // window); null ones are the views' own.
    explicit MainWindow(const ViewControllers& controllers = {}, QWidget* parent = nullptr);
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
    // What a first look (and a screenshot) should show: small reports expanded, an item selected,
    // and the start view of the inspector. Returns a problem with the start view, else empty.
    QString showOverview();
    // The tab, parameter and options of the command line, once what it opened has loaded.
    void applyStartView();
    void restoreSettings();
    void setRecordRecentFiles(bool record);
    // The inspector in front of the empty page.
    void showInspectorPage();

    ShellController* controller() const { return m_shell; }
    Session* session() const;
    InspectorPanel* inspector() const { return m_inspector; }
    ShellPrompts* prompts() const { return m_prompts.get(); }
    void setStartView(const StartView& view) { m_start = view; }

Q_SIGNALS:
    void indexingFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createCentralWidget(const ViewControllers& controllers);
    void createDockAndStatusBar();
    void connectActions();
    void connectController();
    void onDocumentReady(const QString& path);
    void onLoadingFinished();
    void jumpToNotice(const QModelIndex& index);
    void updateStatus();
    void closeCurrent();

    ShellController* m_shell;
    std::unique_ptr<ShellActions> m_actions;
    std::unique_ptr<ShellPrompts> m_prompts;
    StartView m_start;
    bool m_startApplied = false;  // applyStartView() or showOverview() ran
    QStackedWidget* m_pages = nullptr;
    FilesPage* m_files = nullptr;
    InspectorPanel* m_inspector = nullptr;
    MessageBar* m_messageBar = nullptr;
    ProblemsDock* m_problemsDock = nullptr;
    QLabel* m_statusLabel = nullptr;
    BusyIndicator* m_busy = nullptr;
};
