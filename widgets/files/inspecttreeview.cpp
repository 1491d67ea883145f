#include "widgets/files/inspecttreeview.h"

#include <QHeaderView>

#include "widgets/common/celldelegate.h"
#include "widgets/common/columnfitter.h"

InspectTreeView::InspectTreeView(QWidget* parent) : QTreeView(parent) {
    setObjectName(QStringLiteral("inspectTree"));
    setUniformRowHeights(true);  // keeps 100k rows cheap to lay out
    setAlternatingRowColors(true);
    setAllColumnsShowFocus(true);
    setTextElideMode(Qt::ElideMiddle);  // a parameter's last parts tell it apart
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setItemDelegate(new CellDelegate(this));
    header()->setStyleSheet(QStringLiteral("QHeaderView::section { padding: 3px %1px; }")
                                .arg(CellDelegate::kHorizontalPadding + 2));
    header()->setStretchLastSection(true);
    header()->setSortIndicator(-1, Qt::AscendingOrder);  // opening order until clicked
    setSortingEnabled(true);
}

void InspectTreeView::expandReports(int maxChildren) {
    if (!model()) {
        return;
    }
    for (int row = 0; row < model()->rowCount(); ++row) {
        const QModelIndex report = model()->index(row, 0);
        const int children = model()->rowCount(report);
        if (children > 0 && children <= maxChildren) {
            expand(report);
        }
    }
}

void InspectTreeView::fitColumns() {
    // Name, type, shape, size: shares of the width no column may exceed; details stretch.
    ColumnFitter::Options options;
    options.collapsedChildren = true;
    options.sampleRows = 500;  // rank rows alike: 500 spread over 4,096 find the widest
    options.caps = {0.42, 0.2, 0.28, 0.14};
    ColumnFitter::fit(this, options);
}

void InspectTreeView::reveal(const QModelIndex& index) {
    if (!index.isValid()) {
        return;
    }
    setCurrentIndex(index);
    scrollTo(index);
    setFocus(Qt::OtherFocusReason);
}

QModelIndex InspectTreeView::currentReport() const {
    QModelIndex index = currentIndex().siblingAtColumn(0);
    while (index.parent().isValid()) {
        index = index.parent();
    }
    return index;
}
