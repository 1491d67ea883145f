#pragma once

#include <QCoreApplication>
#include <QDockWidget>

class ProblemsPanel;
class QAbstractItemModel;

// The Problems dock at the bottom of the window: the run's problems (ProblemsPanel), its title
// counting them. It takes room only when it has something to say; the user may still close it,
// or open it empty from the View menu.
class ProblemsDock final : public QDockWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProblemsDock)

public:
    ProblemsDock(QAbstractItemModel* notices, QWidget* parent = nullptr);

    ProblemsPanel* panel() const { return m_panel; }
    // The title counts `problems`; the dock shows or hides when they come or go.
    void setProblemCount(int problems);
    // Shown when there are problems, hidden when none (after the window's state is restored).
    void resetVisibility(int problems);

private:
    ProblemsPanel* m_panel;
    bool m_hasProblems = true;  // so that the first count hides an empty dock
};
