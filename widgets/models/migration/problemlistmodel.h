#pragma once

#include <QAbstractItemModel>
#include <QStringList>
#include <utility>
#include <vector>

#include "util/issue.h"

// The plan's problems, one row per cause (ProblemGroups): the headline counts the parameters and
// says what helps; the parameters are its children. A problem that is a message alone (a plan
// that failed) is a row of its own. Display text is the row's words unwrapped; a view wraps them.
class ProblemListModel final : public QAbstractItemModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProblemListModel)

public:
    static constexpr int kBlockingRole = Qt::UserRole;   // bool, on every row
    static constexpr int kParamRole = Qt::UserRole + 1;  // the parameter, on its row
    static constexpr int kCountRole = Qt::UserRole + 2;  // problems a row stands for
    static constexpr int kTextRole = Qt::UserRole + 3;   // the row's words, unwrapped

    explicit ProblemListModel(QObject* parent = nullptr);

    void setAxisNames(const QStringList& names) { m_axisNames = names; }
    void addIssues(const std::vector<shardscope::Issue>& issues);
    void addMessage(bool blocking, const QString& message);
    void clearProblems();
    int errorCount() const;
    int warningCount() const;
    int problemCount() const { return errorCount() + warningCount(); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString text;
        QString tip;
        QString param;
        bool blocking = false;
        int count = 1;
        std::vector<Row> children;
    };
    void rebuild();
    const Row* rowAt(const QModelIndex& index) const;

    QStringList m_axisNames;
    std::vector<shardscope::Issue> m_issues;
    std::vector<std::pair<bool, QString>> m_messages;
    std::vector<Row> m_rows;
};
