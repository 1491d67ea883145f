#pragma once

#include <QAbstractTableModel>
#include <QIcon>
#include <vector>

#include "util/issue.h"

// The problems of every opened report, in translated words, one row per core Issue.
class IssueListModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IssueListModel)

public:
    enum Column { ProblemColumn, LocationColumn, ColumnCount };
    enum Role {
        ReportPathRole = Qt::UserRole + 1,  // QString: the report the notice belongs to
        ParamRole,                          // QString: parameter at fault, may be empty
        RankRole,                           // int: rank at fault, -1 when none
        CodeRole,                           // QString: the stable code, e.g. "rank-gap"
    };

    explicit IssueListModel(QObject* parent = nullptr);

    // Replaces the notices of `reportPath` (none: removes them).
    void setNotices(const QString& reportPath, const std::vector<shardscope::Issue>& notices);
    void removeNotices(const QString& reportPath);
    void clear();
    void setWarningIcon(const QIcon& icon) { m_icon = icon; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Item {
        QString reportPath;
        shardscope::Issue notice;
    };

    std::vector<Item> m_items;
    QIcon m_icon;
};
