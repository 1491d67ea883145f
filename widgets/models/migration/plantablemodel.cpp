#include "widgets/models/migration/plantablemodel.h"

#include <QFont>
#include <QList>
#include <algorithm>

#include "widgets/models/common/rankranges.h"
#include "widgets/models/files/reportcells.h"

using namespace shardscope;

PlanTableModel::PlanTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlanTableModel::setPlan(PlanPtr plan) {
    beginResetModel();
    m_plan = std::move(plan);
    m_done.clear();
    m_verifiedOk.clear();
    m_verifiedBad.clear();
    endResetModel();
}

void PlanTableModel::setProgress(const std::vector<quint64>& done) {
    m_done = done;
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, ProgressColumn), index(rowCount() - 1, ProgressColumn));
    }
}

void PlanTableModel::setVerified(const std::vector<int>& okRanks,
                                 const std::vector<int>& failedRanks) {
    m_verifiedOk = okRanks;
    m_verifiedBad = failedRanks;
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, ProgressColumn), index(rowCount() - 1, ProgressColumn));
    }
}

int PlanTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !m_plan || m_plan->ranks.empty()) {
        return 0;
    }
    return static_cast<int>(m_plan->ranks.size()) + 1;  // + totals
}

int PlanTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanTableModel::sourcesText(const std::vector<int>& sources) {
    return RankRanges::text(sources);
}

double PlanTableModel::progressOf(int row) const {
    const auto rows = static_cast<int>(m_plan->ranks.size());
    if (m_done.size() != m_plan->ranks.size()) {
        return -1;
    }
    quint64 done = 0;
    quint64 total = 0;
    for (int r = row == rows ? 0 : row; r < (row == rows ? rows : row + 1); ++r) {
        const RankPlan& rank = m_plan->ranks[static_cast<size_t>(r)];
        quint64 content = 0;
        for (const PlannedTensor& t : rank.tensors) {
            content += t.contentBytes;
        }
        done += std::min<quint64>(m_done[static_cast<size_t>(r)], content);
        total += content;
    }
    return total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
}

