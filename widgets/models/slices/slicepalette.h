#pragma once

#include <QColor>

// The fixed qualitative colours of the device-matrix and slice views. They are mid-lightness so
// they read on light and dark window palettes alike; text on them is picked by contrast.
class SlicePalette {
public:
    static int size();
    static QColor colour(int index);
    // Optimizer sub-chunk `chunk` of `chunks`: the slice's colour, shaded so neighbours differ.
    static QColor chunkColour(int index, int chunk, int chunks);
    // Black or white, whichever contrasts more with `background` (WCAG relative luminance).
    static QColor textOn(const QColor& background);
    static qreal luminance(const QColor& colour);
};
