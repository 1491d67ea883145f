#pragma once

#include <QWidget>
#include <cstdint>
#include <vector>

#include "fit/fitmodel.h"

class QPainter;

// The cards of a split, one panel per pipeline stage (rows: data parallel, columns: model
// parallel), each card coloured by the share of its memory a training step uses; red when it
// does not fit. Hovering a card names its communication groups; marked cards (a chosen group)
// are drawn with a ring.
class CardMemoryGrid final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CardMemoryGrid)

public:
    explicit CardMemoryGrid(QWidget* parent = nullptr);

    // `mp` columns per stage panel; the report's ranks in order. Null: no cards.
    void setReport(const shardscope::FitReport* report, int mp);
    void setMarked(std::vector<int> ranks);
    const std::vector<int>& marked() const { return m_marked; }
    int rankAt(const QPointF& point) const;
    // What the tooltip of a card says: its rank, stage, memory (and of each kind), and every
    // group it is in.
    QString describe(int rank) const;
    static QColor useColor(double share);

    void paintOn(QPainter& painter, const QRectF& area) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Layout {
        qreal cell = 0;
        int columns = 1;  // stage panels side by side
        qreal panelWidth = 0;
        qreal panelHeight = 0;
        qreal header = 0;
        QPointF origin;
    };
    Layout layoutFor(const QRectF& area) const;
    QRectF cellRect(const Layout& layout, int rank) const;
    QRectF panelRect(const Layout& layout, int stage) const;

    int m_stages = 0;
    int m_perStage = 0;
    int m_mp = 1;
    uint64_t m_deviceMemory = 0;
    std::vector<uint64_t> m_totals;
    std::vector<shardscope::MemoryBytes> m_bytes;  // by rank: each kind
    bool m_activationsKnown = false;
    std::vector<shardscope::StepGroup> m_groups;
    std::vector<std::vector<int>> m_groupsOf;  // by rank: indices into m_groups
    std::vector<int> m_marked;
    int m_hover = -1;
};
