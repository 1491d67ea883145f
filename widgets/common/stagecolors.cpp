#include "widgets/common/stagecolors.h"

#include <array>

QColor StageColors::color(int stage, const QPalette& palette) {
    // Tableau-like hues: distinct for colour-blind readers in the first four.
    static constexpr std::array<QRgb, 8> kHues = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xb07aa1,
                                                  0xedc948, 0x76b7b2, 0xe15759, 0x9c755f};
    QColor c = QColor::fromRgb(kHues[static_cast<size_t>(stage) % kHues.size()]);
    const bool dark = palette.window().color().lightness() < 128;
    return dark ? c.lighter(115) : c;
}
