#pragma once

#include <QWidget>
#include <memory>

#include "cluster/mpicommand.h"
#include "convert/conversionplan.h"
#include "convert/conversionrates.h"

class HostPlanRow;
class PlanTableModel;
class QChartView;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

// A plan before it runs: one row per target rank (sources read, bytes, tensors, memory), the
// totals with the disk space against what is free and an estimated time, and a chart of the
// bytes each target rank gets. Selecting a row reports its source ranks.
// The table shows a PlanTableModel: its owner's (MigrationController::planTable(), which keeps
// it in step with the plan, servers and progress), or, with none handed in, one of its own that
// setPlan(), setHosts() and clear() fill.
class PlanPreview final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanPreview)

public:
    explicit PlanPreview(QWidget* parent = nullptr);
    // Bound to `model` (owned elsewhere, outliving the preview; null: one of its own).
    explicit PlanPreview(PlanTableModel* model, QWidget* parent = nullptr);

    // This machine's rates (unknown ones give no time), the estimate made from them, and the
    // free bytes where the plan will be written (-1: unknown, DestinationSpace::freeBytes).
    void setPlan(std::shared_ptr<const shardscope::ConversionPlan> plan,
                 const shardscope::ConversionEstimate& estimate,
                 const shardscope::ConversionRates& rates, qint64 freeBytes);
    // With a rank table for the target (null: none), the Server column, what each server does
    // and the mpirun command of `job`; `note` says what to fill in (a simulated target's file).
    void setHosts(std::shared_ptr<const shardscope::RankTable> table,
                  const shardscope::MpiJobSpec& job, const QString& note);
    HostPlanRow* hosts() const { return m_hosts; }
    void clear(const QString& why);
    PlanTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString totalsText() const;
    // Free bytes where the destination would be written; -1 when unknown.
    qint64 freeBytes() const { return m_free; }
    bool enoughSpace() const;
    // The height that shows the chart with its axes, the table's first rows, the totals and the
    // row of servers: less (down to minimumHeight) cuts the chart.
    int wholeHeight() const;
    // The height that shows the table's header and `rows` rows, the totals and the row of
    // servers (when it shows), the chart beside the table cut.
    int rowsHeight(int rows) const;
    // Beside the memory page on a short screen: the row of servers goes while no rank table
    // places the target (its note and button come back with the other pages), so the table keeps
    // its rows.
    void setHostsFolded(bool folded);
    // Every how many target ranks the chart names one under its bars (1, 2, 4, ...; at most 12
    // names).
    static size_t rankLabelStep(size_t ranks);

Q_SIGNALS:
    void targetRankSelected(int rank, const QList<int>& sources);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateChart();
    // The sources keep their whole width while the other columns stay in sight; a longer list
    // (a cluster's target reading dozens of ranks) is cut, whole in its tooltip.
    void fitSources();

    std::shared_ptr<const shardscope::ConversionPlan> m_plan;
    const bool m_ownModel;  // filled here, not by its owner
    PlanTableModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_table;
    QLabel* m_totals;
    QChartView* m_chart;
    HostPlanRow* m_hosts;
    qint64 m_free = -1;
    bool m_hostsFolded = false;
};
