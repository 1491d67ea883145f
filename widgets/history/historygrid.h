#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "history/runhistory.h"
#include "widgets/common/zoomableview.h"

// Saved steps (columns, oldest left) by ranks (rows), each cell coloured by the state of that
// rank's file of that step. Cells shrink to fit the window down to a few pixels, so a thousand
// ranks and hundreds of steps are seen at once; Ctrl+wheel zooms in (labels appear as there is
// room), hover names the file and its state, a click on a column opens that step. From the
// keyboard, Left and Right (Home, End) walk a dotted frame over the steps, from the resume step,
// and Enter opens the framed one.
class HistoryGrid final : public ZoomableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryGrid)

public:
    explicit HistoryGrid(QWidget* parent = nullptr);

    void setHistory(std::shared_ptr<const shardscope::RunHistory> history);
    void setOpenStep(const QString& name);  // the step the other tabs show: framed
    QSizeF cellSize() const;
    // Ranks drawn in one row: 1, unless the run has more ranks than rows of kMinCell pixels fit
    // at this zoom; a row then shows the worst state of its ranks (the overview of thousands of
    // cards fits the window, and zooming in splits the rows down to one rank each).
    int ranksPerRow() const;
    // Ranks from one rank label to the next: the smallest round number (1, 2, 5, 10, 20, 25, 50,
    // 100, ...) not under `least`, so that the labels read "rank 0, 50, 100", not "0, 54, 108".
    static int rankLabelStep(int least);
    int rowCount() const;
    int stepAt(const QPoint& viewportPoint) const;  // -1 outside the columns
    int rankRowAt(const QPoint& viewportPoint) const;
    // The colour of a cell: its rank's state, or the worst state of the row's ranks.
    QColor cellColour(int step, int row) const;
    // The tooltip of a cell: its rank's file, or how many of the row's ranks are in each state.
    QString rowToolTip(int step, int row) const;
    // The step the keyboard framed; -1 until a key walks the columns.
    int keyStep() const { return m_keyStep; }

Q_SIGNALS:
    void stepActivated(int step);

protected:
    QSizeF layoutContent() override;
    QString toolTipAt(const QPointF& contentPoint) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QPointF origin() const;  // top-left of the cells in viewport coordinates

    // A rank without a file of the step, among the file states.
    static constexpr int kMissing = -1;
    // Worst first; a row is intact only when each of its ranks is. A missing file ranks after
    // damaged and unfinished ones, before files still being written or not checked.
    static constexpr int kWorstFirst[] = {static_cast<int>(shardscope::FileState::Unreadable),
                                          static_cast<int>(shardscope::FileState::Empty),
                                          static_cast<int>(shardscope::FileState::CrcMismatch),
                                          static_cast<int>(shardscope::FileState::Inconsistent),
                                          static_cast<int>(shardscope::FileState::Temporary),
                                          kMissing,
                                          static_cast<int>(shardscope::FileState::Growing),
                                          static_cast<int>(shardscope::FileState::Unchecked),
                                          static_cast<int>(shardscope::FileState::Intact)};
    static int severity(int state);  // index into kWorstFirst
    // Each row's worst state per step (steps x rows, indices into kWorstFirst) for `per` ranks
    // per row: worked out once per history and row size, not per paint (setHistory() resets
    // m_rowStatesPer, 0 meaning none yet).
    void ensureRowStates(int per) const;
    QColor colourAt(size_t index) const;  // of m_rowStates[index]

    std::shared_ptr<const shardscope::RunHistory> m_history;
    mutable std::vector<uint8_t> m_rowStates;
    mutable int m_rowStatesPer = 0;
    QString m_openStep;
    int m_keyStep = -1;
    qreal m_left = 0;  // width of the rank labels
    qreal m_top = 0;   // height of the step labels
};
