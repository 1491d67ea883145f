#pragma once

#include <QImage>
#include <QString>
#include <QTimer>
#include <QtCharts/QChartView>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "widgets/models/loss/losscurve.h"
#include "widgets/models/loss/lossseriesoptions.h"
#include "widgets/models/loss/losszoom.h"
#include "widgets/models/loss/savedstepmark.h"

class LossChartSeries;
class LossCrosshair;
class LossRankLayer;

// The loss chart: the curves of every visible run, each raw line faded under its smoothed line
// (and a mean's min-max band), one legend entry per run (a click hides or shows the run).
// It owns the full-resolution curves and draws them for the x range shown at one point list
// per pixel column, so zooming (a rubber band, the wheel) re-reads full resolution and a reset
// (right click) shows everything again (the ranges: LossZoom; the axes: LossAxisBuilder; the
// series and legend: LossChartSeries). A crosshair lists every visible curve's value at the
// step under the mouse. Log-scale values are drawn as log10 on a linear axis labelled with the
// values, wall times as seconds labelled with the time as written.
class LossChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossChart)

public:
    explicit LossChart(QWidget* parent = nullptr);
    ~LossChart() override;

    void setCurves(std::vector<LossCurve> curves);
    void setRunVisible(int run, bool visible);
    const std::vector<LossCurve>& curves() const { return m_curves; }
    void setAxis(LossAxis axis);
    LossAxis axis() const { return m_axis; }
    void setLogY(bool logY);
    bool logY() const { return m_logY; }
    void setYTitle(const QString& title);
    // The open run's saved checkpoints, drawn on the step axis (not on the time axes).
    void setSavedSteps(std::vector<SavedStepMark> marks);
    const std::vector<SavedStepMark>& savedSteps() const { return m_marks; }
    // Where a mark is drawn in the view; nullopt when it is not (another axis, out of range).
    std::optional<QPointF> markPosition(const SavedStepMark& mark) const;

    // In axis units (hours on the relative-time axis, seconds on the wall-time axis).
    void zoomTo(double x0, double x1);
    void resetZoom();
    bool isZoomed() const { return m_zoom.zoomed(); }
    std::optional<std::pair<double, double>> shownRange() const { return m_zoom.shownX(); }
    size_t columns() const { return m_zoom.columns(); }

    // Puts the crosshair at the point nearest x; false when no curve is visible.
    bool showCrosshairAt(double x);
    void hideCrosshair();
    QString crosshairText() const { return m_crosshairText; }
    // The lines the rank layer draws (those of runs with many ranks), not QLineSeries.
    const LossRankLayer& rankLayer() const { return *m_layer; }

    // The chart as it is now, drawn afresh at `size` (its own pixel columns), its text and lines
    // grown with the size by exportScale().
    QImage image(QSize size) const;
    // How much bigger than on screen an exported image draws its text and lines: the chart is
    // laid out at size / scale and drawn scaled, so a 1600 x 900 image reads like a 1000 x 562
    // chart on screen. 1 up to 1000 x 560, at most 4.
    static double exportScale(QSize size);

Q_SIGNALS:
    void redrawn();
    void zoomChanged(bool zoomed);
    void runToggled(int run);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void applyTheme();
    void redraw();

    std::vector<LossCurve> m_curves;
    std::vector<SavedStepMark> m_marks;
    LossAxis m_axis = LossAxis::Step;
    bool m_logY = false;
    QString m_yTitle;
    LossZoom m_zoom;
    bool m_dark = false;
    LossChartSeries* m_series;  // this chart's: the redraw's series and axes
    std::unique_ptr<LossCrosshair> m_crosshair;
    LossRankLayer* m_layer;  // the chart item's: the lines of runs with many ranks
    QString m_crosshairText;
    QTimer m_relayout;
};
