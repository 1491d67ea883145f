#pragma once

#include <QBrush>
#include <QColor>
#include <QPen>

struct LossCurve;

// How one curve of the loss chart is drawn: its band's fill, its raw line (faded under a
// smoothed line) and its main line, in the light or dark theme.
struct LossCurvePens {
    QColor colour;
    QBrush band;
    QPen raw;   // the faded raw line under a smoothed one
    QPen main;  // the smoothed line, or the raw line when not smoothed

    static LossCurvePens of(const LossCurve& curve, bool dark);
};
