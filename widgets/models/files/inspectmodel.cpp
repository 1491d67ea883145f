#include "widgets/models/files/inspectmodel.h"

#include <QColor>
#include <QDir>
#include <QFont>

#include "widgets/models/files/reportcells.h"

using namespace shardscope;

namespace {
// Top-level rows carry internalId 0; a child carries its parent entry's id.
constexpr quintptr kTopLevel = 0;
}  // namespace

InspectModel::InspectModel(QObject* parent) : QAbstractItemModel(parent) {}

quint64 InspectModel::beginReport(const QString& path) {
    const quint64 ticket = m_nextTicket++;
    const QString clean = QDir::cleanPath(path);
    const int row = rowOfPath(clean);
    if (row < 0) {
        const int at = reportCount();
        beginInsertRows({}, at, at);
        m_entries.push_back({m_nextId++, ticket, clean, nullptr});
        endInsertRows();
    } else {
        Entry& entry = m_entries[size_t(row)];
        const int children = entry.report ? childCount(*entry.report) : 0;
        if (children > 0) {
            beginRemoveRows(index(row, 0), 0, children - 1);
        }
        entry.report.reset();
        if (children > 0) {
            endRemoveRows();
        }
        entry.ticket = ticket;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    Q_EMIT reportsChanged();
    return ticket;
}

bool InspectModel::finishReport(quint64 ticket, ReportPtr report) {
    const int row = rowOfTicket(ticket);
    if (row < 0 || !report) {
        return false;
    }
    Entry& entry = m_entries[size_t(row)];
    const int children = childCount(*report);
    if (children > 0) {
        beginInsertRows(index(row, 0), 0, children - 1);
        entry.report = std::move(report);
        endInsertRows();
    } else {
        entry.report = std::move(report);
    }
    entry.ticket = 0;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT reportsChanged();
    return true;
}

bool InspectModel::dropReport(quint64 ticket) {
    const int row = rowOfTicket(ticket);
    if (row < 0) {
        return false;
    }
    removeReport(row);
    return true;
}

void InspectModel::addReport(InspectReport report) {
    const quint64 ticket = beginReport(QString::fromStdString(report.path));
    finishReport(ticket, std::make_shared<const InspectReport>(std::move(report)));
}

void InspectModel::removeReport(int row) {
    if (row < 0 || row >= reportCount()) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_entries.erase(m_entries.begin() + row);
    endRemoveRows();
    Q_EMIT reportsChanged();
}

void InspectModel::clear() {
    if (m_entries.empty()) {
        return;
    }
    beginResetModel();
    m_entries.clear();
    endResetModel();
    Q_EMIT reportsChanged();
}

int InspectModel::indexingCount() const {
    int n = 0;
    for (const Entry& e : m_entries) {
        n += e.report ? 0 : 1;
    }
    return n;
}

qsizetype InspectModel::itemCount() const {
    qsizetype n = 0;
    for (const Entry& e : m_entries) {
        n += e.report ? childCount(*e.report) : 0;
    }
    return n;
}

const InspectReport* InspectModel::report(int row) const {
    return row >= 0 && row < reportCount() ? m_entries[size_t(row)].report.get() : nullptr;
}

QString InspectModel::reportPath(int row) const {
    return row >= 0 && row < reportCount() ? m_entries[size_t(row)].path : QString();
}

void InspectModel::setActivePath(const QString& path) {
    if (path == m_active) {
        return;
    }
    const int before = rowOfPath(m_active);
    m_active = path;
    for (const int row : {before, rowOfPath(path)}) {
        if (row >= 0) {
            const QModelIndex cell = index(row, NameColumn);
            Q_EMIT dataChanged(cell, cell, {Qt::FontRole, ActiveRole});
        }
    }
}

int InspectModel::rowOfPath(const QString& path) const {
    const QString clean = QDir::cleanPath(path);
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].path == clean) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QModelIndex InspectModel::locate(const QString& path, const QString& param, int rank) const {
    const int row = rowOfPath(path);
    const InspectReport* r = report(row);
    if (!r) {
        return row < 0 ? QModelIndex() : index(row, 0);
    }
    const QModelIndex parentIndex = index(row, 0);
    const std::string name = param.toStdString();
    for (int i = 0, n = childCount(*r); i < n; ++i) {
        const bool hit =
            (r->kind == InputKind::Checkpoint && !name.empty() &&
             r->checkpoint().tensors[size_t(i)].name == name) ||
            (r->kind == InputKind::Strategy && !name.empty() &&
             r->strategy.layouts[size_t(i)].name == name) ||
            (r->kind == InputKind::Run && rank >= 0 && r->ranks[size_t(i)].file.rank == rank);
        if (hit) {
            return index(i, 0, parentIndex);
        }
    }
    return parentIndex;
}

void InspectModel::setKindIcon(InputKind kind, const QIcon& icon) {
    m_kindIcons[static_cast<int>(kind)] = icon;
}

QModelIndex InspectModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount) {
        return {};
    }
    if (!parent.isValid()) {
        return row < reportCount() ? createIndex(row, column, kTopLevel) : QModelIndex();
    }
    if (parent.internalId() != kTopLevel || parent.row() >= reportCount()) {
        return {};
    }
    const Entry& entry = m_entries[size_t(parent.row())];
    if (!entry.report || row >= childCount(*entry.report)) {
        return {};
    }
    return createIndex(row, column, entry.id);
}

