#pragma once

#include <QTreeView>

class ProblemListModel;
class ProblemWrapProxy;

// The plan's problems (a ProblemListModel), one row per cause with the parameters below it,
// each row's words wrapped to the list's width.
class PlanProblemList final : public QTreeView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanProblemList)

public:
    explicit PlanProblemList(QWidget* parent = nullptr);

    void setProblems(ProblemListModel* problems);
    ProblemListModel* problems() const { return m_problems; }
    int errorCount() const;
    int warningCount() const;
    int problemCount() const { return errorCount() + warningCount(); }

Q_SIGNALS:
    // A row naming one parameter was activated.
    void paramActivated(const QString& name);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rewrap();

    ProblemListModel* m_problems = nullptr;
    ProblemWrapProxy* m_wrapped;
};
