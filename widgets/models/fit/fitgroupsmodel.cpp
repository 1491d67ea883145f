#include "widgets/models/fit/fitgroupsmodel.h"

#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fittexts.h"

using namespace shardscope;

FitGroupsModel::FitGroupsModel(QObject* parent) : QAbstractTableModel(parent) {}

void FitGroupsModel::setGroups(std::vector<StepGroup> groups) {
    beginResetModel();
    m_groups = std::move(groups);
    endResetModel();
}

int FitGroupsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_groups.size());
}

int FitGroupsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : Columns;
}

QVariant FitGroupsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const StepGroup& g = group(index.row());
    if (role == RanksRole) {
        return QVariant::fromValue(QList<int>(g.ranks.begin(), g.ranks.end()));
    }
    if (role == Qt::TextAlignmentRole) {
        // The stage centred: right-aligned, its number ran into the ranks beside it ("0 0, 4").
        if (index.column() == Stage) {
            return QVariant::fromValue(Qt::AlignVCenter | Qt::AlignHCenter);
        }
        const bool number = index.column() == Bytes || index.column() == Time;
        return QVariant::fromValue(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
    }
    if (role == Qt::ToolTipRole && index.column() == Ranks) {
        return FitTexts::ranks(g.ranks, 1 << 20);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
        case Kind:
            return FitTexts::groupKind(g.kind);
        case Stage:
            return g.stage;
        case Ranks:
            return FitTexts::ranks(g.ranks);
        case Collective:
            return FitTexts::collective(g.collective);
        case Bytes:
            return SizeText::bytes(g.bytesPerStep);
        case Time:
            return g.crossesHosts ? tr("%1 between hosts").arg(FitTexts::seconds(g.seconds))
                                  : tr("%1 inside a host").arg(FitTexts::seconds(g.seconds));
        default:
            return {};
    }
}

QVariant FitGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case Kind:
            return tr("Group");
        case Stage:
            return tr("Stage");
        case Ranks:
            return tr("Ranks");
        case Collective:
            return tr("Collective");
        case Bytes:
            return tr("Sent per step");
        case Time:
            return tr("Time per step");
        default:
            return {};
    }
}