QModelIndex InspectModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kTopLevel) {
        return {};
    }
    const int row = rowOfId(child.internalId());
    return row < 0 ? QModelIndex() : createIndex(row, 0, kTopLevel);
}

int InspectModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return reportCount();
    }
    if (parent.internalId() != kTopLevel || parent.column() != 0 || parent.row() >= reportCount()) {
        return 0;
    }
    const Entry& entry = m_entries[size_t(parent.row())];
    return entry.report ? childCount(*entry.report) : 0;
}

int InspectModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant InspectModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    if (index.internalId() == kTopLevel) {
        return reportData(m_entries[size_t(index.row())], index.column(), role);
    }
    const int row = rowOfId(index.internalId());
    if (row < 0 || !m_entries[size_t(row)].report) {
        return {};
    }
    if (role == PathRole) {
        return m_entries[size_t(row)].path;
    }
    return childData(*m_entries[size_t(row)].report, index.row(), index.column(), role);
}

QVariant InspectModel::reportData(const Entry& entry, int column, int role) const {
    const InspectReport* r = entry.report.get();
    switch (role) {
        case Qt::DisplayRole:
            if (r) {
                return ReportCells::reportText(*r, column);
            }
            if (column == NameColumn) {
                const QString name = entry.path.section(QLatin1Char('/'), -1);
                return name.isEmpty() ? entry.path : name;
            }
            return column == TypeColumn ? ReportCells::indexingText() : QString();
        case Qt::DecorationRole:
            return column == NameColumn ? iconFor(entry) : QVariant();
        case Qt::ToolTipRole:
            return QDir::toNativeSeparators(entry.path);
        case Qt::FontRole:
            if (column == NameColumn && entry.path == m_active) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case ActiveRole:
            return entry.path == m_active;
        case Qt::ForegroundRole:
            return r ? QVariant() : QVariant(QColor(Qt::gray));
        case Qt::TextAlignmentRole:
            return column == SizeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
        case RowKindRole:
            return static_cast<int>(RowKind::Report);
        case PathRole:
            return entry.path;
        case NameRole:
            return r ? ReportCells::reportText(*r, NameColumn) : entry.path;
        case RawBytesRole:
            return r ? ReportCells::reportBytes(*r) : QVariant();
        case IndexingRole:
            return r == nullptr;
        case SortRole:
            return r ? ReportCells::reportText(*r, column) : QString();
        default:
            return {};
    }
}

QVariant InspectModel::childData(const InspectReport& report, int row, int column, int role) const {
    switch (role) {
        case Qt::DisplayRole:
            return ReportCells::childText(report, row, column);
        case Qt::ToolTipRole: {
            const QString tip = ReportCells::childToolTip(report, row, column);
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        case Qt::DecorationRole:
            return column == NameColumn && ReportCells::childIsBroken(report, row)
                       ? QVariant(m_warningIcon)
                       : QVariant();
        case Qt::ForegroundRole:
            return ReportCells::childIsBroken(report, row) && column == DetailsColumn
                       ? QVariant(QColor(0xb0, 0x20, 0x20))
                       : QVariant();
        case Qt::TextAlignmentRole:
            return column == SizeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
        case RowKindRole:
            switch (report.kind) {
                case InputKind::Checkpoint:
                    return static_cast<int>(RowKind::Tensor);
                case InputKind::Strategy:
                    return static_cast<int>(RowKind::Layout);
                case InputKind::Run:
                    return static_cast<int>(RowKind::Rank);
            }
            return {};
        case NameRole:
            return ReportCells::childName(report, row);
        case RawBytesRole:
            return ReportCells::childBytes(report, row);
        case SortRole:
            return ReportCells::childSortKey(report, row, column);
        case StageRole:
            return report.kind == InputKind::Strategy
                       ? QVariant(report.strategy.layouts[size_t(row)].stage)
                       : QVariant();
        case RankRole:
            return report.kind == InputKind::Run ? QVariant(report.ranks[size_t(row)].file.rank)
                                                 : QVariant();
        case IndexingRole:
            return false;
        default:
            return {};
    }
}

QVariant InspectModel::iconFor(const Entry& entry) const {
    const QIcon& icon =
        entry.report ? m_kindIcons[static_cast<int>(entry.report->kind)] : m_indexingIcon;
    return icon.isNull() ? QVariant() : QVariant(icon);
}

QVariant InspectModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return section == SizeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                     : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case NameColumn:
            return tr("Name");
        case TypeColumn:
            return tr("Type");
        case ShapeColumn:
            return tr("Shape / layout");
        case SizeColumn:
            return tr("Size");
        case DetailsColumn:
            return tr("Details");
        default:
            return {};
    }
}

int InspectModel::rowOfId(quintptr id) const {
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int InspectModel::rowOfTicket(quint64 ticket) const {
    if (ticket == 0) {
        return -1;
    }
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].ticket == ticket) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int InspectModel::childCount(const InspectReport& report) {
    return ReportCells::childCount(report);
}
