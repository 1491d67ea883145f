#pragma once

#include <QModelIndex>
#include <QWidget>

class FilterEdit;
class InspectFilterModel;
class InspectTreeView;

// The Files tab: its own name filter above the tree of the open reports (the other tabs have
// theirs). Indexes given and returned are the source model's (InspectModel), not the filter's.
class FilesPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilesPage)

public:
    static constexpr int kAutoExpandRows = 1000;  // larger reports open collapsed

    FilesPage(InspectFilterModel* proxy, QWidget* parent = nullptr);
    ~FilesPage() override;

    InspectTreeView* tree() const { return m_tree; }
    FilterEdit* filterEdit() const { return m_filterEdit; }

    // A report that has finished: expanded when it has at most kAutoExpandRows rows; its columns
    // fitted a turn of the event loop later.
    void showReport(const QModelIndex& source);
    // Selects, scrolls to and focuses a row; the name filter is cleared when it hides the row.
    void reveal(const QModelIndex& source);
    // Makes the report in `row` current, unless it is already.
    void followReport(int row);
    // The top-level row of the current item.
    QModelIndex currentReport() const;
    // What a first look shows: small reports expanded, the first item selected.
    void showOverview();

Q_SIGNALS:
    void filterApplied();  // the name filter changed what the tree shows

private:
    void applyFilter(const QString& text);

    InspectFilterModel* m_proxy;
    InspectTreeView* m_tree;
    FilterEdit* m_filterEdit;
};
