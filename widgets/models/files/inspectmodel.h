#pragma once

#include <QAbstractItemModel>
#include <QIcon>
#include <QString>
#include <memory>
#include <vector>

#include "inspect/inspectreport.h"

// Every opened path as one tree: a top-level row per path, and below it the tensors of a
// checkpoint, the layouts of a strategy or the ranks of a run. Child cells are computed from the
// report when asked for, so a checkpoint with 100k tensors costs no memory beyond its report.
class InspectModel final : public QAbstractItemModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectModel)

public:
    enum Column { NameColumn, TypeColumn, ShapeColumn, SizeColumn, DetailsColumn, ColumnCount };
    enum Role {
        RowKindRole = Qt::UserRole + 1,  // int(RowKind)
        PathRole,                        // QString: the report's path, on every row
        NameRole,                        // QString: the plain name the filter matches
        RawBytesRole,                    // qulonglong: content bytes; invalid when not known
        SortRole,                        // numbers as numbers, so that sorting is numeric
        StageRole,                       // int: pipeline stage of a layout
        RankRole,                        // int: rank of a run's rank row
        IndexingRole,                    // bool: top-level row still waiting for its report
        ActiveRole,                      // bool: top-level row of the report the views show
    };
    enum class RowKind { Report, Tensor, Layout, Rank };

    using ReportPtr = std::shared_ptr<const shardscope::InspectReport>;

    explicit InspectModel(QObject* parent = nullptr);

    // Lists `path` as indexing (a path already listed is emptied and reused) and returns the
    // ticket that finishReport() or dropReport() take.
    quint64 beginReport(const QString& path);
    // Both return false, and change nothing, when the ticket is stale: its row was closed or the
    // path was opened again since.
    bool finishReport(quint64 ticket, ReportPtr report);
    bool dropReport(quint64 ticket);
    void addReport(shardscope::InspectReport report);
    void removeReport(int row);
    void clear();

    int reportCount() const { return static_cast<int>(m_entries.size()); }
    int indexingCount() const;
    qsizetype itemCount() const;  // child rows of all finished reports
    const shardscope::InspectReport* report(int row) const;
    QString reportPath(int row) const;
    int rowOfPath(const QString& path) const;
    // The report the inspector views show: its row is bold, the others are not.
    void setActivePath(const QString& path);
    QString activePath() const { return m_active; }
    // The child row a notice points at (by parameter name or rank), else the report's row.
    QModelIndex locate(const QString& path, const QString& param, int rank) const;

    void setKindIcon(shardscope::InputKind kind, const QIcon& icon);
    void setIndexingIcon(const QIcon& icon) { m_indexingIcon = icon; }
    void setWarningIcon(const QIcon& icon) { m_warningIcon = icon; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void reportsChanged();

private:
    struct Entry {
        quintptr id = 0;  // a child index's internalId; never reused, so it survives row moves
        quint64 ticket = 0;
        QString path;
        ReportPtr report;
    };

    int rowOfId(quintptr id) const;
    int rowOfTicket(quint64 ticket) const;
    static int childCount(const shardscope::InspectReport& report);
    QVariant reportData(const Entry& entry, int column, int role) const;
    QVariant childData(const shardscope::InspectReport& report, int row, int column,
                       int role) const;
    QVariant iconFor(const Entry& entry) const;

    std::vector<Entry> m_entries;
    quintptr m_nextId = 1;
    quint64 m_nextTicket = 1;
    QIcon m_kindIcons[3];
    QIcon m_indexingIcon;
    QIcon m_warningIcon;
    QString m_active;
};
