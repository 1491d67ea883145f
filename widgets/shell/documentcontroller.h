#pragma once

#include <QObject>
#include <QString>
#include <map>

#include "models/common/runjob.h"

class InspectorPanel;
class IssueListModel;

// Loads the run behind each opened path for the inspector views (off the GUI thread) and decides
// which one they show: the latest opened run, and a bare strategy or checkpoint only while no
// run with rank files is showing. Problems only the joined view can see (a rank whose shape
// contradicts the strategy) join the problems panel under the path + kLayoutSuffix.
class DocumentController : public QObject {
    Q_OBJECT

public:
    static inline const QString kLayoutSuffix = QStringLiteral("#layout");

    struct StartView {
        QString view;           // "parameters", "matrix", ...; empty: keep the current tab
        QString param;          // empty: the panel's own first choice
        int rank = -2;          // -2: unset; -1: merged
        QString target;         // migration view: destination strategy file or folder
        QString simulate;       // migration view: "dp=1,mp=4,pp=1"
        QString net;            // doctor view: NET.json, a JSON strategy or a checkpoint
        double smoothing = -1;  // loss view: 0 .. 0.99; -1: unset
        bool logY = false;      // loss view
    };

    DocumentController(InspectorPanel* panel, IssueListModel* notices, QObject* parent = nullptr);
    ~DocumentController() override;

    void setStrategyOverride(const QString& strategy) { m_strategy = strategy; }
    // The strategy to open one run folder with (a converted run opened from the planner).
    void setStrategyFor(const QString& absolutePath, const QString& strategy) {
        m_strategyFor[absolutePath] = strategy;
    }
    void open(const QString& absolutePath);
    void close(const QString& absolutePath);
    void clear();
    bool isLoading() const { return !m_jobs.empty(); }
    QString currentPath() const { return m_current; }
    void setStartView(const StartView& view) { m_start = view; }
    // Shows the start view; an error text when its parameter does not exist, else empty.
    QString applyStartView();

Q_SIGNALS:
    void loadingFinished();
    void loadFailed(const QString& title, const QString& detail);

private:
    void onFinished(quint64 ticket, RunJob::RunPtr run);
    void onFailed(quint64 ticket, const shardscope::Error& error);
    void startJob(const QString& path, const QString& strategy);
    void finishJob(quint64 ticket);

    InspectorPanel* m_panel;
    IssueListModel* m_notices;
    QString m_strategy;
    QString m_current;
    bool m_currentHasRanks = false;
    quint64 m_nextTicket = 1;
    std::map<quint64, RunJob*> m_jobs;
    StartView m_start;
    std::map<QString, QString> m_strategyFor;
};
