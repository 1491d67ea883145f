#include "widgets/models/slices/slicepalette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace {

// Tableau 10: designed for categories, distinguishable for most colour-vision deficiencies.
constexpr std::array<QRgb, 10> kColours = {0x4E79A7, 0xF28E2B, 0x59A14F, 0xE15759, 0xB07AA1,
                                           0x76B7B2, 0xEDC948, 0xFF9DA7, 0x9C755F, 0xBAB0AC};

// Ten more for runs of more slices, each picked (from ColorBrewer's, d3's and Tableau's
// qualitative sets) as far as could be from the first ten and the ones before it: the closest
// two of the twenty are as far apart (CIELAB) as Tableau 10's closest two. Not used where
// optimizer pieces shade the cards: two are lighter kin of the first ten.
constexpr std::array<QRgb, 10> kMore = {0x6A3D9A, 0xE7298A, 0xFFBE7D, 0xB3DE69, 0xA6761D,
                                        0xE377C2, 0x1B9E77, 0xAEC7E8, 0xB15928, 0x666666};

// Hatchings after the plain fill, in the order they are used.
constexpr std::array<Qt::BrushStyle, 7> kPatterns = {
    Qt::SolidPattern, Qt::BDiagPattern, Qt::FDiagPattern,    Qt::HorPattern,
    Qt::VerPattern,   Qt::CrossPattern, Qt::DiagCrossPattern};

QColor mix(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

qreal channel(qreal c) {
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

}  // namespace

int SlicePalette::size() {
    return static_cast<int>(kColours.size());
}

QColor SlicePalette::colour(int index) {
    const int n = size();
    return QColor(kColours[static_cast<size_t>(((index % n) + n) % n)]);
}

int SlicePalette::colours(int slices, bool shaded) {
    return slices <= size() || shaded ? size() : size() + static_cast<int>(kMore.size());
}

int SlicePalette::distinct(int slices, bool shaded) {
    return colours(slices, shaded) * static_cast<int>(kPatterns.size());
}

SlicePalette::Key SlicePalette::key(int slice, int slices, bool shaded) {
    const int n = colours(slices, shaded);
    const int index = std::max(0, slice);
    const int c = index % n;
    const int p = index / n % static_cast<int>(kPatterns.size());
    const int ring = index / distinct(slices, shaded);
    QColor base = c < size() ? colour(c) : QColor(kMore[static_cast<size_t>(c - size())]);
    if (ring > 0) {
        // Past every colour and hatching: a little darker, then a little lighter, and so on,
        // in steps that spread the rings the run needs over half the way to black or white.
        const int rings = (std::max(1, slices) - 1) / distinct(slices, shaded);
        const int step = (ring + 1) / 2;  // rings 1 and 2 are step 1 (darker, lighter), ...
        const int steps = std::max(1, (rings + 1) / 2);
        const qreal t = 0.5 * static_cast<qreal>(step) / static_cast<qreal>(steps);
        base = ring % 2 == 1 ? mix(base, Qt::black, t) : mix(base, Qt::white, t);
    }
    return {base, kPatterns[static_cast<size_t>(p)]};
}

QColor SlicePalette::patternInk(const QColor& fill) {
    QColor ink = textOn(fill);
    ink.setAlphaF(0.45f);
    return ink;
}

QColor SlicePalette::chunkColour(int index, int chunk, int chunks) {
    return chunkColour(colour(index), chunk, chunks);
}

QColor SlicePalette::chunkColour(const QColor& base, int chunk, int chunks) {
    if (chunks <= 1) {
        return base;
    }
    // From 25 % darker to 45 % lighter: far enough apart to tell even two chunks apart.
    const qreal t = -0.25 + 0.7 * chunk / (chunks - 1);
    return t < 0 ? mix(base, Qt::black, -t) : mix(base, Qt::white, t);
}

qreal SlicePalette::luminance(const QColor& colour) {
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
           0.0722 * channel(colour.blueF());
}

QColor SlicePalette::textOn(const QColor& background) {
    const qreal l = luminance(background);
    const qreal onBlack = (l + 0.05) / 0.05;
    const qreal onWhite = 1.05 / (l + 0.05);
    return onBlack >= onWhite ? QColor(Qt::black) : QColor(Qt::white);
}
