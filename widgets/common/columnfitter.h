#pragma once

#include <vector>

class QModelIndex;
class QTreeView;

// Sizes a tree's columns to their contents, measured on a sample of rows (collapsed and
// off-screen ones included where asked, which resizeColumnToContents() skips), each capped at a
// share of the viewport so that one long name cannot push the rest out of sight. One column can
// take what the others leave (the Parameters view's split text); otherwise the last stretches.
// The one column-fitting rule of every table in the app.
class ColumnFitter final {
public:
    struct Options {
        int sampleRows = 2000;           // rows measured, at most
        bool collapsedChildren = false;  // measure children of collapsed rows too (Files tree)
        std::vector<double> caps;        // per column: the share of the width it may take (0: none)
        double defaultCap = 0.2;         // for columns `caps` does not name
        int fillColumn = -1;             // takes what the others leave (at least `fillMinimum`)
        int fillMinimum = 220;
        std::vector<int> minimums;  // per column: a width it is never narrower than
        int minimumWidth = 600;     // the width to share when the view has none (hidden tab)
    };

    // Measures and sizes every column but the last stretching one (or all, with fillColumn).
    static void fit(QTreeView* view, const Options& options);
    // The width one cell needs: text, padding, icon, and the indentation of its depth.
    static int cellWidth(const QTreeView* view, const QModelIndex& index, int depth);
    // Widens column 0 to fit the rows below `parent` just expanded (never narrows it).
    static void widenFirstColumn(QTreeView* view, const QModelIndex& parent,
                                 const Options& options);
};
