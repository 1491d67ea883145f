#pragma once

#include <QSortFilterProxyModel>

// Filters InspectModel's child rows by name (case-insensitive substring) and sorts children by
// InspectModel::SortRole. Top-level rows are always shown and keep the order they were opened in.
class InspectFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectFilterModel)

public:
    explicit InspectFilterModel(QObject* parent = nullptr);

    void setNameFilter(const QString& text);
    QString nameFilter() const { return m_filter; }
    qsizetype visibleItemCount() const;  // child rows that pass the filter

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_filter;
};
