#include "widgets/models/problems/issuelistmodel.h"

#include <QDir>
#include <algorithm>

#include "widgets/models/common/issuetext.h"

using namespace shardscope;

IssueListModel::IssueListModel(QObject* parent) : QAbstractTableModel(parent) {}

void IssueListModel::setNotices(const QString& reportPath, const std::vector<Issue>& notices) {
    removeNotices(reportPath);
    if (notices.empty()) {
        return;
    }
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(notices.size()) - 1);
    for (const Issue& n : notices) {
        m_items.push_back({QDir::cleanPath(reportPath), n});
    }
    endInsertRows();
}

void IssueListModel::removeNotices(const QString& reportPath) {
    const QString clean = QDir::cleanPath(reportPath);
    // Notices of one report are contiguous: they are always inserted together.
    const auto first = std::find_if(m_items.begin(), m_items.end(),
                                    [&](const Item& i) { return i.reportPath == clean; });
    if (first == m_items.end()) {
        return;
    }
    const auto last =
        std::find_if(first, m_items.end(), [&](const Item& i) { return i.reportPath != clean; });
    const int from = static_cast<int>(first - m_items.begin());
    beginRemoveRows({}, from, from + static_cast<int>(last - first) - 1);
    m_items.erase(first, last);
    endRemoveRows();
}

void IssueListModel::clear() {
    beginResetModel();
    m_items.clear();
    endResetModel();
}

int IssueListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_items.size());
}

int IssueListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Item& item = m_items[size_t(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            return index.column() == ProblemColumn
                       ? IssueText::text(item.notice)
                       : IssueText::location(item.notice, item.reportPath);
        case Qt::ToolTipRole:
            return index.column() == ProblemColumn
                       ? IssueText::text(item.notice)
                       : QDir::toNativeSeparators(item.notice.file.empty()
                                                      ? item.reportPath
                                                      : QString::fromStdString(item.notice.file));
        case Qt::DecorationRole:
            return index.column() == ProblemColumn && !m_icon.isNull() ? QVariant(m_icon)
                                                                       : QVariant();
        case ReportPathRole:
            return item.reportPath;
        case ParamRole:
            return QString::fromStdString(item.notice.param);
        case RankRole:
            return item.notice.rank;
        case CodeRole:
            return QString::fromLatin1(issueCodeName(item.notice.code));
        default:
            return {};
    }
}

QVariant IssueListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case ProblemColumn:
            return tr("Problem");
        case LocationColumn:
            return tr("Location");
        default:
            return {};
    }
}
