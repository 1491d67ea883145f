#include "widgets/models/tensor/valuegridmodel.h"

#include <QStringList>
#include <algorithm>
#include <charconv>
#include <cmath>

#include "widgets/models/common/errortext.h"

using namespace shardscope;

namespace {

// Shortest text that reads back to the same value of type T.
template <class T>
QString shortest(double value) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, static_cast<T>(value));
    return QString::fromLatin1(buf, static_cast<qsizetype>(r.ptr - buf));
}

}  // namespace

ValueGridModel::ValueGridModel(QObject* parent) : QAbstractTableModel(parent) {}

void ValueGridModel::setSource(SourcePtr source) {
    m_source = std::move(source);
    const int dims = m_source ? static_cast<int>(m_source->shape.size()) : 0;
    m_cut.rowDim = dims >= 2 ? dims - 2 : (dims == 1 ? 0 : -1);
    m_cut.colDim = dims >= 2 ? dims - 1 : -1;
    m_cut.fixed.assign(static_cast<size_t>(dims), 0);
    m_rowPage = 0;
    m_colPage = 0;
    reload();
}

void ValueGridModel::setCut(int rowDim, int colDim, std::vector<int64_t> fixed) {
    m_cut.rowDim = rowDim;
    m_cut.colDim = colDim;
    m_cut.fixed = std::move(fixed);
    m_rowPage = 0;
    m_colPage = 0;
    reload();
}

void ValueGridModel::setPageSize(int64_t rows, int64_t cols) {
    m_pageRows = std::max<int64_t>(1, rows);
    m_pageCols = std::max<int64_t>(1, cols);
    m_rowPage = 0;
    m_colPage = 0;
    reload();
}

void ValueGridModel::setPage(int64_t rowPage, int64_t colPage) {
    m_rowPage = std::clamp<int64_t>(rowPage, 0, rowPageCount() - 1);
    m_colPage = std::clamp<int64_t>(colPage, 0, colPageCount() - 1);
    reload();
}

int64_t ValueGridModel::totalRows() const {
    return m_source ? cutExtent(*m_source, m_cut.rowDim) : 0;
}

int64_t ValueGridModel::totalCols() const {
    return m_source ? cutExtent(*m_source, m_cut.colDim) : 0;
}

int64_t ValueGridModel::rowPageCount() const {
    return std::max<int64_t>(1, (totalRows() + m_pageRows - 1) / m_pageRows);
}

int64_t ValueGridModel::colPageCount() const {
    return std::max<int64_t>(1, (totalCols() + m_pageCols - 1) / m_pageCols);
}

void ValueGridModel::reload() {
    beginResetModel();
    m_page = {};
    m_error.clear();
    if (m_source) {
        m_cut.row0 = m_rowPage * m_pageRows;
        m_cut.rows = m_pageRows;
        m_cut.col0 = m_colPage * m_pageCols;
        m_cut.cols = m_pageCols;
        auto page = readCut(*m_source, m_cut);
        if (page) {
            m_page = std::move(page).value();
        } else {
            m_error = ErrorText::detail(page.error());
        }
    }
    endResetModel();
}

QString ValueGridModel::formatValue(DType dtype, double value) {
    if (std::isnan(value)) {
        return QStringLiteral("NaN");
    }
    if (std::isinf(value)) {
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    }
    switch (dtype) {
        case DType::Bool:
            return value != 0 ? QStringLiteral("true") : QStringLiteral("false");
        case DType::Float16:
            return QString::number(value, 'g', 5);
        case DType::BFloat16:
            return QString::number(value, 'g', 4);
        case DType::Float8E4M3FN:
        case DType::Float8E5M2:
            return QString::number(value, 'g', 3);
        case DType::Float32:
            return shortest<float>(value);
        case DType::Float64:
            return shortest<double>(value);
        default:
            break;
    }
    if (dtypeInfo(dtype).isInteger) {
        // Exact for the whole 64-bit range: the double holds the integer the file holds.
        return value < 0 ? QString::number(static_cast<qint64>(value))
                         : QString::number(static_cast<quint64>(value));
    }
    return shortest<double>(value);
}

QString ValueGridModel::formatValue(double value) const {
    return formatValue(m_source ? m_source->dtype : DType::Float64, value);
}

int ValueGridModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_page.rows);
}

int ValueGridModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_page.cols);
}

QVariant ValueGridModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const double value = m_page.at(index.row(), index.column());
    switch (role) {
        case Qt::DisplayRole:
            return formatValue(value);
        case ValueRole:
            return value;
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
    }
}

QVariant ValueGridModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || section < 0) {
        return {};
    }
    const bool rows = orientation == Qt::Vertical;
    if ((rows ? m_cut.rowDim : m_cut.colDim) < 0) {
        return QString();
    }
    return QString::number((rows ? m_page.row0 : m_page.col0) + section);
}

QString ValueGridModel::toCsv() const {
    QStringList lines;
    QStringList header{QString()};
    for (int c = 0; c < columnCount(); ++c) {
        header << headerData(c, Qt::Horizontal).toString();
    }
    lines << header.join(QLatin1Char(','));
    for (int r = 0; r < rowCount(); ++r) {
        QStringList cells{headerData(r, Qt::Vertical).toString()};
        for (int c = 0; c < columnCount(); ++c) {
            cells << formatValue(m_page.at(r, c));
        }
        lines << cells.join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
