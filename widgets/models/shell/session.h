#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "inspect/inspectreport.h"
#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "widgets/models/common/jobrunner.h"
#include "widgets/models/shell/openoptions.h"
#include "widgets/models/shell/sessiondocument.h"

class IssueListModel;

// The open documents: each opened path is loaded once, off the GUI thread, into one RunDocument
// (loadPath), from which its Files report (inspectReport) is derived on the same worker.
// The session decides which document the inspector views show (the active one), owns the load
// jobs and the problems list, and tells the window what changed. MainWindow is only the shell.
class Session final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    // Problems only the joined view can see (a rank whose shape contradicts the strategy) are
    // listed under the path + kLayoutSuffix; they jump to the Parameters view.
    static inline const QString kLayoutSuffix = QStringLiteral("#layout");
    // The damaged copies of a run's saved steps (the History tab's, HistoryDamage) are listed
    // under the path + kHistorySuffix; they jump to the History tab.
    static inline const QString kHistorySuffix = QStringLiteral("#history");

    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;
    using ReportPtr = std::shared_ptr<const shardscope::InspectReport>;
    using State = SessionDocument::State;
    using Document = SessionDocument;

    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    IssueListModel* issues() const { return m_issues; }

    // What open() loads a path with, on a worker thread (loadPath; tests put a slower one in).
    using LoadFunction = std::function<shardscope::Result<shardscope::RunDocument>(
        const std::string& path, const shardscope::LoadOptions& options,
        const shardscope::LoadWatch& watch)>;
    void setLoadFunction(LoadFunction load) { m_load = std::move(load); }

    // What each path opens with (strategy, rank table, step, key): set before open().
    OpenOptions& openOptions() { return m_options; }
    const OpenOptions& openOptions() const { return m_options; }
    // Whether opening a path failed, or left ranks unread, for want of a (right) key: what the
    // window asks its user for (KeyDialog). The error says which file and why.
    std::optional<shardscope::Error> keyNeeded(const QString& absolutePath) const;

    // Loads (or reloads) an absolute path; documentOpened() now, then documentLoaded() or
    // documentFailed().
    void open(const QString& absolutePath);
    void close(const QString& absolutePath);
    // Closes a document with what came with it: the documents inside its folder (the strategy
    // files of a run). Returns every path closed, the document's own last.
    QStringList closeWithCompanions(const QString& absolutePath);
    void closeAll();

    bool isLoading() const;
    QStringList paths() const;  // in the order they were opened
    const Document* document(const QString& path) const;
    QString activePath() const { return m_active; }
    RunPtr activeRun() const;
    // The layouts the views draw while a run's rank files are indexed (previewChanged); null
    // when none.
    RunPtr previewRun() const;
    // Rank files indexed, of all, over the documents loading now (.second 0: none counted yet).
    std::pair<quint64, quint64> ranksIndexed() const;
    // Shows a loaded document in the inspector views.
    void setActive(const QString& path);
    // Reopens a run with a strategy the user chose for it (strategyOffered).
    void attachStrategy(const QString& run, const QString& strategy);
    // Of the parameters `strategy` (a strategy opened alone) lays out, how many `run` holds
    // (.first), of how many (.second); by name, as a run without a strategy has no stages.
    static std::pair<int, int> paramsInRun(const shardscope::RunDocument& run,
                                           const shardscope::RunDocument& strategy);
    // How a document is named to the user (title, Runs menu): its file or folder name, with its
    // parent folder when another open document has the same name.
    QString displayName(const QString& path) const;

Q_SIGNALS:
    void documentOpened(const QString& path);
    void documentLoaded(const QString& path);
    void documentFailed(const QString& path, const shardscope::Error& error);
    void documentClosed(const QString& path);
    void activeRunChanged(Session::RunPtr run);
    // A run folder being opened has its strategy read: the views may draw its layouts (a
    // strategy-only document, InputKind::Strategy, path the folder) until activeRunChanged()
    // brings the run. Null: the preview is gone (the load failed or was closed); the views show
    // the active run again.
    void previewChanged(Session::RunPtr layouts);
    void indexingProgressed();  // ranksIndexed() changed
    // A strategy opened alone while a run without one is showing: it stays a document of its
    // own unless the user attaches it (attachStrategy). `inRun` of the `laidOut` parameters it
    // lays out are the run's (paramsInRun); the window asks, suggesting to attach only when all
    // are.
    void strategyOffered(const QString& strategy, const QString& run, int inRun, int laidOut);
    void loadingFinished();

private:
    struct Loaded {
        RunPtr run;
        ReportPtr report;
    };
    // What the loader's worker reports: rank files indexed, and the layouts once read (kept in
    // every later report: the window polls only the latest).
    struct LoadProgress : shardscope::Progress {
        RunPtr preview;
    };
    using Loader = JobRunner<Loaded, LoadProgress>;

    void onProgress(const QString& path);
    void dropPreview(const QString& path);
    void onLoaded(const QString& path, const Loaded& loaded);
    void onFailed(const QString& path, const shardscope::Error& error);
    void jobEnded();
    Document* find(const QString& path);
    bool activeHasRanks() const;

    IssueListModel* m_issues;
    OpenOptions m_options;
    std::vector<Document> m_documents;
    std::map<QString, std::unique_ptr<Loader>> m_loaders;
    QString m_active;
    QString m_previewPath;  // the document whose layouts the views draw (previewChanged)
    LoadFunction m_load;
};
