#include "widgets/tensor/valuegridpanel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "stats/elementreader.h"
#include "widgets/models/tensor/valuegridmodel.h"

using namespace shardscope;

namespace {

QToolButton* arrowButton(Qt::ArrowType arrow, const QString& tip) {
    auto* b = new QToolButton;
    b->setArrowType(arrow);
    b->setAutoRaise(true);
    b->setToolTip(tip);
    return b;
}

}  // namespace

ValueGridPanel::ValueGridPanel(QWidget* parent) : QWidget(parent) {
    m_grid = new ValueGridModel(this);
    m_table = new QTableView;
    m_table->setModel(m_grid);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setMinimumSectionSize(36);
    // Rows as tall as the digits they show need, not a line of the interface's font: a Chinese
    // font's lines are taller (Noto Sans CJK: 17 px where DejaVu Sans has 14), and the grid shows
    // as many rows in Chinese as in English (issue 36: 3 rows of values, 8 in English).
    const QFontMetrics digits = m_table->fontMetrics();
    const int rowHeight =
        std::max(digits.tightBoundingRect(QStringLiteral("0123456789.-+e")).height() + 11, 16);
    m_table->verticalHeader()->setMinimumSectionSize(rowHeight);
    m_table->verticalHeader()->setDefaultSectionSize(rowHeight);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_rowDim = new QComboBox;
    m_colDim = new QComboBox;
    connect(m_rowDim, &QComboBox::activated, this, &ValueGridPanel::applyCut);
    connect(m_colDim, &QComboBox::activated, this, &ValueGridPanel::applyCut);
    m_fixedBox = new QWidget;
    auto* fixedLayout = new QHBoxLayout(m_fixedBox);
    fixedLayout->setContentsMargins(0, 0, 0, 0);
    auto* cut = new QHBoxLayout;
    cut->addWidget(new QLabel(tr("Rows:")));
    cut->addWidget(m_rowDim);
    cut->addSpacing(8);
    cut->addWidget(new QLabel(tr("Columns:")));
    cut->addWidget(m_colDim);
    cut->addSpacing(8);
    cut->addWidget(m_fixedBox);
    cut->addStretch(1);

    m_rowPrev = arrowButton(Qt::UpArrow, tr("Previous rows"));
    m_rowNext = arrowButton(Qt::DownArrow, tr("Next rows"));
    m_colPrev = arrowButton(Qt::LeftArrow, tr("Previous columns"));
    m_colNext = arrowButton(Qt::RightArrow, tr("Next columns"));
    connect(m_rowPrev, &QToolButton::clicked, this, [this] { turnPage(-1, 0); });
    connect(m_rowNext, &QToolButton::clicked, this, [this] { turnPage(1, 0); });
    connect(m_colPrev, &QToolButton::clicked, this, [this] { turnPage(0, -1); });
    connect(m_colNext, &QToolButton::clicked, this, [this] { turnPage(0, 1); });
    m_rowsLabel = new QLabel;
    m_colsLabel = new QLabel;
    m_copy = new QPushButton(tr("Copy"));
    m_copy->setToolTip(tr("Copy the selected cells as tab-separated text"));
    connect(m_copy, &QPushButton::clicked, this, &ValueGridPanel::copySelection);
    m_exportPage = new QPushButton(tr("Export page…"));
    m_exportPage->setToolTip(tr("Save the values shown as CSV"));
    connect(m_exportPage, &QPushButton::clicked, this, &ValueGridPanel::chooseExportPage);
    auto* paging = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_rowPrev, m_rowNext, m_rowsLabel}) {
        paging->addWidget(w);
    }
    paging->addSpacing(12);
    for (QWidget* w : std::initializer_list<QWidget*>{m_colPrev, m_colNext, m_colsLabel}) {
        paging->addWidget(w);
    }
    paging->addStretch(1);
    paging->addWidget(m_copy);
    paging->addWidget(m_exportPage);

    m_error = new QLabel;
    m_error->setWordWrap(true);
    m_error->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(cut);
    layout->addWidget(m_error);
    layout->addWidget(m_table, 1);
    layout->addLayout(paging);
    updatePaging();
}

void ValueGridPanel::setSource(std::shared_ptr<const TensorSource> source) {
    m_grid->setSource(source && dtypeDecodable(source->dtype) ? std::move(source) : nullptr);
    rebuildCutControls();
}

void ValueGridPanel::setCut(int rowDim, int colDim) {
    m_rowDim->setCurrentIndex(m_rowDim->findData(rowDim));
    m_colDim->setCurrentIndex(m_colDim->findData(colDim));
    applyCut();
}

void ValueGridPanel::setFixedIndex(int dim, int index) {
    if (dim >= 0 && static_cast<size_t>(dim) < m_fixed.size()) {
        m_fixed[static_cast<size_t>(dim)]->setValue(index);
    }
}

void ValueGridPanel::turnPage(int rows, int cols) {
    m_grid->setPage(m_grid->rowPage() + rows, m_grid->colPage() + cols);
    updatePaging();
}

bool ValueGridPanel::exportPage(const QString& path) const {
    if (m_grid->rowCount() == 0) {
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        return false;
    }
    file.write(m_grid->toCsv().toUtf8());
    return file.commit();
}

