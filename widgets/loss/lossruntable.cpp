#include "widgets/loss/lossruntable.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

#include "widgets/models/loss/lossrunlistmodel.h"

LossRunTable::LossRunTable(LossRunListModel* model, QWidget* parent)
    : QTableView(parent), m_model(model) {
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::SelectedClicked);
    setAlternatingRowColors(true);
    setShowGrid(false);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView* header = horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(LossRunListModel::NameColumn, QHeaderView::Stretch);
    header->setHighlightSections(false);
}

QSize LossRunTable::sizeHint() const {
    // About four rows: the chart gets the height.
    const int rows = 4;
    return {QTableView::sizeHint().width(), horizontalHeader()->sizeHint().height() +
                                                rows * verticalHeader()->defaultSectionSize() +
                                                2 * frameWidth()};
}

void LossRunTable::contextMenuEvent(QContextMenuEvent* event) {
    const int row = indexAt(viewport()->mapFromGlobal(event->globalPos())).row();
    if (m_model->rowCount() == 0) {
        return;
    }
    QMenu menu(this);
    if (row >= 0) {
        menu.addAction(tr("Show only this run"), this, [this, row] {
            for (int r = 0; r < m_model->rowCount(); ++r) {
                m_model->setVisible(r, r == row);
            }
        });
    }
    menu.addAction(tr("Show all runs"), this, [this] {
        for (int r = 0; r < m_model->rowCount(); ++r) {
            m_model->setVisible(r, true);
        }
    });
    if (row >= 0) {
        menu.addAction(tr("Reset offset"), this, [this, row] { m_model->setOffset(row, 0); });
        menu.addSeparator();
        menu.addAction(tr("Remove run"), this, [this, row] { Q_EMIT removeRequested(row); });
    }
    menu.exec(event->globalPos());
}
