#pragma once

#include <QString>
#include <memory>

#include "common/zoomableview.h"
#include "history/runhistory.h"

// Saved steps (columns, oldest left) by ranks (rows), each cell coloured by the state of that
// rank's file of that step. Cells shrink to fit the window down to a few pixels, so a thousand
// ranks and hundreds of steps are seen at once; Ctrl+wheel zooms in (labels appear as there is
// room), hover names the file and its state, a click on a column opens that step.
class HistoryGrid final : public ZoomableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryGrid)

public:
    explicit HistoryGrid(QWidget* parent = nullptr);

    void setHistory(std::shared_ptr<const shardscope::RunHistory> history);
    void setOpenStep(const QString& name);  // the step the other tabs show: framed
    QSizeF cellSize() const;
    int stepAt(const QPoint& viewportPoint) const;  // -1 outside the columns
    int rankRowAt(const QPoint& viewportPoint) const;

Q_SIGNALS:
    void stepActivated(int step);

protected:
    QSizeF layoutContent() override;
    QString toolTipAt(const QPointF& contentPoint) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QPointF origin() const;  // top-left of the cells in viewport coordinates

    std::shared_ptr<const shardscope::RunHistory> m_history;
    QString m_openStep;
    qreal m_left = 0;  // width of the rank labels
    qreal m_top = 0;   // height of the step labels
};
