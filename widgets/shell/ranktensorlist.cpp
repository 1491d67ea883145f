#include "widgets/shell/ranktensorlist.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QSplitter>
#include <algorithm>

#include "widgets/common/columnfitter.h"
#include "widgets/models/matrix/matrixcontroller.h"

namespace {

constexpr int kRankSampleRows = 300;  // a rank of a large run lists thousands of tensors

}  // namespace

RankTensorList::RankTensorList(MatrixController* controller, QWidget* parent)
    : QTreeWidget(parent), m_controller(controller) {
    setObjectName(QStringLiteral("rankTensors"));
    // The words are the inspector's (its translation context).
    setHeaderLabels({QCoreApplication::translate("InspectorPanel", "Tensor"),
                     QCoreApplication::translate("InspectorPanel", "Shape"),
                     QCoreApplication::translate("InspectorPanel", "Size")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    // Long names keep their end (the layer index and the weight's own name); the whole name is
    // in the tooltip.
    setTextElideMode(Qt::ElideLeft);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    setMinimumWidth(260);
    connect(m_controller, &MatrixController::rankListed, this, &RankTensorList::showList);
    connect(m_controller, &MatrixController::paramMarked, this, &RankTensorList::markParam);
}

int RankTensorList::rank() const {
    return m_controller->detailRank();
}

void RankTensorList::showList() {
    clear();
    const RankTensors& list = m_controller->rankTensors();
    if (list.rank < 0) {
        return;
    }
    auto* head = new QTreeWidgetItem(this);
    head->setText(0, list.title);
    if (!list.readable) {
        return;
    }
    head->setText(2, list.bytes);
    head->setToolTip(0, list.path);
    QFont bold = head->font(0);
    bold.setBold(true);
    head->setFont(0, bold);
    for (const RankTensors::Row& row : list.rows) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(0, row.name);
        item->setToolTip(0, row.name);
        item->setText(1, row.shape);
        item->setText(2, row.size);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    // Sized on a spread sample of the rows.
    ColumnFitter::Options fit;
    fit.sampleRows = kRankSampleRows;
    fit.fillColumn = 0;  // it stretches: the others are sized for it
    fit.caps = {0, 0.35, 0.25};
    ColumnFitter::fit(this, fit);
}

void RankTensorList::fitWidth(int total) {
    auto* split = qobject_cast<QSplitter*>(parentWidget());
    if (m_userWidth || split == nullptr || topLevelItemCount() == 0) {
        return;
    }
    // The same spread sample of rows as the columns were sized on.
    const int rows = topLevelItemCount();
    const int step = std::max(1, rows / kRankSampleRows);
    int name = 0;
    for (int row = 0; row < rows; row += step) {
        name = std::max(name, ColumnFitter::cellWidth(this, model()->index(row, 0), 0));
    }
    name = std::max(name, ColumnFitter::cellWidth(this, model()->index(0, 0), 0));
    const int needed = name + header()->sectionSize(1) + header()->sectionSize(2) +
                       verticalScrollBar()->sizeHint().width() + 2 * frameWidth() + 4;
    total = std::max(total, split->width());
    const int list = std::clamp(needed, minimumWidth(), std::max(minimumWidth(), total / 2));
    if (list <= split->sizes().value(1)) {
        return;  // it already shows every name whole
    }
    split->setSizes({total - list, list});
}

void RankTensorList::markParam(const QString& name) {
    clearSelection();
    if (name.isEmpty()) {
        return;
    }
    const QList<QTreeWidgetItem*> found = findItems(name, Qt::MatchExactly, 0);
    if (!found.isEmpty()) {
        found.front()->setSelected(true);
        scrollToItem(found.front(), QAbstractItemView::PositionAtCenter);
    }
}
