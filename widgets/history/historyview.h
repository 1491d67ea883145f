#pragma once

#include <QWidget>
#include <memory>

#include "inspect/rundocument.h"
#include "widgets/models/history/historycontroller.h"

class HistoryGrid;
class QLabel;
class StepActions;

// The History tab: every saved step of the open run on every rank (HistoryController: taken from
// the run's load, or read in the background from metadata), the step to resume from and why
// newer ones cannot be used, what MindSpore's own rule would take, and the step the other tabs
// show. Clicking a column asks for that step to be opened (stepRequested). It binds to its
// controller, its own unless one is handed in.
class HistoryView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    using HistoryPtr = HistoryController::HistoryPtr;

    explicit HistoryView(QWidget* parent = nullptr);
    explicit HistoryView(HistoryController* controller, QWidget* parent = nullptr);

    HistoryController* controller() const { return m_controller; }
    // The controller's (HistoryController::setRunDocument): read now, or with `readLater` once
    // readIfDue() is called; meanwhile the tab says the steps are being read.
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run, bool readLater = false);
    void readIfDue();
    bool isReadDue() const;
    void setStepsPerEpoch(int steps);  // HistoryController::setStepsPerEpoch
    bool isLoading() const;
    const JobBase* job() const;  // its generation() counts the reads started
    HistoryPtr history() const;
    HistoryGrid* grid() const { return m_grid; }
    QString summaryText() const;
    // The damaged copies under the resume line (HistoryDamage::lines); empty when none.
    QString damageText() const;
    StepActions* stepActions() const { return m_actions; }

Q_SIGNALS:
    void loaded();
    void stepRequested(const QString& folder, const QString& step);

private:
    void bindController();
    void showHistory();
    void showStepMenu(const QPoint& viewportPoint);
    void updateActions();

    HistoryController* m_controller;
    QLabel* m_summary;
    QLabel* m_rule;
    QLabel* m_damage;
    HistoryGrid* m_grid;
    StepActions* m_actions;
};
