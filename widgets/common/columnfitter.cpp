#include "widgets/common/columnfitter.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>
#include <algorithm>

#include "widgets/common/celldelegate.h"

namespace {

double capOf(const ColumnFitter::Options& options, int column) {
    return column < static_cast<int>(options.caps.size()) ? options.caps[size_t(column)]
                                                          : options.defaultCap;
}

int depthOf(QModelIndex index) {
    int depth = 0;
    for (index = index.parent(); index.isValid(); index = index.parent()) {
        ++depth;
    }
    return depth;
}

}  // namespace

int ColumnFitter::cellWidth(const QTreeView* view, const QModelIndex& index, int depth) {
    const QVariant font = index.data(Qt::FontRole);
    const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
    const int margin = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view);
    int w = metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()) + 14 + margin +
            2 * CellDelegate::kHorizontalPadding;
    if (index.column() == 0) {
        w += (depth + (view->rootIsDecorated() ? 1 : 0)) * view->indentation();
    }
    if (index.data(Qt::DecorationRole).isValid()) {
        w += (view->iconSize().isValid() ? view->iconSize().width()
                                         : view->style()->pixelMetric(QStyle::PM_SmallIconSize)) +
             6;
    }
    return w;
}

void ColumnFitter::fit(QTreeView* view, const Options& options) {
    const QAbstractItemModel* model = view->model();
    if (!model || model->columnCount() < 2) {
        return;
    }
    const int columns = model->columnCount();
    std::vector<int> widths(size_t(columns), 0);
    for (int c = 0; c < columns; ++c) {
        // Room for the title and a sort arrow.
        widths[size_t(c)] = view->header()->fontMetrics().horizontalAdvance(
                                model->headerData(c, Qt::Horizontal).toString()) +
                            32;
    }
    // The last column stretches unless another one fills: its contents are never measured.
    const int measured = options.fillColumn >= 0 ? columns : columns - 1;
    // At most `budget` rows of the subtree under `parent`: its own rows spread over it (every
    // k-th, the last included, so that the longest names of a long list, its highest ranks, are
    // measured too), and what is left shared equally by the subtrees of the rows measured.
    const auto measure = [&](const QModelIndex& parent, int depth, int budget,
                             auto&& self) -> void {
        const int rows = model->rowCount(parent);
        if (rows == 0 || budget < 1) {
            return;
        }
        const int here = std::min(rows, budget);
        const int step = here < rows && here > 1 ? (rows - 1 + here - 2) / (here - 1) : 1;
        const int below = (budget - here) / here;
        for (int row = 0, measuredRows = 0; row < rows && measuredRows < here; ++measuredRows) {
            for (int c = 0; c < measured; ++c) {
                widths[size_t(c)] = std::max(widths[size_t(c)],
                                             cellWidth(view, model->index(row, c, parent), depth));
            }
            const QModelIndex child = model->index(row, 0, parent);
            if (below > 0 && model->hasChildren(child) &&
                (options.collapsedChildren || view->isExpanded(child))) {
                self(child, depth + 1, below, self);
            }
            row = row == rows - 1 ? rows : std::min(row + step, rows - 1);
        }
    };
    measure(QModelIndex(), 0, options.sampleRows, measure);
    const int available = std::max(view->viewport()->width(), options.minimumWidth);
    int others = 0;
    for (int c = 0; c < columns; ++c) {
        if (c < static_cast<int>(options.minimums.size())) {
            widths[size_t(c)] = std::max(widths[size_t(c)], options.minimums[size_t(c)]);
        }
        const double cap = capOf(options, c);
        if (c != options.fillColumn && cap > 0) {
            const int floor =
                c < static_cast<int>(options.minimums.size()) ? options.minimums[size_t(c)] : 0;
            widths[size_t(c)] = std::max(floor, std::min(widths[size_t(c)], int(available * cap)));
        }
        if (c != options.fillColumn) {
            others += widths[size_t(c)];
        }
    }
    if (options.fillColumn >= 0 && options.fillColumn < columns) {
        int& fill = widths[size_t(options.fillColumn)];
        fill = std::clamp(available - others, std::min(fill, options.fillMinimum), fill);
    }
    const int last = options.fillColumn >= 0 ? columns : columns - 1;  // the last stretches
    for (int c = 0; c < last; ++c) {
        view->header()->resizeSection(c, widths[size_t(c)]);
    }
}

void ColumnFitter::widenFirstColumn(QTreeView* view, const QModelIndex& parent,
                                    const Options& options) {
    const QAbstractItemModel* model = view->model();
    if (!model) {
        return;
    }
    const int depth = parent.isValid() ? depthOf(parent) + 1 : 0;
    int width = view->header()->sectionSize(0);
    for (int row = 0, rows = std::min(model->rowCount(parent), options.sampleRows); row < rows;
         ++row) {
        width = std::max(width, cellWidth(view, model->index(row, 0, parent), depth));
    }
    const int cap =
        int(std::max(view->viewport()->width(), options.minimumWidth) * capOf(options, 0));
    view->header()->resizeSection(0,
                                  std::max(view->header()->sectionSize(0), std::min(width, cap)));
}
