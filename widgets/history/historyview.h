#pragma once

#include <QWidget>
#include <memory>

#include "history/runhistory.h"
#include "inspect/runmodel.h"
#include "models/common/jobrunner.h"

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

    void setRunModel(std::shared_ptr<const shardscope::RunModel> run);
    // The steps per epoch the saved steps are placed with when their files do not say their
    // global step (HistoryOptions::stepsPerEpoch; 0: from the files); reads the history again.
    void setStepsPerEpoch(int steps);
    bool isLoading() const;
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
    void load();

    std::shared_ptr<const shardscope::RunModel> m_run;
    HistoryPtr m_history;
    int m_stepsPerEpoch = 0;
    JobRunner<HistoryPtr>* m_job;
    QLabel* m_summary;
    QLabel* m_rule;
    QLabel* m_damage;
    HistoryGrid* m_grid;
    StepActions* m_actions;
    void showStepMenu(const QPoint& viewportPoint);
    void updateActions();
};
