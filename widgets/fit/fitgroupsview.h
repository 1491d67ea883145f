#pragma once

#include <QTreeView>
#include <vector>

#include "fit/fitmodel.h"

class FitGroupsModel;

// The communication groups of a training step as a table (FitGroupsModel), its columns sized
// from their words rather than their rows (measuring a thousand rows on every change would cost
// more than the step's whole model). Choosing a row names the group's ranks: the card grid
// rings them.
class FitGroupsView final : public QTreeView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FitGroupsView)

public:
    explicit FitGroupsView(QWidget* parent = nullptr);

    void setGroups(std::vector<shardscope::StepGroup> groups);
    FitGroupsModel* groupsModel() const { return m_model; }
    // The ranks of the chosen group; empty when none is chosen.
    std::vector<int> chosenRanks() const;

Q_SIGNALS:
    void chosenChanged(const std::vector<int>& ranks);

private:
    FitGroupsModel* m_model;
};
