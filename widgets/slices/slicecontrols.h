#pragma once

#include <QWidget>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QSpinBox;
class SliceController;

// The bar above the slice view: which two dimensions of an N-D tensor are drawn, and the index
// shown along each dimension that is not. Hidden for tensors of two dimensions or fewer. It
// binds to the slice view's controller (SliceView::controller()).
class SliceControls final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SliceControls)

public:
    explicit SliceControls(SliceController* controller, QWidget* parent = nullptr);

    QComboBox* rowsBox() const { return m_rows; }
    QComboBox* columnsBox() const { return m_columns; }
    // One spin box per dimension that is not drawn, in dimension order.
    const std::vector<QSpinBox*>& indexBoxes() const { return m_indexes; }

private:
    void sync();
    void rebuild(const std::vector<int64_t>& shape);
    void applyDims();

    SliceController* m_controller;
    QComboBox* m_rows;
    QComboBox* m_columns;
    QHBoxLayout* m_indexLayout;
    std::vector<QSpinBox*> m_indexes;
    std::vector<QLabel*> m_indexLabels;
    std::vector<int64_t> m_shape;
    int m_shownRow = -2;
    int m_shownCol = -2;
};
