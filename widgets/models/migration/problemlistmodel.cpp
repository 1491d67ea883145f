#include "widgets/models/migration/problemlistmodel.h"

#include "widgets/models/migration/problemgroups.h"

// Internal ids: 0 on a top-level row, 1 + its parent's row on a child.

ProblemListModel::ProblemListModel(QObject* parent) : QAbstractItemModel(parent) {}

void ProblemListModel::addIssues(const std::vector<shardscope::Issue>& issues) {
    m_issues.insert(m_issues.end(), issues.begin(), issues.end());
    rebuild();
}

void ProblemListModel::addMessage(bool blocking, const QString& message) {
    m_messages.emplace_back(blocking, message);
    rebuild();
}

void ProblemListModel::clearProblems() {
    m_issues.clear();
    m_messages.clear();
    rebuild();
}

int ProblemListModel::errorCount() const {
    int n = 0;
    for (const auto& [blocking, message] : m_messages) {
        n += blocking ? 1 : 0;
    }
    for (const auto& issue : m_issues) {
        n += issue.blocking() ? 1 : 0;
    }
    return n;
}

int ProblemListModel::warningCount() const {
    return static_cast<int>(m_issues.size() + m_messages.size()) - errorCount();
}

void ProblemListModel::rebuild() {
    beginResetModel();
    m_rows.clear();
    for (const auto& [blocking, message] : m_messages) {
        m_rows.push_back(Row{message, message, QString(), blocking, 1, {}});
    }
    for (const ProblemGroups::Group& group : ProblemGroups::group(m_issues, m_axisNames)) {
        const int count = static_cast<int>(group.entries.size());
        const ProblemGroups::Entry& first = group.entries.front();
        if (count == 1 && !first.param.isEmpty()) {
            // One parameter: its name above its problem, as it was before any grouping.
            m_rows.push_back(Row{first.param + QLatin1Char('\n') + first.text,
                                 first.text,
                                 first.param,
                                 group.blocking,
                                 1,
                                 {}});
            continue;
        }
        const QString text = group.detail.isEmpty()
                                 ? group.headline
                                 : group.headline + QLatin1Char('\n') + group.detail;
        Row head{text, first.text, QString(), group.blocking, count, {}};
        if (count > 1) {
            for (const ProblemGroups::Entry& entry : group.entries) {
                const QString line = entry.detail.isEmpty()
                                         ? entry.param
                                         : entry.param + QStringLiteral(": ") + entry.detail;
                head.children.push_back(Row{line, entry.text, entry.param, group.blocking, 1, {}});
            }
        }
        m_rows.push_back(std::move(head));
    }
    endResetModel();
}

QModelIndex ProblemListModel::index(int row, int column, const QModelIndex& parent) const {
    if (column != 0 || row < 0 || row >= rowCount(parent)) {
        return {};
    }
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex ProblemListModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int ProblemListModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return static_cast<int>(m_rows.size());
    }
    const Row* row = parent.internalId() == 0 ? rowAt(parent) : nullptr;
    return row ? static_cast<int>(row->children.size()) : 0;
}

int ProblemListModel::columnCount(const QModelIndex&) const {
    return 1;
}

const ProblemListModel::Row* ProblemListModel::rowAt(const QModelIndex& index) const {
    if (!index.isValid()) {
        return nullptr;
    }
    if (index.internalId() == 0) {
        return index.row() < static_cast<int>(m_rows.size())
                   ? &m_rows[static_cast<size_t>(index.row())]
                   : nullptr;
    }
    const auto parentRow = static_cast<size_t>(index.internalId() - 1);
    if (parentRow >= m_rows.size() ||
        index.row() >= static_cast<int>(m_rows[parentRow].children.size())) {
        return nullptr;
    }
    return &m_rows[parentRow].children[static_cast<size_t>(index.row())];
}

QVariant ProblemListModel::data(const QModelIndex& index, int role) const {
    const Row* row = rowAt(index);
    if (!row) {
        return {};
    }
    switch (role) {
        case Qt::DisplayRole:
        case kTextRole:
            return row->text;
        case Qt::ToolTipRole:
            return row->tip;
        case kBlockingRole:
            return row->blocking;
        case kParamRole:
            return row->param.isEmpty() ? QVariant() : QVariant(row->param);
        case kCountRole:
            return row->count;
        default:
            return {};
    }
}
