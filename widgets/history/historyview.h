#pragma once

#include <QWidget>
#include <memory>

#include "history/runhistory.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/jobrunner.h"

class HistoryGrid;
class QLabel;
class StepActions;

// The History tab: every saved step of the open run on every rank, read in the background from
// metadata (history/historyloader.h), the step to resume from and why newer ones cannot be used,
// what MindSpore's own rule would take, and the step the other tabs show. Clicking a column asks
// for that step to be opened (stepRequested).
class HistoryView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    using HistoryPtr = std::shared_ptr<const shardscope::RunHistory>;

    explicit HistoryView(QWidget* parent = nullptr);

    // Shows the run's saved steps, read now, or with `readLater` only once readIfDue() is
    // called: a 16,384-card run's history takes a second of CPU that the window needs while the
    // other views take the run (issue 35). Meanwhile the tab says the steps are being read.
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run, bool readLater = false);
    void readIfDue();
    bool isReadDue() const { return m_readDue; }
    // The steps per epoch the saved steps are placed with when their files do not say their
    // global step (HistoryOptions::stepsPerEpoch; 0: from the files); reads the history again.
    void setStepsPerEpoch(int steps);
    bool isLoading() const;
    const JobBase* job() const { return m_job; }  // its generation() counts the reads started
    HistoryPtr history() const { return m_history; }
    HistoryGrid* grid() const { return m_grid; }
    QString summaryText() const;
    // The damaged copies under the resume line (HistoryDamage::lines); empty when none.
    QString damageText() const;
    StepActions* stepActions() const { return m_actions; }

Q_SIGNALS:
    void loaded();
    void stepRequested(const QString& folder, const QString& step);

private:
    void onHistory(HistoryPtr history);
    void load(bool readLater = false);

    std::shared_ptr<const shardscope::RunDocument> m_run;
    HistoryPtr m_history;
    int m_stepsPerEpoch = 0;
    bool m_readDue = false;  // setRunDocument(run, true) put the read off
    JobRunner<HistoryPtr>* m_job;
    QLabel* m_summary;
    QLabel* m_rule;
    QLabel* m_damage;
    HistoryGrid* m_grid;
    StepActions* m_actions;
    void showStepMenu(const QPoint& viewportPoint);
    void updateActions();
};
