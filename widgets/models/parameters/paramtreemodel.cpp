#include "widgets/models/parameters/paramtreemodel.h"

#include <QColor>
#include <QHash>
#include <algorithm>

using namespace shardscope;

namespace {

bool allDigits(QStringView s) {
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) { return c.isDigit(); });
}

}  // namespace

ParamTreeModel::ParamTreeModel(QObject* parent) : QAbstractItemModel(parent) {
    m_nodes.emplace_back();
}

qsizetype ParamTreeModel::leafStart(const QString& name) {
    const qsizetype last = name.lastIndexOf(QLatin1Char('.'));
    if (last <= 0) {
        return 0;
    }
    const qsizetype previous = name.lastIndexOf(QLatin1Char('.'), last - 1);
    const qsizetype moduleStart = previous + 1;
    if (allDigits(QStringView(name).sliced(moduleStart, last - moduleStart))) {
        return last + 1;
    }
    return moduleStart;
}

void ParamTreeModel::setRunDocument(RunPtr run) {
    beginResetModel();
    m_run = std::move(run);
    m_nodes.assign(1, Node{});
    m_leafOf.clear();
    m_names.clear();
    if (m_run) {
        const size_t params = m_run->params.size();
        m_leafOf.reserve(params);
        m_names.reserve(qsizetype(params));
        QHash<QPair<int, QString>, int> groups;
        for (size_t i = 0; i < params; ++i) {
            const ParamInfo& p = m_run->params[i];
            const QString name = QString::fromStdString(p.name);
            m_names << name;
            const qsizetype start = leafStart(name);
            int parent = 0;
            if (start > 0) {
                for (const QString& part :
                     name.left(start - 1).split(QLatin1Char('.'), Qt::KeepEmptyParts)) {
                    const QPair<int, QString> key{parent, part};
                    auto it = groups.constFind(key);
                    if (it == groups.constEnd()) {
                        it = groups.insert(key, addNode(parent, part, -1));
                    }
                    parent = it.value();
                }
            }
            const int leaf = addNode(parent, name.mid(start), int(i));
            m_leafOf.push_back(leaf);
            addToGroups(leaf, p);
        }
    }
    endResetModel();
}

int ParamTreeModel::addNode(int parent, const QString& label, int param) {
    const int node = int(m_nodes.size());
    Node n;
    n.parent = parent;
    n.row = int(m_nodes[size_t(parent)].children.size());
    n.param = param;
    n.label = label;
    m_nodes.push_back(std::move(n));
    m_nodes[size_t(parent)].children.push_back(node);
    return node;
}

void ParamTreeModel::addToGroups(int leaf, const ParamInfo& p) {
    const bool problem = ParamTableModel::isProblem(p.status);
    for (int g = m_nodes[size_t(leaf)].parent; g > 0; g = m_nodes[size_t(g)].parent) {
        Node& group = m_nodes[size_t(g)];
        group.minStage = group.count == 0 ? p.stage : std::min(group.minStage, p.stage);
        group.maxStage = group.count == 0 ? p.stage : std::max(group.maxStage, p.stage);
        ++group.count;
        group.problems += problem ? 1 : 0;
        group.worstStatus = std::max(group.worstStatus, int(p.status));
        group.perRank += p.bytesPerRank;
        group.total += p.bytesTotal;
    }
}

QModelIndex ParamTreeModel::indexOfParam(int param) const {
    if (param < 0 || size_t(param) >= m_leafOf.size()) {
        return {};
    }
    const int node = m_leafOf[size_t(param)];
    return createIndex(m_nodes[size_t(node)].row, 0, quintptr(node));
}

int ParamTreeModel::groupCount() const {
    return int(m_nodes.size() - 1 - m_leafOf.size());
}

int ParamTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? int(index.internalId()) : 0;
}

QModelIndex ParamTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    const Node& p = m_nodes[size_t(nodeOf(parent))];
    return createIndex(row, column, quintptr(p.children[size_t(row)]));
}

