#include "widgets/models/loss/lossrunlistmodel.h"

#include <QLocale>

LossRunListModel::LossRunListModel(QObject* parent) : QAbstractTableModel(parent) {}

void LossRunListModel::setRuns(std::vector<LossRunEntry> runs) {
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
}

void LossRunListModel::changed(int row, int column) {
    const QModelIndex i = index(row, column);
    Q_EMIT dataChanged(i, i);
}

void LossRunListModel::setVisible(int row, bool visible) {
    if (!validRow(row) || m_runs[static_cast<size_t>(row)].visible == visible) {
        return;
    }
    m_runs[static_cast<size_t>(row)].visible = visible;
    changed(row, NameColumn);
    Q_EMIT visibilityChanged(row, visible);
}

void LossRunListModel::setOffset(int row, qint64 offset) {
    if (!validRow(row) || m_runs[static_cast<size_t>(row)].offset == offset) {
        return;
    }
    m_runs[static_cast<size_t>(row)].offset = offset;
    changed(row, OffsetColumn);
    Q_EMIT offsetChanged(row, offset);
}

void LossRunListModel::setPoints(int row, qint64 points) {
    if (validRow(row) && m_runs[static_cast<size_t>(row)].points != points) {
        m_runs[static_cast<size_t>(row)].points = points;
        changed(row, PointsColumn);
    }
}

void LossRunListModel::setUnread(int row, qint64 unread, const QString& example) {
    if (validRow(row)) {
        LossRunEntry& e = m_runs[static_cast<size_t>(row)];
        e.unread = unread;
        e.unreadExample = example;
        changed(row, UnreadColumn);
    }
}

int LossRunListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int LossRunListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LossRunListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.parent().isValid() || !validRow(index.row())) {
        return {};
    }
    const LossRunEntry& e = m_runs[static_cast<size_t>(index.row())];
    const int column = index.column();
    const QLocale locale;
    switch (role) {
        case Qt::DisplayRole:
            switch (column) {
                case NameColumn:
                    return e.name;
                case LogsColumn:  // as the legend counts them: "1,024"
                    return locale.toString(e.logs);
                case PointsColumn:
                    return locale.toString(e.points);
                case UnreadColumn:
                    return locale.toString(e.unread);
                case OffsetColumn:
                    return locale.toString(e.offset);
            }
            break;
        case Qt::EditRole:
            if (column == OffsetColumn) {
                return static_cast<int>(e.offset);
            }
            break;
        case SortRole:
            switch (column) {
                case NameColumn:
                    return e.name;
                case LogsColumn:
                    return e.logs;
                case PointsColumn:
                    return e.points;
                case UnreadColumn:
                    return e.unread;
                case OffsetColumn:
                    return e.offset;
            }
            break;
        case Qt::CheckStateRole:
            if (column == NameColumn) {
                return e.visible ? Qt::Checked : Qt::Unchecked;
            }
            break;
        case Qt::DecorationRole:
            if (column == NameColumn) {
                return e.colour;
            }
            break;
        case Qt::TextAlignmentRole:
            if (column != NameColumn) {
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            }
            break;
        case Qt::ToolTipRole:
            if (column == NameColumn) {
                return e.path;
            }
            if (column == UnreadColumn && !e.unreadExample.isEmpty()) {
                return e.unreadExample;
            }
            if (column == OffsetColumn) {
                return tr(
                    "Global steps added to this run's steps, to line a resumed run up "
                    "with the run it continues");
            }
            break;
        case ColourRole:
            return e.colour;
        case PathRole:
            return e.path;
    }
    return {};
}

bool LossRunListModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.parent().isValid() || !validRow(index.row())) {
        return false;
    }
    if (index.column() == NameColumn && role == Qt::CheckStateRole) {
        setVisible(index.row(), value.toInt() == Qt::Checked);
        return true;
    }
    if (index.column() == OffsetColumn && role == Qt::EditRole) {
        bool ok = false;
        const qint64 offset = value.toLongLong(&ok);
        if (!ok) {
            return false;
        }
        setOffset(index.row(), offset);
        return true;
    }
    return false;
}

Qt::ItemFlags LossRunListModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || index.parent().isValid() || !validRow(index.row())) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == NameColumn) {
        f |= Qt::ItemIsUserCheckable;
    } else if (index.column() == OffsetColumn) {
        f |= Qt::ItemIsEditable;
    }
    return f;
}

QVariant LossRunListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
            case NameColumn:
                return tr("Run");
            case LogsColumn:
                return tr("Logs");
            case PointsColumn:
                return tr("Points");
            case UnreadColumn:
                return tr("Unread");
            case OffsetColumn:
                return tr("Step offset");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case LogsColumn:
                return tr("Log files of the run (one per rank)");
            case PointsColumn:
                return tr("Points of the chosen metric over all the run's logs");
            case UnreadColumn:
                return tr("Lines that looked like training progress but could not be read");
            case OffsetColumn:
                return tr("Global steps added to the run's steps");
        }
    }
    return {};
}