void ValueGridPanel::rebuildCutControls() {
    qDeleteAll(m_fixedBox->findChildren<QWidget*>(Qt::FindDirectChildrenOnly));
    m_fixed.clear();
    m_fixedLabels.clear();
    const QSignalBlocker rb(m_rowDim);
    const QSignalBlocker cb(m_colDim);
    m_rowDim->clear();
    m_colDim->clear();
    const auto& src = m_grid->source();
    const int dims = src ? static_cast<int>(src->shape.size()) : 0;
    for (int d = 0; d < dims; ++d) {
        const QString text = tr("dim %1 (%2)").arg(d).arg(src->shape[static_cast<size_t>(d)]);
        m_rowDim->addItem(text, d);
        if (dims >= 2) {
            m_colDim->addItem(text, d);
        }
        auto* label = new QLabel(tr("dim %1:").arg(d), m_fixedBox);
        auto* spin = new QSpinBox(m_fixedBox);
        spin->setRange(
            0, static_cast<int>(std::max<int64_t>(0, src->shape[static_cast<size_t>(d)] - 1)));
        connect(spin, &QSpinBox::valueChanged, this, &ValueGridPanel::applyCut);
        m_fixedBox->layout()->addWidget(label);
        m_fixedBox->layout()->addWidget(spin);
        m_fixedLabels.push_back(label);
        m_fixed.push_back(spin);
    }
    if (dims < 2) {
        m_colDim->addItem(QStringLiteral("—"), -1);
    }
    m_rowDim->setCurrentIndex(m_rowDim->findData(m_grid->rowDim()));
    m_colDim->setCurrentIndex(m_colDim->findData(m_grid->colDim()));
    m_rowDim->setEnabled(dims >= 2);
    m_colDim->setEnabled(dims >= 2);
    applyCut();
}

void ValueGridPanel::applyCut() {
    if (!m_grid->source()) {
        updatePaging();
        return;
    }
    const int rowDim = m_rowDim->currentData().isValid() ? m_rowDim->currentData().toInt() : -1;
    int colDim = m_colDim->currentData().isValid() ? m_colDim->currentData().toInt() : -1;
    if (colDim >= 0 && colDim == rowDim) {
        // The other combo gives way: the next dimension (wrapping) becomes the columns.
        colDim = (rowDim + 1) % static_cast<int>(m_fixed.size());
        const QSignalBlocker block(m_colDim);
        m_colDim->setCurrentIndex(m_colDim->findData(colDim));
    }
    std::vector<int64_t> fixed;
    for (size_t d = 0; d < m_fixed.size(); ++d) {
        const bool shown = static_cast<int>(d) == rowDim || static_cast<int>(d) == colDim;
        m_fixed[d]->setVisible(!shown);
        m_fixedLabels[d]->setVisible(!shown);
        fixed.push_back(m_fixed[d]->value());
    }
    m_grid->setCut(rowDim, colDim, std::move(fixed));
    updatePaging();
}

void ValueGridPanel::updatePaging() {
    const int64_t rows = m_grid->rowCount();
    const int64_t cols = m_grid->columnCount();
    const QLocale locale;
    auto range = [&](Qt::Orientation o, int64_t n, int64_t total) {
        if (n == 0) {
            return QStringLiteral("0");
        }
        const qlonglong first = m_grid->headerData(0, o).toLongLong();
        return tr("%1–%2 of %3")
            .arg(locale.toString(first))
            .arg(locale.toString(first + n - 1))
            .arg(locale.toString(static_cast<qlonglong>(total)));
    };
    m_rowsLabel->setText(tr("Rows %1").arg(range(Qt::Vertical, rows, m_grid->totalRows())));
    m_colsLabel->setText(tr("Columns %1").arg(range(Qt::Horizontal, cols, m_grid->totalCols())));
    m_rowPrev->setEnabled(m_grid->rowPage() > 0);
    m_rowNext->setEnabled(m_grid->rowPage() + 1 < m_grid->rowPageCount());
    m_colPrev->setEnabled(m_grid->colPage() > 0);
    m_colNext->setEnabled(m_grid->colPage() + 1 < m_grid->colPageCount());
    m_copy->setEnabled(rows > 0);
    m_exportPage->setEnabled(rows > 0);
    // One page is at most a few thousand cells: measuring them keeps every digit readable.
    m_table->resizeColumnsToContents();
    m_error->setText(m_grid->errorText());
    m_error->setVisible(!m_grid->errorText().isEmpty());
}

QString ValueGridPanel::selectionTsv() const {
    QModelIndexList cells = m_table->selectionModel()->selectedIndexes();
    if (cells.isEmpty()) {
        return {};
    }
    std::sort(cells.begin(), cells.end());
    int top = cells.front().row(), bottom = top, left = cells.front().column(), right = left;
    for (const QModelIndex& i : cells) {
        bottom = std::max(bottom, i.row());
        left = std::min(left, i.column());
        right = std::max(right, i.column());
    }
    // The bounding rectangle, unselected cells left empty, so the shape survives a paste.
    QVector<QStringList> grid(bottom - top + 1, QStringList(right - left + 1, QString()));
    for (const QModelIndex& i : cells) {
        grid[i.row() - top][i.column() - left] = i.data().toString();
    }
    QStringList lines;
    for (const QStringList& row : grid) {
        lines << row.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void ValueGridPanel::copySelection() const {
    const QString text = selectionTsv();
    if (!text.isEmpty()) {
        QApplication::clipboard()->setText(text);
    }
}

void ValueGridPanel::chooseExportPage() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export values"), QString(), tr("CSV (*.csv)"));
    if (!path.isEmpty() && !exportPage(path)) {
        m_error->setText(tr("Could not write %1.").arg(path));
        m_error->show();
    }
}
