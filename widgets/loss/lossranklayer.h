#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <span>
#include <vector>

struct LossCurve;
struct LossCurvePens;
class QValueAxis;

// The per-rank lines of runs with many rank logs, drawn by one item instead of one QLineSeries
// each: Qt Charts outlines every series' whole line (QPainterPathStroker) on every geometry
// change, which for hundreds of ranks stalls the window for a second. Points are in chart units
// (log10 on a log scale) and are mapped onto the plot area as Qt Charts maps a series (its
// XYDomain), and each line is drawn segment by segment with the series' pen and clip, so a rank
// looks exactly as its QLineSeries would. The item belongs to the chart item.
class LossRankLayer final : public QGraphicsItem {
public:
    // More visible per-rank curves than this in one run, and the layer draws the run's lines.
    static constexpr int kManyRanks = 32;

    struct Line {
        QList<QPointF> points;  // in chart units
        QPen pen;
    };

    explicit LossRankLayer(QGraphicsItem* chart);

    // Values as the chart's axes hold them: log10 of y on a log scale.
    static QList<QPointF> chartUnits(const QList<QPointF>& points, bool logY);

    // Forgets the lines and picks, of `curves`, the runs whose ranks the layer draws.
    void start(std::span<const LossCurve> curves, bool logY);
    // Takes the curve's drawn points (LossSeriesBuilder::draw) when its run is one of those;
    // false (and nothing taken) otherwise.
    bool add(const LossCurve& curve, const LossCurvePens& pens);
    // Maps the lines onto the plot area (chart coordinates) through the axes' ranges.
    void place(const QRectF& plot, const QValueAxis* x, const QValueAxis* y);
    void clear();

    const std::vector<int>& runs() const { return m_runs; }
    const std::vector<Line>& lines() const { return m_lines; }
    // The curves taken: one per rank.
    int curveCount() const { return m_curves; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<int> m_runs;
    std::vector<Line> m_lines;
    std::vector<QList<QPointF>> m_mapped;  // in the item's coordinates (the plot's top left)
    int m_curves = 0;
    bool m_logY = false;
    QSizeF m_size;
};