void PlanTableModel::setRankTable(std::shared_ptr<const shardscope::RankTable> table) {
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

QString PlanTableModel::hostOf(int rank) const {
    return m_table ? QString::fromStdString(m_table->hostOfRank(rank)) : QString();
}

QVariant PlanTableModel::cell(int row, int column) const {
    const auto rows = static_cast<int>(m_plan->ranks.size());
    const bool totals = row == rows;
    const RankPlan* rank = totals ? nullptr : &m_plan->ranks[static_cast<size_t>(row)];
    switch (column) {
        case RankColumn:
            return totals ? tr("All %Ln rank(s)", nullptr, rows) : QString::number(rank->rank);
        case HostColumn: {
            if (!m_table) {
                return QString();
            }
            if (!totals) {
                const QString host = hostOf(rank->rank);
                return host.isEmpty() ? tr("not in the table") : host;
            }
            std::vector<int> servers;
            for (const RankPlan& r : m_plan->ranks) {
                servers.push_back(m_table->serverOfRank(r.rank));
            }
            std::sort(servers.begin(), servers.end());
            servers.erase(std::unique(servers.begin(), servers.end()), servers.end());
            std::erase(servers, -1);
            return tr("%Ln server(s)", nullptr, static_cast<int>(servers.size()));
        }
        case SourcesColumn: {
            if (!totals) {
                return sourcesText(rank->sources);
            }
            std::vector<int> all;
            for (const RankPlan& r : m_plan->ranks) {
                all.insert(all.end(), r.sources.begin(), r.sources.end());
            }
            std::sort(all.begin(), all.end());
            all.erase(std::unique(all.begin(), all.end()), all.end());
            return sourcesText(all);
        }
        case TensorsColumn: {
            size_t n = 0;
            for (int r = totals ? 0 : row; r < (totals ? rows : row + 1); ++r) {
                n += m_plan->ranks[static_cast<size_t>(r)].tensorCount();
            }
            return QString::number(n);
        }
        case ReadColumn:
            return ReportCells::bytesText(totals ? m_plan->totalRead() : rank->bytesRead);
        case WrittenColumn:
            return ReportCells::bytesText(totals ? m_plan->totalWritten() : rank->fileSize);
        case MemoryColumn: {
            if (!totals) {
                return ReportCells::bytesText(rank->peakMemory);
            }
            quint64 peak = 0;
            for (const RankPlan& r : m_plan->ranks) {
                peak = std::max<quint64>(peak, r.peakMemory);
            }
            return ReportCells::bytesText(peak);
        }
        case ProgressColumn: {
            const int target = totals ? -1 : rank->rank;
            if (!totals && std::find(m_verifiedBad.begin(), m_verifiedBad.end(), target) !=
                               m_verifiedBad.end()) {
                return tr("verification failed");
            }
            if (!totals &&
                std::find(m_verifiedOk.begin(), m_verifiedOk.end(), target) != m_verifiedOk.end()) {
                return tr("verified");
            }
            const double p = progressOf(row);
            return p < 0 ? tr("planned") : QStringLiteral("%1%").arg(qFloor(p * 100));
        }
        default:
            return {};
    }
}

QVariant PlanTableModel::sortValue(int row, int column) const {
    const auto rows = static_cast<int>(m_plan->ranks.size());
    if (row == rows) {
        return {};
    }
    const RankPlan& rank = m_plan->ranks[static_cast<size_t>(row)];
    switch (column) {
        case RankColumn:
            return rank.rank;
        case HostColumn:
            return m_table ? m_table->serverOfRank(rank.rank) : -1;
        case SourcesColumn:
            return static_cast<int>(rank.sources.size());
        case TensorsColumn:
            return static_cast<qulonglong>(rank.tensorCount());
        case ReadColumn:
            return static_cast<qulonglong>(rank.bytesRead);
        case WrittenColumn:
            return static_cast<qulonglong>(rank.fileSize);
        case MemoryColumn:
            return static_cast<qulonglong>(rank.peakMemory);
        case ProgressColumn:
            return progressOf(row);
        default:
            return {};
    }
}

QVariant PlanTableModel::data(const QModelIndex& index, int role) const {
    if (!m_plan || !index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const int row = index.row();
    const bool totals = row == static_cast<int>(m_plan->ranks.size());
    switch (role) {
        case Qt::DisplayRole:
            return cell(row, index.column());
        case SortRole:
            return sortValue(row, index.column());
        case RankRole:
            return totals ? -1 : m_plan->ranks[static_cast<size_t>(row)].rank;
        case SourcesRole: {
            if (totals) {
                return {};
            }
            const auto& sources = m_plan->ranks[static_cast<size_t>(row)].sources;
            return QVariant::fromValue(QList<int>(sources.begin(), sources.end()));
        }
        case ProgressRole:
            return progressOf(row);
        case Qt::TextAlignmentRole:
            return index.column() == RankColumn || index.column() == SourcesColumn ||
                           index.column() == HostColumn
                       ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                       : QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole: {
            if (!totals) {
                return {};
            }
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        case Qt::ToolTipRole:
            if (index.column() == SourcesColumn && !totals) {
                // The whole list first: a long one is cut in the column.
                return QString(cell(row, SourcesColumn).toString() + QLatin1Char('\n') +
                               tr("Source ranks read: the minimal set `shardscope-cli ranks` "
                                  "prints, plus the rank whose entries outside both strategies "
                                  "(global_step, learning_rate...) are copied. Click the row to "
                                  "see them on the source matrix."));
            }
            return {};
        default:
            return {};
    }
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    // Short headers, so that the seven columns fit beside the chart at 1280x800; the tooltip
    // says them in full.
    const bool full = role == Qt::ToolTipRole;
    switch (section) {
        case RankColumn:
            return full ? tr("Target rank") : tr("Target");
        case HostColumn:
            return tr("Server");
        case SourcesColumn:
            return full ? tr("Reads source ranks") : tr("Sources");
        case TensorsColumn:
            return tr("Tensors");
        case ReadColumn:
            return tr("Read");
        case WrittenColumn:
            return tr("Written");
        case MemoryColumn:
            return full ? tr("Peak memory") : tr("Memory");
        case ProgressColumn:
            return tr("Status");
        default:
            return {};
    }
}
