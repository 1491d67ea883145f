#pragma once

#include <QString>

#include "widgets/models/loss/lossseriesoptions.h"

class QPalette;
class QValueAxis;

// The loss chart's two axes for one redraw, as Qt Charts axes styled after the palette: x by
// LossAxis (ticks at round numbers, whole steps on the step axis, wall times labelled as
// written), y linear or on a log scale (log10 values labelled with the values). Ticks come from
// LossAxisTicks. The words are the chart's (translation context "LossChart").
class LossAxisBuilder {
public:
    static QValueAxis* x(LossAxis axis, double x0, double x1, const QPalette& palette);
    // `title`: the metric's name, "(log scale)" added on a log scale.
    static QValueAxis* y(bool logY, double y0, double y1, const QString& title,
                         const QPalette& palette);
    static QString xTitle(LossAxis axis);

private:
    static void style(QValueAxis* axis, const QString& title, const QPalette& palette);
};
