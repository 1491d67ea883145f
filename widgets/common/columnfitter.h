#pragma once

class QTreeView;

// Sizes a tree's columns to their contents, measured on a sample of rows (collapsed and
// off-screen ones included, which resizeColumnToContents() skips), each capped at a share of
// the viewport so that one long name cannot push the rest out of sight. The last column
// stretches.
class ColumnFitter {
public:
    static constexpr int kSampleRows = 2000;  // per top-level row

    static void fit(QTreeView* view);
};
