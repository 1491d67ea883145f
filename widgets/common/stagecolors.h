#pragma once

#include <QColor>
#include <QPalette>

// One colour per pipeline stage, readable on light and dark palettes.
class StageColors {
public:
    static QColor color(int stage, const QPalette& palette);
};
