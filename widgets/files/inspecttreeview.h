#pragma once

#include <QTreeView>

// The tree of opened reports: padded cells, opening order until a header is clicked, columns
// fitted to their contents.
class InspectTreeView final : public QTreeView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectTreeView)

public:
    explicit InspectTreeView(QWidget* parent = nullptr);

    // Expands the top-level rows with at most `maxChildren` children.
    void expandReports(int maxChildren);
    void fitColumns();
    void reveal(const QModelIndex& index);  // selects, scrolls to and focuses
    QModelIndex currentReport() const;      // the top-level row of the current item
};
