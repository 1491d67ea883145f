#pragma once

#include <QAbstractTableModel>
#include <memory>
#include <vector>

#include "convert/conversionplan.h"
#include "formats/ranktable.h"

// One row per destination rank of a conversion plan: the source ranks it reads, the bytes it
// reads and writes, its tensors, the executor's memory for it, and, while a run is under way,
// how far it has got; with a rank table, the server that writes it. A final row sums the
// columns.
class PlanTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanTableModel)

public:
    enum Column {
        RankColumn,
        HostColumn,  // the target rank's server in the rank table; empty without one
        SourcesColumn,
        TensorsColumn,
        ReadColumn,
        WrittenColumn,
        MemoryColumn,
        ProgressColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers as numbers
        RankRole,                     // int: destination rank; -1 on the totals row
        SourcesRole,                  // QList<int>: the source ranks read
        ProgressRole,                 // double 0..1, -1 before a run
    };

    using PlanPtr = std::shared_ptr<const shardscope::ConversionPlan>;

    explicit PlanTableModel(QObject* parent = nullptr);

    void setPlan(PlanPtr plan);
    const PlanPtr& plan() const { return m_plan; }
    // The rank table placing the target ranks on servers; null: none (the Host column is empty).
    void setRankTable(std::shared_ptr<const shardscope::RankTable> table);
    // Bytes written so far per destination rank (indexes as plan()->ranks); empty: no run.
    void setProgress(const std::vector<quint64>& done);
    // Marks each rank done or failed by verification; empty: not verified.
    void setVerified(const std::vector<int>& okRanks, const std::vector<int>& failedRanks);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString sourcesText(const std::vector<int>& sources);

private:
    QVariant cell(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    double progressOf(int row) const;

    QString hostOf(int rank) const;

    PlanPtr m_plan;
    std::shared_ptr<const shardscope::RankTable> m_table;
    std::vector<quint64> m_done;
    std::vector<int> m_verifiedOk;
    std::vector<int> m_verifiedBad;
};
