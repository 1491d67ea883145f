#include "models/slices/slicepalette.h"

#include <array>
#include <cmath>

namespace {

// Tableau 10: designed for categories, distinguishable for most colour-vision deficiencies.
constexpr std::array<QRgb, 10> kColours = {0x4E79A7, 0xF28E2B, 0x59A14F, 0xE15759, 0xB07AA1,
                                           0x76B7B2, 0xEDC948, 0xFF9DA7, 0x9C755F, 0xBAB0AC};

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

QColor SlicePalette::chunkColour(int index, int chunk, int chunks) {
    const QColor base = colour(index);
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
