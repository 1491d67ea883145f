#include "widgets/models/parameters/paramtablemodel.h"

#include <QColor>
#include <QLocale>
#include <limits>

#include "formats/shapetext.h"
#include "inspect/reporttext.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/common/splitwords.h"

using namespace shardscope;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString unknownText() {
    return QStringLiteral("—");
}

// Shapes, dtype and bytes come from the rank files; a parameter no rank holds has none.
bool knownFromFiles(const ParamInfo& p, int column) {
    switch (column) {
        case ParamTableModel::LocalShapeColumn:
        case ParamTableModel::DtypeColumn:
        case ParamTableModel::PerRankColumn:
        case ParamTableModel::TotalColumn:
            return !p.ranks.empty();
        case ParamTableModel::GlobalShapeColumn:
            return !p.ranks.empty() || !p.globalShape.empty();
        case ParamTableModel::SplitColumn:
            return p.layout.has_value();
        default:
            return true;
    }
}

}  // namespace

ParamTableModel::ParamTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ParamTableModel::setRunDocument(RunPtr run) {
    beginResetModel();
    m_run = std::move(run);
    m_names.clear();
    if (m_run) {
        m_names.reserve(qsizetype(m_run->params.size()));
        for (const ParamInfo& p : m_run->params) {
            m_names << qs(p.name);
        }
    }
    endResetModel();
}

int ParamTableModel::findParam(const QString& name) const {
    return int(m_names.indexOf(name));
}

int ParamTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : paramCount();
}

int ParamTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParamTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !m_run) {
        return {};
    }
    if (role == NameRole) {
        return m_names.at(index.row());
    }
    return paramData(*m_run, index.row(), index.column(), role, m_icons);
}

QVariant ParamTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        return columnTitle(section);
    }
    if (role == Qt::TextAlignmentRole) {
        return columnAlignment(section);
    }
    return {};
}

QVariant ParamTableModel::paramData(const RunDocument& run, int param, int column, int role,
                                    const StatusIcons& icons) {
    if (param < 0 || size_t(param) >= run.params.size()) {
        return {};
    }
    const ParamInfo& p = run.params[size_t(param)];
    const bool problem = isProblem(p.status);
    switch (role) {
        case Qt::DisplayRole:
            return text(run, p, column);
        case Qt::ToolTipRole:
            return toolTip(run, p, column);
        case SortRole:
            return sortKey(run, p, column);
        case ParamIndexRole:
            return param;
        case StatusRole:
            return int(p.status);
        case ShapeRole:
            return QVariant::fromValue(QList<qint64>(p.globalShape.begin(), p.globalShape.end()));
        case NameRole:
            return qs(p.name);
        case Qt::TextAlignmentRole:
            return columnAlignment(column);
        case Qt::DecorationRole: {
            if (column != StatusColumn || p.status == ParamStatus::Ok) {
                return {};
            }
            const QIcon& icon = problem ? icons.warning : icons.info;
            return icon.isNull() ? QVariant() : QVariant(icon);
        }
        case Qt::ForegroundRole:
            if (column == StatusColumn && problem) {
                return QColor(0xb0, 0x20, 0x20);
            }
            return knownFromFiles(p, column) &&
                           !(column == StatusColumn && p.status != ParamStatus::Ok)
                       ? QVariant()
                       : QVariant(QColor(Qt::gray));
        default:
            return {};
    }
}

QString ParamTableModel::text(const RunDocument& run, const ParamInfo& p, int column) {
    if (!knownFromFiles(p, column)) {
        return unknownText();
    }
    switch (column) {
        case NameColumn:
            return qs(p.name);
        case StageColumn:
            return QString::number(p.stage);
        case GlobalShapeColumn:
            return qs(shapeText(p.globalShape));
        case LocalShapeColumn:
            return qs(shapeText(p.localShape));
        case DtypeColumn:
            return qs(p.dtype);
        case PerRankColumn:
            return bytesText(p.bytesPerRank);
        case TotalColumn:
            return bytesText(p.bytesTotal);
        case SplitColumn:
            return SplitWords::text(describeSplit(*p.layout), SplitWords::axisNames(run, p));
        case StatusColumn:
            return SplitWords::statusText(p.status);
        default:
            break;
    }
    return {};
}

QVariant ParamTableModel::sortKey(const RunDocument& run, const ParamInfo& p, int column) {
    switch (column) {
        case NameColumn:
            return qs(p.name);
        case StageColumn:
            return p.stage;
        case GlobalShapeColumn:
            return knownFromFiles(p, column) ? elementCount(p.globalShape) : qint64(-1);
        case LocalShapeColumn:
            return knownFromFiles(p, column) ? elementCount(p.localShape) : qint64(-1);
        case DtypeColumn:
            return qs(p.dtype);
        case PerRankColumn:
            return qulonglong(p.bytesPerRank);
        case TotalColumn:
            return qulonglong(p.bytesTotal);
        case SplitColumn:
            return p.layout
                       ? SplitWords::text(describeSplit(*p.layout), SplitWords::axisNames(run, p))
                       : QString();
        case StatusColumn:
            return int(p.status);
        default:
            return {};
    }
}

QString ParamTableModel::toolTip(const RunDocument& run, const ParamInfo& p, int column) {
    const QLocale locale;
    switch (column) {
        case NameColumn:
            return tr("%1\nstage %2, held by %Ln rank file(s)", nullptr, int(p.ranks.size()))
                .arg(qs(p.name))
                .arg(p.stage);
        case GlobalShapeColumn:
        case LocalShapeColumn: {
            const auto& shape = column == GlobalShapeColumn ? p.globalShape : p.localShape;
            return knownFromFiles(p, column)
                       ? tr("%1 elements").arg(locale.toString(elementCount(shape)))
                       : QString();
        }
        case PerRankColumn:
        case TotalColumn: {
            const quint64 bytes = column == PerRankColumn ? p.bytesPerRank : p.bytesTotal;
            return knownFromFiles(p, column) ? tr("%1 bytes").arg(locale.toString(bytes))
                                             : QString();
        }
        case SplitColumn:
        case StatusColumn:
            return p.layout && column == SplitColumn ? text(run, p, column)
                                                     : SplitWords::statusDetail(run, p);
        default:
            return {};
    }
}

bool ParamTableModel::isProblem(ParamStatus status) {
    return status != ParamStatus::Ok && status != ParamStatus::NotInStrategy;
}

QString ParamTableModel::columnTitle(int column) {
    switch (column) {
        case NameColumn:
            return tr("Name");
        case StageColumn:
            return tr("Stage");
        case GlobalShapeColumn:
            return tr("Global shape");
        case LocalShapeColumn:
            return tr("Local shape");
        case DtypeColumn:
            return tr("Dtype");
        case PerRankColumn:
            return tr("Per rank");
        case TotalColumn:
            return tr("Total");
        case SplitColumn:
            return tr("Split");
        case StatusColumn:
            return tr("Status");
        default:
            return {};
    }
}

QVariant ParamTableModel::columnAlignment(int column) {
    const bool number = column == StageColumn || column == PerRankColumn || column == TotalColumn;
    return int((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

QString ParamTableModel::bytesText(quint64 bytes) {
    return SizeText::bytes(bytes);
}

qint64 ParamTableModel::elementCount(const std::vector<int64_t>& shape) {
    qint64 n = 1;
    for (int64_t d : shape) {
        if (d <= 0) {
            return 0;
        }
        if (n > std::numeric_limits<qint64>::max() / d) {
            return std::numeric_limits<qint64>::max();
        }
        n *= d;
    }
    return n;
}
