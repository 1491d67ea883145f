#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <memory>

#include "stats/tensorcut.h"

// One page of a 2-D cut through a tensor (a rank's, or merged from its slices), as a table whose
// headers are the tensor's own indices. Only the page is ever read, so a multi-GB tensor costs
// one page of doubles. Values are formatted by dtype: integers exactly, floats with the digits
// their type carries.
class ValueGridModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValueGridModel)

public:
    enum Role { ValueRole = Qt::UserRole + 1 };

    explicit ValueGridModel(QObject* parent = nullptr);

    using SourcePtr = std::shared_ptr<const shardscope::TensorSource>;
    // Resets the cut to the last two dimensions (one column for 1-D, one cell for a scalar),
    // other indices 0, first page.
    void setSource(SourcePtr source);
    const SourcePtr& source() const { return m_source; }

    // rowDim/colDim -1: a single row/column. fixed has one index per tensor dimension.
    void setCut(int rowDim, int colDim, std::vector<int64_t> fixed);
    int rowDim() const { return m_cut.rowDim; }
    int colDim() const { return m_cut.colDim; }
    const std::vector<int64_t>& fixed() const { return m_cut.fixed; }

    void setPageSize(int64_t rows, int64_t cols);
    void setPage(int64_t rowPage, int64_t colPage);
    int64_t rowPage() const { return m_rowPage; }
    int64_t colPage() const { return m_colPage; }
    int64_t rowPageCount() const;
    int64_t colPageCount() const;
    int64_t totalRows() const;
    int64_t totalCols() const;

    // Empty when the page was read; else the core's message (English, for a tooltip).
    const QString& errorText() const { return m_error; }

    // The page as CSV: a header row of column indices, each row led by its row index.
    QString toCsv() const;
    QString formatValue(double value) const;
    static QString formatValue(shardscope::DType dtype, double value);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void reload();

    SourcePtr m_source;
    shardscope::CutRequest m_cut;
    shardscope::CutPage m_page;
    int64_t m_pageRows = 100;
    int64_t m_pageCols = 20;
    int64_t m_rowPage = 0;
    int64_t m_colPage = 0;
    QString m_error;
};
