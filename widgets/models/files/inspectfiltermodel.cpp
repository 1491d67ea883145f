#include "widgets/models/files/inspectfiltermodel.h"

#include "widgets/models/files/inspectmodel.h"

InspectFilterModel::InspectFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(InspectModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void InspectFilterModel::setNameFilter(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_filter) {
        return;
    }
    m_filter = trimmed;
    invalidateRowsFilter();
}

qsizetype InspectFilterModel::visibleItemCount() const {
    qsizetype n = 0;
    for (int row = 0, rows = rowCount(); row < rows; ++row) {
        n += rowCount(index(row, 0));
    }
    return n;
}

bool InspectFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!sourceParent.isValid() || m_filter.isEmpty()) {
        return true;
    }
    const QModelIndex source = sourceModel()->index(sourceRow, 0, sourceParent);
    return source.data(InspectModel::NameRole).toString().contains(m_filter, Qt::CaseInsensitive);
}

bool InspectFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    if (!left.parent().isValid()) {
        // Descending sorts swap the arguments; top-level rows stay in opening order either way.
        return sortOrder() == Qt::AscendingOrder ? left.row() < right.row()
                                                 : left.row() > right.row();
    }
    return QSortFilterProxyModel::lessThan(left, right);
}
