#pragma once

#include <QStyledItemDelegate>

// Item cells with air around their text: without it a right-aligned size runs straight into the
// left-aligned details beside it. Selection and focus still cover the whole cell.
class CellDelegate final : public QStyledItemDelegate {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CellDelegate)

public:
    static constexpr int kHorizontalPadding = 6;
    static constexpr int kVerticalPadding = 2;

    explicit CellDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};
