#pragma once

#include <QStyledItemDelegate>

// Draws a column of dotted parameter names elided by NameElide (the tail kept from a dot on).
class NameElideDelegate final : public QStyledItemDelegate {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NameElideDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};
