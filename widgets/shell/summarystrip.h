#pragma once

#include <QWidget>
#include <memory>
#include <utility>
#include <vector>

#include "inspect/rundocument.h"

// A line over the views: what is open (ranks, stages, parameters, bytes) and a small bar chart of
// the bytes each rank holds, coloured by pipeline stage, that makes imbalance visible. With more
// ranks than the chart has columns, each column shows the smallest and largest of its ranks.
class SummaryStrip final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryStrip)

public:
    explicit SummaryStrip(QWidget* parent = nullptr);

    // `reading`: the layouts of a run whose rank files are still read (no bytes to sum yet).
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run, bool reading = false);
    QString summaryText() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect chartRect() const;
    int columnCount(const QRect& chart) const;
    std::pair<int, int> columnRanks(int column, int columns) const;  // [first, end)
    int columnAt(const QPoint& pos) const;
    QString columnToolTip(int column) const;

    std::shared_ptr<const shardscope::RunDocument> m_run;
    bool m_reading = false;
    std::vector<uint64_t> m_bytes;
    uint64_t m_max = 0;
};
