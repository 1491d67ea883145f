#pragma once

#include <QBrush>
#include <QColor>

// The fixed qualitative colours of the device-matrix and slice views. They are mid-lightness so
// they read on light and dark window palettes alike; text on them is picked by contrast.
class SlicePalette {
public:
    // How a slice is told from the others: a colour, and past the colours a hatching over it.
    struct Key {
        QColor colour;
        Qt::BrushStyle pattern = Qt::SolidPattern;
        bool operator==(const Key& other) const {
            return colour == other.colour && pattern == other.pattern;
        }
    };

    static int size();
    static QColor colour(int index);
    // Slice `slice` of `slices`; `shaded`: its cards are shaded as optimizer pieces, so lighter
    // and darker companions of a colour are not used. Up to colours(...) slices each has a colour
    // of its own; up to distinct(...) a colour and hatching of its own; past that the colours
    // come back slightly darker or lighter (a key of its own still, but one hard to tell apart).
    static Key key(int slice, int slices, bool shaded);
    static int colours(int slices, bool shaded);
    static int distinct(int slices, bool shaded);
    // The hatching's ink over `fill`: the text colour, faint.
    static QColor patternInk(const QColor& fill);
    // Optimizer sub-chunk `chunk` of `chunks`: the slice's colour, shaded so neighbours differ.
    static QColor chunkColour(int index, int chunk, int chunks);
    static QColor chunkColour(const QColor& base, int chunk, int chunks);
    // Black or white, whichever contrasts more with `background` (WCAG relative luminance).
    static QColor textOn(const QColor& background);
    static qreal luminance(const QColor& colour);
};
