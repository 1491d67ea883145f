#include "widgets/common/nameelidedelegate.h"

#include <QApplication>
#include <QStyle>

#include "widgets/models/common/nameelide.h"

void NameElideDelegate::initStyleOption(QStyleOptionViewItem* option,
                                        const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const QStyle* style = option->widget ? option->widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, option, option->widget) + 1;
    int width = option->rect.width() - 2 * margin;
    if (option->features & QStyleOptionViewItem::HasDecoration) {
        width -= option->decorationSize.width() + margin;
    }
    if (width > 0) {
        option->text = NameElide::elide(option->text, option->fontMetrics, width);
    }
}
