#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "stats/tensorsource.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QToolButton;
class ValueGridModel;

// The paged value grid of a tensor: which two dimensions are shown, the indices of the others,
// page turning, and copy (TSV) and export (CSV) of what is shown.
class ValueGridPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValueGridPanel)

public:
    explicit ValueGridPanel(QWidget* parent = nullptr);

    // Null, or a tensor whose dtype cannot be decoded, shows an empty grid.
    void setSource(std::shared_ptr<const shardscope::TensorSource> source);
    ValueGridModel* model() const { return m_grid; }
    QTableView* table() const { return m_table; }

    // Chooses the cut as the user would with the combos and spin boxes.
    void setCut(int rowDim, int colDim);
    void setFixedIndex(int dim, int index);
    void turnPage(int rows, int cols);

    QString selectionTsv() const;
    void copySelection() const;
    bool exportPage(const QString& path) const;

private:
    void rebuildCutControls();
    void applyCut();
    void updatePaging();
    void chooseExportPage();

    ValueGridModel* m_grid = nullptr;
    QTableView* m_table = nullptr;
    QComboBox* m_rowDim = nullptr;
    QComboBox* m_colDim = nullptr;
    QWidget* m_fixedBox = nullptr;
    std::vector<QSpinBox*> m_fixed;
    std::vector<QLabel*> m_fixedLabels;
    QLabel* m_rowsLabel = nullptr;
    QLabel* m_colsLabel = nullptr;
    QLabel* m_error = nullptr;
    QToolButton* m_rowPrev = nullptr;
    QToolButton* m_rowNext = nullptr;
    QToolButton* m_colPrev = nullptr;
    QToolButton* m_colNext = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_exportPage = nullptr;
};
