#pragma once

#include <QObject>
#include <QString>
#include <span>

#include "widgets/models/loss/losscurve.h"

class QAbstractSeries;
class QChart;
class QPalette;
class QValueAxis;
struct LossCurvePens;

// The Qt Charts series one redraw of the loss chart puts on it: a visible curve's main line,
// faded raw line under a smoothed one and a mean's min-max band beneath; one legend entry per
// run (a click emits runToggled), struck out for a hidden run; all on the redraw's two axes.
// The first series attached is the anchor that maps values to positions.
class LossChartSeries final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossChartSeries)

public:
    explicit LossChartSeries(QChart* chart, QObject* parent = nullptr);

    // Every series and axis removed (and deleted).
    void clear();
    // The x axis at the bottom, the y axis on the left; the chart takes it.
    void addAxis(QValueAxis* axis, Qt::Alignment alignment);
    void addCurve(const LossCurve& curve, const QString& name, bool legend,
                  const LossCurvePens& pens, bool logY);
    // A run's legend entry without its lines: struck out when hidden, else (`shown`) the entry
    // of a run whose ranks another layer draws (with `pens`' main line).
    void addLegendOnly(const LossCurve& curve, const QString& name, bool shown,
                       const LossCurvePens& pens, const QPalette& palette);
    QValueAxis* x() const { return m_x; }
    QValueAxis* y() const { return m_y; }
    QAbstractSeries* anchor() const { return m_anchor; }

    // A curve's legend entry: a mean's rank count, or one entry for a run's per-rank curves.
    static QString legendName(const LossCurve& curve, std::span<const LossCurve> curves);

Q_SIGNALS:
    void runToggled(int run);

private:
    void attach(QAbstractSeries* series);

    QChart* m_chart;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QAbstractSeries* m_anchor = nullptr;  // any series on both axes, for mapping
};
