#include "common/columnfitter.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>
#include <algorithm>
#include <vector>

#include "common/celldelegate.h"

namespace {

int textWidth(const QModelIndex& index, const QFont& fallback) {
    const QVariant font = index.data(Qt::FontRole);
    const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : fallback);
    return metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString());
}

}  // namespace

void ColumnFitter::fit(QTreeView* view) {
    const QAbstractItemModel* model = view->model();
    if (!model || model->columnCount() < 2) {
        return;
    }
    const int columns = model->columnCount();
    const QFont font = view->font();
    const int margin = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view);
    const int padding = 14 + margin + 2 * CellDelegate::kHorizontalPadding;
    const int iconWidth = view->iconSize().isValid()
                              ? view->iconSize().width()
                              : view->style()->pixelMetric(QStyle::PM_SmallIconSize);
    std::vector<int> widths(size_t(columns), 0);
    for (int c = 0; c < columns; ++c) {
        // Room for the title and a sort arrow.
        widths[size_t(c)] = view->header()->fontMetrics().horizontalAdvance(
                                model->headerData(c, Qt::Horizontal).toString()) +
                            32;
    }
    const auto measure = [&](const QModelIndex& index, int indent) {
        const int c = index.column();
        int w = textWidth(index, font) + padding + indent;
        if (index.data(Qt::DecorationRole).isValid()) {
            w += iconWidth + 6;
        }
        widths[size_t(c)] = std::max(widths[size_t(c)], w);
    };
    for (int row = 0, rows = model->rowCount(); row < rows; ++row) {
        const QModelIndex parent = model->index(row, 0);
        for (int c = 0; c < columns; ++c) {
            measure(model->index(row, c), c == 0 ? view->indentation() : 0);
        }
        const int children = std::min(model->rowCount(parent), kSampleRows);
        for (int child = 0; child < children; ++child) {
            for (int c = 0; c < columns - 1; ++c) {
                measure(model->index(child, c, parent), c == 0 ? 2 * view->indentation() : 0);
            }
        }
    }
    const int available = std::max(view->viewport()->width(), 600);
    // Name, type, shape, size: shares of the width no column may exceed.
    const double caps[] = {0.42, 0.2, 0.28, 0.14};
    for (int c = 0; c < columns - 1; ++c) {
        const double cap = c < 4 ? caps[c] : 0.2;
        view->header()->resizeSection(c, std::min(widths[size_t(c)], int(available * cap)));
    }
}
