#pragma once

#include <QAbstractItemModel>
#include <QLatin1Char>
#include <QStringList>

// A table model's text, row by row, its cells joined by '|' ("head.bias|Missing|(4,)|…"): what
// a test compares with the rows a user sees.
inline QStringList modelRows(const QAbstractItemModel& model) {
    QStringList rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c) {
            cells << model.index(r, c).data().toString();
        }
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}