QModelIndex ParamTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) {
        return {};
    }
    const int parent = m_nodes[size_t(nodeOf(child))].parent;
    if (parent <= 0) {
        return {};
    }
    return createIndex(m_nodes[size_t(parent)].row, 0, quintptr(parent));
}

int ParamTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) {
        return 0;
    }
    return int(m_nodes[size_t(nodeOf(parent))].children.size());
}

int ParamTreeModel::columnCount(const QModelIndex&) const {
    return ParamTableModel::ColumnCount;
}

QVariant ParamTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_run) {
        return {};
    }
    const int n = nodeOf(index);
    const Node& node = m_nodes[size_t(n)];
    const int column = index.column();
    if (node.param < 0) {
        return groupData(node, n, column, role);
    }
    if (role == ParamTableModel::NameRole) {
        return m_names.at(node.param);
    }
    if (role == GroupCountRole) {
        return {};
    }
    if (column == ParamTableModel::NameColumn &&
        (role == Qt::DisplayRole || role == ParamTableModel::SortRole)) {
        return node.label;
    }
    return ParamTableModel::paramData(*m_run, node.param, column, role, m_icons);
}

QString ParamTreeModel::groupPath(int node) const {
    QStringList parts;
    for (int g = node; g > 0; g = m_nodes[size_t(g)].parent) {
        parts.prepend(m_nodes[size_t(g)].label);
    }
    return parts.join(QLatin1Char('.'));
}

QVariant ParamTreeModel::groupData(const Node& node, int nodeIndex, int column, int role) const {
    using T = ParamTableModel;
    switch (role) {
        case Qt::DisplayRole:
            switch (column) {
                case T::NameColumn:
                    return node.label;
                case T::StageColumn:
                    return node.minStage == node.maxStage
                               ? QString::number(node.minStage)
                               : tr("%1–%2").arg(node.minStage).arg(node.maxStage);
                case T::GlobalShapeColumn:
                    return tr("%Ln parameter(s)", nullptr, node.count);
                case T::PerRankColumn:
                    return T::bytesText(node.perRank);
                case T::TotalColumn:
                    return T::bytesText(node.total);
                case T::StatusColumn:
                    return node.problems > 0 ? tr("%Ln problem(s)", nullptr, node.problems)
                                             : QString();
                default:
                    return QString();
            }
        case Qt::ToolTipRole:
            return column == T::NameColumn ? groupPath(nodeIndex) : QVariant();
        case T::SortRole:
            switch (column) {
                case T::NameColumn:
                    return node.label;
                case T::StageColumn:
                    return node.minStage;
                case T::GlobalShapeColumn:
                    return node.count;
                case T::PerRankColumn:
                    return qulonglong(node.perRank);
                case T::TotalColumn:
                    return qulonglong(node.total);
                case T::StatusColumn:
                    return node.worstStatus;
                default:
                    return QString();
            }
        case T::ParamIndexRole:
            return -1;
        case T::StatusRole:
            return node.worstStatus;
        case T::NameRole:
            return groupPath(nodeIndex);
        case GroupCountRole:
            return node.count;
        case Qt::TextAlignmentRole:
            return T::columnAlignment(column);
        case Qt::ForegroundRole:
            if (column == T::StatusColumn && node.problems > 0) {
                return QColor(0xb0, 0x20, 0x20);
            }
            return column == T::GlobalShapeColumn ? QVariant(QColor(Qt::gray)) : QVariant();
        case Qt::DecorationRole:
            return column == T::StatusColumn && node.problems > 0 && !m_icons.warning.isNull()
                       ? QVariant(m_icons.warning)
                       : QVariant();
        default:
            return {};
    }
}

QVariant ParamTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ParamTableModel::ColumnCount) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        return ParamTableModel::columnTitle(section);
    }
    if (role == Qt::TextAlignmentRole) {
        return ParamTableModel::columnAlignment(section);
    }
    return {};
}
