#pragma once

#include <QTreeWidget>
#include <utility>
#include <vector>

#include "util/issue.h"

// The plan's problems, one row per cause (ProblemGroups): the headline counts the parameters and
// says what helps; the parameters are its children. A problem that is a message alone (a plan
// that failed) is a row of its own.
class PlanProblemList final : public QTreeWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanProblemList)

public:
    static constexpr int kBlockingRole = Qt::UserRole;   // bool, on every row
    static constexpr int kParamRole = Qt::UserRole + 1;  // the parameter, on its row
    static constexpr int kCountRole = Qt::UserRole + 2;  // problems a row stands for
    static constexpr int kTextRole = Qt::UserRole + 3;   // the row's words, unwrapped

    explicit PlanProblemList(QWidget* parent = nullptr);

    void setAxisNames(const QStringList& names) { m_axisNames = names; }
    void addIssues(const std::vector<shardscope::Issue>& issues);
    void addMessage(bool blocking, const QString& message);
    void clearProblems();
    int errorCount() const;
    int warningCount() const;
    int problemCount() const { return errorCount() + warningCount(); }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    // Breaks each row's words into lines that fit the width (a tree view elides instead); a
    // word longer than a line (a parameter's name) is elided in the middle.
    void rewrap();
    int m_wrapWidth = 0;

    QStringList m_axisNames;
    std::vector<shardscope::Issue> m_issues;
    std::vector<std::pair<bool, QString>> m_messages;
};
