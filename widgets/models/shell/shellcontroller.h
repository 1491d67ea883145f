#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "formats/checkpointkey.h"
#include "util/error.h"

class InspectFilterModel;
class InspectModel;
class IssueListModel;
class QModelIndex;
class RecentFiles;
class RunIssueFilter;
class Session;
namespace shardscope {
struct RunHistory;
}

// The window's work (issue 32 §3): the Session and the Files tree's models, where a path given to
// the window goes, the tree's row of each loading document, Open Recent, the problems shown, and
// the queue of runs that wait for a key. MainWindow binds to it: it draws, asks and says; the
// decisions are here, testable without a window.
class ShellController final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShellController)

public:
    // Where a path given to the window goes.
    struct Route {
        enum class Kind {
            Document,   // opened as a document of the Session
            RankTable,  // places the active run's cards on servers
            ChooseRun,  // a MindFormers output folder with several runs: the user picks one
            Logs,       // training logs, for the Loss tab
        };
        Kind kind = Kind::Document;
        QString path;                   // absolute and clean
        std::vector<std::string> runs;  // ChooseRun: the runs to choose from
    };

    explicit ShellController(QObject* parent = nullptr);
    ~ShellController() override;

    Session* session() const { return m_session; }
    InspectModel* model() const { return m_model; }
    InspectFilterModel* proxy() const { return m_proxy; }
    IssueListModel* notices() const { return m_notices; }
    // The problems of the run the views show: what the Problems panel and the status list.
    RunIssueFilter* shownNotices() const { return m_shownNotices; }
    RecentFiles* recentFiles() const { return m_recent; }
    void setRecordRecentFiles(bool record) { m_recordRecent = record; }

    static Route route(const QString& path);
    // The demo folder's paths to open: the run, then its strategy beside it when there is one.
    static QStringList demoPaths(const QString& folder);
    // Whether a strategy opened alone fits the run that has none: every parameter it lays out is
    // in the run (the prompt's default is then to attach it).
    static bool strategyFits(int inRun, int laidOut);

    void open(const QString& absolutePath);
    // A folder to open with this strategy (the Migration tab's or the Playground's run): its
    // absolute path, with the strategy set for it.
    QString prepareRun(const QString& folder, const QString& strategy);
    // A column of the History tab: the same run at that step, in every tab.
    void openAtStep(const QString& folder, const QString& step);
    // Whether the active document is a run folder, which a rank table can place on servers.
    bool canPlaceCards() const;
    // Reads the table first (one that does not load leaves the run as it is, and its error is
    // returned), then opens the active run again with it.
    std::optional<shardscope::Error> attachRankTable(const QString& table);
    // The document Close closes: the active one, else the tree's current report (a source index
    // of model()), else the only one; empty when none.
    QString closeTarget(const QModelIndex& currentReport) const;
    // Closes it with its strategy files; returns the paths closed.
    QStringList close(const QString& path);
    void closeAll();
    // Follows the Session's active document; returns its row in model(), -1 when none.
    int followActive();
    // The damaged copies of the run's saved steps in the problems, when `history` is the
    // history of the loaded document `path`.
    void showHistoryNotices(const QString& path, const shardscope::RunHistory* history);

    // The key of a run or file that needs one: keyWanted() one path at a time, the next once
    // keyAnswered() says that the previous question is closed.
    void askKey(const QString& path, const shardscope::Error& need);
    void giveKey(const QString& path, shardscope::CheckpointKeyRef key);
    void keyAnswered();
    bool isAskingKey() const { return m_askingKey; }

Q_SIGNALS:
    void reportFinished(const QModelIndex& sourceRow);  // its row in model() may be expanded
    void documentReady(const QString& path);            // loaded, listed and remembered
    void documentDropped(const QString& path);          // failed: its row is gone
    void failed(const shardscope::Error& error);        // a failure that asks no key
    void keyWanted(const QString& path, const shardscope::Error& need);

private:
    void onDocumentOpened(const QString& path);
    void onDocumentLoaded(const QString& path);
    void onDocumentFailed(const QString& path, const shardscope::Error& error);
    void askNextKey();

    Session* m_session;
    InspectModel* m_model;
    InspectFilterModel* m_proxy;
    IssueListModel* m_notices;
    RunIssueFilter* m_shownNotices;
    RecentFiles* m_recent;
    std::map<QString, quint64> m_tickets;  // the Files tree's row of each loading path
    std::vector<std::pair<QString, shardscope::Error>> m_keyQueue;  // paths waiting for a key
    bool m_askingKey = false;
    bool m_recordRecent = true;
};
