#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "fit/fitmodel.h"

// The communication groups of a training step, one row each: kind, stage, ranks, collective,
// bytes each rank sends per step, and the time at the link it crosses.
class FitGroupsModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FitGroupsModel)

public:
    enum Column { Kind, Stage, Ranks, Collective, Bytes, Time, Columns };
    static constexpr int RanksRole = Qt::UserRole + 1;  // the group's ranks (QList<int>)

    explicit FitGroupsModel(QObject* parent = nullptr);

    void setGroups(std::vector<shardscope::StepGroup> groups);
    const shardscope::StepGroup& group(int row) const { return m_groups[static_cast<size_t>(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<shardscope::StepGroup> m_groups;
};
