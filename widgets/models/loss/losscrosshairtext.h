#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <limits>
#include <span>
#include <vector>

#include "widgets/models/loss/losscurve.h"
#include "widgets/models/loss/lossseriesoptions.h"

// One curve's values under the crosshair.
struct LossCrosshairEntry {
    QString label;
    int run = -1;  // the curve's
    QColor colour;
    double x = 0;  // where the curve's nearest point lies (maybe not the crosshair's x)
    double value = 0;
    double smoothed = std::numeric_limits<double>::quiet_NaN();
    bool smoothedShown = false;
};

// What the crosshair says: the values of every visible curve at the step under the mouse,
// read from the full-resolution data (never from a summarised column).
class LossCrosshairText {
    Q_DECLARE_TR_FUNCTIONS(LossCrosshairText)

public:
    // Of all visible curves' points, the x nearest `x`; NaN when there is none.
    static double snap(std::span<const LossCurve> curves, double x);
    // Each visible curve's point nearest `x` (the first of equal ones).
    static std::vector<LossCrosshairEntry> entries(std::span<const LossCurve> curves, double x);

    static QString xText(LossAxis axis, double x);  // "step 1200", "epoch 1.25", ...
    static QString value(double v);                 // four significant digits
    // "step 1200: runA 2.031, runB 2.045"; a curve whose nearest point is elsewhere says where.
    static QString text(LossAxis axis, double x, const std::vector<LossCrosshairEntry>& entries);
    // The same as a small table with colour swatches, for the label on the chart.
    static QString html(LossAxis axis, double x, const std::vector<LossCrosshairEntry>& entries);
};
