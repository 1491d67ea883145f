#pragma once

#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "inspect/rundocument.h"
#include "stats/tensorstats.h"
#include "widgets/models/common/jobrunner.h"

class QChartView;
class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class ValueGridPanel;

// One parameter's values: statistics and a histogram for a chosen rank or merged across ranks
// (computed off the GUI thread when the view is visible, cancellable, stale answers dropped),
// and a paged grid of a 2-D cut with copy and export.
class TensorView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TensorView)

public:
    explicit TensorView(QWidget* parent = nullptr);
    ~TensorView() override;

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(int paramIndex);
    void setRank(int rank);  // -1: merged across ranks
    int rank() const { return m_rank; }

    void compute();  // what the Compute button does; runs now even when hidden
    void cancel();
    bool isComputing() const { return m_job->isRunning() && !m_job->isCancelling(); }
    const std::optional<shardscope::TensorStats>& stats() const { return m_stats; }
    ValueGridPanel* gridPanel() const { return m_gridPanel; }
    // The statistics' names and values, in TensorStatsText::values() order.
    const std::vector<QLabel*>& statLabels() const { return m_labels; }
    const std::vector<QLabel*>& statValues() const { return m_values; }

    QString statsJson() const;
    QString statsCsv() const;
    bool exportStats(const QString& path) const;  // .json, else CSV

Q_SIGNALS:
    void statsReady();
    void statsFailed();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildStatsBox();
    void rebuildSource();
    void showStats();
    void showMessage(const QString& text);
    void updateChart();
    void onRankChosen(int comboIndex);
    void onStatsFinished(shardscope::TensorStats stats);
    void onStatsFailed(const shardscope::Error& error);
    void onProgress();
    void chooseExportStats();

    std::shared_ptr<const shardscope::RunDocument> m_run;
    int m_param = -1;
    int m_rank = -1;
    std::shared_ptr<const shardscope::TensorSource> m_source;
    std::optional<shardscope::TensorStats> m_stats;
    JobRunner<shardscope::TensorStats>* m_job;
    bool m_pending = false;

    QLabel* m_title = nullptr;
    QComboBox* m_rankCombo = nullptr;
    QGridLayout* m_form = nullptr;
    std::vector<QLabel*> m_values;
    std::vector<QLabel*> m_labels;
    QLabel* m_message = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_exportStats = nullptr;
    QChartView* m_chart = nullptr;
    ValueGridPanel* m_gridPanel = nullptr;
};
