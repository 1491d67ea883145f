#include "widgets/slices/slicecontrols.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>
#include <cstdint>

#include "widgets/models/slices/slicecontroller.h"

SliceControls::SliceControls(SliceController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_rows(new QComboBox(this)),
      m_columns(new QComboBox(this)),
      m_indexLayout(new QHBoxLayout) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    auto* rowsLabel = new QLabel(tr("R&ows:"), this);
    rowsLabel->setBuddy(m_rows);
    auto* columnsLabel = new QLabel(tr("&Columns:"), this);
    columnsLabel->setBuddy(m_columns);
    for (QComboBox* box : {m_rows, m_columns}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }
    m_rows->setToolTip(tr("The tensor dimension drawn downwards"));
    m_columns->setToolTip(tr("The tensor dimension drawn across"));
    layout->addWidget(rowsLabel);
    layout->addWidget(m_rows);
    layout->addSpacing(8);
    layout->addWidget(columnsLabel);
    layout->addWidget(m_columns);
    layout->addSpacing(16);
    m_indexLayout->setSpacing(6);
    layout->addLayout(m_indexLayout);
    layout->addStretch(1);

    connect(m_rows, &QComboBox::activated, this, &SliceControls::applyDims);
    connect(m_columns, &QComboBox::activated, this, &SliceControls::applyDims);
    connect(m_controller, &SliceController::viewChanged, this, &SliceControls::sync);
    sync();
}

void SliceControls::applyDims() {
    int row = m_rows->currentData().toInt();
    int col = m_columns->currentData().toInt();
    if (row == col) {
        // Choosing the dimension the other box shows swaps them rather than drawing it twice.
        if (sender() == m_rows) {
            col = m_shownRow;
        } else {
            row = m_shownCol;
        }
    }
    m_controller->setDims(row, col);
}

void SliceControls::rebuild(const std::vector<int64_t>& shape) {
    m_shape = shape;
    for (QComboBox* box : {m_rows, m_columns}) {
        const QSignalBlocker block(box);
        box->clear();
        for (size_t d = 0; d < shape.size(); ++d) {
            box->addItem(tr("dim %1 (%2)").arg(d).arg(shape[d]), static_cast<int>(d));
        }
    }
    for (QSpinBox* spin : m_indexes) {
        delete spin;
    }
    for (QLabel* label : m_indexLabels) {
        delete label;
    }
    m_indexes.clear();
    m_indexLabels.clear();
    for (size_t d = 0; d < shape.size(); ++d) {
        auto* label = new QLabel(tr("dim %1 at").arg(d), this);
        auto* spin = new QSpinBox(this);
        spin->setRange(0, static_cast<int>(std::min<int64_t>(shape[d] - 1, INT32_MAX)));
        spin->setToolTip(
            tr("Index along dimension %1, which is not drawn (0 to %2)").arg(d).arg(shape[d] - 1));
        spin->setAccelerated(true);
        label->setBuddy(spin);
        const int dim = static_cast<int>(d);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, dim](int value) { m_controller->setFixedIndex(dim, value); });
        m_indexLayout->addWidget(label);
        m_indexLayout->addWidget(spin);
        m_indexLabels.push_back(label);
        m_indexes.push_back(spin);
    }
}

void SliceControls::sync() {
    const std::vector<int64_t> shape = m_controller->shape();
    // Only a drawn tensor of more than two dimensions has anything to choose.
    const bool useful = m_controller->hasDimsChoice();
    setVisible(useful);
    if (!useful) {
        m_shape = shape;
        return;
    }
    if (shape != m_shape) {
        rebuild(shape);
    }
    m_shownRow = m_controller->rowDim();
    m_shownCol = m_controller->colDim();
    {
        const QSignalBlocker rows(m_rows);
        const QSignalBlocker columns(m_columns);
        m_rows->setCurrentIndex(m_rows->findData(m_shownRow));
        m_columns->setCurrentIndex(m_columns->findData(m_shownCol));
    }
    for (size_t d = 0; d < m_indexes.size(); ++d) {
        const int dim = static_cast<int>(d);
        const bool drawn = dim == m_shownRow || dim == m_shownCol;
        m_indexes[d]->setVisible(!drawn);
        m_indexLabels[d]->setVisible(!drawn);
        const QSignalBlocker block(m_indexes[d]);
        m_indexes[d]->setValue(static_cast<int>(m_controller->fixedIndex(dim)));
    }
}
