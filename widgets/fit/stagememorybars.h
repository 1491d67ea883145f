#pragma once

#include <QWidget>
#include <cstdint>
#include <vector>

#include "fit/fitmodel.h"

class QPainter;

// The memory of a card per pipeline stage as stacked bars (parameters, gradients, optimizer
// states, activations: the fullest card of each stage) under a line at the card's memory: what
// must fit, and by how much it does. Paints on any painter, for the screen and for an exported
// picture alike.
class StageMemoryBars final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StageMemoryBars)

public:
    explicit StageMemoryBars(QWidget* parent = nullptr);

    // The bytes of the fullest card of each stage, in stage order.
    void setStages(std::vector<shardscope::MemoryBytes> stages, uint64_t deviceMemory);
    // Of a report: per stage, the card with the most bytes.
    static std::vector<shardscope::MemoryBytes> fullestPerStage(
        const shardscope::FitReport& report);
    const std::vector<shardscope::MemoryBytes>& stages() const { return m_stages; }

    void paintOn(QPainter& painter, const QRectF& area) const;
    static QColor kindColor(int kind);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Plot {
        QRectF area;  // the bars' rectangle
        double top;   // bytes at its top edge
        double step;  // bytes between ticks
        qreal barWidth;
        qreal pitch;                // from one bar's left edge to the next
        bool lineOffScale = false;  // the bars fill under 5% of the card: scaled to the bars
    };
    Plot plotOf(const QRectF& area) const;
    struct LegendItem {
        int kind;  // kKinds: the card's memory
        QString text;
        QPointF at;  // the swatch's top left
    };
    std::vector<LegendItem> legendOf(const QRectF& area) const;
    int stageAt(const QPointF& point) const;

    std::vector<shardscope::MemoryBytes> m_stages;
    uint64_t m_deviceMemory = 0;
};
